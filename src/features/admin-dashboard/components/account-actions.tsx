import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ConfirmModal } from '@/components/confirm-modal';
import { serverErrorMessage } from '@/lib/server-errors';
import { accountServerErrors, useChangeAccount, type AccountRole } from '../api/accounts';
import { isDeletedAccount } from '../api/delete-account';
import type { AdminUser } from '../api/users';
import { useLabels } from '../hooks/use-labels';
import { AccountHistory } from './account-history';
import { DeleteAccountModal } from './delete-account-modal';
import { RoleModal } from './role-modal';

export type AccountResult = { tone: 'success' | 'error'; text: string };

/**
 * A user's row actions (issue 21 point 1): Change role and Deactivate /
 * Reactivate, each confirmed in a dialog that names the user and the
 * consequence, and the account's history on demand.
 */
export function AccountActions({
  user,
  name,
  onResult,
}: {
  user: AdminUser;
  name: string;
  onResult: (r: AccountResult) => void;
}) {
  const { t } = useTranslation(['adminDashboard', 'myData']);
  const labels = useLabels();
  const change = useChangeAccount();
  const [open, setOpen] = useState<'role' | 'status' | 'delete' | null>(null);
  const [showHistory, setShowHistory] = useState(false);
  const historyId = `account-history-${user.id}`;

  const fail = (e: unknown) => onResult({ tone: 'error', text: serverErrorMessage(e, t, accountServerErrors) });
  const setRole = (role: AccountRole) =>
    change.mutate(
      { userId: user.id, role },
      {
        onSuccess: () => {
          setOpen(null);
          onResult({ tone: 'success', text: t('users.account.roleChanged', { name, role: labels.role(role) }) });
        },
        onError: (e) => {
          setOpen(null);
          fail(e);
        },
      },
    );
  const setActive = () =>
    change.mutate(
      { userId: user.id, active: !user.is_active },
      {
        onSuccess: () => {
          setOpen(null);
          onResult({
            tone: 'success',
            text: t(user.is_active ? 'users.account.deactivated' : 'users.account.reactivated', { name }),
          });
        },
        onError: (e) => {
          setOpen(null);
          fail(e);
        },
      },
    );

  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        variant="secondary"
        onClick={() => setOpen('role')}
        aria-label={t('users.account.changeRoleOf', { name })}
      >
        {t('users.account.changeRole')}
      </Button>
      <Button
        variant="secondary"
        onClick={() => setOpen('status')}
        aria-label={t(user.is_active ? 'users.account.deactivateOf' : 'users.account.reactivateOf', { name })}
      >
        {t(user.is_active ? 'users.account.deactivate' : 'users.account.reactivate')}
      </Button>
      {/* Issue 25 point 4: an administrator's account is refused by the database; one already deleted has nothing left. */}
      {user.role === 'admin' || isDeletedAccount(user.email) ? null : (
        <Button variant="danger" onClick={() => setOpen('delete')} aria-label={t('myData:admin.deleteOf', { name })}>
          {t('myData:admin.delete')}
        </Button>
      )}
      <Button
        variant="link"
        aria-expanded={showHistory}
        aria-controls={historyId}
        aria-label={t('users.account.historyOf', { name })}
        onClick={() => setShowHistory((v) => !v)}
      >
        {t('users.account.history')}
      </Button>
      <div id={historyId}>{showHistory ? <AccountHistory userId={user.id} /> : null}</div>

      <RoleModal
        open={open === 'role'}
        name={name}
        current={user.role}
        busy={change.isPending}
        onConfirm={setRole}
        onClose={() => setOpen(null)}
      />
      {open === 'delete' ? (
        <DeleteAccountModal
          userId={user.id}
          name={name}
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null);
            onResult({ tone: 'success', text: t('myData:admin.done', { name }) });
          }}
        />
      ) : null}
      <ConfirmModal
        open={open === 'status'}
        title={t(user.is_active ? 'users.account.deactivateTitle' : 'users.account.reactivateTitle', { name })}
        confirmLabel={t(user.is_active ? 'users.account.deactivateConfirm' : 'users.account.reactivateConfirm')}
        busy={change.isPending}
        onConfirm={setActive}
        onClose={() => setOpen(null)}
      >
        <p>
          {t(user.is_active ? 'users.account.deactivateBody' : 'users.account.reactivateBody', {
            name,
            role: labels.role(user.role),
          })}
        </p>
      </ConfirmModal>
    </div>
  );
}

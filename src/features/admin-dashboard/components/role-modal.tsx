import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { FormField, inputClasses } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { ACCOUNT_ROLES, type AccountRole } from '../api/accounts';
import { useLabels } from '../hooks/use-labels';

const isRole = (v: string): v is AccountRole => (ACCOUNT_ROLES as readonly string[]).includes(v);

/** Asks the new role of a user and says what it will let them do before anything changes. */
export function RoleModal({
  open,
  name,
  current,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  name: string;
  current: string;
  busy: boolean;
  onConfirm: (role: AccountRole) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['adminDashboard', 'common']);
  const labels = useLabels();
  const [role, setRole] = useState<AccountRole>(isRole(current) ? current : 'participant');
  const consequenceId = useId();
  useEffect(() => {
    if (open) setRole(isRole(current) ? current : 'participant');
  }, [open, current]);
  const unchanged = role === current;

  return (
    <Modal
      open={open}
      title={t('users.account.roleTitle', { name })}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button busy={busy} disabled={busy || unchanged} onClick={() => onConfirm(role)}>
            {t('users.account.roleConfirm')}
          </Button>
        </>
      }
    >
      <p className="mb-3">{t('users.account.roleCurrent', { role: labels.role(current) })}</p>
      <FormField label={t('users.account.roleLabel')} required>
        <select
          className={inputClasses}
          value={role}
          aria-describedby={consequenceId}
          onChange={(e) => isRole(e.target.value) && setRole(e.target.value)}
        >
          {ACCOUNT_ROLES.map((r) => (
            <option key={r} value={r}>
              {labels.role(r)}
            </option>
          ))}
        </select>
      </FormField>
      <p id={consequenceId} aria-live="polite">
        {unchanged
          ? t('users.account.roleUnchanged', { name })
          : t('users.account.roleConsequence', {
              name,
              role: labels.role(role),
              consequence: t(`users.account.roleMeans.${role}`),
            })}
      </p>
    </Modal>
  );
}

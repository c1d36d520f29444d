import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/spinner';
import { formatDateTime } from '@/lib/format';
import { useAccountChanges, type AccountChange } from '../api/accounts';
import { useLabels } from '../hooks/use-labels';
import { personName } from '@domain/person-name';
import { LoadFailedBanner } from '@/components/load-failed-banner';
import { serverErrorText } from '@/lib/server-errors';

/** A user's role and status changes, newest first, with who made each (account_changes). */
export function AccountHistory({ userId }: { userId: string }) {
  const { t } = useTranslation('adminDashboard');
  const labels = useLabels();
  const changes = useAccountChanges(userId, true);
  if (changes.isPending) return <Spinner label={t('users.account.historyLoading')} />;
  if (changes.isError)
    return (
      <LoadFailedBanner
        title={t('users.account.historyFailed')}
        message={serverErrorText(changes.error)}
        retryLabel={t('tryAgain')}
        onRetry={() => changes.refetch()}
      />
    );
  if (changes.data.length === 0) return <p>{t('users.account.historyEmpty')}</p>;

  const by = (c: AccountChange) =>
    c.changer
      ? personName(c.changer.first_name, c.changer.last_name) || c.changer.email
      : t('users.account.historyUnknown');
  const what = (c: AccountChange) =>
    c.field === 'role'
      ? t('users.account.historyRole', { from: labels.role(c.old_value), to: labels.role(c.new_value) })
      : t(c.new_value === 'true' ? 'users.account.historyReactivated' : 'users.account.historyDeactivated');

  return (
    <ul className="list-disc pl-5">
      {changes.data.map((c) => (
        <li key={c.id}>
          {t('users.account.historyLine', { date: formatDateTime(c.changed_at), what: what(c), by: by(c) })}
        </li>
      ))}
    </ul>
  );
}

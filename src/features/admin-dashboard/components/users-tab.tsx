import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orgToday } from '@domain/dates';
import { searchUsers, USER_FILTERS, type UserFilter } from '@domain/user-search';
import { Button } from '@/components/button';
import { FlashRegion } from '@/components/flash-region';
import { FormField, inputClasses } from '@/components/form-field';
import { Spinner } from '@/components/spinner';
import { downloadCsv } from '@/lib/csv';
import { formatNumber } from '@/lib/format';
import { provinceSearchTerms } from '@/lib/provinces';
import { useFlash } from '@/lib/forms/use-flash';
import { useAdminUsers } from '../api/users';
import { LoadError } from './load-error';
import { useLabels } from '../hooks/use-labels';
import { usersCsv, usersCsvName } from '../utils/users-csv';
import { UsersTable } from './users-table';

/** Filter, search, 'Showing X of Y users', Export CSV and the users table (spec 2 sections 2 and 5). */
export function UsersTab() {
  const { t } = useTranslation('adminDashboard');
  const users = useAdminUsers(true);
  const labels = useLabels();
  const [filter, setFilter] = useState<UserFilter>('all');
  const [search, setSearch] = useState('');
  const countId = useId();
  const { flash, show, clear, ref } = useFlash();
  const shown = useMemo(
    () => searchUsers(users.data ?? [], filter, search, provinceSearchTerms),
    [users.data, filter, search],
  );

  if (users.isPending) return <Spinner label={t('users.loading')} />;
  if (users.isError)
    return <LoadError title={t('users.loadFailed')} error={users.error} onRetry={() => users.refetch()} />;

  const exportCsv = () => {
    const today = orgToday(new Date());
    downloadCsv(usersCsvName(today), usersCsv(shown, today, labels));
  };

  return (
    <div>
      <h2 className="mb-3 text-2xl font-bold">{t('users.heading')}</h2>
      <FlashRegion flash={flash} onDismiss={clear} regionRef={ref} />
      <div className="flex flex-wrap items-end gap-4">
        <FormField label={t('users.filterLabel')} required className="w-full sm:w-60">
          <select className={inputClasses} value={filter} onChange={(e) => setFilter(e.target.value as UserFilter)}>
            {USER_FILTERS.map((f) => (
              <option key={f} value={f}>
                {t(`users.filters.${f}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t('users.searchLabel')} hint={t('users.searchHint')} required className="w-full sm:w-80">
          <input
            type="search"
            className={inputClasses}
            value={search}
            aria-controls={countId}
            onChange={(e) => setSearch(e.target.value)}
          />
        </FormField>
        <div className="mb-4">
          <Button variant="secondary" onClick={exportCsv} disabled={shown.length === 0}>
            {t('users.exportCsv')}
          </Button>
        </div>
      </div>
      <p id={countId} role="status" className="mb-3 font-semibold">
        {t('users.showing', { shown: formatNumber(shown.length), total: formatNumber(users.data.length) })}
      </p>
      {shown.length === 0 ? <p>{t('users.empty')}</p> : <UsersTable users={shown} onResult={show} />}
    </div>
  );
}

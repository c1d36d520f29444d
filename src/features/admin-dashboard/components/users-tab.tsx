import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orgToday } from '@domain/dates';
import { USER_FILTERS, type UserFilter } from '@domain/user-search';
import { Button } from '@/components/button';
import { ExportProgress } from '@/components/export-progress';
import { FlashRegion } from '@/components/flash-region';
import { FormField, inputClasses } from '@/components/form-field';
import { Pagination } from '@/components/pagination';
import { Spinner } from '@/components/spinner';
import { formatNumber } from '@/lib/format';
import { useFlash } from '@/lib/forms/use-flash';
import { useCsvExport } from '@/lib/use-csv-export';
import { USERS_PAGE_SIZE, useAdminUsersPage } from '../api/users';
import { usersExportPages } from '../api/users-export';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useExportTexts } from '../hooks/use-export-texts';
import { useLabels } from '../hooks/use-labels';
import { usePaginationLabels } from '../hooks/use-pagination-labels';
import { usersCsv, usersCsvName } from '../utils/users-csv';
import { UsersTable } from './users-table';
import { LoadFailedBanner } from '@/components/load-failed-banner';
import { serverErrorText } from '@/lib/server-errors';

/**
 * Filter, search, 'Showing 1-50 of Y users', Export CSV and the users table (spec 2
 * sections 2 and 5), 50 a page: the database filters, searches, counts and pages
 * (issue 23 point 4); the export reads the same search in keyset pages, one ahead, with progress (issue 39).
 */
export function UsersTab() {
  const { t } = useTranslation('adminDashboard');
  const labels = useLabels();
  const pagerLabels = usePaginationLabels('users');
  const [filter, setFilter] = useState<UserFilter>('all');
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim());
  const [paging, setPaging] = useState({ key: '', page: 0 });
  // A new filter or search starts again at the first page.
  const key = `${filter}\u001f${search}`;
  const page = paging.key === key ? paging.page : 0;
  const users = useAdminUsersPage(filter, search, page);
  const countId = useId();
  const { flash, show, clear, ref } = useFlash();
  const exporter = useCsvExport();
  const today = orgToday(new Date());
  const file = usersCsvName(today);
  const exportTexts = useExportTexts(exporter.state, file);

  const data = users.data;
  const total = data?.total ?? 0;
  // The first page of a typed search counts up to a limit (issue 39 point 2): `total` is then a lower bound.
  const more = data?.more ?? false;
  const exportCsv = () =>
    exporter.start({
      filename: file,
      // The table's count of the same filter and search (not the previous one's, shown meanwhile): the bar's maximum.
      total: users.isPlaceholderData || more ? null : (data?.total ?? null),
      pages: (signal) => usersExportPages(filter, search, signal),
      csvOf: (rows) => usersCsv(rows, today, labels),
    });
  const pages = Math.ceil(total / USERS_PAGE_SIZE);
  const from = page * USERS_PAGE_SIZE + 1;
  const to = page * USERS_PAGE_SIZE + (data?.users.length ?? 0);

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
            value={typed}
            aria-controls={countId}
            onChange={(e) => setTyped(e.target.value)}
          />
        </FormField>
        <div className="mb-4">
          <Button
            variant="secondary"
            onClick={exportCsv}
            disabled={total === 0 || exporter.running}
            busy={exporter.running}
          >
            {t('users.exportCsv')}
          </Button>
        </div>
      </div>
      <ExportProgress state={exporter.state} texts={exportTexts} onCancel={exporter.cancel} />
      <p id={countId} role="status" className="mb-3 font-semibold">
        {data === undefined
          ? ''
          : total === 0
            ? t('users.empty')
            : t(more ? 'users.showingRangeMore' : 'users.showingRange', {
                count: total,
                from: formatNumber(from),
                to: formatNumber(to),
                total: formatNumber(total),
              })}
      </p>
      {users.isPending ? (
        <Spinner label={t('users.loading')} />
      ) : users.isError ? (
        <LoadFailedBanner
          title={t('users.loadFailed')}
          message={serverErrorText(users.error)}
          retryLabel={t('tryAgain')}
          onRetry={() => users.refetch()}
        />
      ) : total === 0 ? null : (
        <div aria-busy={users.isPlaceholderData || undefined}>
          {/* The rows' actions read texts of their own (myData) that may come after the rows: waiting for them here
              keeps the filter and the search field, with their focus and what is being typed, on the page. */}
          <Suspense fallback={<Spinner label={t('users.loading')} />}>
            <UsersTable users={data!.users} onResult={show} />
          </Suspense>
          <Pagination
            page={page}
            pages={pages}
            more={more}
            labels={pagerLabels}
            onPage={(p) => {
              setPaging({ key, page: p });
              document.getElementById(countId)?.scrollIntoView({ block: 'nearest' });
            }}
          />
        </div>
      )}
    </div>
  );
}

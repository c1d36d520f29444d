import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/button';
import { FlashRegion } from '@/components/flash-region';
import { FormField, inputClasses } from '@/components/form-field';
import { useLocalized } from '@/components/localized-text';
import { PageTitle } from '@/components/page-title';
import { Pagination, paginationLabels } from '@/components/pagination';
import { Spinner } from '@/components/spinner';
import { focusTarget } from '@/lib/focus-target';
import { formatMoney } from '@/lib/format';
import { useFlash } from '@/lib/forms/use-flash';
import { serverErrorText } from '@/lib/server-errors';
import {
  AID_FILTERS,
  AID_PAGE_SIZE,
  useAdminAidPage,
  type AdminAidRow,
  type AidFilter,
} from '../api/admin-financial-aid';
import { AdminAidCard } from './admin-aid-card';
import { DecisionModal } from './decision-modal';
import { LoadFailedBanner } from '@/components/load-failed-banner';

/**
 * /admin/financial-aid (issue 25 point 6): the families' confidential requests, pending first; Approve with the price
 * the family pays (one code for that family, as many uses as participants, e-mailed in the family's language), or
 * Decline with a note. Paged on the server (issue 36), AID_PAGE_SIZE cards a page, as the registrations screen pages.
 */
export default function AdminFinancialAidPage() {
  const { t } = useTranslation('adminFinancialAid');
  const [filter, setFilter] = useState<AidFilter>('all');
  const [deciding, setDeciding] = useState<{ row: AdminAidRow; approve: boolean } | null>(null);
  const { flash, show, clear, ref } = useFlash();
  const [page, setPage] = useState(0);
  const list = useAdminAidPage(filter, page);
  const { localized } = useLocalized();
  const programOf = (r: AdminAidRow) => localized(r.program_name_fr, r.program_name);
  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.ceil(total / AID_PAGE_SIZE);
  // A decision can empty the last page (a filtered request leaves it): go back to the new last page.
  useEffect(() => {
    if (list.data && page > 0 && page >= pages) setPage(Math.max(pages - 1, 0));
  }, [list.data, page, pages]);
  const listRef = useRef<HTMLDivElement>(null);
  const goTo = (next: number) => {
    setPage(next);
    requestAnimationFrame(() => focusTarget(listRef.current));
  };

  const onDone = (row: AdminAidRow, approved: boolean, priceCents: number | null) => {
    setDeciding(null);
    const family = row.family_name || row.family_email || '';
    show({
      tone: 'success',
      text: approved ? t('approved', { family, price: formatMoney(priceCents ?? 0) }) : t('rejected', { family }),
    });
  };

  return (
    <section>
      <PageTitle>{t('title')}</PageTitle>
      <Link to="/admin" className={buttonClasses('secondary', 'mb-4')}>
        {t('backToDashboard')}
      </Link>
      <p className="mb-4 max-w-3xl">{t('intro')}</p>
      <FormField label={t('filterLabel')} required className="w-full sm:w-72" id="aid-filter">
        <select
          className={inputClasses}
          value={filter}
          aria-controls="aid-count"
          onChange={(e) => {
            setFilter(AID_FILTERS.find((f) => f === e.target.value) ?? 'all');
            setPage(0);
          }}
        >
          {AID_FILTERS.map((f) => (
            <option key={f} value={f}>
              {t(`filters.${f}`)}
            </option>
          ))}
        </select>
      </FormField>
      <p id="aid-count" role="status" className="mb-3 font-semibold">
        {list.data ? t('showing', { count: total, pending: list.data.pending }) : ''}
      </p>
      <FlashRegion flash={flash} onDismiss={clear} regionRef={ref} />
      {list.isPending ? (
        <Spinner label={t('loading')} />
      ) : list.isError ? (
        <LoadFailedBanner
          title={t('loadFailed')}
          message={serverErrorText(list.error)}
          retryLabel={t('tryAgain')}
          onRetry={() => void list.refetch()}
        />
      ) : rows.length === 0 ? (
        <p className="rounded-md border-2 border-slate-400 p-6 text-center">{t(`empty.${filter}`)}</p>
      ) : (
        <div
          ref={listRef}
          aria-label={t('listLabel', { page: page + 1, pages: Math.max(pages, 1) })}
          role="region"
          className="focus:outline-none"
        >
          <ul className="grid gap-4">
            {rows.map((r) => (
              <AdminAidCard
                key={r.id}
                row={r}
                program={programOf(r)}
                onDecide={(approve) => {
                  clear();
                  setDeciding({ row: r, approve });
                }}
              />
            ))}
          </ul>
          <Pagination page={page} pages={pages} onPage={goTo} labels={paginationLabels(t)} />
        </div>
      )}
      {deciding ? (
        <DecisionModal
          row={deciding.row}
          approve={deciding.approve}
          program={programOf(deciding.row).text}
          onClose={() => setDeciding(null)}
          onDone={(approved, price) => onDone(deciding.row, approved, price)}
        />
      ) : null}
    </section>
  );
}

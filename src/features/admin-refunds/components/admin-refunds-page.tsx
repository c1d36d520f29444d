import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { orgToday } from '@domain/dates';
import { Banner } from '@/components/banner';
import { Button, buttonClasses } from '@/components/button';
import { FlashRegion } from '@/components/flash-region';
import { FormField, inputClasses } from '@/components/form-field';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { downloadCsv } from '@/lib/csv';
import { focusTarget } from '@/lib/focus-target';
import { formatMoney } from '@/lib/format';
import { useFlash } from '@/lib/forms/use-flash';
import { serverErrorText } from '@/lib/server-errors';
import {
  fetchAllRefunds,
  PAGE_SIZE,
  REFUND_FILTERS,
  useRefundsPage,
  type RefundFilter,
  type RefundRow,
} from '../api/refunds';
import { refundsCsvFilename } from '../utils/refund-view';
import { refundsCsv } from '../utils/refunds-csv';
import { RefundModal, type RefundDone, type RefundMode } from './refund-modal';
import { RefundsTable } from './refunds-table';
import { StripeLeftovers } from './stripe-leftovers';

/**
 * /admin/refunds (issue 20 points 1-2): refund requests and payments that could
 * not be fulfilled, in one list (Waiting, Refunded, All), 'Refund' on a row,
 * 'Record a refund made outside the site' on a registration's (issue 36 point 3),
 * the CSV of the filter, and what could not be removed at Stripe. Read through admin_refunds() (admins only).
 */
export default function AdminRefundsPage() {
  const { t } = useTranslation(['adminRefunds', 'common']);
  const [filter, setFilter] = useState<RefundFilter>('waiting');
  const [page, setPage] = useState(0);
  const [refunding, setRefunding] = useState<{ row: RefundRow; mode: RefundMode } | null>(null);
  const [exporting, setExporting] = useState(false);
  const { flash, show, clear, ref: flashRef } = useFlash();
  const list = useRefundsPage(filter, page);
  const countId = useId();
  const tableRef = useRef<HTMLDivElement>(null);

  const total = list.data?.total ?? 0;
  const pages = Math.max(Math.ceil(total / PAGE_SIZE), 1);
  const goTo = (next: number) => {
    setPage(next);
    requestAnimationFrame(() => focusTarget(tableRef.current));
  };

  const exportCsv = async () => {
    if (total === 0) return show({ tone: 'error', text: t('nothingToExport') });
    setExporting(true);
    try {
      const rows = await fetchAllRefunds(filter);
      downloadCsv(refundsCsvFilename(filter, orgToday(new Date())), refundsCsv(rows, t));
      show({ tone: 'success', text: t('exported', { count: rows.length }) }, { focus: false });
    } catch (e) {
      show({ tone: 'error', text: t('exportFailed', { message: serverErrorText(e) }) });
    } finally {
      setExporting(false);
    }
  };

  const onDone = (done: RefundDone, row: RefundRow) => {
    setRefunding(null);
    show({
      tone: 'success',
      text: t(done.mode === 'outside' ? 'outsideDone' : done.pending ? 'donePending' : 'done', {
        amount: formatMoney(done.amount),
        person: row.person_name || row.payer_name || '',
      }),
    });
  };

  return (
    <section>
      <PageTitle>{t('title')}</PageTitle>
      <Link to="/admin" className={buttonClasses('secondary', 'mb-4')}>
        {t('backToDashboard')}
      </Link>
      <p className="mb-4">{t('intro')}</p>
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <FormField label={t('filterLabel')} required className="mb-0 w-full sm:w-72" id="refunds-filter">
          <select
            className={inputClasses}
            value={filter}
            aria-controls={countId}
            onChange={(e) => {
              setFilter(REFUND_FILTERS.find((f) => f === e.target.value) ?? 'waiting');
              setPage(0);
            }}
          >
            {REFUND_FILTERS.map((f) => (
              <option key={f} value={f}>
                {t(`filters.${f}`, { count: list.data?.counts[f] ?? 0 })}
              </option>
            ))}
          </select>
        </FormField>
        <Button variant="secondary" onClick={exportCsv} busy={exporting}>
          {t('exportCsv')}
        </Button>
      </div>
      <p id={countId} role="status" className="mb-3 font-semibold">
        {exporting ? t('exporting') : list.data ? t('showing', { count: total }) : ''}
      </p>
      <FlashRegion flash={flash} onDismiss={clear} regionRef={flashRef} />
      {list.isPending ? (
        <Spinner label={t('loading')} />
      ) : list.isError ? (
        <Banner tone="error" title={t('loadFailed')}>
          <p>{serverErrorText(list.error)}</p>
          <Button variant="secondary" className="mt-2" onClick={() => list.refetch()}>
            {t('tryAgain')}
          </Button>
        </Banner>
      ) : list.data.rows.length === 0 ? (
        <p className="rounded-md border-2 border-slate-400 p-6 text-center">{t(`empty.${filter}`)}</p>
      ) : (
        <div ref={tableRef} className="focus:outline-none">
          <RefundsTable rows={list.data.rows} onRefund={(row, mode) => setRefunding({ row, mode })} />
          {pages > 1 ? (
            <nav aria-label={t('pagination.label')} className="mt-4 flex flex-wrap items-center gap-3">
              <Button variant="secondary" disabled={page <= 0} onClick={() => goTo(page - 1)}>
                {t('pagination.previous')}
              </Button>
              <p>{t('pagination.pageOf', { page: page + 1, pages })}</p>
              <Button variant="secondary" disabled={page >= pages - 1} onClick={() => goTo(page + 1)}>
                {t('pagination.next')}
              </Button>
            </nav>
          ) : null}
        </div>
      )}
      <StripeLeftovers />
      {refunding ? (
        <RefundModal row={refunding.row} mode={refunding.mode} onClose={() => setRefunding(null)} onDone={onDone} />
      ) : null}
    </section>
  );
}

import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { orgToday } from '@domain/dates';
import { Banner } from '@/components/banner';
import { Button, buttonClasses } from '@/components/button';
import { FlashRegion } from '@/components/flash-region';
import { FormField, inputClasses } from '@/components/form-field';
import { useLocalized } from '@/components/localized-text';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { downloadCsv } from '@/lib/csv';
import { formatDate } from '@/lib/format';
import { useFlash } from '@/lib/forms/use-flash';
import { serverErrorText } from '@/lib/server-errors';
import { useConcussionReport, useRemovals, type Removal } from '../api/concussion';
import { filterReport, groupByProgram, REPORT_FILTERS, reportCsvFilename, type ReportFilter } from '../utils/report';
import { reportCsv } from '../utils/report-csv';
import { ClearanceModal } from './clearance-modal';
import { ClearedRemovalsTable, OpenRemovalsTable } from './removals-tables';
import { ReportTables } from './report-tables';

/**
 * /admin/concussion (issue 24 points 6-7): per program, who lacks a valid concussion awareness confirmation or
 * Code of Conduct acknowledgment and who is removed from sport, with its CSV; the open removals with 'Record
 * medical clearance', and the cleared ones. Read through admin_concussion_report / admin_concussion_removals.
 */
export default function AdminConcussionPage() {
  const { t } = useTranslation(['adminConcussion', 'common']);
  const { localized } = useLocalized();
  const today = orgToday(new Date());
  const report = useConcussionReport();
  const removals = useRemovals();
  const [filter, setFilter] = useState<ReportFilter>('all');
  const [programId, setProgramId] = useState('');
  const [clearing, setClearing] = useState<Removal | null>(null);
  const { flash, show, clear, ref: flashRef } = useFlash();
  const countId = useId();

  const all = report.data ?? [];
  const programs = groupByProgram(all).map((g) => ({ id: g.programId, name: localized(g.nameFr, g.name).text }));
  const rows = filterReport(all, filter, programId, today);
  const open = (removals.data ?? []).filter((r) => r.cleared_on === null);
  const cleared = (removals.data ?? []).filter((r) => r.cleared_on !== null);
  const programOf = (r: Removal) => localized(r.program_name_fr, r.program_name).text;

  const exportCsv = () => {
    if (rows.length === 0) return show({ tone: 'error', text: t('nothingToExport') });
    downloadCsv(reportCsvFilename(filter, today), reportCsv(rows, t, today));
    show({ tone: 'success', text: t('exported', { count: rows.length }) }, { focus: false });
  };

  return (
    <section>
      <PageTitle>{t('title')}</PageTitle>
      <Link to="/admin" className={buttonClasses('secondary', 'mb-4')}>
        {t('backToDashboard')}
      </Link>
      <p className="mb-4">{t('intro')}</p>
      <FlashRegion flash={flash} onDismiss={clear} regionRef={flashRef} />

      <h2 className="mb-3 text-2xl font-bold">{t('report.title')}</h2>
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <FormField label={t('filterLabel')} required className="mb-0 w-full sm:w-80" id="concussion-filter">
          <select
            className={inputClasses}
            value={filter}
            aria-controls={countId}
            onChange={(e) => setFilter(REPORT_FILTERS.find((f) => f === e.target.value) ?? 'all')}
          >
            {REPORT_FILTERS.map((f) => (
              <option key={f} value={f}>
                {t(`filters.${f}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t('programLabel')} required className="mb-0 w-full sm:w-80" id="concussion-program">
          <select
            className={inputClasses}
            value={programId}
            aria-controls={countId}
            onChange={(e) => setProgramId(e.target.value)}
          >
            <option value="">{t('allPrograms')}</option>
            {programs.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </FormField>
        <Button variant="secondary" onClick={exportCsv} disabled={!report.data}>
          {t('exportCsv')}
        </Button>
      </div>
      <p id={countId} role="status" className="mb-3 font-semibold">
        {report.data ? t('showing', { count: rows.length }) : ''}
      </p>
      {report.isPending ? (
        <Spinner label={t('loading')} />
      ) : report.isError ? (
        <Banner tone="error" title={t('loadFailed')}>
          <p>{serverErrorText(report.error)}</p>
          <Button variant="secondary" className="mt-2" onClick={() => report.refetch()}>
            {t('tryAgain')}
          </Button>
        </Banner>
      ) : rows.length === 0 ? (
        <p className="mb-6 rounded-md border-2 border-slate-400 p-6 text-center">{t(`empty.${filter}`)}</p>
      ) : (
        <ReportTables rows={rows} today={today} />
      )}

      <h2 className="mt-8 mb-3 text-2xl font-bold">{t('removals.openTitle')}</h2>
      {removals.isPending ? (
        <Spinner label={t('loading')} />
      ) : removals.isError ? (
        <Banner tone="error" title={t('loadFailed')}>
          <p>{serverErrorText(removals.error)}</p>
          <Button variant="secondary" className="mt-2" onClick={() => removals.refetch()}>
            {t('tryAgain')}
          </Button>
        </Banner>
      ) : (
        <>
          {open.length === 0 ? (
            <p className="mb-6 rounded-md border-2 border-slate-400 p-6 text-center">{t('removals.noneOpen')}</p>
          ) : (
            <OpenRemovalsTable rows={open} onClear={setClearing} />
          )}
          <h2 className="mt-8 mb-3 text-2xl font-bold">{t('removals.historyTitle')}</h2>
          {cleared.length === 0 ? (
            <p className="rounded-md border-2 border-slate-400 p-6 text-center">{t('removals.noneCleared')}</p>
          ) : (
            <ClearedRemovalsTable rows={cleared} />
          )}
        </>
      )}
      {clearing ? (
        <ClearanceModal
          removal={clearing}
          programName={programOf(clearing)}
          onClose={() => setClearing(null)}
          onDone={(values) => {
            const name = clearing.participant_name;
            setClearing(null);
            show({ tone: 'success', text: t('clearance.done', { name, date: formatDate(values.clearedOn) }) });
          }}
        />
      ) : null}
    </section>
  );
}

import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { orgToday } from '@domain/dates';
import { bulkActionStatus, registrationsCsvFilename } from '@domain/registration-search';
import { Banner } from '@/components/banner';
import { Pagination, paginationLabels } from '@/components/pagination';
import { Button, buttonClasses } from '@/components/button';
import { ExportProgress } from '@/components/export-progress';
import { FlashRegion } from '@/components/flash-region';
import { CONTENT_SLOT, useLocalized, withContent } from '@/components/localized-text';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { downloadCsv } from '@/lib/csv';
import { focusTarget } from '@/lib/focus-target';
import { formatNumber } from '@/lib/format';
import { useFlash } from '@/lib/forms/use-flash';
import { serverErrorText } from '@/lib/server-errors';
import { useCsvExport } from '@/lib/use-csv-export';
import {
  exportPages,
  PAGE_SIZE,
  useExportSelected,
  useAdminRegistrationsPage,
  useProgramOptions,
} from '../api/registrations';
import { PartialUpdateError, useUpdateRegistrationStatus } from '../api/update-status';
import { RegistrationsFilters } from './registrations-filters';
import { registrationsCsvOf } from '../utils/export-csv';
import { registrationsCsv } from '../utils/registrations-csv';
import { RegistrationsTable } from './registrations-table';
import { toRowView, type RowView } from '../utils/row-view';

/** /admin/registrations and /admin/programs/:programId/registrations (spec 2 section 2). */
export default function AdminRegistrationsPage() {
  const { t } = useTranslation(['adminRegistrations', 'common']);
  const { programId } = useParams();
  const [programFilter, setProgramFilter] = useState('all');
  const [status, setStatus] = useState('all');
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const exporter = useCsvExport();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const { flash, show, clear: clearFlash, ref: flashRef } = useFlash();
  const [busyId, setBusyId] = useState<string | null>(null);
  const scope = programId ?? (programFilter === 'all' ? null : programFilter);
  const filters = { programId: scope, status, search: query };
  const registrations = useAdminRegistrationsPage(filters, page);
  // Search on the server, 300 ms after the last keystroke; any filter change goes back to page 1.
  useEffect(() => {
    const id = setTimeout(() => setQuery(search), 300);
    return () => clearTimeout(id);
  }, [search]);
  useEffect(() => setPage(0), [scope, status, query]);
  const programs = useProgramOptions();
  const update = useUpdateRegistrationStatus();
  const selectedExport = useExportSelected();

  const visible = useMemo(() => (registrations.data?.rows ?? []).map(toRowView), [registrations.data]);
  const total = registrations.data?.total ?? 0;
  const more = registrations.data?.more ?? false;
  const pages = Math.ceil(total / PAGE_SIZE);
  const chosen = visible.filter((r) => selected.has(r.reg.id));
  const tableRef = useRef<HTMLDivElement>(null);
  const goTo = (next: number) => {
    setPage(next);
    requestAnimationFrame(() => focusTarget(tableRef.current));
  };
  // The scoped program's name in the admin's language (issue 22), marked lang="en" in the heading when it has no French.
  const { localized } = useLocalized();
  const scoped = programs.data?.find((p) => p.id === programId);
  const scopedName = localized(scoped?.name_fr, scoped?.name);
  const title = programId ? t('titleProgram', { program: scopedName.text }) : t('titleAll');

  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected(
      chosen.length === visible.length && visible.length > 0 ? new Set() : new Set(visible.map((r) => r.reg.id)),
    );

  const changeOne = (row: RowView, next: string) => {
    setBusyId(row.reg.id);
    update.mutate(
      { changes: [{ id: row.reg.id, seen: row.reg.status }], status: next },
      {
        onSuccess: () =>
          show(
            {
              tone: 'success',
              text: t('messages.statusChanged', { name: row.name, status: t(`statuses.${next}`) }),
            },
            { focus: false },
          ),
        onError: (e) =>
          show({
            tone: 'error',
            text:
              e instanceof PartialUpdateError
                ? t('messages.changedMeanwhile', { name: row.name })
                : t('messages.statusFailed', { message: serverErrorText(e) }),
          }),
        onSettled: () => setBusyId(null),
      },
    );
  };
  const bulk = (action: 'approve' | 'reject') => {
    const changes = chosen.map((r) => ({ id: r.reg.id, seen: r.reg.status }));
    const ids = changes.map((c) => c.id);
    if (ids.length === 0) return show({ tone: 'error', text: t('messages.selectFirst') });
    const next = bulkActionStatus(action);
    update.mutate(
      { changes, status: next },
      {
        onSuccess: () => {
          setSelected(new Set());
          show({ tone: 'success', text: t(`messages.bulk.${next}`, { count: ids.length }) });
        },
        // Spec 2 section 8: one message whether some or all rows were refused.
        onError: () => show({ tone: 'error', text: t('messages.someFailed') }),
      },
    );
  };
  // Export All in keyset pages, the next read while the previous is written (issue 23 point 3, issue 39 point 3):
  // each page becomes CSV text at once, so the browser holds text, not 300,000 registration objects; a progress
  // bar, and a Cancel button (the shared src/lib/use-csv-export.ts and src/components/export-progress.tsx).
  const exportAll = async () => {
    if (total === 0) return show({ tone: 'error', text: t('messages.nothingToExport') });
    const today = orgToday(new Date());
    const end = await exporter.start({
      filename: registrationsCsvFilename(programId ? scopedName.text : null, today),
      total: more ? null : total, // a search's first page counted only up to a limit
      pages: (signal) => exportPages(filters, signal),
      csvOf: registrationsCsvOf(t, today),
    });
    if (end?.phase === 'empty') show({ tone: 'error', text: t('messages.nothingToExport') });
    if (end?.phase === 'failed')
      show({ tone: 'error', text: t('errors.load', { message: serverErrorText(end.error) }) });
  };
  const exportState = exporter.state;
  const exportTexts = {
    status:
      exportState.phase === 'running'
        ? more
          ? t('messages.exportingMore', { total: formatNumber(total) })
          : t('messages.exporting', { total: formatNumber(exportState.total ?? total) })
        : exportState.phase === 'done'
          ? t('messages.exported', { count: exportState.count })
          : exportState.phase === 'cancelled'
            ? t('messages.exportCancelled')
            : '',
    label: t('export.progressLabel'),
    progress: (done: number, of: number | null) =>
      more
        ? t('export.progressSoFar', { done: formatNumber(done) })
        : t('export.progressText', { done: formatNumber(done), total: formatNumber(of ?? done) }),
    cancel: t('actions.cancelExport'),
  };
  // Export Selected: the page's rows hold no medical field, so the chosen ones are read again with
  // them (one logged medical read, decision 0064) and written to the CSV.
  const exportRows = (list: RowView[]) => {
    if (list.length === 0) return show({ tone: 'error', text: t('messages.nothingToExport') });
    selectedExport.mutate(
      list.map((r) => r.reg.id),
      {
        onSuccess: (regs) => {
          const today = orgToday(new Date());
          const name = registrationsCsvFilename(programId ? scopedName.text : null, today);
          downloadCsv(name, registrationsCsv(regs.map(toRowView), t, today));
          show({ tone: 'success', text: t('messages.exported', { count: regs.length }) }, { focus: false });
        },
        onError: (e) => show({ tone: 'error', text: t('errors.load', { message: serverErrorText(e) }) }),
      },
    );
  };

  return (
    <section>
      <PageTitle title={title}>
        {programId ? withContent(t('titleProgram', { program: CONTENT_SLOT }), scopedName) : title}
      </PageTitle>
      <Link to={programId ? '/admin/programs' : '/admin'} className={buttonClasses('secondary', 'mb-4')}>
        {programId ? t('backToPrograms') : t('backToDashboard')}
      </Link>
      <p className="mb-4 text-lg" aria-live="polite">
        {t(more ? 'totalMore' : 'total', { count: total })}
      </p>
      <RegistrationsFilters
        programs={programId ? null : (programs.data ?? [])}
        program={programFilter}
        onProgram={setProgramFilter}
        status={status}
        onStatus={setStatus}
        search={search}
        onSearch={setSearch}
      />
      <div className="mb-4 flex flex-wrap gap-3">
        <Button onClick={() => bulk('approve')} busy={update.isPending && busyId === null}>
          {t('actions.approveSelected')}
        </Button>
        <Button variant="danger" onClick={() => bulk('reject')}>
          {t('actions.rejectSelected')}
        </Button>
        <Button variant="secondary" onClick={exportAll} busy={exporter.running}>
          {t('actions.exportAll')}
        </Button>
        <Button variant="secondary" onClick={() => exportRows(chosen)} busy={selectedExport.isPending}>
          {t('actions.exportSelected', { count: chosen.length })}
        </Button>
      </div>
      <ExportProgress state={exportState} texts={exportTexts} onCancel={exporter.cancel} />
      <FlashRegion flash={flash} onDismiss={clearFlash} regionRef={flashRef} />
      {registrations.isPending ? (
        <Spinner />
      ) : registrations.isError ? (
        <Banner tone="error" title={t('errors.loadTitle')}>
          <p>{t('errors.load', { message: serverErrorText(registrations.error) })}</p>
          <Button variant="secondary" className="mt-2" onClick={() => registrations.refetch()}>
            {t('actions.tryAgain')}
          </Button>
        </Banner>
      ) : visible.length === 0 ? (
        <p className="rounded-md border-2 border-slate-400 p-6 text-center">{t('empty')}</p>
      ) : (
        <div ref={tableRef} className="focus:outline-none">
          <RegistrationsTable
            caption={title}
            rows={visible}
            selected={selected}
            onToggle={toggle}
            onToggleAll={toggleAll}
            onStatus={changeOne}
            busyId={busyId}
          />
          <Pagination page={page} pages={pages} more={more} onPage={goTo} labels={paginationLabels(t)} />
        </div>
      )}
    </section>
  );
}

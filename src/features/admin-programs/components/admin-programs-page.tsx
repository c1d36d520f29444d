import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { LoadFailedBanner } from '@/components/load-failed-banner';
import { buttonClasses } from '@/components/button';
import { FlashRegion } from '@/components/flash-region';
import { PageTitle } from '@/components/page-title';
import { Pagination, paginationLabels } from '@/components/pagination';
import { Spinner } from '@/components/spinner';
import { formatNumber } from '@/lib/format';
import { useFlash } from '@/lib/forms/use-flash';
import {
  PROGRAMS_PAGE_SIZE,
  useAdminPrograms,
  useDeleteProgram,
  useSetProgramActive,
  type AdminProgramRow,
} from '../api/programs-list';
import { serverErrorMessage } from '@/lib/server-errors';
import { programServerErrors } from '../api/program-errors';
import { ProgramsTable } from './programs-table';

/** /admin/programs: the programs table, paged on the server, with Activate/Deactivate and Delete (spec 2 section 2). */
export default function AdminProgramsPage() {
  const { t } = useTranslation(['adminPrograms', 'common']);
  const location = useLocation();
  const navigate = useNavigate();
  const [page, setPage] = useState(0);
  const programs = useAdminPrograms(page);
  const countId = useId();
  const setActive = useSetProgramActive();
  const remove = useDeleteProgram();
  const [toDelete, setToDelete] = useState<AdminProgramRow | null>(null);
  const { flash, show, clear: clearFlash, ref: flashRef } = useFlash();

  // The form sends us back with { saved: name } after an update.
  const saved = (location.state as { saved?: string } | null)?.saved;
  useEffect(() => {
    if (!saved) return;
    show({ tone: 'success', text: t('list.updated', { name: saved }) }, { focus: false });
    navigate(location.pathname, { replace: true, state: null });
  }, [saved, t, navigate, location.pathname, show]);

  const toggle = (p: AdminProgramRow) =>
    setActive.mutate(
      { id: p.id, isActive: !p.is_active },
      {
        onSuccess: () =>
          show(
            {
              tone: 'success',
              text: t(p.is_active ? 'list.deactivated' : 'list.activated', { name: p.name }),
            },
            { focus: false },
          ),
        onError: (e) =>
          show({
            tone: 'error',
            text: t('list.updateFailed', { message: serverErrorMessage(e, t, programServerErrors) }),
          }),
      },
    );

  const confirmDelete = () => {
    const p = toDelete;
    if (!p) return;
    remove.mutate(p.id, {
      onSuccess: () => {
        setToDelete(null);
        show({ tone: 'success', text: t('list.deleted', { name: p.name }) });
      },
      onError: (e) => {
        setToDelete(null);
        show({
          tone: 'error',
          text: t('list.deleteFailed', { message: serverErrorMessage(e, t, programServerErrors) }),
        });
      },
    });
  };

  const total = programs.data?.total ?? 0;
  const pages = Math.max(Math.ceil(total / PROGRAMS_PAGE_SIZE), 1);
  // A deletion can leave the last page empty: step back to the new last page.
  useEffect(() => {
    if (programs.data && !programs.isPlaceholderData && page > 0 && page >= pages) setPage(pages - 1);
  }, [programs.data, programs.isPlaceholderData, page, pages]);
  const rows = programs.data?.rows ?? [];
  const from = page * PROGRAMS_PAGE_SIZE + 1;
  const pagerLabels = paginationLabels(t, 'list.pagination');

  return (
    <section>
      <PageTitle>{t('list.title')}</PageTitle>
      <div className="mb-6 flex flex-wrap gap-3">
        <Link to="/admin" className={buttonClasses('secondary')}>
          {t('list.backToDashboard')}
        </Link>
        <Link to="/admin/programs/new" className={buttonClasses('primary')}>
          {t('list.create')}
        </Link>
      </div>
      <FlashRegion flash={flash} onDismiss={clearFlash} regionRef={flashRef} />
      {programs.isPending ? <Spinner label={t('list.loading')} /> : null}
      {programs.isError ? (
        <LoadFailedBanner
          title={t('list.loadFailed')}
          message={serverErrorMessage(programs.error, t, programServerErrors)}
          retryLabel={t('list.tryAgain')}
          onRetry={() => programs.refetch()}
        />
      ) : null}
      {programs.data && total === 0 ? <p>{t('list.empty')}</p> : null}
      {programs.data && total > 0 ? (
        <>
          <p id={countId} role="status" className="mb-3 font-semibold">
            {t('list.showingRange', {
              count: total,
              from: formatNumber(from),
              to: formatNumber(from + rows.length - 1),
              total: formatNumber(total),
            })}
          </p>
          <div aria-busy={programs.isPlaceholderData || undefined}>
            <ProgramsTable
              programs={rows}
              busyId={setActive.isPending ? setActive.variables?.id : undefined}
              onToggle={toggle}
              onDelete={setToDelete}
            />
            {pages > 1 ? (
              <Pagination
                page={page}
                pages={pages}
                labels={pagerLabels}
                onPage={(p) => {
                  setPage(p);
                  document.getElementById(countId)?.scrollIntoView({ block: 'nearest' });
                }}
              />
            ) : null}
          </div>
        </>
      ) : null}
      <ConfirmModal
        open={toDelete !== null}
        title={t('list.deleteTitle', { name: toDelete?.name ?? '' })}
        confirmLabel={t('list.deleteConfirm')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      >
        <p>{t('list.deleteQuestion')}</p>
      </ConfirmModal>
    </section>
  );
}

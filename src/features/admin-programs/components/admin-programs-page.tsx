import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { LoadFailedBanner } from '@/components/load-failed-banner';
import { buttonClasses } from '@/components/button';
import { FlashRegion } from '@/components/flash-region';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { useFlash } from '@/lib/forms/use-flash';
import { useAdminPrograms, useDeleteProgram, useSetProgramActive, type AdminProgramRow } from '../api/programs-list';
import { serverErrorMessage } from '@/lib/server-errors';
import { programServerErrors } from '../api/program-errors';
import { ProgramsTable } from './programs-table';

/** /admin/programs: the programs table with Activate/Deactivate and Delete (spec 2 section 2). */
export default function AdminProgramsPage() {
  const { t } = useTranslation(['adminPrograms', 'common']);
  const location = useLocation();
  const navigate = useNavigate();
  const programs = useAdminPrograms();
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
      {programs.data && programs.data.length === 0 ? <p>{t('list.empty')}</p> : null}
      {programs.data && programs.data.length > 0 ? (
        <ProgramsTable
          programs={programs.data}
          busyId={setActive.isPending ? setActive.variables?.id : undefined}
          onToggle={toggle}
          onDelete={setToDelete}
        />
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

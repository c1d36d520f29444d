import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/banner';
import { ConfirmModal } from '@/components/confirm-modal';
import { Button, buttonClasses } from '@/components/button';
import { FlashRegion } from '@/components/flash-region';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { useFlash } from '@/lib/forms/use-flash';
import { useAssignments, useCoordinatorOptions, useRemoveCoordinator, type Assignment } from '../api/coordinators';
import { AddCoordinatorForm, fullName } from './add-coordinator-form';
import { AssignmentsList } from './assignments-list';

/** /admin/program-coordinators (spec 2 section 2). */
export default function ProgramCoordinatorsPage() {
  const { t } = useTranslation(['adminCoordinators', 'common']);
  const assignments = useAssignments();
  const options = useCoordinatorOptions();
  const remove = useRemoveCoordinator();
  const [toRemove, setToRemove] = useState<Assignment | null>(null);
  const { flash, show, clear: clearFlash, ref: flashRef } = useFlash();
  const confirmRemove = () => {
    const a = toRemove;
    if (!a) return;
    remove.mutate(a.id, {
      onSuccess: () => {
        setToRemove(null);
        show({ tone: 'success', text: t('removed', { name: fullName(a.user), program: a.program?.name ?? '' }) });
      },
      onError: () => {
        setToRemove(null);
        show({ tone: 'error', text: t('errors.remove') });
      },
    });
  };

  return (
    <section>
      <PageTitle>{t('title')}</PageTitle>
      <Link to="/admin" className={buttonClasses('secondary', 'mb-4')}>
        {t('backToDashboard')}
      </Link>
      <aside className="mb-6 rounded-md border-l-8 border-blue-900 bg-blue-50 p-4" aria-labelledby="coordinator-info">
        <h2 id="coordinator-info" className="font-bold">
          {t('info.title')}
        </h2>
        <p>{t('info.body')}</p>
      </aside>
      <FlashRegion flash={flash} onDismiss={clearFlash} regionRef={flashRef} />
      {options.isError ? (
        <Banner tone="error">{t('errors.load')}</Banner>
      ) : options.data ? (
        <AddCoordinatorForm
          programs={options.data.programs}
          users={options.data.users}
          onAdded={(text) => show({ tone: 'success', text })}
        />
      ) : (
        <Spinner />
      )}
      <h2 className="mb-4 text-2xl font-bold">{t('list.title')}</h2>
      {assignments.isPending ? (
        <Spinner />
      ) : assignments.isError ? (
        <Banner tone="error">
          {t('errors.load')}{' '}
          <Button variant="secondary" onClick={() => assignments.refetch()}>
            {t('tryAgain')}
          </Button>
        </Banner>
      ) : (
        <AssignmentsList assignments={assignments.data} onRemove={setToRemove} />
      )}
      <ConfirmModal
        open={toRemove !== null}
        title={t('confirm.title')}
        confirmLabel={t('confirm.remove')}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setToRemove(null)}
      >
        <p>{t('confirm.body')}</p>
        {toRemove ? (
          <p className="mt-2 font-semibold">
            {fullName(toRemove.user)}, {toRemove.program?.name}
          </p>
        ) : null}
      </ConfirmModal>
    </section>
  );
}

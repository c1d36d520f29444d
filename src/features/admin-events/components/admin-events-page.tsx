import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { LoadFailedBanner } from '@/components/load-failed-banner';
import { buttonClasses } from '@/components/button';
import { FlashRegion } from '@/components/flash-region';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { useFlash } from '@/lib/forms/use-flash';
import { serverErrorMessage } from '@/lib/server-errors';
import { eventServerErrors, useDeleteEvent, useEventsData, useSaveEvent, type AdminEvent } from '../api/events';
import { emptyEvent, toEventForm, toEventRow, type EventFormValues } from '../schemas/event.schema';
import { EventForm } from './event-form';
import { EventsTable } from './events-table';

/** /admin/events: list, create, edit and delete events (issue 11; admin-only in the database too). */
export default function AdminEventsPage() {
  const { t } = useTranslation(['adminEvents', 'common']);
  const data = useEventsData();
  const save = useSaveEvent();
  const remove = useDeleteEvent();
  const [editing, setEditing] = useState<AdminEvent | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [toDelete, setToDelete] = useState<AdminEvent | null>(null);
  const { flash, show, clear: clearFlash, ref: flashRef } = useFlash();
  const errorText = (e: unknown) => serverErrorMessage(e, t, eventServerErrors);
  const now = useMemo(() => new Date(), [data.dataUpdatedAt]); // eslint-disable-line react-hooks/exhaustive-deps
  const initial = useMemo(() => (editing ? toEventForm(editing) : emptyEvent), [editing]);

  const onSubmit = (values: EventFormValues) =>
    save.mutate(
      { id: editing?.id, row: toEventRow(values) },
      {
        onSuccess: () => {
          show({ tone: 'success', text: t(editing ? 'form.updated' : 'form.created', { name: values.name.trim() }) });
          setEditing(null);
          setFormKey((k) => k + 1);
        },
        onError: (e) => show({ tone: 'error', text: t('form.saveFailed', { message: errorText(e) }) }),
      },
    );
  const startEdit = (e: AdminEvent) => {
    setEditing(e);
    setFormKey((k) => k + 1);
  };
  const confirmDelete = () => {
    const e = toDelete;
    if (!e) return;
    remove.mutate(e.id, {
      onSuccess: () => {
        setToDelete(null);
        if (editing?.id === e.id) setEditing(null);
        show({ tone: 'success', text: t('list.deleted', { name: e.name }) });
      },
      onError: (err) => {
        setToDelete(null);
        show({ tone: 'error', text: t('list.deleteFailed', { message: errorText(err) }) });
      },
    });
  };

  return (
    <section>
      <PageTitle>{t('title')}</PageTitle>
      <p className="mb-4">{t('intro')}</p>
      <p className="mb-6">
        <Link to="/admin" className={buttonClasses('secondary')}>
          {t('backToDashboard')}
        </Link>
      </p>
      <FlashRegion flash={flash} onDismiss={clearFlash} regionRef={flashRef} />
      {data.isPending ? <Spinner label={t('list.loading')} /> : null}
      {data.isError ? (
        <LoadFailedBanner
          title={t('list.loadFailed')}
          message={errorText(data.error)}
          retryLabel={t('list.tryAgain')}
          onRetry={() => data.refetch()}
        />
      ) : null}
      {data.data ? (
        <>
          <EventForm
            key={formKey}
            editing={editing !== null}
            initial={initial}
            programs={data.data.programs}
            busy={save.isPending}
            onSubmit={onSubmit}
            onCancel={() => {
              setEditing(null);
              setFormKey((k) => k + 1);
            }}
          />
          <h2 className="mb-3 text-2xl font-bold">{t('list.heading')}</h2>
          {data.data.events.length === 0 ? (
            <p>{t('list.empty')}</p>
          ) : (
            <EventsTable events={data.data.events} now={now} onEdit={startEdit} onDelete={setToDelete} />
          )}
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

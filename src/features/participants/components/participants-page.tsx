import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Banner } from '@/components/banner';
import { LoadFailedBanner } from '@/components/load-failed-banner';
import { buttonClasses } from '@/components/button';
import { Modal } from '@/components/modal';
import { focusTarget } from '@/lib/focus-target';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { useMyParticipants } from '../api/participants';
import type { ParticipantRow } from '@/components/participant-form/participant-form.schema';
import { DeleteParticipantModal } from './delete-participant-modal';
import { ParticipantCard } from './participant-card';
import { ParticipantEditForm } from './participant-edit-form';
import { personName } from '@domain/person-name';

type Flash = { added?: string; updated?: string };

type Props = {
  /** More on each participant's card from another feature (concussion safety, issue 24), composed in src/app. */
  participantExtra?: (p: ParticipantRow) => ReactNode;
};

/** /participants (spec 1 sections 2, 6): the user's participants with Edit (3-step modal) and Delete. */
export default function ParticipantsPage({ participantExtra }: Props = {}) {
  const { t } = useTranslation(['participants', 'common']);
  const { user, role } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const flash = (location.state ?? {}) as Flash;
  const [message, setMessage] = useState<string | null>(
    flash.added
      ? t('list.added', { name: flash.added })
      : flash.updated
        ? t('list.updated', { name: flash.updated })
        : null,
  );
  const [editing, setEditing] = useState<ParticipantRow | null>(null);
  const [deleting, setDeleting] = useState<ParticipantRow | null>(null);
  const list = useMyParticipants(user?.id);
  const headingRef = useRef<HTMLDivElement>(null);
  const rows = list.data ?? [];
  // Spec 1 section 2: parents, admins, or a user with no participants yet.
  const canAdd = role === 'parent_guardian' || role === 'admin' || (list.isSuccess && rows.length === 0);

  // The message came through the router state: clear it so a reload does not repeat it.
  useEffect(() => {
    if (flash.added || flash.updated) navigate(location.pathname, { replace: true, state: null });
  }, [flash.added, flash.updated, location.pathname, navigate]);

  // After a dialog closes on success its opener may be gone: focus the heading, the message follows it.
  const done = (text: string) => {
    setMessage(text);
    setTimeout(() => focusTarget(headingRef.current?.querySelector('h1')), 0);
  };

  return (
    <section>
      <div ref={headingRef} className="flex flex-wrap items-start justify-between gap-4">
        <PageTitle>{t('list.title')}</PageTitle>
        {canAdd ? (
          <Link to="/participants/new" className={buttonClasses('primary')}>
            {t('list.add')}
          </Link>
        ) : null}
      </div>
      {message ? (
        <Banner tone="success" onDismiss={() => setMessage(null)}>
          {message}
        </Banner>
      ) : null}
      {role === 'participant' ? (
        <p className="mb-4 rounded-md border-2 border-slate-500 bg-slate-50 p-3">{t('list.participantNote')}</p>
      ) : null}
      {list.isPending ? <Spinner /> : null}
      {list.isError ? (
        <LoadFailedBanner
          title={t('list.loadFailedTitle')}
          message={t('list.loadFailed')}
          retryLabel={t('list.tryAgain')}
          onRetry={() => void list.refetch()}
        />
      ) : null}
      {list.isSuccess && rows.length === 0 ? <p className="text-lg">{t('list.empty')}</p> : null}
      {rows.length ? (
        <ul aria-label={t('list.title')} className="grid gap-4">
          {rows.map((p) => (
            <ParticipantCard
              key={p.id}
              participant={p}
              onEdit={() => setEditing(p)}
              onDelete={() => setDeleting(p)}
              extra={participantExtra?.(p)}
            />
          ))}
        </ul>
      ) : null}
      <Modal
        open={editing !== null}
        title={t('edit.title', { name: editing ? personName(editing.first_name, editing.last_name) : '' })}
        onClose={() => setEditing(null)}
      >
        {editing && user ? (
          <ParticipantEditForm
            participant={editing}
            userId={user.id}
            onCancel={() => setEditing(null)}
            onSaved={(name) => {
              setEditing(null);
              done(t('list.updated', { name }));
            }}
          />
        ) : null}
      </Modal>
      <DeleteParticipantModal
        participant={deleting}
        userId={user?.id ?? ''}
        onClose={() => setDeleting(null)}
        onDeleted={(name) => {
          setDeleting(null);
          done(t('list.deleted', { name }));
        }}
      />
    </section>
  );
}

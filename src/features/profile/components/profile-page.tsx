import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/banner';
import { LoadFailedBanner } from '@/components/load-failed-banner';
import { buttonClasses } from '@/components/button';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { useProfileData } from '../api/profile-data';
import { ProfileContacts } from './profile-contacts';
import { PhotoSection } from './photo-section';
import { ProfileEditForm } from './profile-edit-form';
import { ProfileView } from './profile-view';
import { personName } from '@domain/person-name';

type Message = { tone: 'success' | 'error'; text: string } | null;

/** /profile (spec 1 sections 2, 7, 8): photo, Edit Profile toggle, basic and player information, contacts. */
export default function ProfilePage() {
  const { t } = useTranslation(['profile', 'common']);
  const { user, role, refreshProfile } = useAuth();
  const query = useProfileData(user?.id, role);
  const [editing, setEditing] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const data = query.data;
  const name = data ? personName(data.profile.first_name, data.profile.last_name) || data.profile.email : '';

  const leaveEdit = (next: Message) => {
    setEditing(false);
    setMessage(next);
    setTimeout(() => toggleRef.current?.focus(), 0);
  };

  return (
    <section className="mx-auto max-w-3xl">
      <PageTitle>{t('title')}</PageTitle>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? (
        <LoadFailedBanner
          title={t('errors.loadFailedTitle')}
          message={t('errors.loadFailed')}
          retryLabel={t('errors.tryAgain')}
          onRetry={() => void query.refetch()}
        />
      ) : null}
      {data && user ? (
        <>
          <PhotoSection userId={user.id} name={name} photoUrl={data.profile.profile_photo_url} />
          {message ? (
            <Banner tone={message.tone} onDismiss={() => setMessage(null)}>
              {message.text}
            </Banner>
          ) : null}
          <div className="mb-4">
            <button
              type="button"
              ref={toggleRef}
              className={buttonClasses(editing ? 'secondary' : 'primary')}
              aria-pressed={editing}
              onClick={() => {
                setMessage(null);
                setEditing((e) => !e);
              }}
            >
              {t('edit.toggle')}
            </button>
          </div>
          {editing ? (
            <ProfileEditForm
              profile={data.profile}
              participant={data.participant}
              onCancel={() => leaveEdit(null)}
              onSaved={() => {
                leaveEdit({ tone: 'success', text: t('edit.saved') });
                void refreshProfile();
              }}
              onFailed={() => setMessage({ tone: 'error', text: t('errors.updateFailed') })}
            />
          ) : (
            <ProfileView profile={data.profile} participant={data.participant} />
          )}
          <ProfileContacts data={data} userId={user.id} />
        </>
      ) : null}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { LoadFailedBanner } from '@/components/load-failed-banner';
import { Spinner } from '@/components/spinner';
import { EmergencyContactsEditor } from '@/components/participant-form/emergency-contacts-editor';
import { participantServerErrors } from '@/components/participant-form/server-errors';
import { useParticipantContacts, useSaveParticipantContacts } from '../api/emergency-contacts';

const SERVER_ERRORS = participantServerErrors('emergencyContacts:saveFailed');

/** The edit dialog's (and edit page's) emergency contacts, saved apart from the wizard (issue 21 point 3). */
export function ParticipantContacts({ participantId, headingLevel }: { participantId: string; headingLevel: 2 | 3 }) {
  const { t } = useTranslation('emergencyContacts');
  const query = useParticipantContacts(participantId);
  const save = useSaveParticipantContacts();
  if (query.isPending) return <Spinner />;
  if (query.isError)
    return (
      <LoadFailedBanner
        title={t('loadFailed')}
        message={t('loadFailedMessage')}
        retryLabel={t('retry')}
        onRetry={() => void query.refetch()}
      />
    );
  return (
    <EmergencyContactsEditor
      contacts={query.data}
      idPrefix="contact-"
      headingLevel={headingLevel}
      serverErrors={SERVER_ERRORS}
      save={(contacts) => save.mutateAsync({ participantId, contacts })}
    />
  );
}

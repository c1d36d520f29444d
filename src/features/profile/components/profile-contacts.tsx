import { EmergencyContactsEditor } from '@/components/participant-form/emergency-contacts-editor';
import { participantServerErrors } from '@/components/participant-form/server-errors';
import { useSaveMyContacts, type ContactOwner } from '../api/emergency-contacts';
import type { ProfileData } from '../api/profile-data';
import { EmergencyContactsList } from './emergency-contacts-list';

const SERVER_ERRORS = participantServerErrors('emergencyContacts:saveFailed');

/**
 * /profile's emergency contacts: editable for a player's own record and a
 * volunteer (issue 21 point 3; a volunteer's contacts need their e-mail),
 * read-only where the account has no record of its own.
 */
export function ProfileContacts({ data, userId }: { data: ProfileData; userId: string }) {
  const save = useSaveMyContacts();
  const owner: ContactOwner | null = data.participant
    ? { participantId: data.participant.id }
    : data.volunteerId
      ? { volunteerId: data.volunteerId }
      : null;
  if (!owner) return <EmergencyContactsList contacts={data.contacts} />;
  return (
    <EmergencyContactsEditor
      contacts={data.contacts}
      emailRequired={'volunteerId' in owner}
      idPrefix="contact-"
      serverErrors={SERVER_ERRORS}
      save={(contacts) => save.mutateAsync({ userId, owner, contacts })}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import {
  fromParticipantRow,
  toParticipantPayload,
  type ParticipantRow,
} from '@/components/participant-form/participant-form.schema';
import { ParticipantWizard } from '@/components/participant-form/participant-wizard';
import { participantServerErrors } from '@/components/participant-form/server-errors';
import { useUpdateParticipant } from '../api/participants';
import { EDIT_PARTICIPANT } from '../schemas/participant-steps.schema';
import { ParticipantContacts } from './participant-contacts';
import { personName } from '@domain/person-name';

// Every refusal reads 'Failed to update participant: {reason}' (spec 1 section 8).
const SERVER_ERRORS = participantServerErrors('participants:edit.unknownError', {
  wrapKey: 'participants:edit.failed',
});

type Props = {
  participant: ParticipantRow;
  userId: string;
  onSaved: (name: string) => void;
  onCancel: () => void;
  headingLevel?: 2 | 3;
};

/**
 * Edit participant (spec 1 sections 2, 5, 8): Personal Info, Hockey Info,
 * Optional Info, then the emergency contacts, which save on their own (issue 21 point 3).
 */
export function ParticipantEditForm({ participant, userId, onSaved, onCancel, headingLevel = 3 }: Props) {
  const { t } = useTranslation(['participants', 'common']);
  const update = useUpdateParticipant();
  return (
    <>
      <ParticipantWizard
        variant={EDIT_PARTICIPANT}
        defaultValues={fromParticipantRow(participant)}
        idPrefix="edit-"
        serverErrors={SERVER_ERRORS}
        save={async (v) => {
          await update.mutateAsync({ id: participant.id, userId, values: toParticipantPayload(v) });
          onSaved(personName(v.first_name.trim(), v.last_name.trim()));
        }}
        submitLabel={update.isPending ? t('edit.saving') : t('edit.submit')}
        busy={update.isPending}
        headingLevel={headingLevel}
        cancel={
          <Button variant="secondary" onClick={onCancel}>
            {t('common:cancel')}
          </Button>
        }
      />
      <ParticipantContacts participantId={participant.id} headingLevel={headingLevel} />
    </>
  );
}

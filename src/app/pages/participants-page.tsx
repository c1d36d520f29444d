import { ParticipantAccessLog } from '@/features/access-log/components/participant-access-log';
import { ParticipantConcussionStatus } from '@/features/concussion/components/participant-concussion-status';
import ParticipantsPage from '@/features/participants/components/participants-page';
import { personName } from '@domain/person-name';

/**
 * /participants composed from three features: the participants, each one's concussion safety
 * (issue 24), and who in the organisation viewed each one's medical information (issue 25 point 2).
 */
export default function ParticipantsRoute() {
  return (
    <ParticipantsPage
      participantExtra={(p) => {
        const name = personName(p.first_name, p.last_name);
        return (
          <>
            <ParticipantConcussionStatus participantId={p.id} name={name} />
            <ParticipantAccessLog participantId={p.id} name={name} />
          </>
        );
      }}
    />
  );
}

import { ParticipantConcussionStatus } from '@/features/concussion/components/participant-concussion-status';
import ParticipantsPage from '@/features/participants/components/participants-page';

/** /participants composed from two features: the participants and each one's concussion safety (issue 24). */
export default function ParticipantsRoute() {
  return (
    <ParticipantsPage
      participantExtra={(p) => (
        <ParticipantConcussionStatus participantId={p.id} name={`${p.first_name} ${p.last_name}`} />
      )}
    />
  );
}

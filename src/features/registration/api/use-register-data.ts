import { useMemo } from 'react';
import { fallbackTiers } from '@domain/pricing';
import { useAuth } from '@/lib/auth/use-auth';
import { useConcussionStatus } from '@/lib/data/concussion';
import { useRefreshOnRegistrationUpdated } from '@/lib/registration-events';
import { useActiveRegistrations } from './active-registrations';
import { useAssistanceOffered } from './assistance-codes';
import { useMyParticipants } from './participants';
import { usePriceTiers, type RegisterTier } from './price-tiers';
import { useQuestions } from './questions';
import { useRegisterProgram } from './program';
import { useVolunteerProfile } from './volunteer-profile';
import { registrationKeys, REGISTRATION_SOURCE } from './keys';

/**
 * Everything the registration screen needs, one query per kind of data, all
 * in parallel (program, tiers, questions, code availability, my participants
 * or volunteer profile, my active registrations for this program).
 */
export function useRegisterData(programId: string) {
  const { user, role } = useAuth();
  const isVolunteer = role === 'volunteer';
  const program = useRegisterProgram(programId);
  const tiers = usePriceTiers(programId);
  const questions = useQuestions(programId);
  const assistance = useAssistanceOffered(programId);
  const participants = useMyParticipants(user?.id, !isVolunteer);
  const volunteer = useVolunteerProfile(user?.id, isVolunteer);
  const active = useActiveRegistrations(programId, user?.id);
  // The yearly concussion confirmations (issue 24 point 5); the section waits for them, the page does not.
  const concussion = useConcussionStatus(user?.id);
  // Spec 1 section 8: a registration changed elsewhere (cancelled, an offer accepted) refreshes who is already
  // registered and the places left; this screen's own registration leaves it.
  useRefreshOnRegistrationUpdated(registrationKeys.all, REGISTRATION_SOURCE);

  const programRow = program.data ?? null;
  const effectiveTiers: RegisterTier[] = useMemo(() => {
    if (!programRow) return [];
    // Spec 1 section 8: a failed lookup (null) or no tier at all -> one 'Standard' tier at the program price.
    return tiers.data && tiers.data.length > 0 ? tiers.data : fallbackTiers(programRow.price);
  }, [tiers.data, programRow]);

  const activeParticipantIds = useMemo(
    () => new Set((active.data ?? []).map((r) => r.participant_id).filter((id): id is string => Boolean(id))),
    [active.data],
  );
  const volunteerRegistered = Boolean(
    volunteer.data && (active.data ?? []).some((r) => r.volunteer_id === volunteer.data!.id),
  );

  const loading =
    program.isPending ||
    tiers.isPending ||
    questions.isPending ||
    assistance.isPending ||
    active.isPending ||
    (isVolunteer ? volunteer.isPending : participants.isPending);
  const error = program.error ?? questions.error ?? active.error ?? participants.error ?? volunteer.error ?? null;

  return {
    isVolunteer,
    loading,
    error,
    program: programRow,
    tiers: effectiveTiers,
    questions: questions.data ?? [],
    // The database answers for this caller: general codes while assistance is on, the family's aid code always.
    assistanceOffered: assistance.data === true,
    participants: participants.data ?? [],
    volunteer: volunteer.data ?? null,
    activeParticipantIds,
    volunteerRegistered,
    refetchActive: active.refetch,
    concussionStatus: concussion.data,
    concussionFailed: concussion.isError,
    /** Re-reads the price options (after the database refused one that closed or sold out meanwhile). */
    refetchTiers: tiers.refetch,
    /** Asks again for whatever failed to load (issue 21 point 5: Try again). */
    retry: () => {
      for (const q of [program, tiers, questions, assistance, participants, volunteer, active, concussion]) {
        if (q.isError) void q.refetch();
      }
    },
  };
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchParticipantHealth, withHealth } from '@/lib/data/participant-health';
import { supabase } from '@/lib/supabase';
import type {
  ContactPayload,
  ParticipantPayload,
  ParticipantRow,
} from '@/components/participant-form/participant-form.schema';
import { participantKeys } from './keys';

// One literal (not a concatenation) so supabase-js types the rows from it. The medical
// fields (allergies, medical conditions, visual condition) are not readable from the
// table (issue 25): they come from my_participant_health, the family's own read.
const COLUMNS = `id, user_id, first_name, last_name, email, date_of_birth, address, city, province, postal_code, gender_identity,
  gender_self_description, visual_classification, played_traditional_hockey, first_played_blind_hockey_year,
  hockey_referral_source, hockey_referral_other, position, social_media_handles, skating_experience,
  is_first_time_participant, needs_equipment, created_at`;

/** The user's participants, newest first (spec 1 section 7): two requests (rows, medical fields) whatever the count. */
export async function fetchMyParticipants(userId: string): Promise<ParticipantRow[]> {
  const [{ data, error }, health] = await Promise.all([
    supabase.from('participants').select(COLUMNS).eq('user_id', userId).order('created_at', { ascending: false }),
    fetchParticipantHealth(),
  ]);
  if (error) throw error;
  return (data ?? []).map((row) => withHealth(row, health));
}

export function useMyParticipants(userId: string | undefined) {
  return useQuery({
    queryKey: participantKeys.mine(userId ?? ''),
    queryFn: () => fetchMyParticipants(userId!),
    enabled: Boolean(userId),
  });
}

/** One of the user's participants (edit route); null when not theirs or not found. */
export async function fetchParticipant(id: string, userId: string): Promise<ParticipantRow | null> {
  const [{ data, error }, health] = await Promise.all([
    supabase.from('participants').select(COLUMNS).eq('id', id).eq('user_id', userId).maybeSingle(),
    fetchParticipantHealth(id),
  ]);
  if (error) throw error;
  return data ? withHealth(data, health) : null;
}

export function useParticipant(id: string, userId: string | undefined) {
  return useQuery({
    queryKey: participantKeys.one(id),
    queryFn: () => fetchParticipant(id, userId!),
    enabled: Boolean(userId && id),
  });
}

/** Add wizard: the participant and its primary contact in one transaction (RPC create_participant). */
export async function createParticipant(input: {
  participant: ParticipantPayload;
  contact: ContactPayload;
}): Promise<string> {
  const { data, error } = await supabase.rpc('create_participant', {
    p_participant: input.participant,
    p_contact: input.contact,
  });
  if (error) throw error;
  return data;
}

/** Edit: only where id and user_id match (spec 1 section 7); no row updated is an error. */
export async function updateParticipant(input: { id: string; userId: string; values: ParticipantPayload }) {
  const { data, error } = await supabase
    .from('participants')
    .update(input.values)
    .eq('id', input.id)
    .eq('user_id', input.userId)
    .select('id');
  if (error) throw error;
  if (!data?.length) throw new ParticipantNotFound();
}

/** No row of the user's matched: the screens word it as the reason not_found ('Participant not found'). */
export class ParticipantNotFound extends Error {
  readonly code = 'not_found';
  constructor() {
    super('Participant not found');
  }
}

/** The procedure's answer: { success, error, code } (a jsonb value). */
const deleteAnswer = z.object({
  success: z.boolean().optional(),
  error: z.string().nullish(),
  code: z.string().nullish(),
});

/** delete_participant_cascade answers { success, error } instead of raising (spec 1 section 7). */
export async function deleteParticipant(input: { id: string; userId: string }) {
  const { data, error } = await supabase.rpc('delete_participant_cascade', {
    participant_uuid: input.id,
    user_uuid: input.userId,
  });
  if (error) throw error;
  const answer = deleteAnswer.parse(data ?? {});
  if (!answer.success) throw new DeleteRefused(answer.error ?? null, answer.code ?? null);
}

/**
 * The procedure answered success false: its error, or 'Failed to delete participant',
 * with a code the dialog explains (participant_has_paid_registration,
 * participant_in_started_program, participant_removed_from_sport, participant_has_concussion_history,
 * account_inactive, not_owner, not_found).
 */
export class DeleteRefused extends Error {
  constructor(
    public readonly reason: string | null,
    public readonly code: string | null = null,
  ) {
    super(reason ?? '');
  }
}

function useInvalidating<T>(fn: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: participantKeys.all }),
  });
}

export const useCreateParticipant = () => useInvalidating(createParticipant);
export const useUpdateParticipant = () => useInvalidating(updateParticipant);
export const useDeleteParticipant = () => useInvalidating(deleteParticipant);

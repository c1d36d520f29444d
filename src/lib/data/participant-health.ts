import { supabase } from '@/lib/supabase';

// A family's own medical fields (issue 25 point 1): the participants table gives them to nobody,
// my_participant_health gives the family its own (owner or guardian; not logged). The
// participants, profile and registration features each read them beside their table read.

export type ParticipantHealth = {
  allergies: string | null;
  medical_conditions: string | null;
  visual_condition: string | null;
  visual_condition_other: string | null;
};

const NO_HEALTH: ParticipantHealth = {
  allergies: null,
  medical_conditions: null,
  visual_condition: null,
  visual_condition_other: null,
};

/** The family's medical fields by participant id: all of its participants, or one. */
export async function fetchParticipantHealth(participantId?: string): Promise<Map<string, ParticipantHealth>> {
  const { data, error } = await supabase.rpc(
    'my_participant_health',
    participantId ? { p_participant_id: participantId } : undefined,
  );
  if (error) throw error;
  return new Map((data ?? []).map(({ participant_id, ...health }) => [participant_id, health]));
}

/** The row with its medical fields (all null when the family has none for it). */
export const withHealth = <T extends { id: string }>(row: T, health: Map<string, ParticipantHealth>) => ({
  ...row,
  ...(health.get(row.id) ?? NO_HEALTH),
});

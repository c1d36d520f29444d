import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { Tables } from '@/lib/database';
import type { ServerErrorOptions } from '@/lib/server-errors';
import { supabase } from '@/lib/supabase';
import { coordinatorKeys } from './keys';

export type MyAssignment = Pick<Tables<'program_coordinators'>, 'id' | 'notes'> & {
  program: Pick<
    Tables<'programs'>,
    'id' | 'name' | 'name_fr' | 'start_date' | 'end_date' | 'location' | 'location_fr'
  > | null;
};

const text = z.string().nullable();
const rosterContactSchema = z.object({
  name: z.string(),
  relationship: z.string(),
  relationship_other: text,
  phone: z.string(),
  is_primary: z.boolean(),
});
const rosterPersonFields = {
  id: z.string(),
  first_name: text,
  last_name: text,
  email: text,
  date_of_birth: text,
  address: text,
  city: text,
  medical_conditions: text,
  emergency_contacts: z.array(rosterContactSchema),
};
/** What coordinator_roster() returns (a jsonb array, see 20261123060100; the concussion fields: issue 24). */
const rosterSchema = z.array(
  z.object({
    id: z.string(),
    status: z.string(),
    registration_date: z.string(),
    participant: z
      .object({
        ...rosterPersonFields,
        province: text,
        postal_code: text,
        gender_identity: text,
        gender_self_description: text,
        visual_classification: text,
        skating_experience: text,
        allergies: text,
      })
      .nullable(),
    volunteer: z.object({ ...rosterPersonFields, phone: text }).nullable(),
    /** Issue 24 point 6: an open removal from sport, whatever program recorded it (null: none). */
    removed_from_sport: z.object({ since: z.string() }).nullable(),
    /** The end of the last concussion awareness confirmation (valid while Toronto today is before it). */
    concussion_valid_until: text,
    /** Whether that confirmation acknowledged the Concussion Code of Conduct. */
    code_of_conduct: z.boolean(),
  }),
);
export type RosterEntry = z.infer<typeof rosterSchema>[number];
export type RosterContact = z.infer<typeof rosterContactSchema>;

/** The caller's own active assignments with their programs (spec 2 section 7). */
export async function fetchMyAssignments(userId: string): Promise<MyAssignment[]> {
  const { data, error } = await supabase
    .from('program_coordinators')
    .select('id, notes, program:programs(id, name, name_fr, start_date, end_date, location, location_fr)')
    .eq('user_id', userId)
    .eq('is_active', true)
    .order('assigned_at', { ascending: false });
  if (error) throw error;
  return (data ?? []).filter((a) => a.program !== null);
}

export function useMyAssignments(userId: string | undefined) {
  return useQuery({
    queryKey: coordinatorKeys.assignments(userId ?? ''),
    queryFn: () => fetchMyAssignments(userId!),
    enabled: Boolean(userId),
  });
}

/**
 * Approved and pending registrations of one program with people and contacts,
 * in one call: coordinator_roster() returns only the roster's fields (no
 * question answers or payment data), see 20261123060100.
 */
export async function fetchRoster(programId: string): Promise<RosterEntry[]> {
  const { data, error } = await supabase.rpc('coordinator_roster', { p_program_id: programId });
  if (error) throw error;
  return rosterSchema.parse(data ?? []);
}

export function useRoster(programId: string | null) {
  return useQuery({
    queryKey: coordinatorKeys.roster(programId ?? ''),
    queryFn: () => fetchRoster(programId!),
    enabled: Boolean(programId),
  });
}

export type SuspectedConcussion = {
  programId: string;
  participantId: string;
  /** YYYY-MM-DD, Toronto day. */
  suspectedOn: string;
  notes: string;
};

/**
 * Records a suspected concussion (issue 24 point 6): the participant is removed from sport on every roster until
 * an administrator records the medical clearance. record_suspected_concussion checks that the caller is an
 * active coordinator of the program (or an admin), the participant is registered in it, and the date.
 */
export async function recordSuspectedConcussion(input: SuspectedConcussion): Promise<string> {
  const { data, error } = await supabase.rpc('record_suspected_concussion', {
    p_program_id: input.programId,
    p_participant_id: input.participantId,
    p_suspected_on: input.suspectedOn,
    p_notes: input.notes,
  });
  if (error) throw error;
  return z.string().parse(data);
}

export function useRecordSuspectedConcussion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordSuspectedConcussion,
    // A removal shows on every roster of the organisation: refresh them all.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...coordinatorKeys.all, 'roster'] }),
  });
}

/** record_suspected_concussion's hints become coordinator:serverErrors.<hint>. */
export const concussionServerErrors: ServerErrorOptions = {
  ns: 'coordinator',
  fallbackKey: 'coordinator:serverErrors.fallback',
  unknownKey: 'coordinator:serverErrors.unknown',
};

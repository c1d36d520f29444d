import { useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database';
import { supabase } from '@/lib/supabase';
import { coordinatorKeys } from './keys';

export type MyAssignment = Pick<Tables<'program_coordinators'>, 'id' | 'notes'> & {
  program: Pick<Tables<'programs'>, 'id' | 'name' | 'start_date' | 'end_date' | 'location'> | null;
};

export type RosterContact = {
  name: string;
  relationship: string;
  relationship_other: string | null;
  phone: string;
  is_primary: boolean;
};
type RosterPerson = {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  date_of_birth: string | null;
  address: string | null;
  city: string | null;
  medical_conditions: string | null;
  emergency_contacts: RosterContact[];
};
export type RosterEntry = {
  id: string;
  status: string;
  registration_date: string;
  participant:
    | (RosterPerson & {
        province: string | null;
        postal_code: string | null;
        gender_identity: string | null;
        gender_self_description: string | null;
        visual_classification: string | null;
        skating_experience: string | null;
        allergies: string | null;
      })
    | null;
  volunteer: (RosterPerson & { phone: string | null }) | null;
};

/** The caller's own active assignments with their programs (spec 2 section 7). */
export async function fetchMyAssignments(userId: string): Promise<MyAssignment[]> {
  const { data, error } = await supabase
    .from('program_coordinators')
    .select('id, notes, program:programs(id, name, start_date, end_date, location)')
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
  return (data ?? []) as RosterEntry[];
}

export function useRoster(programId: string | null) {
  return useQuery({
    queryKey: coordinatorKeys.roster(programId ?? ''),
    queryFn: () => fetchRoster(programId!),
    enabled: Boolean(programId),
  });
}

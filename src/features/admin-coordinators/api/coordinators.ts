import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tables } from '@/lib/database';
import { readAll } from '@/lib/read-all';
import { supabase } from '@/lib/supabase';
import type { AddCoordinatorValues } from '../schemas/add-coordinator.schema';
import { coordinatorAdminKeys } from './keys';

export type ProgramSummary = Pick<Tables<'programs'>, 'id' | 'name' | 'start_date' | 'end_date' | 'location'>;
export type StaffUser = Pick<Tables<'user_profiles'>, 'id' | 'first_name' | 'last_name' | 'email' | 'role'>;
export type Assignment = Pick<Tables<'program_coordinators'>, 'id' | 'notes' | 'assigned_at'> & {
  program: ProgramSummary | null;
  user: StaffUser | null;
};

/**
 * Active assignments with program and user, newest first (spec 2 section 7), read in pages of MAX_ROWS: PostgREST
 * cuts an answer there (issue 23: 2,000 programs, each with its coordinators, are expected).
 */
export async function fetchAssignments(): Promise<Assignment[]> {
  return readAll((from, to) =>
    supabase
      .from('program_coordinators')
      .select(
        'id, notes, assigned_at, program:programs(id, name, start_date, end_date, location), user:user_profiles!user_id(id, first_name, last_name, email, role)',
      )
      .eq('is_active', true)
      .order('assigned_at', { ascending: false })
      .order('id')
      .range(from, to),
  );
}

export function useAssignments() {
  return useQuery({ queryKey: coordinatorAdminKeys.list(), queryFn: fetchAssignments });
}

/** Active programs and the users who may coordinate (volunteer, coach, admin), in parallel, each in pages. */
export async function fetchOptions(): Promise<{ programs: ProgramSummary[]; users: StaffUser[] }> {
  const [programs, users] = await Promise.all([
    readAll((from, to) =>
      supabase
        .from('programs')
        .select('id, name, start_date, end_date, location')
        .eq('is_active', true)
        .order('start_date', { ascending: false })
        .order('id')
        .range(from, to),
    ),
    readAll((from, to) =>
      supabase
        .from('user_profiles')
        .select('id, first_name, last_name, email, role')
        .in('role', ['volunteer', 'coach', 'admin'])
        // A deleted account is kept anonymised for its records; it coordinates nothing (issue 36).
        .is('deleted_at', null)
        .order('first_name')
        .order('id')
        .range(from, to),
    ),
  ]);
  return { programs, users };
}

export function useCoordinatorOptions() {
  return useQuery({ queryKey: coordinatorAdminKeys.options(), queryFn: fetchOptions });
}

/** The Add Coordinator form's values (notes as typed; blank is stored as null). */
export type NewAssignment = AddCoordinatorValues;

/** Assigns a coordinator; the database stamps assigned_by and refuses a duplicate (23505). */
export function useAddCoordinator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewAssignment) => {
      const { error } = await supabase.from('program_coordinators').insert({
        program_id: input.program_id,
        user_id: input.user_id,
        notes: input.notes.trim() || null,
        is_active: true,
      });
      if (error) throw error;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coordinatorAdminKeys.list() }),
  });
}

/** Soft removal: is_active false (spec 2 section 4). */
export function useRemoveCoordinator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const { data, error } = await supabase
        .from('program_coordinators')
        .update({ is_active: false })
        .eq('id', id)
        .select('id');
      if (error) throw error;
      if (!data?.length) throw new Error('not_removed');
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coordinatorAdminKeys.list() }),
  });
}

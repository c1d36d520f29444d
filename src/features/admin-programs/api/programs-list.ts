import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tables } from '@/lib/database';
import { supabase } from '@/lib/supabase';
import { programLacksFrench } from '../utils/french-missing';
import { adminProgramKeys } from './keys';
import { ACTIVE_REGISTRATION_STATUSES } from '@domain/registration-status';

export type AdminProgramRow = Pick<
  Tables<'programs'>,
  'id' | 'name' | 'start_date' | 'end_date' | 'location' | 'price' | 'max_participants' | 'is_active'
> & {
  /** Every registration, any status (a program with any cannot be deleted). */
  total: number;
  /** Pending and approved registrations (they take a place). */
  active: number;
  /** Entries waiting or holding an offer on the program's waiting list (issue 24). */
  waiting: number;
  /** The program, a tier or an active question has English without French (the 'French missing' marker). */
  frenchMissing: boolean;
};

/** Programs per page of the list (issue 23: PostgREST answers at most 1000 rows, and 2,000 programs are expected). */
export const PROGRAMS_PAGE_SIZE = 50;

export type AdminProgramsPage = { rows: AdminProgramRow[]; total: number };

/**
 * One page (0-based) of the programs, newest start first (id breaks ties so pages never overlap), with both
 * registration counts and the waiting list's count in the same request (spec 2 section 7) and the exact number of programs.
 */
export async function fetchAdminPrograms(page: number, size = PROGRAMS_PAGE_SIZE): Promise<AdminProgramsPage> {
  const from = page * size;
  const { data, error, count } = await supabase
    .from('programs')
    .select(
      'id, name, name_fr, description, description_fr, start_date, end_date, location, location_fr, price, max_participants, is_active, registrations(count), active_registrations:registrations(count), waiting_entries:waitlist_entries(count), program_price_tiers(name, name_fr, description, description_fr), registration_questions(question_text, question_text_fr, options, options_fr)',
      { count: 'exact' },
    )
    .in('active_registrations.status', [...ACTIVE_REGISTRATION_STATUSES])
    .in('waiting_entries.status', ['waiting', 'offered'])
    .eq('registration_questions.is_active', true)
    .order('start_date', { ascending: false })
    .order('id')
    .range(from, from + size - 1);
  if (error?.code === 'PGRST103') {
    // A page past the end (PostgREST: range not satisfiable), e.g. after deleting the last page's only program:
    // no rows, and the total so the screen can step back to the new last page.
    const counted = await supabase.from('programs').select('id', { count: 'exact', head: true });
    if (counted.error) throw counted.error;
    return { rows: [], total: counted.count ?? 0 };
  }
  if (error) throw error;
  const rows = (data ?? []).map(
    ({
      registrations,
      active_registrations,
      waiting_entries,
      program_price_tiers,
      registration_questions,
      name_fr,
      description,
      description_fr,
      location_fr,
      ...p
    }) => ({
      ...p,
      total: registrations?.[0]?.count ?? 0,
      active: active_registrations?.[0]?.count ?? 0,
      waiting: waiting_entries?.[0]?.count ?? 0,
      frenchMissing: programLacksFrench({
        ...p,
        name_fr,
        description,
        description_fr,
        location_fr,
        program_price_tiers,
        registration_questions,
      }),
    }),
  );
  return { rows, total: count ?? rows.length };
}

export function useAdminPrograms(page: number) {
  return useQuery({
    queryKey: adminProgramKeys.list(page),
    queryFn: () => fetchAdminPrograms(page),
    placeholderData: keepPreviousData,
  });
}

/** Activate / Deactivate (spec 2 section 4). */
export function useSetProgramActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, isActive }: { id: string; isActive: boolean }) => {
      const { error } = await supabase.from('programs').update({ is_active: isActive }).eq('id', id);
      if (error) throw error;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminProgramKeys.all }),
  });
}

/** Delete (the database refuses once registrations exist). */
export function useDeleteProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const { data, error } = await supabase.from('programs').delete().eq('id', id).select('id');
      if (error) throw error;
      if (!data?.length) throw new Error('not_deleted');
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminProgramKeys.all }),
  });
}

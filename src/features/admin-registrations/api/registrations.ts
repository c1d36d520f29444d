import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { adminRegistrationKeys } from './keys';
import { ADMIN_REGISTRATIONS_SELECT as SELECT } from './select';
import type { AdminRegistration, ProgramOption } from './types';

/** Newest first, optionally one program and one status ('all' = any). */
export async function fetchAdminRegistrations(programId: string | null, status: string): Promise<AdminRegistration[]> {
  let query = supabase.from('registrations').select(SELECT).order('registration_date', { ascending: false });
  if (programId) query = query.eq('program_id', programId);
  if (status !== 'all') query = query.eq('status', status);
  const { data, error } = await query;
  if (error) throw error;
  return (data ?? []) as unknown as AdminRegistration[];
}

export function useAdminRegistrations(programId: string | null, status: string) {
  return useQuery({
    queryKey: adminRegistrationKeys.list(programId, status),
    queryFn: () => fetchAdminRegistrations(programId, status),
  });
}

/** Every program (id, name), for the filter and the scoped title. */
export async function fetchProgramOptions(): Promise<ProgramOption[]> {
  const { data, error } = await supabase
    .from('programs')
    .select('id, name, start_date')
    .order('start_date', { ascending: false });
  if (error) throw error;
  return data ?? [];
}

export function useProgramOptions() {
  return useQuery({ queryKey: adminRegistrationKeys.programs(), queryFn: fetchProgramOptions });
}

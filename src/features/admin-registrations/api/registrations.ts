import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { fromExportRow } from './export-row';
import { adminRegistrationKeys } from './keys';
import { ADMIN_REGISTRATIONS_SELECT as SELECT } from './select';
import type { AdminRegistration, ProgramOption } from './types';

export const PAGE_SIZE = 50;

export type RegistrationFilters = { programId: string | null; status: string; search: string };
export type RegistrationsPage = { rows: AdminRegistration[]; total: number };

/** 'a%b_c' -> 'a\%b\_c': the typed text matches literally inside the ilike pattern. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// The security_invoker view admin_registration_rows (migration 20261123090000):
// registrations plus one lower-cased search_text, filtered, counted and paged on the server.
function filtered(f: RegistrationFilters, count: boolean) {
  let query = supabase.from('admin_registration_rows').select(SELECT, count ? { count: 'exact' } : undefined);
  if (f.programId) query = query.eq('program_id', f.programId);
  if (f.status !== 'all') query = query.eq('status', f.status);
  const needle = f.search.trim().toLocaleLowerCase();
  if (needle) query = query.ilike('search_text', `%${likeEscape(needle)}%`);
  return query.order('registration_date', { ascending: false }).order('id', { ascending: false });
}

/** One page (0-based) of the matching registrations, newest first, with the exact total. */
export async function fetchAdminRegistrationsPage(f: RegistrationFilters, page: number): Promise<RegistrationsPage> {
  const from = page * PAGE_SIZE;
  const { data, error, count } = await filtered(f, true).range(from, from + PAGE_SIZE - 1);
  if (error) throw error;
  return { rows: (data ?? []) as unknown as AdminRegistration[], total: count ?? 0 };
}

export function useAdminRegistrationsPage(f: RegistrationFilters, page: number) {
  return useQuery({
    queryKey: adminRegistrationKeys.list(f.programId, f.status, f.search.trim().toLocaleLowerCase(), page),
    queryFn: () => fetchAdminRegistrationsPage(f, page),
    placeholderData: keepPreviousData,
  });
}

/**
 * Every matching registration (Export All) in one call: admin_registrations_export()
 * returns positional rows (a quarter of the JSON of the screen's select), turned back
 * into the screen's shape here. One row, so hosted Supabase's max_rows never truncates.
 */
export async function fetchAllAdminRegistrations(f: RegistrationFilters): Promise<AdminRegistration[]> {
  const { data, error } = await supabase.rpc('admin_registrations_export', {
    p_program_id: f.programId,
    p_status: f.status,
    p_search: f.search.trim(),
  });
  if (error) throw error;
  return ((data ?? []) as unknown[][]).map(fromExportRow);
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

/** Every registration of a program (or all) with a status: the export path (kept for bench/). */
export function fetchAdminRegistrations(programId: string | null, status: string): Promise<AdminRegistration[]> {
  return fetchAllAdminRegistrations({ programId, status, search: '' });
}

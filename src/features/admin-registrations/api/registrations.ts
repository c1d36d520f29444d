import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { adminRegistrationKeys } from './keys';
import { ADMIN_REGISTRATIONS_SELECT as SELECT } from './select';
import type { AdminRegistration, ProgramOption } from './types';

export const PAGE_SIZE = 50;
export const EXPORT_PAGE_SIZE = 1000;

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
 * Every matching registration (Export All), in pages of 1,000 by key (registration_date, id),
 * so no page pays for the rows before it and hosted Supabase's max_rows never truncates.
 */
export async function fetchAllAdminRegistrations(
  f: RegistrationFilters,
  onProgress?: (loaded: number) => void,
): Promise<AdminRegistration[]> {
  const all: AdminRegistration[] = [];
  for (;;) {
    let query = filtered(f, false);
    const last = all[all.length - 1];
    if (last) {
      const at = `"${last.registration_date}"`;
      query = query.or(`registration_date.lt.${at},and(registration_date.eq.${at},id.lt.${last.id})`);
    }
    const { data, error } = await query.limit(EXPORT_PAGE_SIZE);
    if (error) throw error;
    const rows = (data ?? []) as unknown as AdminRegistration[];
    all.push(...rows);
    onProgress?.(all.length);
    if (rows.length < EXPORT_PAGE_SIZE) return all;
  }
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

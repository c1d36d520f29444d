import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryData } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';
import { fromExport } from './export-row';
import { adminRegistrationKeys } from './keys';
import { ADMIN_REGISTRATIONS_SELECT as SELECT } from './select';
import type { AdminRegistration, ProgramOption, RefundInfo } from './types';

export const PAGE_SIZE = 50;

export type RegistrationFilters = { programId: string | null; status: string; search: string };
export type RegistrationsPage = { rows: AdminRegistration[]; total: number };

/** 'a%b_c' -> 'a\%b\_c': the typed text matches literally inside the ilike pattern. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// The security_invoker view admin_registration_rows (migration 20261123090000):
// registrations plus one lower-cased search_text, filtered, counted and paged on the server.
function filtered(f: RegistrationFilters, newestFirst = true) {
  let query = supabase.from('admin_registration_rows').select(SELECT, { count: 'exact' });
  if (f.programId) query = query.eq('program_id', f.programId);
  if (f.status !== 'all') query = query.eq('status', f.status);
  const needle = f.search.trim().toLocaleLowerCase();
  if (needle) query = query.ilike('search_text', `%${likeEscape(needle)}%`);
  return query.order('registration_date', { ascending: !newestFirst }).order('id', { ascending: !newestFirst });
}

type ViewRow = QueryData<ReturnType<typeof filtered>>[number];

/** A view column is nullable to PostgREST's types; these come from registrations' not-null columns. */
function present<T>(value: T | null, column: string): T {
  if (value === null) throw new Error(`admin_registration_rows.${column} is null`);
  return value;
}

function fromViewRow(r: ViewRow): AdminRegistration {
  return {
    ...r,
    id: present(r.id, 'id'),
    status: present(r.status, 'status'),
    registration_date: present(r.registration_date, 'registration_date'),
    amount_paid: present(r.amount_paid, 'amount_paid'),
    waiver_agreed: present(r.waiver_agreed, 'waiver_agreed'),
    media_consent_agreed: present(r.media_consent_agreed, 'media_consent_agreed'),
  };
}

/**
 * One page (0-based) of the matching registrations, newest first, with the exact total.
 * An offset costs the rows before it, so a page in the second half is read from the
 * other end (oldest first, then reversed) when the total is known from an earlier page:
 * the last of 600 pages costs what the first does. Should the count have changed
 * meanwhile, the page is read again from the front, so no row is skipped or repeated.
 */
export async function fetchAdminRegistrationsPage(
  f: RegistrationFilters,
  page: number,
  knownTotal?: number,
): Promise<RegistrationsPage> {
  const from = page * PAGE_SIZE;
  const fromEnd = pageFromEnd(page, knownTotal);
  if (fromEnd) {
    const { data, error, count } = await filtered(f, false).range(fromEnd.from, fromEnd.to);
    if (error) throw error;
    if (count === knownTotal) return { rows: await withRefunds((data ?? []).map(fromViewRow).reverse()), total: count };
  }
  const { data, error, count } = await filtered(f).range(from, from + PAGE_SIZE - 1);
  if (error) throw error;
  return { rows: await withRefunds((data ?? []).map(fromViewRow)), total: count ?? 0 };
}

/**
 * The refund asked for or made on the page's registrations (issue 20 point 4),
 * read from the table in one small request by id: the refunded ones and any
 * with money refunded (e.g. from Stripe's dashboard). The view stays as it is.
 */
async function withRefunds(rows: AdminRegistration[]): Promise<AdminRegistration[]> {
  if (rows.length === 0) return rows;
  const { data, error } = await supabase
    .from('registrations')
    .select('id, refund_amount, refund_reason, amount_refunded, refund_processed_at')
    .in(
      'id',
      rows.map((r) => r.id),
    )
    .or('status.eq.refunded,amount_refunded.gt.0');
  if (error) throw error;
  const byId = new Map<string, RefundInfo>(
    (data ?? []).map((r) => [
      r.id,
      {
        requested: r.refund_amount,
        reason: r.refund_reason,
        refunded: r.amount_refunded,
        refundedAt: r.refund_processed_at,
      },
    ]),
  );
  return rows.map((r) => (byId.has(r.id) ? { ...r, refund: byId.get(r.id) } : r));
}

/** The oldest-first range holding page `page`, when it lies in the second half of `total` rows. */
export function pageFromEnd(page: number, total: number | undefined): { from: number; to: number } | null {
  if (total === undefined || page < 1) return null;
  const first = page * PAGE_SIZE;
  if (first >= total || first < total / 2) return null;
  const last = Math.min(first + PAGE_SIZE, total) - 1;
  return { from: total - 1 - last, to: total - 1 - first };
}

export function useAdminRegistrationsPage(f: RegistrationFilters, page: number) {
  const client = useQueryClient();
  const key = (p: number) => adminRegistrationKeys.list(f.programId, f.status, f.search.trim().toLocaleLowerCase(), p);
  return useQuery({
    queryKey: key(page),
    queryFn: () => {
      // The total of the same filters, from the first or a neighbouring page already loaded.
      const known = [0, page - 1, page + 1]
        .map((p) => client.getQueryData<RegistrationsPage>(key(p))?.total)
        .find((n) => n !== undefined);
      return fetchAdminRegistrationsPage(f, page, known);
    },
    placeholderData: keepPreviousData,
  });
}

/**
 * Every matching registration (Export All) in one call: admin_registrations_export()
 * returns positional rows and each program and tier once (a third of the JSON of the
 * screen's select), turned back into the screen's shape here. One JSON value, so hosted
 * Supabase's max_rows never truncates it.
 */
export async function fetchAllAdminRegistrations(f: RegistrationFilters): Promise<AdminRegistration[]> {
  const { data, error } = await supabase.rpc('admin_registrations_export', {
    p_program_id: f.programId ?? undefined, // left out: the function's default, every program
    p_status: f.status,
    p_search: f.search.trim(),
  });
  if (error) throw error;
  return fromExport(data);
}

/** Every program (id, name), for the filter and the scoped title. */
export async function fetchProgramOptions(): Promise<ProgramOption[]> {
  const { data, error } = await supabase
    .from('programs')
    .select('id, name, name_fr, start_date')
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

import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { fromExport, payloadSchema, registrationsFrom } from './export-row';
import { adminRegistrationKeys } from './keys';
import type { AdminRegistration, ProgramOption } from './types';
import { rangesBetween, readRangesAhead } from '@/lib/pages-ahead';
import { allRows } from '@/lib/read-all';
import { searchCountArgs } from '@/lib/search-count';

export const PAGE_SIZE = 50;

export type RegistrationFilters = { programId: string | null; status: string; search: string };
/** `more`: the first page of a search counted only up to SEARCH_COUNT_UP_TO (lib/search-count), and more match. */
export type RegistrationsPage = { rows: AdminRegistration[]; total: number; more: boolean };

/** The filters as the page and export functions take them; the typed text is folded by the database. */
const filterArgs = (f: RegistrationFilters) => ({
  p_program_id: f.programId ?? undefined, // left out: the function's default, every program
  p_status: f.status,
  p_search: f.search.trim(),
});

/** What admin_registrations_page answers: one page's registrations and the total (counted up to a limit: `more`). */
const pageSchema = payloadSchema.extend({ total: z.number(), more: z.boolean().optional() });

/**
 * One page (0-based) of the matching registrations, newest first, with the exact total and
 * the refunds: ONE request (admin_registrations_page, migration 20261126100000). The rows hold
 * the emergency contacts the table shows but no medical field (decision 0064): the function logs
 * a read of those contacts, not a medical read. The typed
 * text is folded in the database (no accents, any case: 'Helene' finds 'Hélène') and matched
 * through the stored search text's trigram index; a page in the second half is read from the
 * other end there, so the last page costs what the first does.
 */
export async function fetchAdminRegistrationsPage(f: RegistrationFilters, page: number): Promise<RegistrationsPage> {
  // POST: the function writes the access log (issue 25), which a GET's read-only transaction refuses.
  const { data, error } = await supabase.rpc('admin_registrations_page', {
    ...filterArgs(f),
    p_offset: page * PAGE_SIZE,
    p_limit: PAGE_SIZE,
    ...searchCountArgs(page === 0, f.search),
  });
  if (error) throw error;
  const answer = pageSchema.parse(data);
  return { rows: registrationsFrom(answer), total: answer.total, more: answer.more ?? false };
}

export function useAdminRegistrationsPage(f: RegistrationFilters, page: number) {
  return useQuery({
    queryKey: adminRegistrationKeys.list(f.programId, f.status, f.search.trim(), page),
    queryFn: () => fetchAdminRegistrationsPage(f, page),
    placeholderData: keepPreviousData,
  });
}

/**
 * Export Selected: the chosen registrations (at most one page's worth), in the order given, WITH the
 * medical fields the CSV writes; admin_registrations_selected logs that medical read (decision 0064).
 */
export async function fetchSelectedRegistrations(ids: string[]): Promise<AdminRegistration[]> {
  // POST: the function writes the access log.
  const { data, error } = await supabase.rpc('admin_registrations_selected', { p_ids: ids });
  if (error) throw error;
  return fromExport(data);
}

/** Export Selected as a mutation (its busy state; each call is one logged read). */
export function useExportSelected() {
  return useMutation({ mutationFn: fetchSelectedRegistrations });
}

/** How many registrations one Export All request reads (one JSON value of about 1.5 MB). */
export const EXPORT_PAGE_SIZE = 2000;
/** The most rows admin_registrations_export answers in one page (its own bound). */
const EXPORT_LIMIT_MAX = 5000;
/** How many ranges of Export All are asked for at once (a server with two cores works on both). */
export const EXPORT_RANGES_AHEAD = 2;

/** Where the next export page starts: the last row's [registration_date, id]. */
export type ExportCursor = [string, string];
const cursorSchema = z.tuple([z.string(), z.string()]);
/** What admin_registrations_export answers: one keyset page and where the next starts (null or missing: none). */
const exportPageSchema = payloadSchema.extend({ next: cursorSchema.nullable().optional() });
/** What admin_registrations_export_starts answers: the matching rows' count and the last row of each full page. */
const exportStartsSchema = z.object({ total: z.number(), starts: z.array(cursorSchema) });

/**
 * One keyset page of Export All: the rows after `after` (null: from the start) down to and including `through`
 * (null: to the end), at most `limit`, and the next cursor when the limit cut the page.
 */
export async function fetchExportPage(
  f: RegistrationFilters,
  after: ExportCursor | null,
  limit = EXPORT_PAGE_SIZE,
  signal?: AbortSignal,
  through: ExportCursor | null = null,
): Promise<{ rows: AdminRegistration[]; next: ExportCursor | null }> {
  // POST: each page writes one access-log record (issue 25).
  let request = supabase.rpc('admin_registrations_export', {
    ...filterArgs(f),
    ...(after ? { p_after_date: after[0], p_after_id: after[1] } : {}),
    ...(through ? { p_through_date: through[0], p_through_id: through[1] } : {}),
    p_limit: limit,
  });
  // Cancel stops the request under way, not only the next one.
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw error;
  const answer = exportPageSchema.parse(data);
  return { rows: registrationsFrom(answer), next: answer.next ?? null };
}

/** Export All's ranges of `pageSize` rows: between the cursors admin_registrations_export_starts answers. */
async function fetchExportRanges(f: RegistrationFilters, pageSize: number, signal?: AbortSignal) {
  let request = supabase.rpc('admin_registrations_export_starts', { ...filterArgs(f), p_page_size: pageSize });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) {
    // Cancelled while asking: say why it stopped rather than the transport's own error.
    signal?.throwIfAborted();
    throw error;
  }
  return rangesBetween(exportStartsSchema.parse(data).starts);
}

/**
 * Every matching registration (Export All), page after page in the screen's order, each page one bounded JSON
 * value (hosted Supabase's max_rows never cuts it). Issue 39 point 3 (decision 0069): one request says where each
 * page of `pageSize` starts, then the pages are read as ranges, EXPORT_RANGES_AHEAD at once, while the previous one
 * is written. A range is asked for with room for twice its rows, so rows added to it meanwhile are read too (one
 * more page in the rare case they overflow it). Stops when `signal` is aborted (throws its reason), cancelling the
 * requests under way.
 */
export async function* exportPages(
  f: RegistrationFilters,
  signal?: AbortSignal,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<AdminRegistration[]> {
  const ranges = await fetchExportRanges(f, pageSize, signal);
  const limit = Math.min(2 * pageSize, EXPORT_LIMIT_MAX);
  yield* readRangesAhead<AdminRegistration, ExportCursor>(
    ranges,
    (range, after, pageSignal) => fetchExportPage(f, after, limit, pageSignal, range.through),
    signal,
    EXPORT_RANGES_AHEAD,
  );
}

/** Every matching registration in one array (bench/ and tests; the screen streams with exportPages). */
export function fetchAllAdminRegistrations(f: RegistrationFilters): Promise<AdminRegistration[]> {
  return allRows(exportPages(f));
}

const programOptionsSchema = z.array(
  z.object({ id: z.string(), name: z.string(), name_fr: z.string().nullable(), start_date: z.string() }),
);

/**
 * Every program (id, names, start), newest first, for the filter and the scoped title: one JSON
 * value (admin_program_options), so more than max_rows (1000) programs all arrive.
 */
export async function fetchProgramOptions(): Promise<ProgramOption[]> {
  const { data, error } = await supabase.rpc('admin_program_options', undefined, { get: true });
  if (error) throw error;
  return programOptionsSchema.parse(data ?? []);
}

export function useProgramOptions() {
  return useQuery({ queryKey: adminRegistrationKeys.programs(), queryFn: fetchProgramOptions });
}

/** Every registration of a program (or all) with a status: the export path (kept for bench/). */
export function fetchAdminRegistrations(programId: string | null, status: string): Promise<AdminRegistration[]> {
  return fetchAllAdminRegistrations({ programId, status, search: '' });
}

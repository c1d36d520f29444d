import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { adminAccessLogKeys } from './keys';
import { nextOffset, readPages } from '@/lib/read-all';

/** Rows per page of /admin/access-log, and per request of the CSV download (admin_access_log takes 1..1000). */
export const PAGE_SIZE = 50;
export const EXPORT_PAGE_SIZE = 1000;

/**
 * The filters of /admin/access-log as typed (blank = no filter): a participant (name or id), a staff member
 * (name, e-mail or id), and Toronto days 'YYYY-MM-DD', both included.
 */
export type AccessLogFilters = { participant: string; actor: string; from: string; to: string };
export const NO_FILTERS: AccessLogFilters = { participant: '', actor: '', from: '', to: '' };

const id = z.union([z.number(), z.string()]).transform(String);

/** One line of the log as admin_access_log answers it (issue 25 contract, section A). */
export const adminAccessLogRowSchema = z.object({
  id,
  at: z.string(),
  actor_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  actor_email: z.string().nullable(),
  actor_role: z.string().nullable(),
  action: z.enum(['read', 'write']),
  what: z.string(),
  reason: z.string(),
  program_id: z.string().nullable(),
  program_name: z.string().nullable(),
  program_name_fr: z.string().nullable(),
  participant_count: z.number().int(),
  participants: z.array(z.object({ id: z.string(), name: z.string().nullable() })),
  volunteer_count: z.number().int(),
  scope: z
    .unknown()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});
export type AdminAccessLogRow = z.infer<typeof adminAccessLogRowSchema>;

export const adminAccessLogPageSchema = z.object({
  total: z.number().int(),
  rows: z.array(adminAccessLogRowSchema),
});
export type AdminAccessLogPage = z.infer<typeof adminAccessLogPageSchema>;

/** The filters as admin_access_log's arguments: blank ones left out (the function's default, no filter). */
export function filterArgs(f: AccessLogFilters) {
  const text = (v: string) => (v.trim() === '' ? undefined : v.trim());
  return { p_participant: text(f.participant), p_actor: text(f.actor), p_from: text(f.from), p_to: text(f.to) };
}

/** `limit` lines of the log from `offset`, newest first, and how many match (admins only: 42501 otherwise). */
export async function fetchAdminAccessLog(
  f: AccessLogFilters,
  offset: number,
  limit: number,
): Promise<AdminAccessLogPage> {
  const { data, error } = await supabase.rpc('admin_access_log', {
    ...filterArgs(f),
    p_offset: offset,
    p_limit: limit,
  });
  if (error) throw error;
  return adminAccessLogPageSchema.parse(data);
}

/** One page (0-based) of the screen's table; the previous page stays shown while the next one loads. */
export function useAdminAccessLog(f: AccessLogFilters, page: number) {
  return useQuery({
    queryKey: adminAccessLogKeys.page(f, page),
    queryFn: () => fetchAdminAccessLog(f, page * PAGE_SIZE, PAGE_SIZE),
    placeholderData: keepPreviousData,
    // New lines are written while the admin looks: read again when the screen opens.
    staleTime: 0,
  });
}

/**
 * Every matching line for the CSV, EXPORT_PAGE_SIZE at a time, until a short page. The log is read newest
 * first while it may grow: a line written meanwhile pushes the older ones one place down, so a line can come
 * twice across two pages; it is kept once (by id). `onPage` gets the lines so far and the latest total.
 */
export async function* exportAccessLogPages(
  f: AccessLogFilters,
  onProgress?: (done: number, total: number) => void,
): AsyncGenerator<AdminAccessLogRow[]> {
  const seen = new Set<string>();
  // The total is not a stop here: the log grows while it is read, only a short page ends it.
  yield* readPages(async (from: number | null) => {
    const offset = from ?? 0;
    const page = await fetchAdminAccessLog(f, offset, EXPORT_PAGE_SIZE);
    const fresh = page.rows.filter((r) => !seen.has(r.id));
    for (const r of fresh) seen.add(r.id);
    onProgress?.(seen.size, Math.max(page.total, seen.size));
    return { rows: fresh, next: nextOffset(offset, page.rows.length, EXPORT_PAGE_SIZE) };
  });
}

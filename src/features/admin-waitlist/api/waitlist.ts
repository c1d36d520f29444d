import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { adminWaitlistKeys } from './keys';
import {
  adminWaitlistAnswerSchema,
  waitlistExportAnswerSchema,
  type adminWaitlistEntrySchema,
  type adminWaitlistProgramSchema,
  type WAITLIST_STATUSES,
  type waitlistExportRowSchema,
} from './waitlist.schema';

export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];
export const ACTIVE_STATUSES: readonly WaitlistStatus[] = ['waiting', 'offered'];

/** One entry as admin_waitlist() answers it, with the French of its tier and when it closed read beside it. */
export type AdminWaitlistEntry = z.output<typeof adminWaitlistEntrySchema> & {
  tier_name_fr?: string | null;
  closed_at?: string | null;
};
export type AdminWaitlistProgram = z.output<typeof adminWaitlistProgramSchema>;
export type AdminWaitlist = { program: AdminWaitlistProgram; entries: AdminWaitlistEntry[] };

/**
 * One program's waiting list: its active entries in line order, then the closed ones, newest first
 * (admin_waitlist). When each closed entry closed and the French of the tiers are read beside it (the admin's
 * RLS read of waitlist_entries and program_price_tiers), in parallel: admin_waitlist does not answer them.
 */
export async function fetchAdminWaitlist(programId: string): Promise<AdminWaitlist> {
  const [list, tiers] = await Promise.all([
    supabase.rpc('admin_waitlist', { p_program_id: programId }),
    supabase.from('program_price_tiers').select('id, name_fr').eq('program_id', programId),
  ]);
  if (list.error) throw list.error;
  if (tiers.error) throw tiers.error;
  const answer = adminWaitlistAnswerSchema.parse(list.data);
  const closedIds = answer.entries.filter((e) => !ACTIVE_STATUSES.includes(e.status)).map((e) => e.id);
  const closedAt = new Map<string, string | null>();
  if (closedIds.length) {
    const { data, error } = await supabase.from('waitlist_entries').select('id, closed_at').in('id', closedIds);
    if (error) throw error;
    for (const row of data ?? []) closedAt.set(row.id, row.closed_at);
  }
  const tierFr = new Map((tiers.data ?? []).map((t) => [t.id, t.name_fr]));
  return {
    program: answer.program,
    entries: answer.entries.map((e) => ({
      ...e,
      tier_name_fr: e.price_tier_id ? (tierFr.get(e.price_tier_id) ?? null) : null,
      closed_at: closedAt.get(e.id) ?? null,
    })),
  };
}

/** Read again each time the screen opens: offers are made and lapse in the database while no one looks. */
export function useAdminWaitlist(programId: string) {
  return useQuery({
    queryKey: adminWaitlistKeys.program(programId),
    queryFn: () => fetchAdminWaitlist(programId),
    staleTime: 0,
  });
}

/** The actions of the screen: each one a definer function that checks the admin itself. */
export type WaitlistAction =
  | { kind: 'move'; entryId: string; position: number }
  | { kind: 'offer'; entryId: string }
  | { kind: 'remove'; entryId: string };

async function runAction(action: WaitlistAction): Promise<void> {
  const { error } =
    action.kind === 'move'
      ? await supabase.rpc('admin_move_waitlist_entry', { p_entry_id: action.entryId, p_position: action.position })
      : action.kind === 'offer'
        ? await supabase.rpc('admin_offer_waitlist_place', { p_entry_id: action.entryId })
        : await supabase.rpc('admin_remove_waitlist_entry', { p_entry_id: action.entryId });
  if (error) throw error;
}

/**
 * Runs an action, then reads the list again and answers it, so the screen can say where the row now is and put
 * focus there. A refusal reloads the list too (someone else may have changed it).
 */
export function useWaitlistAction(programId: string) {
  const queryClient = useQueryClient();
  const key = adminWaitlistKeys.program(programId);
  return useMutation({
    mutationFn: async (action: WaitlistAction): Promise<AdminWaitlist> => {
      await runAction(action);
      const fresh = await fetchAdminWaitlist(programId);
      queryClient.setQueryData(key, fresh);
      return fresh;
    },
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** A row of admin_waitlist_export(): one entry of a waiting list, ready for the CSV. */
export type WaitlistExportRow = z.output<typeof waitlistExportRowSchema>;

/** The rows of one program's waiting list, or of every program's (null). */
export async function fetchWaitlistExport(programId: string | null): Promise<WaitlistExportRow[]> {
  const { data, error } = await supabase.rpc('admin_waitlist_export', programId ? { p_program_id: programId } : {});
  if (error) throw error;
  return waitlistExportAnswerSchema.parse(data);
}

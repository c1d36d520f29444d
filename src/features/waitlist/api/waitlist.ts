import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { PriceTier } from '@domain/pricing';
import { invalidateMyWaitlist } from '@/lib/data/waitlist';
import type { ServerErrorOptions } from '@/lib/server-errors';
import { supabase } from '@/lib/supabase';

// The list itself is shared server state (src/lib/data/waitlist.ts): one key for every screen showing it.
export { useMyWaitlist, type WaitlistEntry } from '@/lib/data/waitlist';

/** Fired after this feature changed an entry, so other screens showing the list refresh. */
export const WAITLIST_UPDATED_EVENT = 'waitlistUpdated';

/** A participant the family may put on a waiting list (names only). */
export type WaitlistParticipant = { id: string; first_name: string; last_name: string };
/** A price option one may wait for, with its French (null: French missing). */
export type WaitlistTier = PriceTier & { name_fr?: string | null; description_fr?: string | null };

const joinedSchema = z.array(
  z.object({ id: z.string(), participant_id: z.string(), status: z.string(), position: z.number().nullable() }),
);
export type JoinedEntry = z.infer<typeof joinedSchema>[number];

/**
 * Puts the chosen participants on the program's waiting list (public.join_waitlist, issue 24 point 1), each with the
 * price option wanted (null: any, or the program has none). An entry may come back 'offered' when a place was free
 * for it. Refusals carry a hint (waitlist_not_full, already_on_waitlist, ...).
 */
export async function joinWaitlist(
  programId: string,
  items: { participant_id: string; price_tier_id: string | null }[],
): Promise<JoinedEntry[]> {
  const { data, error } = await supabase.rpc('join_waitlist', { p_program_id: programId, p_items: items });
  if (error) throw error;
  return joinedSchema.parse(data ?? []);
}

export async function leaveWaitlist(entryId: string): Promise<void> {
  const { error } = await supabase.rpc('leave_waitlist', { p_entry_id: entryId });
  if (error) throw error;
}

export async function declineWaitlistOffer(entryId: string): Promise<void> {
  const { error } = await supabase.rpc('decline_waitlist_offer', { p_entry_id: entryId });
  if (error) throw error;
}

function useEntryMutation(fn: (entryId: string) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // Success or refusal, the list is reloaded: a refusal usually means it was out of date.
    onSettled: async () => {
      window.dispatchEvent(new CustomEvent(WAITLIST_UPDATED_EVENT));
      await invalidateMyWaitlist(queryClient);
    },
  });
}

export const useLeaveWaitlist = () => useEntryMutation(leaveWaitlist);
export const useDeclineWaitlistOffer = () => useEntryMutation(declineWaitlistOffer);

/** How a refusal is worded: `waitlist:serverErrors.<hint>`, else the server's text in 'Could not ...'. */
export const waitlistServerErrors: ServerErrorOptions = {
  ns: 'waitlist',
  fallbackKey: 'waitlist:errors.fallback',
  unknownKey: 'waitlist:errors.unknown',
};

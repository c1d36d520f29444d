import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useRefreshOnRegistrationUpdated } from '@/lib/registration-events';
import type { ServerErrorOptions } from '@/lib/server-errors';
import { supabase } from '@/lib/supabase';
import { waitlistKeys } from './keys';

// my_waitlist() (issue 24 contract): the caller's active entries and the last 20 closed ones.
const entryStatus = z.enum(['waiting', 'offered', 'accepted', 'declined', 'expired', 'left', 'removed']);
export const waitlistEntrySchema = z.object({
  id: z.string(),
  program_id: z.string(),
  program_name: z.string(),
  program_name_fr: z.string().nullable().optional(),
  participant_id: z.string(),
  // Null when the participant's record has no name left.
  participant_name: z
    .string()
    .nullable()
    .transform((v) => v ?? ''),
  price_tier_id: z.string().nullable(),
  tier_name: z.string().nullable().optional(),
  tier_name_fr: z.string().nullable().optional(),
  status: entryStatus,
  position: z.number().int().nullable(),
  joined_at: z.string(),
  offered_at: z.string().nullable(),
  offer_expires_at: z.string().nullable(),
  closed_at: z.string().nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export async function fetchMyWaitlist(): Promise<WaitlistEntry[]> {
  const { data, error } = await supabase.rpc('my_waitlist');
  if (error) throw error;
  return z.array(waitlistEntrySchema).parse(data ?? []);
}

/** Fired after this feature changed an entry, so other screens showing the list refresh. */
export const WAITLIST_UPDATED_EVENT = 'waitlistUpdated';

/** The family's entries, fresh on every visit and after any registration change. */
export function useMyWaitlist(userId: string | undefined) {
  // An accepted offer closes its entry: any registration change may change the list.
  useRefreshOnRegistrationUpdated(waitlistKeys.all);
  return useQuery({
    queryKey: waitlistKeys.mine(userId ?? ''),
    queryFn: fetchMyWaitlist,
    enabled: Boolean(userId),
    staleTime: 0,
    refetchOnMount: 'always',
  });
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
      await queryClient.invalidateQueries({ queryKey: waitlistKeys.all });
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

// The family's waiting-list entries (my_waitlist, issue 24), shared server state (issue 38 point 1): the dashboard's
// offers, the waiting-list section and the registration screen opened from an offer read them under one key; whoever
// changes an entry (join, leave, decline, a registration accepting an offer) invalidates it.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useRefreshOnRegistrationUpdated } from '@/lib/registration-events';
import { supabase } from '@/lib/supabase';

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

export const waitlistKeys = {
  all: ['waitlist'] as const,
  mine: (userId: string) => ['waitlist', 'mine', userId] as const,
};

export async function fetchMyWaitlist(): Promise<WaitlistEntry[]> {
  const { data, error } = await supabase.rpc('my_waitlist');
  if (error) throw error;
  return z.array(waitlistEntrySchema).parse(data ?? []);
}

/** The family's entries, fresh on every visit and after any registration change (an accepted offer closes one). */
export function useMyWaitlist(userId: string | undefined, enabled = true) {
  useRefreshOnRegistrationUpdated(waitlistKeys.all);
  return useQuery({
    queryKey: waitlistKeys.mine(userId ?? ''),
    queryFn: fetchMyWaitlist,
    enabled: Boolean(userId) && enabled,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** After an entry changed here, every screen showing the list reads it again. */
export const invalidateMyWaitlist = (client: QueryClient) => client.invalidateQueries({ queryKey: waitlistKeys.all });

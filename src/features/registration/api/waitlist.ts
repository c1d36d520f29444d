import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import type { MyWaitlistEntry } from '../utils/waitlist';
import { registrationKeys } from './keys';

const joinedSchema = z.array(
  z.object({
    id: z.string(),
    participant_id: z.string(),
    status: z.string(),
    position: z.number().nullable(),
  }),
);
export type JoinedEntry = z.infer<typeof joinedSchema>[number];

/** One participant to put on the list, with the price option wanted (null: any, or the program has none). */
export type WaitlistItem = { participant_id: string; price_tier_id: string | null };

/**
 * Puts the chosen participants on the program's waiting list (public.join_waitlist,
 * issue 24 point 1). An entry may come back 'offered' when a place was free for it.
 * Refusals carry a hint (waitlist_not_full, already_on_waitlist, ...).
 */
export async function joinWaitlist(programId: string, items: WaitlistItem[]): Promise<JoinedEntry[]> {
  const { data, error } = await supabase.rpc('join_waitlist', { p_program_id: programId, p_items: items });
  if (error) throw error;
  return joinedSchema.parse(data ?? []);
}

const entrySchema = z.object({
  id: z.string(),
  program_id: z.string(),
  participant_id: z.string(),
  participant_name: z.string().nullable(),
  price_tier_id: z.string().nullable(),
  status: z.string(),
  position: z.number().nullable(),
  offer_expires_at: z.string().nullable(),
});

/** The caller's active and recent waiting-list entries (public.my_waitlist). */
export async function getMyWaitlist(): Promise<MyWaitlistEntry[]> {
  const { data, error } = await supabase.rpc('my_waitlist');
  if (error) throw error;
  return z
    .array(entrySchema)
    .parse(data ?? [])
    .map((e) => ({ ...e, participant_name: e.participant_name ?? '' }));
}

/** Read only when the screen was opened from an offer (`?offer=<entryId>`). */
export function useMyWaitlist(userId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: registrationKeys.waitlist(userId ?? ''),
    queryFn: getMyWaitlist,
    enabled: Boolean(userId) && enabled,
  });
}

// The family's saved cards (spec 1 section 7, issue 20 point 6), shared server state (issue 38 point 1): /profile
// lists them and the registration screen offers the default one, from one read under one key, so a card removed or
// made the default on /profile is what the next registration offers.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Tables } from '@/lib/database';
import { supabase } from '@/lib/supabase';

/** A saved card as /profile shows it and the registration pays with it. */
export type SavedCard = Pick<
  Tables<'saved_payment_methods'>,
  'id' | 'provider_payment_method_id' | 'brand' | 'last4' | 'exp_month' | 'exp_year' | 'is_default' | 'created_at'
>;
/** The card offered at registration. */
export type OfferedCard = Pick<SavedCard, 'provider_payment_method_id' | 'brand' | 'last4'>;

export const savedCardKeys = { mine: (userId: string) => ['payment-methods', userId] as const };

/** The caller's saved cards by user_id, newest first (admins may read everyone's: the filter keeps their own). */
export async function fetchSavedCards(userId: string): Promise<SavedCard[]> {
  const { data, error } = await supabase
    .from('saved_payment_methods')
    .select('id, provider_payment_method_id, brand, last4, exp_month, exp_year, is_default, created_at')
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  if (error) throw error;
  return data;
}

/** The default card, else the newest; null when there is none. */
export const defaultCard = (cards: SavedCard[]): SavedCard | null =>
  cards.find((c) => c.is_default) ?? cards[0] ?? null;

const savedCardsQuery = (userId: string | undefined, enabled: boolean) => ({
  queryKey: savedCardKeys.mine(userId ?? ''),
  enabled: enabled && Boolean(userId),
  queryFn: () => fetchSavedCards(userId ?? ''),
});

export function useSavedCards(userId: string | undefined, enabled = true) {
  return useQuery(savedCardsQuery(userId, enabled));
}

/** The card offered beside Checkout, or null (none, or it could not be read: Checkout stays). Same read, same key. */
export function useDefaultSavedCard(userId: string | undefined, enabled: boolean) {
  return useQuery({ ...savedCardsQuery(userId, enabled), select: defaultCard });
}

export const invalidateSavedCards = (client: QueryClient, userId: string) =>
  client.invalidateQueries({ queryKey: savedCardKeys.mine(userId) });

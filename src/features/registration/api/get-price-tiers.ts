import { useQuery } from '@tanstack/react-query';
import type { PriceTier } from '@domain/pricing';
import { orgToday } from '@domain/dates';
import { supabase } from '@/lib/supabase';
import { registrationKeys } from './keys';

/** A price option with the French of its name and description (null: French missing, issue 22). */
export type RegisterTier = PriceTier & { name_fr?: string | null; description_fr?: string | null };

/**
 * Tiers available today, or null when the lookup failed (the screen then falls back, spec 1 section 8).
 * get_available_price_tiers returns the English texts; their French is read beside it, in parallel,
 * from the tiers the caller may read (an active program's tiers). A failed French read only costs the
 * French: the English shows, marked as English.
 */
export async function getPriceTiers(programId: string): Promise<RegisterTier[] | null> {
  const [available, french] = await Promise.all([
    supabase.rpc('get_available_price_tiers', { program_uuid: programId, check_date: orgToday(new Date()) }),
    supabase.from('program_price_tiers').select('id, name_fr, description_fr').eq('program_id', programId),
  ]);
  if (available.error) {
    console.warn('Price tier lookup failed; using the standard price', available.error);
    return null;
  }
  if (french.error) console.warn('French price tier names could not be read; showing the English', french.error);
  const frenchById = new Map((french.data ?? []).map((f) => [f.id, f]));
  return (available.data ?? []).map((tier) => {
    const fr = frenchById.get(tier.id);
    return { ...tier, name_fr: fr?.name_fr ?? null, description_fr: fr?.description_fr ?? null };
  });
}

export function usePriceTiers(programId: string) {
  return useQuery({ queryKey: registrationKeys.tiers(programId), queryFn: () => getPriceTiers(programId) });
}

import { useQuery } from '@tanstack/react-query';
import type { PriceTier } from '@domain/pricing';
import { orgToday } from '@domain/dates';
import { supabase } from '@/lib/supabase';
import { registrationKeys } from './keys';

/** A price option with the French of its name and description (null: French missing, issue 22). */
export type RegisterTier = PriceTier & { name_fr?: string | null; description_fr?: string | null };

/**
 * Tiers available today, or null when the lookup failed (the screen then falls back, spec 1 section 8).
 * get_available_price_tiers returns each tier's French beside its English (name_fr, description_fr).
 */
export async function getPriceTiers(programId: string): Promise<RegisterTier[] | null> {
  const { data, error } = await supabase.rpc('get_available_price_tiers', {
    program_uuid: programId,
    check_date: orgToday(new Date()),
  });
  if (error) {
    console.warn('Price tier lookup failed; using the standard price', error);
    return null;
  }
  return data ?? [];
}

export function usePriceTiers(programId: string) {
  return useQuery({ queryKey: registrationKeys.tiers(programId), queryFn: () => getPriceTiers(programId) });
}

import { useQuery } from '@tanstack/react-query';
import type { PriceTier } from '@domain/pricing';
import { orgToday } from '@domain/dates';
import { supabase } from '@/lib/supabase';
import { registrationKeys } from './keys';

/** Tiers available today, or null when the lookup failed (the screen then falls back, spec 1 section 8). */
export async function getPriceTiers(programId: string): Promise<PriceTier[] | null> {
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

import { useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database';
import { supabase } from '@/lib/supabase';
import { registrationKeys } from './keys';

export type RegisterProgram = Pick<
  Tables<'programs'>,
  | 'id'
  | 'name'
  | 'name_fr'
  | 'description'
  | 'description_fr'
  | 'start_date'
  | 'end_date'
  | 'location'
  | 'location_fr'
  | 'price'
  | 'max_participants'
  | 'is_active'
  | 'financial_assistance_enabled'
> & {
  /** public.is_full(programs), the database's answer (issue 21 point 7). */
  is_full: boolean | null;
};

const COLUMNS =
  'id, name, name_fr, description, description_fr, start_date, end_date, location, location_fr, price, max_participants, is_active, financial_assistance_enabled, is_full';

export async function getRegisterProgram(programId: string): Promise<RegisterProgram | null> {
  const { data, error } = await supabase.from('programs').select(COLUMNS).eq('id', programId).maybeSingle();
  if (error) throw error;
  return data;
}

export function useRegisterProgram(programId: string) {
  return useQuery({ queryKey: registrationKeys.program(programId), queryFn: () => getRegisterProgram(programId) });
}

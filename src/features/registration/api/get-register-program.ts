import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { registrationKeys } from './keys';

export type RegisterProgram = {
  id: string;
  name: string;
  description: string | null;
  start_date: string;
  end_date: string;
  location: string | null;
  price: number;
  max_participants: number | null;
  is_active: boolean;
  financial_assistance_enabled: boolean;
  custom_waiver_text: string | null;
};

const COLUMNS =
  'id, name, description, start_date, end_date, location, price, max_participants, is_active, financial_assistance_enabled, custom_waiver_text';

export async function getRegisterProgram(programId: string): Promise<RegisterProgram | null> {
  const { data, error } = await supabase.from('programs').select(COLUMNS).eq('id', programId).maybeSingle();
  if (error) throw error;
  return data as RegisterProgram | null;
}

export function useRegisterProgram(programId: string) {
  return useQuery({ queryKey: registrationKeys.program(programId), queryFn: () => getRegisterProgram(programId) });
}

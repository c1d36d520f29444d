import { useQuery } from '@tanstack/react-query';
import { publicRest } from '@/lib/public-rest';

export type ProgramCardData = {
  id: string;
  name: string;
  description: string | null;
  start_date: string;
  end_date: string;
  location: string | null;
  price: number;
  max_participants: number | null;
  is_active: boolean;
};

/** Active programs by start date ascending (spec 1 section 7), one query (public: no supabase-js needed). */
export async function getPrograms(): Promise<ProgramCardData[]> {
  const { data, error } = await publicRest()
    .from('programs')
    .select('id, name, description, start_date, end_date, location, price, max_participants, is_active')
    .eq('is_active', true)
    .order('start_date', { ascending: true });
  if (error) throw error;
  return (data ?? []) as ProgramCardData[];
}

export function usePrograms() {
  return useQuery({ queryKey: ['programs', 'public-list'], queryFn: getPrograms });
}

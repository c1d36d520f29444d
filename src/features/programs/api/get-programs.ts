import { useQuery } from '@tanstack/react-query';
import { publicSelect } from '@/lib/public-rest';
import { PROGRAMS_LIST_QUERY } from './programs-list-query';

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

/** Active programs by start date ascending (spec 1 section 7), one request (public: no supabase-js needed). */
export function getPrograms(): Promise<ProgramCardData[]> {
  return publicSelect<ProgramCardData>(PROGRAMS_LIST_QUERY);
}

export function usePrograms() {
  return useQuery({ queryKey: ['programs', 'public-list'], queryFn: getPrograms });
}

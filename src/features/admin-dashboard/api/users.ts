import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { fetchAllRows } from './fetch-all';
import { adminDashboardKeys } from './keys';

export type UserParticipant = {
  id: string;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  city: string | null;
  province: string | null;
  postal_code: string | null;
  visual_classification: string | null;
  visual_condition: string | null;
  skating_experience: string | null;
};

export type AdminUser = {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  role: string;
  is_active: boolean;
  created_at: string;
  stripe_customer_id: string | null;
  profile_photo_url: string | null;
  /** The participant profiles this account holds as its own (participants.user_id). */
  participants: UserParticipant[];
};

const COLUMNS =
  'id, email, first_name, last_name, phone, role, is_active, created_at, stripe_customer_id, profile_photo_url, ' +
  'participants:participants!participants_user_id_fkey(id, first_name, last_name, date_of_birth, city, province, postal_code, visual_classification, visual_condition, skating_experience)';

/** Every user, newest first, each with their participant profiles embedded (no request per user). */
export async function fetchAdminUsers(): Promise<AdminUser[]> {
  return fetchAllRows<AdminUser>((from, to, withCount) =>
    supabase
      .from('user_profiles')
      .select(COLUMNS, withCount ? { count: 'exact' } : undefined)
      .order('created_at', { ascending: false })
      .order('id')
      .range(from, to) as unknown as PromiseLike<{ data: AdminUser[] | null; error: unknown; count: number | null }>,
  );
}

export function useAdminUsers(enabled: boolean) {
  return useQuery({ queryKey: adminDashboardKeys.users(), queryFn: fetchAdminUsers, enabled });
}

import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
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

/**
 * Every user, newest first, each with their participant profiles: one admin-only
 * database function (admin_user_list), one round trip whatever the row count.
 */
export async function fetchAdminUsers(): Promise<AdminUser[]> {
  const { data, error } = await supabase.rpc('admin_user_list');
  if (error) throw error;
  return (data ?? []) as AdminUser[];
}

export function useAdminUsers(enabled: boolean) {
  return useQuery({ queryKey: adminDashboardKeys.users(), queryFn: fetchAdminUsers, enabled });
}

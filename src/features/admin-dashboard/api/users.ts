import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { adminDashboardKeys } from './keys';

const text = z.string().nullable();

const userParticipantSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  date_of_birth: text,
  city: text,
  province: text,
  postal_code: text,
  visual_classification: text,
  visual_condition: text,
  skating_experience: text,
});

/** What admin_user_list() returns (a jsonb array, migration 20261123100000). */
const adminUsersSchema = z.array(
  z.object({
    id: z.string(),
    email: z.string(),
    first_name: text,
    last_name: text,
    phone: text,
    role: z.string(),
    is_active: z.boolean(),
    created_at: z.string(),
    stripe_customer_id: text,
    profile_photo_url: text,
    /** The participant profiles this account holds as its own (participants.user_id). */
    participants: z.array(userParticipantSchema),
  }),
);

export type UserParticipant = z.infer<typeof userParticipantSchema>;
export type AdminUser = z.infer<typeof adminUsersSchema>[number];

/**
 * Every user, newest first, each with their participant profiles: one admin-only
 * database function (admin_user_list), one round trip whatever the row count.
 */
export async function fetchAdminUsers(): Promise<AdminUser[]> {
  const { data, error } = await supabase.rpc('admin_user_list');
  if (error) throw error;
  return adminUsersSchema.parse(data ?? []);
}

export function useAdminUsers(enabled: boolean) {
  return useQuery({ queryKey: adminDashboardKeys.users(), queryFn: fetchAdminUsers, enabled });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import type { ServerErrorOptions } from '@/lib/server-errors';
import { adminDashboardKeys } from './keys';

/** The roles an administrator can give (user_profiles.role). */
export const ACCOUNT_ROLES = ['participant', 'parent_guardian', 'coach', 'volunteer', 'admin'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** What admin_set_user_role / admin_set_user_active return (migration 20261125600000). */
const accountSchema = z.object({ id: z.string(), role: z.string(), is_active: z.boolean() });
export type AccountState = z.infer<typeof accountSchema>;

const changeSchema = z.object({
  id: z.string(),
  field: z.enum(['role', 'is_active']),
  old_value: z.string(),
  new_value: z.string(),
  changed_at: z.string(),
  changer: z
    .object({ first_name: z.string().nullable(), last_name: z.string().nullable(), email: z.string() })
    .nullable(),
});
export type AccountChange = z.infer<typeof changeSchema>;

/** A user's account history, newest first (account_changes: admins read, the functions write). */
export async function fetchAccountChanges(userId: string): Promise<AccountChange[]> {
  const { data, error } = await supabase
    .from('account_changes')
    .select(
      'id, field, old_value, new_value, changed_at, changer:user_profiles!account_changes_changed_by_fkey(first_name, last_name, email)',
    )
    .eq('user_id', userId)
    .order('changed_at', { ascending: false })
    .order('id', { ascending: false });
  if (error) throw error;
  return z.array(changeSchema).parse(data ?? []);
}

export function useAccountChanges(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: adminDashboardKeys.accountChanges(userId),
    queryFn: () => fetchAccountChanges(userId),
    enabled,
  });
}

type Change = { userId: string } & ({ role: AccountRole } | { active: boolean });

/** Changes a role or the account status through the admin-only functions; refreshes users and history. */
export function useChangeAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: Change): Promise<AccountState> => {
      const { data, error } =
        'role' in change
          ? await supabase.rpc('admin_set_user_role', { p_user_id: change.userId, p_role: change.role })
          : await supabase.rpc('admin_set_user_active', { p_user_id: change.userId, p_active: change.active });
      if (error) throw error;
      return accountSchema.parse(data);
    },
    onSettled: (_d, _e, change) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminDashboardKeys.users() }),
        queryClient.invalidateQueries({ queryKey: adminDashboardKeys.accountChanges(change.userId) }),
      ]),
  });
}

/** The functions' hints (admin_only, last_admin, invalid_role, user_not_found) become adminDashboard:serverErrors.<hint>. */
export const accountServerErrors: ServerErrorOptions = {
  ns: 'adminDashboard',
  fallbackKey: 'adminDashboard:users.account.failed',
  unknownKey: 'adminDashboard:users.account.failedWith',
};

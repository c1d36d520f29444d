import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { UserFilter } from '@domain/user-search';
import { supabase } from '@/lib/supabase';
import { searchCountArgs } from '@/lib/search-count';
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

const adminUserSchema = z.object({
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
});

/**
 * What admin_users_page() returns (one json value, migrations 20261126200000, 20261130000312 and 315): `more` when the
 * first page of a search counted only up to SEARCH_COUNT_UP_TO (lib/search-count) matches and more match.
 */
const usersPageSchema = z.object({
  total: z.number(),
  more: z.boolean().optional().default(false),
  users: z.array(adminUserSchema),
});

/** What admin_users_export() returns: one keyset page of the users CSV, and where the next starts (null: none). */
export const usersExportPageSchema = z.object({
  users: z.array(adminUserSchema),
  next: z.tuple([z.string(), z.string()]).nullable(),
});

export type UserParticipant = z.infer<typeof userParticipantSchema>;
export type AdminUser = z.infer<typeof adminUserSchema>;
export type AdminUsersPage = z.infer<typeof usersPageSchema>;

/** Rows per screen page (issue 23 point 4). */
export const USERS_PAGE_SIZE = 50;

export type AdminUsersQuery = { filter: UserFilter; search: string; offset: number; limit: number };

/**
 * One page of users, newest first, each with their participant profiles, and the
 * number of users that pass the filter and contain the search (accent-free, provinces by
 * name in EN/FR): searched, counted and cut by the admin-only database function
 * admin_users_page, which refuses everyone else (42501). The first page of a typed search
 * counts at most SEARCH_COUNT_UP_TO of them (`more`: there are more), as the registrations
 * tab does (issue 39 point 2); a later page, or a blank search, has the exact count.
 */
export async function fetchAdminUsersPage(q: AdminUsersQuery): Promise<AdminUsersPage> {
  const { data, error } = await supabase.rpc('admin_users_page', {
    p_filter: q.filter,
    p_search: q.search,
    p_offset: q.offset,
    p_limit: q.limit,
    ...searchCountArgs(q.offset === 0, q.search),
  });
  if (error) throw error;
  return usersPageSchema.parse(data);
}

/** The screen's page; the previous page stays shown while the next one loads. */
export function useAdminUsersPage(filter: UserFilter, search: string, page: number) {
  return useQuery({
    queryKey: adminDashboardKeys.usersPage(filter, search, page),
    queryFn: () => fetchAdminUsersPage({ filter, search, offset: page * USERS_PAGE_SIZE, limit: USERS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

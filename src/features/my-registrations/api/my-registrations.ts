import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { Tables } from '@/lib/database';
import { useRefreshOnRegistrationUpdated } from '@/lib/registration-events';
import { supabase } from '@/lib/supabase';
import { MY_REGISTRATIONS_SOURCE } from './cancel-registration';
import { myRegistrationsKeys } from './keys';
import { visibleRegistrations } from './registration-scope';
import { REGISTRATION_STATUSES } from '@domain/registration-status';

// registrations.status is text checked against these values (migration 20261122030300).
const registrationStatus = z.enum(REGISTRATION_STATUSES);
export type RegistrationStatus = z.infer<typeof registrationStatus>;

/** One card of /registrations: the registration with its program, person and tier. */
export type MyRegistration = Pick<
  Tables<'registrations'>,
  | 'id'
  | 'registration_date'
  | 'amount_paid'
  | 'refund_amount'
  | 'refund_reason'
  | 'refunded_at'
  /** What an administrator refunded so far (issue 20), and when. */
  | 'amount_refunded'
  | 'refund_processed_at'
  | 'user_id'
  /** The name kept when the participant's record was deleted (the registration stays as history). */
  | 'removed_participant_name'
> & {
  status: RegistrationStatus;
  program: Pick<
    Tables<'programs'>,
    | 'id'
    | 'name'
    | 'name_fr'
    | 'description'
    | 'description_fr'
    | 'location'
    | 'location_fr'
    | 'start_date'
    | 'end_date'
    | 'price'
  > | null;
  participant: Pick<
    Tables<'participants'>,
    'id' | 'first_name' | 'last_name' | 'user_id' | 'parent_guardian_id'
  > | null;
  volunteer: Pick<Tables<'volunteer_profiles'>, 'id' | 'first_name' | 'last_name' | 'user_id'> | null;
  tier: Pick<Tables<'program_price_tiers'>, 'id' | 'name' | 'name_fr' | 'price'> | null;
};

// One request whatever the number of rows (spec 2 section 7: registrations with
// programs and participants); RLS limits the rows, the scope below narrows them.
const SELECT = `id, status, registration_date, amount_paid, refund_amount, refund_reason, refunded_at, user_id,
  amount_refunded, refund_processed_at,
  removed_participant_name,
  program:programs(id, name, name_fr, description, description_fr, location, location_fr, start_date, end_date, price),
  participant:participants(id, first_name, last_name, user_id, parent_guardian_id),
  volunteer:volunteer_profiles(id, first_name, last_name, user_id),
  tier:program_price_tiers(id, name, name_fr, price)`;

/**
 * Admins see every registration: the newest ADMIN_LIMIT here (a card list of
 * tens of thousands would freeze the page), with the total so the screen can
 * point to /admin/registrations for the rest.
 */
export const ADMIN_LIMIT = 500;

export type MyRegistrationsResult = { rows: MyRegistration[]; total: number };

export async function fetchMyRegistrations(userId: string, isAdmin: boolean): Promise<MyRegistrationsResult> {
  // Non-admins read through my_registrations(): the same rows the scope below
  // keeps, each arm on an index (the bare table would be a full scan under RLS).
  let query = (isAdmin ? supabase.from('registrations') : supabase.rpc('my_registrations'))
    .select(SELECT, { count: isAdmin ? 'exact' : undefined })
    .order('registration_date', { ascending: false });
  if (isAdmin) query = query.limit(ADMIN_LIMIT);
  const { data, error, count } = await query;
  if (error) throw error;
  const typed = data.map((r) => ({ ...r, status: registrationStatus.parse(r.status) }));
  const rows = visibleRegistrations(typed, userId, isAdmin);
  return { rows, total: isAdmin ? (count ?? rows.length) : rows.length };
}

/**
 * The list, fresh on every visit (a registration made or paid a moment ago
 * must show) and refreshed when another screen fires 'registrationUpdated'.
 */
export function useMyRegistrations(userId: string | undefined, isAdmin: boolean) {
  useRefreshOnRegistrationUpdated(myRegistrationsKeys.all, MY_REGISTRATIONS_SOURCE);
  return useQuery({
    queryKey: myRegistrationsKeys.list(userId ?? '', isAdmin),
    queryFn: () => fetchMyRegistrations(userId!, isAdmin),
    enabled: Boolean(userId),
    staleTime: 0,
  });
}

import { personName } from '@domain/person-name';
import { ACTIVE_REGISTRATION_STATUSES } from '@domain/registration-status';
import { useQuery } from '@tanstack/react-query';
import { orgToday } from '@domain/dates';
import type { Tables } from '@/lib/database';
import { supabase } from '@/lib/supabase';
import { dashboardKeys } from './keys';

/** A program (or a registration's program) with the person registered, for the Upcoming list. */
export type UpcomingEvent = Pick<Tables<'programs'>, 'name' | 'name_fr' | 'start_date' | 'location' | 'location_fr'> & {
  key: string;
  personName: string | null;
};
export type UpcomingResult = { events: UpcomingEvent[]; total: number };

/** 5 upcoming fetched (spec 1 section 9), with the total for '+N more events'. */
export const UPCOMING_FETCHED = 5;

/** Registrants: their active registrations in programs starting today or later, soonest first. */
export async function upcomingRegistrations(userId: string, today: string): Promise<UpcomingResult> {
  const { data, error, count } = await supabase
    .from('registrations')
    .select(
      'id, programs!inner(name, name_fr, start_date, location, location_fr), participants(first_name, last_name), volunteer_profiles(first_name, last_name)',
      { count: 'exact' },
    )
    .or(`user_id.eq.${userId},parent_guardian_id.eq.${userId}`)
    .in('status', ACTIVE_REGISTRATION_STATUSES)
    .gte('programs.start_date', today)
    .order('programs(start_date)', { ascending: true })
    .limit(UPCOMING_FETCHED);
  if (error) throw error;
  const events = (data ?? []).map((r) => {
    const person = r.participants ?? r.volunteer_profiles;
    return {
      key: r.id,
      name: r.programs.name,
      name_fr: r.programs.name_fr,
      start_date: r.programs.start_date,
      location: r.programs.location,
      location_fr: r.programs.location_fr,
      personName: person ? personName(person.first_name, person.last_name) : null,
    };
  });
  return { events, total: count ?? events.length };
}

/** Admins and coaches: active programs starting today or later (spec 1 section 7). */
export async function upcomingPrograms(today: string): Promise<UpcomingResult> {
  const { data, error, count } = await supabase
    .from('programs')
    .select('id, name, name_fr, start_date, location, location_fr', { count: 'exact' })
    .eq('is_active', true)
    .gte('start_date', today)
    .order('start_date', { ascending: true })
    .limit(UPCOMING_FETCHED);
  if (error) throw error;
  const events = (data ?? []).map((p) => ({
    key: p.id,
    name: p.name,
    name_fr: p.name_fr,
    start_date: p.start_date,
    location: p.location,
    location_fr: p.location_fr,
    personName: null,
  }));
  return { events, total: count ?? events.length };
}

export function useUpcoming(userId: string | undefined, programsView: boolean) {
  const today = orgToday(new Date());
  return useQuery({
    queryKey: dashboardKeys.upcoming(userId ?? '', programsView ? 'programs' : 'registrations'),
    queryFn: () => (programsView ? upcomingPrograms(today) : upcomingRegistrations(userId!, today)),
    enabled: Boolean(userId),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { Tables } from '@/lib/database';
import type { ServerErrorOptions } from '@/lib/server-errors';
import { readAll } from '@/lib/read-all';
import { supabase } from '@/lib/supabase';
import { EVENT_TYPES, type EventRow } from '../schemas/event.schema';
import { adminEventKeys } from './keys';

export type ProgramOption = Pick<Tables<'programs'>, 'id' | 'name' | 'name_fr'>;
export type AdminEvent = EventRow & Pick<Tables<'events'>, 'id'> & { program: ProgramOption | null };
export type EventsData = Awaited<ReturnType<typeof fetchEventsData>>;

/** How the events screen words a refusal: the server's message (no event rule has a hint of its own). */
export const eventServerErrors: ServerErrorOptions = { ns: 'adminEvents', fallbackKey: 'adminEvents:unknownError' };

// events.event_type is text checked against these values (migration 20261122030400).
const eventType = z.enum(EVENT_TYPES);

/**
 * Events (soonest first, program embedded) and the program choices, requested together; each read in pages of
 * MAX_ROWS, as PostgREST cuts an answer there (issue 23: 2,000 programs and their events are expected).
 */
export async function fetchEventsData() {
  const [events, programs] = await Promise.all([
    readAll((from, to) =>
      supabase
        .from('events')
        .select(
          'id, name, name_fr, program_id, event_type, starts_at, ends_at, location, description, description_fr, capacity, program:programs(id, name, name_fr)',
        )
        .order('starts_at', { ascending: true })
        .order('id')
        .range(from, to),
    ),
    readAll((from, to) =>
      supabase
        .from('programs')
        .select('id, name, name_fr')
        .order('start_date', { ascending: false })
        .order('id')
        .range(from, to),
    ),
  ]);
  return {
    events: events.map((e) => ({ ...e, event_type: eventType.parse(e.event_type) })),
    programs,
  };
}

export function useEventsData() {
  return useQuery({ queryKey: adminEventKeys.list(), queryFn: fetchEventsData });
}

/** Create (no id) or update an event; the dashboard's Scheduled Events count is refreshed too. */
export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, row }: { id?: string; row: EventRow }) => {
      const query = id ? supabase.from('events').update(row).eq('id', id) : supabase.from('events').insert(row);
      const { data, error } = await query.select('id');
      if (error) throw error;
      if (!data?.length) throw new Error('not_saved');
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminEventKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['admin-dashboard'] });
    },
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const { data, error } = await supabase.from('events').delete().eq('id', id).select('id');
      if (error) throw error;
      if (!data?.length) throw new Error('not_deleted');
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminEventKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['admin-dashboard'] });
    },
  });
}

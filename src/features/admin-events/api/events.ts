import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { EventRow } from '../schemas/event.schema';
import { adminEventKeys } from './keys';

export type AdminEvent = EventRow & { id: string; program: { id: string; name: string } | null };
export type ProgramOption = { id: string; name: string };
export type EventsData = { events: AdminEvent[]; programs: ProgramOption[] };

/** Events (soonest first, program embedded) and the program choices, requested together. */
export async function fetchEventsData(): Promise<EventsData> {
  const [events, programs] = await Promise.all([
    supabase
      .from('events')
      .select('id, name, program_id, event_type, starts_at, ends_at, location, description, capacity, program:programs(id, name)')
      .order('starts_at', { ascending: true }),
    supabase.from('programs').select('id, name').order('start_date', { ascending: false }),
  ]);
  if (events.error) throw events.error;
  if (programs.error) throw programs.error;
  return { events: (events.data ?? []) as unknown as AdminEvent[], programs: programs.data ?? [] };
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

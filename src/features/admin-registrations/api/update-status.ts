import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { adminRegistrationKeys } from './keys';

/** Thrown when the database updated fewer rows than asked (spec: 'Failed to update some registrations'). */
export class PartialUpdateError extends Error {
  constructor(
    public updated: number,
    public requested: number,
  ) {
    super('partial_update');
  }
}

/**
 * Sets one status on one or many registrations in a single request. The
 * approval e-mail is queued by the database trigger, not here.
 */
export async function updateRegistrationStatus(ids: string[], status: string): Promise<number> {
  const { data, error } = await supabase.from('registrations').update({ status }).in('id', ids).select('id');
  if (error) throw error;
  const updated = data?.length ?? 0;
  if (updated < ids.length) throw new PartialUpdateError(updated, ids.length);
  return updated;
}

export function useUpdateRegistrationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, status }: { ids: string[]; status: string }) => updateRegistrationStatus(ids, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminRegistrationKeys.all }),
  });
}

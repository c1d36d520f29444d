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

/** A registration to change, with the status the admin saw when choosing the change. */
export type StatusChange = { id: string; seen: string };

/**
 * Sets one status on one or many registrations, each only if
 * its status is still the one the admin saw: a family's cancellation (or another
 * admin's change) that commits first is not silently overwritten; the row is
 * left as it is and counted as not updated (PartialUpdateError), and the list is
 * read again. The approval e-mail is queued by the database trigger, not here.
 */
export async function updateRegistrationStatus(changes: StatusChange[], status: string): Promise<number> {
  // One request per status seen (usually one: a bulk action on pending rows), each `status=eq.<seen>`.
  const bySeen = new Map<string, string[]>();
  for (const c of changes) bySeen.set(c.seen, [...(bySeen.get(c.seen) ?? []), c.id]);
  const results = await Promise.all(
    [...bySeen].map(([seen, ids]) =>
      supabase.from('registrations').update({ status }).in('id', ids).eq('status', seen).select('id'),
    ),
  );
  const failed = results.find((r) => r.error);
  if (failed?.error) throw failed.error;
  const updated = results.reduce((n, r) => n + (r.data?.length ?? 0), 0);
  if (updated < changes.length) throw new PartialUpdateError(updated, changes.length);
  return updated;
}

export function useUpdateRegistrationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ changes, status }: { changes: StatusChange[]; status: string }) =>
      updateRegistrationStatus(changes, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminRegistrationKeys.all }),
  });
}

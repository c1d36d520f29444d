import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmForParticipants, confirmForSelf } from '@/lib/data/concussion-confirm';
import { invalidateConcussion } from '@/lib/data/concussion';
import type { ServerErrorOptions } from '@/lib/server-errors';

// The status and the texts are shared server state (src/lib/data/concussion.ts): one key for every screen.
export { useConcussionDocuments, useConcussionStatus } from '@/lib/data/concussion';
export type { ConcussionDocuments, ConcussionStatus, ParticipantConcussion } from '@/lib/data/concussion';

function useConfirm<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // A refusal (documents replaced meanwhile) also means what the page shows is stale.
    onSettled: () => invalidateConcussion(queryClient),
  });
}

export const useConfirmForParticipants = () => useConfirm(confirmForParticipants);
export const useConfirmForSelf = () => useConfirm(confirmForSelf);

/** How a refusal is worded: `concussion:serverErrors.<hint>`, else the server's text. */
export const concussionServerErrors: ServerErrorOptions = {
  ns: 'concussion',
  fallbackKey: 'concussion:errors.fallback',
  unknownKey: 'concussion:errors.unknown',
};

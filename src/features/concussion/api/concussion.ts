import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  confirmForParticipants,
  confirmForSelf,
  fetchConcussionDocuments,
  fetchConcussionStatus,
} from '@/lib/concussion';
import type { ServerErrorOptions } from '@/lib/server-errors';
import { concussionKeys } from './keys';

export type { ConcussionDocuments, ConcussionStatus, ParticipantConcussion } from '@/lib/concussion';

/** The signed-in account's status (its participants and itself); one request shared by every screen. */
export function useConcussionStatus(userId: string | undefined) {
  return useQuery({
    queryKey: concussionKeys.status(userId ?? ''),
    queryFn: fetchConcussionStatus,
    enabled: Boolean(userId),
    staleTime: 30_000,
  });
}

/** The awareness resources and the Code of Conduct in force, in `lang` (else English, said by `language`). */
export function useConcussionDocuments(lang: 'en' | 'fr') {
  return useQuery({
    queryKey: concussionKeys.documents(lang),
    queryFn: () => fetchConcussionDocuments(lang),
    staleTime: 5 * 60_000,
  });
}

function useConfirm<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // A refusal (documents replaced meanwhile) also means what the page shows is stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: concussionKeys.all }),
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

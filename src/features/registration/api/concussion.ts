import { useQuery } from '@tanstack/react-query';
import type { LegalLang } from '@/components/legal/legal-types';
import { fetchConcussionDocuments, fetchConcussionStatus } from '@/lib/concussion';
import { registrationKeys } from './keys';

// The confirmations are recorded before registering (use-submit-registration): the shared calls of src/lib.
export { confirmForParticipants, confirmForSelf, type ConcussionDocuments } from '@/lib/concussion';

/** The caller's own concussion confirmation and each of their participants' (public.concussion_status). */
export function useConcussionStatus(userId: string | undefined) {
  return useQuery({
    queryKey: registrationKeys.concussionStatus(userId ?? ''),
    queryFn: fetchConcussionStatus,
    enabled: Boolean(userId),
  });
}

/** The awareness text and the Code of Conduct in force, each in English when the language has none. */
export function useConcussionDocuments(lang: LegalLang, enabled: boolean) {
  return useQuery({
    queryKey: registrationKeys.concussionDocuments(lang),
    queryFn: () => fetchConcussionDocuments(lang),
    enabled,
    staleTime: 5 * 60_000,
  });
}

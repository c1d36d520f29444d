import { useQuery } from '@tanstack/react-query';
import { loadLegalText, customWaiverVersion } from './load-legal-text';
import type { LegalDocId, LegalLang } from './legal-types';

/** A legal text in the language shown (its own lazily loaded chunk). */
export function useLegalText(id: LegalDocId, lang: LegalLang) {
  return useQuery({ queryKey: ['legal', id, lang], queryFn: () => loadLegalText(id, lang), staleTime: Infinity });
}

/** Version id of a program's custom waiver (hash of its wording); null when there is none. */
export function useCustomWaiverVersion(text: string | null | undefined) {
  const custom = text?.trim() ? text : null;
  return useQuery({
    queryKey: ['legal', 'custom-waiver', custom],
    queryFn: () => customWaiverVersion(custom!),
    enabled: custom !== null,
    staleTime: Infinity,
  });
}

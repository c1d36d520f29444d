import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { PublishedLegalDocument } from '@/components/legal/legal-types';

/** One legal document version a registration recorded (issue 22 point 6). */
export type AgreedDocument = PublishedLegalDocument;

export type AgreedDocuments = {
  waiver: AgreedDocument | null;
  media: AgreedDocument | null;
  concussion: AgreedDocument | null;
};

/**
 * The exact texts a registration agreed to: the documents named by
 * registrations.waiver_document_id, media_consent_document_id and
 * concussion_document_id (published versions never change, and stay readable
 * after newer ones are published). A registration made before documents were
 * recorded has none.
 */
export async function fetchAgreedDocuments(registrationId: string): Promise<AgreedDocuments> {
  const { data: reg, error } = await supabase
    .from('registrations')
    .select('waiver_document_id, media_consent_document_id, concussion_document_id')
    .eq('id', registrationId)
    .maybeSingle();
  if (error) throw error;
  const ids = [reg?.waiver_document_id, reg?.media_consent_document_id, reg?.concussion_document_id].filter(
    (x): x is string => Boolean(x),
  );
  if (!reg || !ids.length) return { waiver: null, media: null, concussion: null };
  const { data: docs, error: docsError } = await supabase
    .from('legal_documents')
    .select('id, kind, language, version, title, body, published_at')
    .in('id', ids);
  if (docsError) throw docsError;
  const byId = new Map(
    docs
      .filter((d) => d.version !== null && d.published_at !== null)
      .map((d) => [
        d.id,
        {
          ...d,
          language: d.language === 'fr' ? ('fr' as const) : ('en' as const),
          version: d.version as number,
          published_at: d.published_at as string,
        },
      ]),
  );
  const pick = (id: string | null) => (id ? (byId.get(id) ?? null) : null);
  return {
    waiver: pick(reg.waiver_document_id),
    media: pick(reg.media_consent_document_id),
    concussion: pick(reg.concussion_document_id),
  };
}

/** Read when the family opens the texts (not with the list). */
export function useAgreedDocuments(registrationId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['my-registrations', 'agreed-documents', registrationId],
    queryFn: () => fetchAgreedDocuments(registrationId),
    enabled,
    staleTime: Infinity,
  });
}

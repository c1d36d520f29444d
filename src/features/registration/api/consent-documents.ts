import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { legalDocumentSchema } from '@/lib/data/legal-document';
import type { LegalDocument, LegalLang } from '@/components/legal/legal-types';
import { supabase } from '@/lib/supabase';

const documentSchema = legalDocumentSchema;

const inForceSchema = z.object({
  waiver: documentSchema.nullish(),
  media_consent: documentSchema.nullish(),
  concussion_awareness: documentSchema.nullish(),
});

/** The three texts a family agrees to, each the version in force (null: none is published). */
export type ConsentDocuments = {
  waiver: LegalDocument | null;
  media: LegalDocument | null;
  concussion: LegalDocument | null;
};

/**
 * The versions in force of the program's waiver (its own, else the standard
 * one), the media consent and the concussion awareness, in the language asked
 * for, each falling back to English when that language has none
 * (public.consent_documents_in_force, issue 22 point 5).
 */
export async function fetchConsentDocuments(programId: string, lang: LegalLang): Promise<ConsentDocuments> {
  const { data, error } = await supabase.rpc('consent_documents_in_force', {
    p_program_id: programId,
    p_language: lang,
  });
  if (error) throw error;
  const parsed = inForceSchema.parse(data ?? {});
  return {
    waiver: parsed.waiver ?? null,
    media: parsed.media_consent ?? null,
    concussion: parsed.concussion_awareness ?? null,
  };
}

export const consentDocumentsKey = (programId: string, lang: LegalLang) =>
  ['registration', 'consent-documents', programId, lang] as const;

/** The texts shown on the registration screen; refetch() reads them again (a text changed meanwhile). */
export function useConsentDocuments(programId: string, lang: LegalLang) {
  return useQuery({
    queryKey: consentDocumentsKey(programId, lang),
    queryFn: () => fetchConsentDocuments(programId, lang),
    staleTime: 5 * 60_000,
  });
}

import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { LegalDocument, LegalLang } from '@/components/legal/legal-types';
import { supabase } from '@/lib/supabase';
import type { ConcussionStatus } from '../utils/concussion';
import { registrationKeys } from './keys';

const statusSchema = z.object({
  self: z
    .object({
      role_required: z.enum(['coach', 'volunteer']).nullable(),
      confirmation: z
        .object({
          id: z.string(),
          confirmed_at: z.string(),
          valid_until: z.string(),
          code_of_conduct: z.boolean(),
        })
        .nullable(),
    })
    .nullable(),
  participants: z.array(
    z.object({
      participant_id: z.string(),
      name: z.string(),
      minor: z.boolean(),
      confirmation: z
        .object({
          id: z.string(),
          confirmed_at: z.string(),
          valid_until: z.string(),
          guardian_confirmed: z.boolean(),
        })
        .nullable(),
    }),
  ),
});

/** The caller's own concussion confirmation and each of their participants' (public.concussion_status). */
export async function getConcussionStatus(): Promise<ConcussionStatus> {
  const { data, error } = await supabase.rpc('concussion_status', {});
  if (error) throw error;
  return statusSchema.parse(data ?? { self: null, participants: [] });
}

export function useConcussionStatus(userId: string | undefined) {
  return useQuery({
    queryKey: registrationKeys.concussionStatus(userId ?? ''),
    queryFn: getConcussionStatus,
    enabled: Boolean(userId),
  });
}

const documentSchema = z.object({
  id: z.string(),
  kind: z.string(),
  language: z.enum(['en', 'fr']),
  version: z.number(),
  title: z.string(),
  body: z.string(),
});
const documentsSchema = z.object({ awareness: documentSchema.nullish(), code_of_conduct: documentSchema.nullish() });
export type ConcussionDocuments = { awareness: LegalDocument | null; codeOfConduct: LegalDocument | null };

/** The awareness text and the Code of Conduct in force, each in English when the language has none. */
export async function getConcussionDocuments(lang: LegalLang): Promise<ConcussionDocuments> {
  const { data, error } = await supabase.rpc('concussion_documents_in_force', { p_language: lang });
  if (error) throw error;
  const parsed = documentsSchema.parse(data ?? {});
  return { awareness: parsed.awareness ?? null, codeOfConduct: parsed.code_of_conduct ?? null };
}

export function useConcussionDocuments(lang: LegalLang, enabled: boolean) {
  return useQuery({
    queryKey: registrationKeys.concussionDocuments(lang),
    queryFn: () => getConcussionDocuments(lang),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** Records the athletes' yearly confirmation (public.confirm_concussion_safety) before they register. */
export async function confirmConcussionSafety(input: {
  participantIds: string[];
  awarenessId: string;
  codeOfConductId: string;
  guardianReviewed: boolean;
  lang: LegalLang;
}): Promise<void> {
  const { error } = await supabase.rpc('confirm_concussion_safety', {
    p_participant_ids: input.participantIds,
    p_awareness_document_id: input.awarenessId,
    p_code_of_conduct_document_id: input.codeOfConductId,
    p_guardian_reviewed: input.guardianReviewed,
    p_language: input.lang,
  });
  if (error) throw error;
}

/** Records the volunteer's (or coach's) own confirmation (public.confirm_own_concussion_safety). */
export async function confirmOwnConcussionSafety(input: {
  awarenessId: string;
  codeOfConductId: string | null;
  lang: LegalLang;
}): Promise<void> {
  const { error } = await supabase.rpc('confirm_own_concussion_safety', {
    p_awareness_document_id: input.awarenessId,
    // Optional for a volunteer: recorded only when acknowledged.
    p_code_of_conduct_document_id: input.codeOfConductId as string,
    p_language: input.lang,
  });
  if (error) throw error;
}

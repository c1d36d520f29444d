// The yearly concussion safety confirmation (issue 24 point 5, decision 0052), shared server state (issue 38 point 1):
// the status and the texts in force are read once, under one key, by the registration screen and the concussion
// pages (dashboard reminder, /concussion-safety, participant cards); whoever records a confirmation invalidates that
// key, so every screen showing it is fresh. The rules live in the database functions named here.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { legalDocumentSchema } from '@/lib/data/legal-document';
import type { LegalDocument, LegalLang } from '@/components/legal/legal-types';
import { supabase } from '@/lib/supabase';

const isoDate = z.string();

/** public.concussion_status(): the caller's own duty (coach/volunteer) and each of their participants'. */
export const concussionStatusSchema = z.object({
  self: z
    .object({
      role_required: z.enum(['coach', 'volunteer']).nullable(),
      confirmation: z
        .object({ id: z.string(), confirmed_at: z.string(), valid_until: isoDate, code_of_conduct: z.boolean() })
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
          valid_until: isoDate,
          guardian_confirmed: z.boolean(),
        })
        .nullable(),
      removal: z
        .object({
          id: z.string(),
          suspected_on: isoDate,
          program_name: z.string().nullable(),
          program_name_fr: z.string().nullable().optional(),
          recorded_at: z.string(),
        })
        .nullable(),
      clearances: z.array(z.object({ suspected_on: isoDate, cleared_on: isoDate })).default([]),
    }),
  ),
});
export type ConcussionStatus = z.infer<typeof concussionStatusSchema>;
export type ParticipantConcussion = ConcussionStatus['participants'][number];

export async function fetchConcussionStatus(): Promise<ConcussionStatus> {
  const { data, error } = await supabase.rpc('concussion_status', {});
  if (error) throw error;
  return concussionStatusSchema.parse(data ?? { self: null, participants: [] });
}

const documentSchema = legalDocumentSchema;
const documentsSchema = z.object({ awareness: documentSchema.nullable(), code_of_conduct: documentSchema.nullable() });
export type ConcussionDocuments = { awareness: LegalDocument | null; code_of_conduct: LegalDocument | null };

/** The awareness resources and the Code of Conduct in force in `lang` (each in English when `lang` has none). */
export async function fetchConcussionDocuments(lang: LegalLang): Promise<ConcussionDocuments> {
  const { data, error } = await supabase.rpc('concussion_documents_in_force', { p_language: lang });
  if (error) throw error;
  const parsed = documentsSchema.parse(data ?? { awareness: null, code_of_conduct: null });
  return { awareness: parsed.awareness, code_of_conduct: parsed.code_of_conduct };
}

/** react-query keys of the concussion data: one per account and one per language. */
export const concussionKeys = {
  all: ['concussion'] as const,
  status: (userId: string) => ['concussion', 'status', userId] as const,
  documents: (lang: string) => ['concussion', 'documents', lang] as const,
};

/** The signed-in account's status (its participants and itself): one request shared by every screen. */
export function useConcussionStatus(userId: string | undefined) {
  return useQuery({
    queryKey: concussionKeys.status(userId ?? ''),
    queryFn: fetchConcussionStatus,
    enabled: Boolean(userId),
    staleTime: 30_000,
  });
}

/** The awareness resources and the Code of Conduct in force, in `lang` (else English, said by `language`). */
export function useConcussionDocuments(lang: LegalLang, enabled = true) {
  return useQuery({
    queryKey: concussionKeys.documents(lang),
    queryFn: () => fetchConcussionDocuments(lang),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** After a confirmation is recorded (or refused: the screen was stale), every screen reads the status again. */
export const invalidateConcussion = (client: QueryClient) => client.invalidateQueries({ queryKey: concussionKeys.all });

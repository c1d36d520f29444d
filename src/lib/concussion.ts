// The yearly concussion safety confirmation (issue 24 point 5, decision 0052): the reads and writes that the
// registration screen and the concussion pages (dashboard reminder, /concussion-safety, participant cards) share.
// Each feature's api/ wraps these in its own queries; the rules live in the database functions named here.
import { z } from 'zod';
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

const documentSchema = z.object({
  id: z.string(),
  kind: z.string(),
  language: z.enum(['en', 'fr']),
  version: z.number(),
  title: z.string(),
  body: z.string(),
});
const documentsSchema = z.object({ awareness: documentSchema.nullable(), code_of_conduct: documentSchema.nullable() });
export type ConcussionDocuments = { awareness: LegalDocument | null; code_of_conduct: LegalDocument | null };

/** The awareness resources and the Code of Conduct in force in `lang` (each in English when `lang` has none). */
export async function fetchConcussionDocuments(lang: LegalLang): Promise<ConcussionDocuments> {
  const { data, error } = await supabase.rpc('concussion_documents_in_force', { p_language: lang });
  if (error) throw error;
  const parsed = documentsSchema.parse(data ?? { awareness: null, code_of_conduct: null });
  return { awareness: parsed.awareness, code_of_conduct: parsed.code_of_conduct };
}

export type ConfirmParticipantsInput = {
  participantIds: string[];
  awarenessId: string;
  codeOfConductId: string;
  guardianReviewed: boolean;
  language: LegalLang;
};

const confirmedRows = z.array(z.object({ participant_id: z.string(), id: z.string(), valid_until: isoDate }));
export type ConfirmedRows = z.infer<typeof confirmedRows>;

/** Records the athletes' yearly confirmation (public.confirm_concussion_safety). */
export async function confirmForParticipants(input: ConfirmParticipantsInput): Promise<ConfirmedRows> {
  const { data, error } = await supabase.rpc('confirm_concussion_safety', {
    p_participant_ids: input.participantIds,
    p_awareness_document_id: input.awarenessId,
    p_code_of_conduct_document_id: input.codeOfConductId,
    p_guardian_reviewed: input.guardianReviewed,
    p_language: input.language,
  });
  if (error) throw error;
  return confirmedRows.parse(data);
}

export type ConfirmOwnInput = { awarenessId: string; codeOfConductId: string | null; language: LegalLang };

const ownConfirmation = z.object({ id: z.string(), role: z.string(), valid_until: isoDate });

/** Records the caller's own confirmation as coach or volunteer (public.confirm_own_concussion_safety). */
export async function confirmForSelf(input: ConfirmOwnInput): Promise<{ valid_until: string }> {
  const { data, error } = await supabase.rpc('confirm_own_concussion_safety', {
    p_awareness_document_id: input.awarenessId,
    // A volunteer may leave the Code of Conduct out (recorded only when acknowledged).
    p_code_of_conduct_document_id: input.codeOfConductId as string,
    p_language: input.language,
  });
  if (error) throw error;
  return ownConfirmation.parse(data);
}

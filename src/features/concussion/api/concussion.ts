import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { LegalDocument } from '@/components/legal/legal-types';
import type { ServerErrorOptions } from '@/lib/server-errors';
import { supabase } from '@/lib/supabase';
import { concussionKeys } from './keys';

// concussion_status() (issue 24 contract): the caller's own duty and each of their participants'.
const isoDate = z.string();
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
  return concussionStatusSchema.parse(data);
}

/** The signed-in account's status (its participants and itself); one request shared by every screen. */
export function useConcussionStatus(userId: string | undefined) {
  return useQuery({
    queryKey: concussionKeys.status(userId ?? ''),
    queryFn: fetchConcussionStatus,
    enabled: Boolean(userId),
    staleTime: 30_000,
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
const documentsSchema = z.object({ awareness: documentSchema.nullable(), code_of_conduct: documentSchema.nullable() });
export type ConcussionDocuments = { awareness: LegalDocument | null; code_of_conduct: LegalDocument | null };

export async function fetchConcussionDocuments(lang: 'en' | 'fr'): Promise<ConcussionDocuments> {
  const { data, error } = await supabase.rpc('concussion_documents_in_force', { p_language: lang });
  if (error) throw error;
  const parsed = documentsSchema.parse(data ?? { awareness: null, code_of_conduct: null });
  return { awareness: parsed.awareness, code_of_conduct: parsed.code_of_conduct };
}

/** The awareness resources and the Code of Conduct in force, in `lang` (else English, said by `language`). */
export function useConcussionDocuments(lang: 'en' | 'fr') {
  return useQuery({
    queryKey: concussionKeys.documents(lang),
    queryFn: () => fetchConcussionDocuments(lang),
    staleTime: 5 * 60_000,
  });
}

export type ConfirmParticipantsInput = {
  participantIds: string[];
  awarenessId: string;
  codeOfConductId: string;
  guardianReviewed: boolean;
  language: 'en' | 'fr';
};

const confirmedRows = z.array(z.object({ participant_id: z.string(), id: z.string(), valid_until: isoDate }));
export type ConfirmedRows = z.infer<typeof confirmedRows>;

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

export type ConfirmOwnInput = { awarenessId: string; codeOfConductId: string | null; language: 'en' | 'fr' };

const ownConfirmation = z.object({ id: z.string(), role: z.string(), valid_until: isoDate });

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

// Recording the yearly concussion confirmation (issue 24 point 5): the concussion pages confirm one person at a time;
// the registration screen records all it asked for in one call (issue 38 point 2). Callers invalidate the status
// (invalidateConcussion) once recorded.
import { z } from 'zod';
import type { ConcussionConfirmation } from '@domain/registration-order';
import type { LegalLang } from '@/components/legal/legal-types';
import { supabase } from '@/lib/supabase';

const isoDate = z.string();

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

/**
 * The registration screen's confirmations before a checkout, in one transaction (confirm_concussion_for_registration):
 * all of them or none. The free path sends them with the registration instead (create_registrations' p_concussion).
 */
export async function confirmForRegistration(confirmation: ConcussionConfirmation): Promise<void> {
  const { error } = await supabase.rpc('confirm_concussion_for_registration', { p_confirmation: confirmation });
  if (error) throw error;
}

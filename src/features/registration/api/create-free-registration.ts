import type { AnswerValue } from '@domain/registration-rules';
import { supabase } from '@/lib/supabase';

/** The browser event other screens listen to (spec 1 section 7). */
export const REGISTRATION_UPDATED_EVENT = 'registrationUpdated';

export type RegistrationItem =
  { participant_id: string; price_tier_id: string | null; assistance_code?: string } | { volunteer: true };

/** The answers to the program's questions, by question id (unanswered ones left out). */
export type RegistrationAnswers = Record<string, Exclude<AnswerValue, null | undefined | false>>;

export type ConsentPayload = {
  waiver_agreed: boolean;
  waiver_agreed_at: string | null;
  media_consent_agreed: boolean;
  media_consent_agreed_at: string | null;
  concussion_awareness_agreed: boolean;
  concussion_awareness_agreed_at: string | null;
  waiver_version: string | null;
  media_consent_version: string | null;
  concussion_version: string | null;
  language: 'en' | 'fr';
  notes: RegistrationAnswers | null;
};

export type CreatedRegistration = {
  id: string;
  participant_id: string | null;
  volunteer_id: string | null;
  status: string;
  amount_paid: number;
};

/**
 * The free path (total 0 or volunteer). One database transaction does the
 * whole registration: create_registrations() inserts every row, takes tier
 * spots and code uses under row locks (the registration trigger does what
 * increment_assistance_code_usage does) and saves the non-empty answers
 * (save_registration_response's rule), so a failure part-way leaves nothing.
 * Then one confirmation e-mail per registration is queued (failures only
 * logged, spec 2 section 8) and 'registrationUpdated' is fired.
 */
export async function createFreeRegistration(input: {
  programId: string;
  items: RegistrationItem[];
  answers: RegistrationAnswers;
  consents: ConsentPayload;
}): Promise<CreatedRegistration[]> {
  const { data, error } = await supabase.rpc('create_registrations', {
    p_program_id: input.programId,
    p_items: input.items,
    p_answers: input.answers,
    p_consents: input.consents,
  });
  if (error) throw error;
  // A wrong assistance code is answered, not raised, so the database can count
  // it as a failed attempt (issue 17 point 3): nothing was created.
  const refused = (data as { error?: { hint: string; message: string } } | null)?.error;
  if (refused) throw refused;
  const created = (data ?? []) as CreatedRegistration[];
  await Promise.all(
    created.map(async (r) => {
      const res = await supabase.functions.invoke('queue-registration-email', { body: { registrationId: r.id } });
      if (res.error) console.warn('Queuing the registration e-mail failed', r.id, res.error);
    }),
  );
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(REGISTRATION_UPDATED_EVENT));
  return created;
}

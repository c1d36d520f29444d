// Builds the server's view of a checkout request: reads what the rules need
// (7 queries whatever the number of participants, plus one code check per
// distinct typed code), prices it with priceOrder() and shapes the payload
// fulfilment will hand to create_registrations(). Spec 2 sections 5 and 7;
// issue 7 point 1; issue 17 points 1, 3 and 5 (tiers, code guessing, consent evidence).
import { z } from 'zod';
import type { Db } from './clients.ts';
import { codeCheckSchema } from './domain/assistance-codes.ts';
import { orgToday } from './domain/dates.ts';
import { orderRefusal, priceOrder, type OrderCode, type OrderLine, type OrderProblem } from './domain/order-pricing.ts';
import {
  registrationOrder,
  registrationOrderSchema,
  type CheckoutRequest,
  type OrderAnswers,
  type RegistrationOrder,
} from './domain/registration-order.ts';
import { personName } from './domain/person-name.ts';
import { ACTIVE_REGISTRATION_STATUSES } from './domain/registration-status.ts';

export type Program = {
  id: string;
  name: string;
  price: number;
  is_active: boolean;
  end_date: string;
  financial_assistance_enabled: boolean;
};

/** What checkout_sessions.payload holds: the order for create_registrations(), plus the priced lines. */
export type CheckoutPayload = Pick<RegistrationOrder, 'items' | 'answers' | 'consents'> & {
  amounts: Record<string, number>;
  lines: OrderLine[];
  program_name: string;
  language: 'en' | 'fr';
  client_amount: number;
};

export type BuiltOrder =
  | { ok: true; program: Program; lines: OrderLine[]; total: number; payload: CheckoutPayload }
  | { ok: false; status: number; code: string; message: string; problems?: OrderProblem[]; details?: unknown };

type DbError = { message: string; hint?: string | null; code?: string };

function check<T>(r: { data: T | null; error: DbError | null }): T | null {
  if (r.error) throw new Error(r.error.message);
  return r.data;
}

/** One published legal document as public.consent_documents_in_force describes it (null: none published). */
const documentInForceSchema = z
  .object({ id: z.string(), kind: z.string(), language: z.enum(['en', 'fr']), version: z.number() })
  .passthrough()
  .nullable();
/** The legal documents in force for a program in a language (public.consent_documents_in_force, a JSON answer). */
const consentDocumentsSchema = z.object({
  waiver: documentInForceSchema,
  media_consent: documentInForceSchema,
  concussion_awareness: documentInForceSchema,
});
export type ConsentDocuments = z.infer<typeof consentDocumentsSchema>;

/**
 * The documents the browser showed that are not the ones in force (a missing
 * id is outdated too: the family must have read what it agrees to).
 */
export function outdatedConsents(sent: CheckoutRequest['metadata'], inForce: ConsentDocuments): ('waiver' | 'media')[] {
  const out: ('waiver' | 'media')[] = [];
  const differs = (id: string | null | undefined, doc: ConsentDocuments[keyof ConsentDocuments]) =>
    !id || !doc || id.toLowerCase() !== doc.id.toLowerCase();
  if (differs(sent.waiverDocumentId, inForce.waiver)) out.push('waiver');
  if (differs(sent.mediaConsentDocumentId, inForce.media_consent)) out.push('media');
  // The concussion awareness resources are confirmed once a year (issue 24 point 5): the
  // confirmation records the version read, so the checkout no longer takes it from the browser.
  return out;
}

/** The distinct code texts typed for the selected participants (upper case, trimmed). */
export function typedCodes(m: CheckoutRequest['metadata']): string[] {
  const codes = m.selectedParticipants
    .map((id) =>
      String(m.financialAssistanceCodes[id] ?? '')
        .trim()
        .toUpperCase(),
    )
    .filter(Boolean);
  return [...new Set(codes)];
}

const TOO_MANY_ATTEMPTS: BuiltOrder = {
  ok: false,
  status: 429,
  code: 'too_many_attempts',
  message: 'Too many incorrect assistance codes. Please wait a few minutes and try again.',
};

/**
 * Checks each typed code as the registration screen does, through
 * check_assistance_code() on behalf of `userId`: a wrong code typed at
 * checkout counts against the family like one typed on the screen, and a
 * family past the limit is refused (429) before anything is priced.
 */
async function checkCodes(
  db: Db,
  programId: string,
  userId: string,
  typed: string[],
): Promise<OrderCode[] | BuiltOrder> {
  const found: OrderCode[] = [];
  // One at a time: the database counts the attempts in order and the first refusal stops the rest.
  for (const text of typed) {
    const { data, error } = await db.rpc('check_assistance_code', {
      p_program_id: programId,
      p_code: text,
      p_user_id: userId,
    });
    if (error) {
      if (error.hint === 'too_many_attempts') return TOO_MANY_ATTEMPTS;
      throw new Error(`check_assistance_code failed: ${error.message}`);
    }
    const r = codeCheckSchema.parse(data);
    if (r.error === 'invalid' || !r.code_id || !r.code) continue; // priceOrder reports it as invalid_code
    found.push({
      id: r.code_id,
      code: r.code,
      price: r.price ?? 0,
      max_uses: r.max_uses ?? null,
      current_uses: r.current_uses ?? 0,
      is_active: true, // check_assistance_code answers 'invalid' for inactive codes
      // An aid code names the participants it was approved for (issue 33 point 7e): refused before charging.
      participant_ids: r.participant_ids ?? null,
    });
  }
  return found;
}

/**
 * The tiers as the paying family sees them (issue 24 point 2): get_available_price_tiers, read with the service
 * client, counts every waiting-list hold; a tier with a limit is counted again by tier_spots_left_for, which does
 * not hold the family's own live offer against it (so an offered family pays for its held spot).
 */
async function tiersSeenBy<T extends { id: string; max_spots: number | null; spots_taken: number }>(
  db: Db,
  tiers: T[],
  userId: string,
): Promise<T[]> {
  return Promise.all(
    tiers.map(async (t) => {
      if (t.max_spots === null) return t;
      const left = check(await db.rpc('tier_spots_left_for', { p_tier_id: t.id, p_user_id: userId }));
      // The service client's row holds every live offer out, the family's own included: this family's count wins.
      return typeof left === 'number' ? { ...t, spots_left: left, is_sold_out: left <= 0 } : t;
    }),
  );
}

/**
 * Loads, validates and prices the order of `userId`; never trusts the client's
 * prices, codes, documents or times. `now` is the checkout's creation time: it
 * is the consent time stored (the browser's *AcceptedAt are ignored), and the
 * caller stores it as the session's created_at.
 */
export async function buildOrder(db: Db, userId: string, req: CheckoutRequest, now = new Date()): Promise<BuiltOrder> {
  const m = req.metadata;
  const language = m.language === 'fr' ? 'fr' : 'en';
  const ids = [...new Set(m.selectedParticipants)];
  const none = ['00000000-0000-0000-0000-000000000000'];
  const [program, tiers, programTiers, owned, active, questions, documents, confirmations, placesLeft] =
    await Promise.all([
      db
        .from('programs')
        .select('id, name, price, is_active, end_date, financial_assistance_enabled')
        .eq('id', m.programId)
        .maybeSingle(),
      db.rpc('get_available_price_tiers', { program_uuid: m.programId }),
      db.from('program_price_tiers').select('id').eq('program_id', m.programId),
      db
        .from('participants')
        .select('id, first_name, last_name')
        .in('id', ids.length ? ids : none)
        .or(`user_id.eq.${userId},parent_guardian_id.eq.${userId}`),
      db
        .from('registrations')
        .select('participant_id')
        .eq('program_id', m.programId)
        .in('status', [...ACTIVE_REGISTRATION_STATUSES])
        .in('participant_id', ids.length ? ids : none),
      db
        .from('registration_questions')
        .select('id, question_text, question_type, options, required')
        .eq('program_id', m.programId)
        .eq('is_active', true)
        .order('display_order'),
      db.rpc('consent_documents_in_force', { p_program_id: m.programId, p_language: language }),
      // Valid yearly concussion safety confirmations (issue 24 point 5): valid while Toronto today < valid_until.
      db
        .from('concussion_confirmations')
        .select('participant_id')
        .eq('role', 'athlete')
        .gt('valid_until', orgToday(now))
        .in('participant_id', ids.length ? ids : none),
      // Participant places left for this family: places held by others' waiting-list offers count as taken,
      // the family's own live offer does not (issue 24 point 2; null = no limit).
      db.rpc('places_left_for', { p_program_id: m.programId, p_user_id: userId }),
    ]);
  const p: Program | null = check(program);
  if (!p) return { ok: false, status: 404, code: 'program_not_found', message: 'Program not found' };
  if (!p.is_active || p.end_date < orgToday(now)) {
    return { ok: false, status: 409, code: 'program_closed', message: 'Registration is closed for this program' };
  }
  const inForce = consentDocumentsSchema.parse(check(documents));
  const outdated = outdatedConsents(m, inForce);
  if (outdated.length) {
    return {
      ok: false,
      status: 409,
      code: 'consent_version_outdated',
      message: 'The legal texts have changed since this page was opened. Please reload the page and review them.',
      details: { outdated },
    };
  }

  const codes = await checkCodes(db, m.programId, userId, typedCodes(m));
  if (!Array.isArray(codes)) return codes;

  const people = check(owned) ?? [];
  const result = priceOrder({
    programPrice: p.price,
    financialAssistanceEnabled: p.financial_assistance_enabled,
    tiers: await tiersSeenBy(db, check(tiers) ?? [], userId),
    programTierIds: (check(programTiers) ?? []).map((t) => t.id),
    selectedParticipants: ids,
    ownedParticipants: people.map((x) => ({ id: x.id, name: personName(x.first_name, x.last_name) })),
    alreadyRegistered: (check(active) ?? []).flatMap((r) => (r.participant_id ? [r.participant_id] : [])),
    participantPriceTiers: m.participantPriceTiers,
    financialAssistanceCodes: m.financialAssistanceCodes,
    codes,
    consents: { waiver: m.waiverAccepted === true, media: m.mediaConsentAccepted === true },
    concussionConfirmed: (check(confirmations) ?? []).flatMap((c) => (c.participant_id ? [c.participant_id] : [])),
    requiredQuestions: (check(questions) ?? [])
      .filter((q) => q.required)
      .map((q) => ({ id: q.id, text: q.question_text })),
    questions: (check(questions) ?? []).map((q) => ({
      id: q.id,
      text: q.question_text,
      type: q.question_type,
      options: Array.isArray(q.options) ? q.options.filter((o): o is string => typeof o === 'string') : [],
    })),
    answers: m.agreementResponses,
  });
  if (!result.ok) return { ok: false, ...orderRefusal(result.problems), problems: result.problems };
  const left = check(placesLeft);
  if (typeof left === 'number' && result.lines.length > left) {
    return { ok: false, status: 409, code: 'program_full', message: 'This program is full' };
  }

  // Consent evidence is the server's: the time the checkout was created and the documents in force
  // (the ones the family read, checked above), which fulfilment records on each registration.
  const agreedAt = now.toISOString();
  const answers: OrderAnswers = m.agreementResponses;
  // The same order the free path sends (domain/registration-order.ts), for fulfilment's create_registrations().
  const order = registrationOrderSchema.parse(
    registrationOrder({
      programId: p.id,
      isVolunteer: false,
      lines: result.lines.map((l) => ({ participantId: l.participantId, tierId: l.tierId, code: l.codeText })),
      answers,
      agreements: {
        agreedAt: { waiver: agreedAt, media: agreedAt, concussion: agreedAt },
        documentIds: {
          waiver: inForce.waiver?.id ?? null,
          media: inForce.media_consent?.id ?? null,
          concussion: inForce.concussion_awareness?.id ?? null,
        },
        language,
      },
    }),
  );
  const payload: CheckoutPayload = {
    items: order.items,
    answers: order.answers,
    consents: order.consents,
    amounts: Object.fromEntries(result.lines.map((l) => [l.participantId, l.amount])),
    lines: result.lines,
    program_name: p.name,
    language,
    client_amount: req.amount,
  };
  return { ok: true, program: p, lines: result.lines, total: result.total, payload };
}

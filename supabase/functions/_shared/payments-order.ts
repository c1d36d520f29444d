// Builds the server's view of a checkout request: reads what the rules need
// (6 queries whatever the number of participants), prices it with
// priceOrder() and shapes the payload fulfilment will hand to
// create_registrations(). Spec 2 sections 5 and 7; issue 7 point 1.
import type { SupabaseClient } from '@supabase/supabase-js';
import { orgToday } from './domain/dates.ts';
import { priceOrder, type OrderLine, type OrderProblem } from './domain/order-pricing.ts';
import { storedTierId, type PriceTier } from './domain/pricing.ts';

/** The spec's body (src/features/payments/api/start-checkout.ts is the client side). */
export type CheckoutRequest = {
  amount: number;
  programName?: string;
  participantNames?: string[];
  metadata: {
    programId: string;
    selectedParticipants: string[];
    participantPriceTiers: Record<string, string>;
    financialAssistanceCodes: Record<string, string>;
    waiverAccepted: boolean;
    mediaConsentAccepted: boolean;
    concussionAwarenessAccepted: boolean;
    agreementResponses: Record<string, unknown>;
    waiverAcceptedAt?: string | null;
    mediaConsentAcceptedAt?: string | null;
    concussionAwarenessAcceptedAt?: string | null;
    waiverVersion?: string | null;
    mediaConsentVersion?: string | null;
    concussionVersion?: string | null;
    language?: string;
  };
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The body's shape (types only; the rules come after). Null when unusable. */
export function parseCheckoutRequest(body: Record<string, unknown> | null): CheckoutRequest | null {
  const m = body?.metadata;
  if (!body || !isRecord(m)) return null;
  if (typeof body.amount !== 'number' || !Number.isInteger(body.amount) || body.amount < 0) return null;
  if (typeof m.programId !== 'string' || !UUID.test(m.programId)) return null;
  if (!Array.isArray(m.selectedParticipants) || !m.selectedParticipants.every((id) => typeof id === 'string' && UUID.test(id))) {
    return null;
  }
  for (const key of ['participantPriceTiers', 'financialAssistanceCodes', 'agreementResponses'] as const) {
    if (m[key] !== undefined && !isRecord(m[key])) return null;
  }
  return {
    ...(body as CheckoutRequest),
    metadata: {
      ...(m as CheckoutRequest['metadata']),
      participantPriceTiers: (m.participantPriceTiers ?? {}) as Record<string, string>,
      financialAssistanceCodes: (m.financialAssistanceCodes ?? {}) as Record<string, string>,
      agreementResponses: (m.agreementResponses ?? {}) as Record<string, unknown>,
    },
  };
}

export type Program = { id: string; name: string; price: number; is_active: boolean; end_date: string; financial_assistance_enabled: boolean };

export type BuiltOrder =
  | { ok: true; program: Program; lines: OrderLine[]; total: number; payload: Record<string, unknown> }
  | { ok: false; status: number; code: string; message: string; problems?: OrderProblem[] };

function check<T>(r: { data: T | null; error: { message: string } | null }): T {
  if (r.error) throw new Error(r.error.message);
  return r.data as T;
}

/** Loads, validates and prices the order of `userId`; never trusts the client's prices. */
export async function buildOrder(db: SupabaseClient, userId: string, req: CheckoutRequest, now = new Date()): Promise<BuiltOrder> {
  const m = req.metadata;
  const ids = [...new Set(m.selectedParticipants)];
  const typed = [...new Set(Object.values(m.financialAssistanceCodes).map((c) => String(c ?? '').trim().toUpperCase()).filter(Boolean))];
  const [program, tiers, owned, active, codes, questions] = await Promise.all([
    db.from('programs').select('id, name, price, is_active, end_date, financial_assistance_enabled').eq('id', m.programId).maybeSingle(),
    db.rpc('get_available_price_tiers', { program_uuid: m.programId }),
    db.from('participants').select('id, first_name, last_name').in('id', ids.length ? ids : ['00000000-0000-0000-0000-000000000000'])
      .or(`user_id.eq.${userId},parent_guardian_id.eq.${userId}`),
    db.from('registrations').select('participant_id').eq('program_id', m.programId).in('status', ['pending', 'approved'])
      .in('participant_id', ids.length ? ids : ['00000000-0000-0000-0000-000000000000']),
    db.from('financial_assistance_codes').select('id, code, price, max_uses, current_uses, is_active')
      .eq('program_id', m.programId).in('code', typed.length ? typed : ['']),
    db.from('registration_questions').select('id, question_text').eq('program_id', m.programId)
      .eq('is_active', true).eq('required', true).order('display_order'),
  ]);
  const p = check(program) as Program | null;
  if (!p) return { ok: false, status: 404, code: 'program_not_found', message: 'Program not found' };
  if (!p.is_active || p.end_date < orgToday(now)) {
    return { ok: false, status: 409, code: 'program_closed', message: 'Registration is closed for this program' };
  }
  const people = check(owned) as { id: string; first_name: string | null; last_name: string | null }[];
  const result = priceOrder({
    programPrice: p.price,
    financialAssistanceEnabled: p.financial_assistance_enabled,
    tiers: check(tiers) as PriceTier[],
    selectedParticipants: ids,
    ownedParticipants: people.map((x) => ({ id: x.id, name: [x.first_name, x.last_name].filter(Boolean).join(' ') })),
    alreadyRegistered: (check(active) as { participant_id: string }[]).map((r) => r.participant_id),
    participantPriceTiers: m.participantPriceTiers,
    financialAssistanceCodes: m.financialAssistanceCodes,
    codes: check(codes) as never,
    consents: { waiver: m.waiverAccepted === true, media: m.mediaConsentAccepted === true, concussion: m.concussionAwarenessAccepted === true },
    requiredQuestions: (check(questions) as { id: string; question_text: string }[]).map((q) => ({ id: q.id, text: q.question_text })),
    answers: m.agreementResponses,
  });
  if (!result.ok) {
    const codes = new Set(result.problems.map((x) => x.code));
    const only = (c: string) => codes.size === 1 && codes.has(c as OrderProblem['code']);
    if (only('already_registered')) return { ok: false, status: 409, code: 'already_registered', message: 'Already registered', problems: result.problems };
    if (only('sold_out')) return { ok: false, status: 409, code: 'sold_out', message: 'Sold out', problems: result.problems };
    return { ok: false, status: 422, code: 'validation_failed', message: 'The registration is not valid', problems: result.problems };
  }
  const language = m.language === 'fr' ? 'fr' : 'en';
  const at = (v: unknown) => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? v : null);
  const payload = {
    items: result.lines.map((l) => ({ participant_id: l.participantId, price_tier_id: storedTierId(l.tierId), assistance_code: l.codeText })),
    answers: m.agreementResponses,
    consents: {
      waiver_agreed: true, waiver_agreed_at: at(m.waiverAcceptedAt),
      media_consent_agreed: true, media_consent_agreed_at: at(m.mediaConsentAcceptedAt),
      concussion_awareness_agreed: true, concussion_awareness_agreed_at: at(m.concussionAwarenessAcceptedAt),
      waiver_version: m.waiverVersion ?? null, media_consent_version: m.mediaConsentVersion ?? null,
      concussion_version: m.concussionVersion ?? null, language,
      notes: Object.keys(m.agreementResponses).length ? m.agreementResponses : null,
    },
    amounts: Object.fromEntries(result.lines.map((l) => [l.participantId, l.amount])),
    lines: result.lines,
    program_name: p.name,
    language,
    client_amount: req.amount,
  };
  return { ok: true, program: p, lines: result.lines, total: result.total, payload };
}

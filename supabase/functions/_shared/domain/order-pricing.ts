// Server-side pricing and validation of a paid checkout (issue 7 point 1):
// the checkout function re-checks everything the registration screen checks
// (spec 2 section 5) and recomputes the total from tiers and codes, never from
// the client's amount. Pure: the caller loads the rows and passes them in.
import { answerFitsQuestion, answerText } from './answer-rule.ts';
import { FALLBACK_TIER_ID, isSoldOut, participantPrice, spotsLeft, type PriceTier } from './pricing.ts';

/** An assistance code row of the program (any state; the rules decide). */
export type OrderCode = {
  id: string;
  code: string;
  price: number;
  max_uses: number | null;
  current_uses: number;
  is_active: boolean;
  /**
   * The participants the code is for: a family's financial-aid code serves only those named in its request (issue
   * 33 point 7e; check_assistance_code answers them). Null or unset: any participant.
   */
  participant_ids?: string[] | null;
};

export type OrderInput = {
  programPrice: number;
  /**
   * The program's financial-assistance switch, for the record only: `codes` are those check_assistance_code accepted
   * for this program and family, which applies it (general codes only while it is on; a family's aid code whatever
   * it says, issue 33 point 7e), so it does not refuse a code here.
   */
  financialAssistanceEnabled: boolean;
  /** Tiers available today (get_available_price_tiers). */
  tiers: PriceTier[];
  /**
   * Ids of every tier of the program, whatever its dates. Only a program with
   * no tier at all is priced at the program price: a program whose tiers are
   * all closed today is refused, never priced at the (often higher or lower)
   * program price.
   */
  programTierIds: string[];
  selectedParticipants: string[];
  /** The selected participants the caller may register (owner or guardian), with names. */
  ownedParticipants: { id: string; name: string }[];
  /** Selected participants that already hold a pending/approved registration here. */
  alreadyRegistered: string[];
  participantPriceTiers: Record<string, string | null | undefined>;
  financialAssistanceCodes: Record<string, string | null | undefined>;
  /** The program's codes whose text was typed (upper case). */
  codes: OrderCode[];
  consents: { waiver: boolean; media: boolean };
  /**
   * Selected participants with a valid yearly concussion safety confirmation (issue 24 point 5,
   * concussion_confirmations): each other owned participant is refused before the card is charged.
   */
  concussionConfirmed: string[];
  requiredQuestions: { id: string; text: string }[];
  /** The program's active questions with their kind and options: each answer must be one they offer (answer-rule.ts). */
  questions?: { id: string; text: string; type: string; options: string[] }[];
  answers: Record<string, unknown>;
};

export type OrderProblem =
  | { code: 'no_participants' }
  | { code: 'not_owner'; participantId: string }
  | { code: 'already_registered'; names: string[] }
  | { code: 'price_option_required'; participantId: string }
  | { code: 'invalid_price_tier'; participantId: string }
  | { code: 'price_tier_unavailable'; participantId: string }
  | { code: 'sold_out'; tierId: string }
  | { code: 'invalid_code'; participantId: string }
  | { code: 'code_exhausted'; codeText: string }
  | { code: 'waiver_required' | 'media_consent_required' }
  | { code: 'concussion_confirmation_required'; participantId: string }
  | { code: 'question_required'; questionId: string; text: string }
  | { code: 'invalid_answer'; questionId: string; text: string };

export type OrderLine = {
  participantId: string;
  name: string;
  /** Stored tier id (null = the program price). */
  tierId: string | null;
  tierName: string | null;
  codeId: string | null;
  codeText: string | null;
  amount: number;
};

export type PricedOrder = { ok: true; lines: OrderLine[]; total: number } | { ok: false; problems: OrderProblem[] };

/** An answer counts when non-blank, true, or a non-empty list (empty and false are skipped, spec 2 s. 7). */
export function isAnswered(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return true;
  if (Array.isArray(value)) return value.some((v) => isAnswered(v));
  return false;
}

/** Validates and prices a paid order; every problem is listed, not just the first. */
export function priceOrder(input: OrderInput): PricedOrder {
  const problems: OrderProblem[] = [];
  const selected = [...new Set(input.selectedParticipants)];
  if (selected.length === 0) problems.push({ code: 'no_participants' });

  const owned = new Map(input.ownedParticipants.map((p) => [p.id, p.name]));
  for (const id of selected) if (!owned.has(id)) problems.push({ code: 'not_owner', participantId: id });
  const dup = selected.filter((id) => input.alreadyRegistered.includes(id));
  if (dup.length) problems.push({ code: 'already_registered', names: dup.map((id) => owned.get(id) ?? id) });

  if (!input.consents.waiver) problems.push({ code: 'waiver_required' });
  if (!input.consents.media) problems.push({ code: 'media_consent_required' });
  const confirmed = new Set(input.concussionConfirmed);
  for (const id of selected) {
    if (owned.has(id) && !confirmed.has(id))
      problems.push({ code: 'concussion_confirmation_required', participantId: id });
  }
  for (const q of input.requiredQuestions) {
    if (!isAnswered(input.answers[q.id])) problems.push({ code: 'question_required', questionId: q.id, text: q.text });
  }
  // The database refuses an answer its question does not offer (registration_responses trigger): caught here,
  // before the card is charged, rather than at fulfilment.
  for (const q of input.questions ?? []) {
    if (!answerFitsQuestion(q.type, q.options, answerText(input.answers[q.id]))) {
      problems.push({ code: 'invalid_answer', questionId: q.id, text: q.text });
    }
  }

  const codesByText = new Map(input.codes.map((c) => [c.code.toUpperCase(), c]));
  const tierUse = new Map<string, number>();
  const codeUse = new Map<string, number>();
  const lines: OrderLine[] = [];
  for (const id of selected) {
    const wanted = input.participantPriceTiers[id] ?? null;
    let tier: PriceTier | null = null;
    const named = wanted && wanted !== FALLBACK_TIER_ID ? wanted : null;
    if (input.programTierIds.length === 0 && input.tiers.length === 0) {
      // No tier at all: the program price applies (the 'Standard' fallback of spec 1 s. 8).
      if (named) problems.push({ code: 'invalid_price_tier', participantId: id });
    } else if (input.tiers.length === 0) {
      // Tiers exist but none can be chosen today: never the program price.
      problems.push({ code: 'price_tier_unavailable', participantId: id });
    } else if (!named) {
      problems.push({ code: 'price_option_required', participantId: id });
    } else {
      tier = input.tiers.find((t) => t.id === named) ?? null;
      if (tier) tierUse.set(tier.id, (tierUse.get(tier.id) ?? 0) + 1);
      else if (input.programTierIds.includes(named))
        problems.push({ code: 'price_tier_unavailable', participantId: id });
      else problems.push({ code: 'invalid_price_tier', participantId: id });
    }

    const typed = (input.financialAssistanceCodes[id] ?? '').trim().toUpperCase();
    let code: OrderCode | null = null;
    if (typed) {
      code = codesByText.get(typed) ?? null;
      if (!code || !code.is_active || (code.participant_ids && !code.participant_ids.includes(id))) {
        problems.push({ code: 'invalid_code', participantId: id });
        code = null;
      } else codeUse.set(code.id, (codeUse.get(code.id) ?? 0) + 1);
    }
    lines.push({
      participantId: id,
      name: owned.get(id) ?? '',
      tierId: tier?.id ?? null,
      tierName: tier?.name ?? null,
      codeId: code?.id ?? null,
      codeText: code?.code ?? null,
      amount: participantPrice(tier, code, input.programPrice),
    });
  }

  // Spots and uses are counted for the whole order (two children, one spot left: refused).
  for (const [tierId, count] of tierUse) {
    const tier = input.tiers.find((t) => t.id === tierId)!;
    const left = spotsLeft(tier);
    if (isSoldOut(tier) || (left !== null && count > left)) problems.push({ code: 'sold_out', tierId });
  }
  for (const [codeId, count] of codeUse) {
    const code = input.codes.find((c) => c.id === codeId)!;
    if (code.max_uses !== null && code.current_uses + count > code.max_uses) {
      problems.push({ code: 'code_exhausted', codeText: code.code });
    }
  }

  if (problems.length) return { ok: false, problems };
  return { ok: true, lines, total: lines.reduce((sum, l) => sum + l.amount, 0) };
}

/** The checkout's answer to refused problems: its HTTP status and stable code (the details list them all). */
export type OrderRefusal = { status: number; code: string; message: string };

const SINGLE_REFUSALS: Partial<Record<OrderProblem['code'], OrderRefusal>> = {
  concussion_confirmation_required: {
    status: 409,
    code: 'concussion_confirmation_required',
    message: 'A yearly concussion safety confirmation is needed before registering',
  },
  already_registered: { status: 409, code: 'already_registered', message: 'Already registered' },
  sold_out: { status: 409, code: 'sold_out', message: 'Sold out' },
  price_tier_unavailable: {
    status: 409,
    code: 'price_tier_unavailable',
    message: 'A price option chosen is not available today',
  },
  price_option_required: {
    status: 422,
    code: 'price_option_required',
    message: 'Choose a price option for each participant',
  },
  invalid_answer: {
    status: 422,
    code: 'invalid_answer',
    message: 'An answer is not one of the choices offered',
  },
};

/**
 * A missing concussion confirmation comes first (the screen asks for it, then
 * the rest can be fixed); otherwise one problem kind (or only price-option
 * problems) gets its own code, so the screen can say what to fix; anything
 * else is 'validation_failed'.
 */
export function orderRefusal(problems: OrderProblem[]): OrderRefusal {
  const codes = new Set(problems.map((p) => p.code));
  if (codes.has('concussion_confirmation_required')) return SINGLE_REFUSALS.concussion_confirmation_required!;
  if (codes.size === 1) {
    const only = SINGLE_REFUSALS[[...codes][0]];
    if (only) return only;
  }
  if (codes.size > 1 && [...codes].every((c) => c === 'price_tier_unavailable' || c === 'price_option_required')) {
    return SINGLE_REFUSALS.price_tier_unavailable!;
  }
  return { status: 422, code: 'validation_failed', message: 'The registration is not valid' };
}

// The registration order: the one contract between the registration screen,
// the checkout edge function and the database (issue 18 step 3). The free
// path sends it to create_registrations(); the paid path sends it as the
// spec's checkout body (spec 2 section 7), which the checkout function parses
// with checkoutBodySchema, re-prices, and stores as the same order (with the
// server's consent evidence) for fulfilment to hand to create_registrations().
import { z } from 'zod';
import { storedTierId } from './pricing.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid = z.string().regex(UUID);

export const ORDER_LANGUAGES = ['en', 'fr'] as const;
export type OrderLanguage = (typeof ORDER_LANGUAGES)[number];

/** The legal documents agreed to with every registration (spec 2 section 2). */
export const CONSENT_DOCUMENTS = ['waiver', 'media', 'concussion'] as const;
export type ConsentDocument = (typeof CONSENT_DOCUMENTS)[number];

/** An answer to a custom question: text, a ticked box, or the options chosen. */
export const orderAnswerSchema = z.union([z.string(), z.boolean(), z.number(), z.array(z.string())]);
/** Answers by question id (they apply to every registration of the order). */
export const orderAnswersSchema = z.record(z.string(), orderAnswerSchema);
export type OrderAnswers = z.infer<typeof orderAnswersSchema>;

/** The consent record stored with each registration (create_registrations' p_consents). */
export const consentRecordSchema = z.object({
  waiver_agreed: z.boolean(),
  waiver_agreed_at: z.string().nullable(),
  media_consent_agreed: z.boolean(),
  media_consent_agreed_at: z.string().nullable(),
  concussion_awareness_agreed: z.boolean(),
  concussion_awareness_agreed_at: z.string().nullable(),
  /** The legal documents shown (public.legal_documents ids); the database checks and stamps them. */
  waiver_document_id: uuid.nullable(),
  media_consent_document_id: uuid.nullable(),
  concussion_document_id: uuid.nullable(),
  language: z.enum(ORDER_LANGUAGES),
  notes: orderAnswersSchema.nullable(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** One registration of the order: a participant with its stored tier and typed code, or the volunteer. */
export const orderItemSchema = z.union([
  z.object({
    participant_id: uuid,
    price_tier_id: z.string().nullable(),
    assistance_code: z.string().nullable().optional(),
  }),
  z.object({ volunteer: z.literal(true) }),
]);
export type OrderItem = z.infer<typeof orderItemSchema>;

export const registrationOrderSchema = z.object({
  programId: uuid,
  items: z.array(orderItemSchema),
  answers: orderAnswersSchema,
  consents: consentRecordSchema,
});
export type RegistrationOrder = z.infer<typeof registrationOrderSchema>;

/** A selected participant: the tier chosen (the made-up 'standard' one counts as none) and the code typed. */
export type OrderLine = { participantId: string; tierId: string | null | undefined; code: string | null | undefined };

/**
 * What the family agreed to: per document, when (null: not agreed) and the id
 * of the document version shown (public.consent_documents_in_force; null: none).
 */
export type Agreements = {
  agreedAt: Record<ConsentDocument, string | null>;
  documentIds: Record<ConsentDocument, string | null>;
  language: OrderLanguage;
};

/** The consent record of an order; the answers are kept as its notes too. */
export function consentRecord(a: Agreements, answers: OrderAnswers): ConsentRecord {
  return {
    waiver_agreed: a.agreedAt.waiver !== null,
    waiver_agreed_at: a.agreedAt.waiver,
    media_consent_agreed: a.agreedAt.media !== null,
    media_consent_agreed_at: a.agreedAt.media,
    concussion_awareness_agreed: a.agreedAt.concussion !== null,
    concussion_awareness_agreed_at: a.agreedAt.concussion,
    waiver_document_id: a.documentIds.waiver,
    media_consent_document_id: a.documentIds.media,
    concussion_document_id: a.documentIds.concussion,
    language: a.language,
    notes: Object.keys(answers).length ? answers : null,
  };
}

/** The order of a family (participants) or of a volunteer (one free registration). */
export function registrationOrder(input: {
  programId: string;
  isVolunteer: boolean;
  lines: OrderLine[];
  answers: OrderAnswers;
  agreements: Agreements;
}): RegistrationOrder {
  const items: OrderItem[] = input.isVolunteer
    ? [{ volunteer: true }]
    : input.lines.map((l) => ({
        participant_id: l.participantId,
        price_tier_id: storedTierId(l.tierId),
        ...(l.code ? { assistance_code: l.code } : {}),
      }));
  return {
    programId: input.programId,
    items,
    answers: input.answers,
    consents: consentRecord(input.agreements, input.answers),
  };
}

/**
 * The yearly concussion confirmations the registration screen asked for (issue 38 point 2): create_registrations'
 * p_concussion on the free path (one transaction with the registrations), confirm_concussion_for_registration's
 * argument before a checkout. `self` is the volunteer's (or coach's) own; each participant's guardian_reviewed is
 * the parent's or guardian's review of a minor's.
 */
export type ConcussionConfirmation = {
  awareness_document_id: string;
  code_of_conduct_document_id: string | null;
  language: OrderLanguage;
  self: boolean;
  participants: { participant_id: string; guardian_reviewed: boolean }[];
};

/** create_registrations()'s arguments for an order, with the confirmations to record in the same transaction. */
export function createRegistrationsArgs(order: RegistrationOrder, concussion: ConcussionConfirmation | null = null) {
  return {
    p_program_id: order.programId,
    p_items: order.items,
    p_answers: order.answers,
    p_consents: order.consents,
    ...(concussion ? { p_concussion: concussion } : {}),
  };
}

// ---------------------------------------------------------------------
// The checkout body: the spec's wire shape of an order (spec 2 section 7)
// ---------------------------------------------------------------------

const idMap = z.record(z.string(), z.string().nullable());

/**
 * POST create-checkout-session's body. Money in integer cents; the server
 * re-prices everything and refuses an `amount` that is not its total.
 * `metadata.userId` and the *AcceptedAt times are ignored (the JWT says who
 * pays; the consent time stored is the checkout's creation time). The
 * *DocumentId are the legal documents the screen showed: each must be the one
 * in force in the checkout's language (else 409 consent_version_outdated).
 */
export const checkoutBodySchema = z.object({
  amount: z.number().int().min(0),
  programName: z.string().optional(),
  participantNames: z.array(z.string()).optional(),
  metadata: z.object({
    programId: uuid,
    selectedParticipants: z.array(uuid),
    /** participant id -> price tier id ('' for none) */
    participantPriceTiers: idMap.default({}),
    /** participant id -> assistance code text ('' for none) */
    financialAssistanceCodes: idMap.default({}),
    waiverAccepted: z.boolean().optional(),
    mediaConsentAccepted: z.boolean().optional(),
    concussionAwarenessAccepted: z.boolean().optional(),
    /** question id -> answer (applies to every selected participant) */
    agreementResponses: orderAnswersSchema.default({}),
    userId: z.string().optional(),
    waiverAcceptedAt: z.string().nullable().optional(),
    mediaConsentAcceptedAt: z.string().nullable().optional(),
    concussionAwarenessAcceptedAt: z.string().nullable().optional(),
    /** The documents the screen showed; each must be the one in force (else consent_version_outdated). */
    waiverDocumentId: z.string().nullable().optional(),
    mediaConsentDocumentId: z.string().nullable().optional(),
    concussionDocumentId: z.string().nullable().optional(),
    language: z.string().optional(),
  }),
});
/** The body as sent. */
export type CheckoutBody = z.input<typeof checkoutBodySchema>;
/** The body as parsed by the server (maps and answers default to {}). */
export type CheckoutRequest = z.output<typeof checkoutBodySchema>;

/** The checkout body of a family's order. */
export function checkoutBody(
  order: RegistrationOrder,
  display: { amount: number; programName: string; participantNames: string[] },
): CheckoutBody {
  const items = order.items.filter((i) => 'participant_id' in i);
  const c = order.consents;
  return {
    ...display,
    metadata: {
      programId: order.programId,
      selectedParticipants: items.map((i) => i.participant_id),
      participantPriceTiers: Object.fromEntries(items.map((i) => [i.participant_id, i.price_tier_id ?? ''])),
      financialAssistanceCodes: Object.fromEntries(items.map((i) => [i.participant_id, i.assistance_code ?? ''])),
      waiverAccepted: c.waiver_agreed,
      mediaConsentAccepted: c.media_consent_agreed,
      concussionAwarenessAccepted: c.concussion_awareness_agreed,
      agreementResponses: order.answers,
      waiverAcceptedAt: c.waiver_agreed_at,
      mediaConsentAcceptedAt: c.media_consent_agreed_at,
      concussionAwarenessAcceptedAt: c.concussion_awareness_agreed_at,
      waiverDocumentId: c.waiver_document_id,
      mediaConsentDocumentId: c.media_consent_document_id,
      concussionDocumentId: c.concussion_document_id,
      language: c.language,
    },
  };
}

/** The body's shape (the rules come after); null when unusable. */
export function parseCheckoutBody(body: unknown): CheckoutRequest | null {
  const parsed = checkoutBodySchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}

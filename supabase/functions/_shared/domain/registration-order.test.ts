import { describe, expect, it } from 'vitest';
import {
  checkoutBody,
  createRegistrationsArgs,
  parseCheckoutBody,
  registrationOrder,
  registrationOrderSchema,
  type Agreements,
} from './registration-order.ts';

const PROGRAM = '11111111-1111-4111-8111-111111111111';
const KID_A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const KID_B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const TIER = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
const AT = '2026-11-25T10:00:00.000Z';
const WAIVER_DOC = 'eeeeeeee-0000-4000-8000-000000000001';
const MEDIA_DOC = 'eeeeeeee-0000-4000-8000-000000000002';
const agreements: Agreements = {
  agreedAt: { waiver: AT, media: AT, concussion: null },
  documentIds: { waiver: WAIVER_DOC, media: MEDIA_DOC, concussion: null },
  language: 'fr',
};

const family = () =>
  registrationOrder({
    programId: PROGRAM,
    isVolunteer: false,
    lines: [
      { participantId: KID_A, tierId: TIER, code: 'HALF' },
      { participantId: KID_B, tierId: 'standard', code: null },
    ],
    answers: { q1: 'M' },
    agreements,
  });

describe('the registration order', () => {
  it("is a family's participants with their stored tier and typed code, and the consent record", () => {
    const order = family();
    expect(order).toEqual({
      programId: PROGRAM,
      items: [
        { participant_id: KID_A, price_tier_id: TIER, assistance_code: 'HALF' },
        // The made-up 'standard' tier is stored as no tier; no code, no key.
        { participant_id: KID_B, price_tier_id: null },
      ],
      answers: { q1: 'M' },
      consents: {
        waiver_agreed: true,
        waiver_agreed_at: AT,
        media_consent_agreed: true,
        media_consent_agreed_at: AT,
        concussion_awareness_agreed: false,
        concussion_awareness_agreed_at: null,
        waiver_document_id: WAIVER_DOC,
        media_consent_document_id: MEDIA_DOC,
        concussion_document_id: null,
        language: 'fr',
        notes: { q1: 'M' },
      },
    });
    expect(registrationOrderSchema.safeParse(order).success).toBe(true);
  });

  it('of a volunteer is one free registration, with no notes when nothing was answered', () => {
    const order = registrationOrder({
      programId: PROGRAM,
      isVolunteer: true,
      lines: [{ participantId: KID_A, tierId: TIER, code: null }],
      answers: {},
      agreements,
    });
    expect(order.items).toEqual([{ volunteer: true }]);
    expect(order.consents.notes).toBeNull();
  });

  it('is what create_registrations() receives', () => {
    const order = family();
    expect(createRegistrationsArgs(order)).toEqual({
      p_program_id: PROGRAM,
      p_items: order.items,
      p_answers: order.answers,
      p_consents: order.consents,
    });
  });

  it('carries the concussion confirmations to record in the same transaction, when the screen asked for them', () => {
    const order = family();
    const concussion = {
      awareness_document_id: WAIVER_DOC,
      code_of_conduct_document_id: null,
      language: 'fr' as const,
      self: false,
      participants: [{ participant_id: KID_A, guardian_reviewed: true }],
    };
    expect(createRegistrationsArgs(order, concussion)).toMatchObject({ p_concussion: concussion });
    expect(createRegistrationsArgs(order, null)).not.toHaveProperty('p_concussion');
  });

  it.each([
    ['a program id that is not a uuid', { programId: 'p' }],
    ['a participant id that is not a uuid', { items: [{ participant_id: 'x', price_tier_id: null }] }],
    ['an unknown language', { consents: { ...family().consents, language: 'de' } }],
    ['an answer that is an object', { answers: { q1: { a: 1 } } }],
  ])('is refused by the validator with %s', (_name, change) => {
    expect(registrationOrderSchema.safeParse({ ...family(), ...change }).success).toBe(false);
  });
});

describe('the checkout body (spec 2 section 7)', () => {
  const display = { amount: 18000, programName: 'Spring', participantNames: ['Ava Lee', 'Ben Lee'] };

  it("is the order in the spec's shape", () => {
    expect(checkoutBody(family(), display)).toEqual({
      ...display,
      metadata: {
        programId: PROGRAM,
        selectedParticipants: [KID_A, KID_B],
        participantPriceTiers: { [KID_A]: TIER, [KID_B]: '' },
        financialAssistanceCodes: { [KID_A]: 'HALF', [KID_B]: '' },
        waiverAccepted: true,
        mediaConsentAccepted: true,
        concussionAwarenessAccepted: false,
        agreementResponses: { q1: 'M' },
        waiverAcceptedAt: AT,
        mediaConsentAcceptedAt: AT,
        concussionAwarenessAcceptedAt: null,
        waiverDocumentId: WAIVER_DOC,
        mediaConsentDocumentId: MEDIA_DOC,
        concussionDocumentId: null,
        language: 'fr',
      },
    });
  });

  it('parses back on the server, the maps and answers defaulting to {}', () => {
    const body = checkoutBody(family(), display);
    expect(parseCheckoutBody(body)).toEqual(body);
    expect(
      parseCheckoutBody({ amount: 0, metadata: { programId: PROGRAM, selectedParticipants: [] } })?.metadata,
    ).toEqual({
      programId: PROGRAM,
      selectedParticipants: [],
      participantPriceTiers: {},
      financialAssistanceCodes: {},
      agreementResponses: {},
    });
  });

  it.each<[string, unknown]>([
    ['no body', null],
    ['no metadata', { amount: 100 }],
    ['a negative amount', { amount: -1, metadata: { programId: PROGRAM, selectedParticipants: [] } }],
    ['a fractional amount', { amount: 1.5, metadata: { programId: PROGRAM, selectedParticipants: [] } }],
    ['a participant that is not a uuid', { amount: 1, metadata: { programId: PROGRAM, selectedParticipants: ['x'] } }],
    [
      'a list of tiers',
      { amount: 1, metadata: { programId: PROGRAM, selectedParticipants: [], participantPriceTiers: [] } },
    ],
  ])('is unusable with %s', (_name, body) => {
    expect(parseCheckoutBody(body)).toBeNull();
  });
});

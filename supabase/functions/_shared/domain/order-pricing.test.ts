import { describe, expect, it } from 'vitest';
import {
  isAnswered,
  orderRefusal,
  priceOrder,
  type OrderCode,
  type OrderInput,
  type OrderProblem,
} from './order-pricing.ts';
import type { PriceTier } from './pricing.ts';

const tier = (id: string, price: number, extra: Partial<PriceTier> = {}): PriceTier => ({
  id,
  name: id,
  price,
  max_spots: null,
  spots_taken: 0,
  is_default: false,
  ...extra,
});
const code = (id: string, text: string, price: number, extra: Partial<OrderCode> = {}): OrderCode => ({
  id,
  code: text,
  price,
  max_uses: null,
  current_uses: 0,
  is_active: true,
  ...extra,
});

const regular = tier('regular', 15000, { is_default: true });
const lastSpot = tier('last', 9000, { max_spots: 10, spots_taken: 9 });
const soldOut = tier('gone', 5000, { max_spots: 2, spots_taken: 2 });
const half = code('c-half', 'HALF', 7500);
const single = code('c-one', 'ONCE', 0, { max_uses: 1 });
const used = code('c-used', 'USED', 0, { max_uses: 3, current_uses: 3 });
const off = code('c-off', 'OFF', 0, { is_active: false });

function order(extra: Partial<OrderInput> = {}): OrderInput {
  return {
    programPrice: 20000,
    financialAssistanceEnabled: true,
    tiers: [regular, lastSpot, soldOut],
    // 'early' is a tier of the program whose dates are over (not in today's list).
    programTierIds: ['regular', 'last', 'gone', 'early'],
    selectedParticipants: ['kid-a', 'kid-b'],
    ownedParticipants: [
      { id: 'kid-a', name: 'Ava Lee' },
      { id: 'kid-b', name: 'Ben Lee' },
    ],
    alreadyRegistered: [],
    participantPriceTiers: { 'kid-a': 'regular', 'kid-b': 'regular' },
    financialAssistanceCodes: {},
    codes: [half, single, used, off],
    consents: { waiver: true, media: true },
    concussionConfirmed: ['kid-a', 'kid-b'],
    requiredQuestions: [{ id: 'q1', text: 'Jersey size?' }],
    answers: { q1: 'M' },
    ...extra,
  };
}

const problems = (input: OrderInput): OrderProblem[] => {
  const r = priceOrder(input);
  return r.ok ? [] : r.problems;
};

describe('priceOrder totals', () => {
  it.each([
    ['two children at the regular tier', {}, 30000],
    ['a code replaces one tier price', { financialAssistanceCodes: { 'kid-a': 'half' } }, 22500],
    [
      'the program’s assistance off: the codes given are those the database accepted (a family’s aid code)',
      {
        financialAssistanceEnabled: false,
        codes: [code('c-aid', 'FA-AAAAAA', 3000, { participant_ids: ['kid-a'] })],
        financialAssistanceCodes: { 'kid-a': 'FA-AAAAAA' },
      },
      18000,
    ],
    ['codes are case-insensitive and trimmed', { financialAssistanceCodes: { 'kid-b': '  Half ' } }, 22500],
    [
      'the last spot of a tier for one child',
      { selectedParticipants: ['kid-a'], participantPriceTiers: { 'kid-a': 'last' } },
      9000,
    ],
    [
      'a program without tiers: the program price (Standard fallback)',
      { tiers: [], programTierIds: [], participantPriceTiers: { 'kid-a': 'standard', 'kid-b': '' } },
      40000,
    ],
    ['the same child twice counts once', { selectedParticipants: ['kid-a', 'kid-a'] }, 15000],
  ] as const)('%s', (_name, extra, total) => {
    const r = priceOrder(order(extra as Partial<OrderInput>));
    expect(r.ok && r.total).toBe(total);
  });

  it('returns one line per participant with the stored tier and code', () => {
    const r = priceOrder(order({ financialAssistanceCodes: { 'kid-b': 'ONCE' } }));
    expect(r.ok && r.lines).toEqual([
      {
        participantId: 'kid-a',
        name: 'Ava Lee',
        tierId: 'regular',
        tierName: 'regular',
        codeId: null,
        codeText: null,
        amount: 15000,
      },
      {
        participantId: 'kid-b',
        name: 'Ben Lee',
        tierId: 'regular',
        tierName: 'regular',
        codeId: 'c-one',
        codeText: 'ONCE',
        amount: 0,
      },
    ]);
  });
});

describe('priceOrder refusals', () => {
  it.each<[string, Partial<OrderInput>, OrderProblem[]]>([
    ['nobody selected', { selectedParticipants: [] }, [{ code: 'no_participants' }]],
    [
      "someone else's child",
      {
        selectedParticipants: ['kid-a', 'stranger'],
        participantPriceTiers: { 'kid-a': 'regular', stranger: 'regular' },
      },
      [{ code: 'not_owner', participantId: 'stranger' }],
    ],
    [
      'already registered, by name',
      { alreadyRegistered: ['kid-b'] },
      [{ code: 'already_registered', names: ['Ben Lee'] }],
    ],
    [
      'missing tier',
      { participantPriceTiers: { 'kid-a': 'regular' } },
      [{ code: 'price_option_required', participantId: 'kid-b' }],
    ],
    [
      'fallback tier while tiers exist',
      { participantPriceTiers: { 'kid-a': 'regular', 'kid-b': 'standard' } },
      [{ code: 'price_option_required', participantId: 'kid-b' }],
    ],
    [
      'tier of another program',
      { participantPriceTiers: { 'kid-a': 'regular', 'kid-b': 'elsewhere' } },
      [{ code: 'invalid_price_tier', participantId: 'kid-b' }],
    ],
    [
      'a tier of the program not available today',
      { participantPriceTiers: { 'kid-a': 'regular', 'kid-b': 'early' } },
      [{ code: 'price_tier_unavailable', participantId: 'kid-b' }],
    ],
    [
      'tiers exist but none today: never the program price',
      { tiers: [], participantPriceTiers: { 'kid-a': '', 'kid-b': 'standard' } },
      [
        { code: 'price_tier_unavailable', participantId: 'kid-a' },
        { code: 'price_tier_unavailable', participantId: 'kid-b' },
      ],
    ],
    [
      'tiers exist but none today, a closed tier named',
      { tiers: [], selectedParticipants: ['kid-a'], participantPriceTiers: { 'kid-a': 'early' } },
      [{ code: 'price_tier_unavailable', participantId: 'kid-a' }],
    ],
    [
      'a tier id when the program has no tier',
      { tiers: [], programTierIds: [], participantPriceTiers: { 'kid-a': 'regular' }, selectedParticipants: ['kid-a'] },
      [{ code: 'invalid_price_tier', participantId: 'kid-a' }],
    ],
    [
      'sold-out tier',
      { participantPriceTiers: { 'kid-a': 'gone', 'kid-b': 'regular' } },
      [{ code: 'sold_out', tierId: 'gone' }],
    ],
    [
      'two children, one spot left',
      { participantPriceTiers: { 'kid-a': 'last', 'kid-b': 'last' } },
      [{ code: 'sold_out', tierId: 'last' }],
    ],
    [
      'unknown code',
      { financialAssistanceCodes: { 'kid-a': 'NOPE' } },
      [{ code: 'invalid_code', participantId: 'kid-a' }],
    ],
    [
      'inactive code',
      { financialAssistanceCodes: { 'kid-a': 'OFF' } },
      [{ code: 'invalid_code', participantId: 'kid-a' }],
    ],
    [
      'a family’s aid code for a participant its request does not name (issue 33 point 7e)',
      {
        codes: [code('c-aid', 'FA-AAAAAA', 3000, { participant_ids: ['kid-a'] })],
        financialAssistanceCodes: { 'kid-a': 'FA-AAAAAA', 'kid-b': 'FA-AAAAAA' },
      },
      [{ code: 'invalid_code', participantId: 'kid-b' }],
    ],
    [
      'single-use code for two children',
      { financialAssistanceCodes: { 'kid-a': 'ONCE', 'kid-b': 'once' } },
      [{ code: 'code_exhausted', codeText: 'ONCE' }],
    ],
    [
      'code at its limit',
      { financialAssistanceCodes: { 'kid-a': 'USED' } },
      [{ code: 'code_exhausted', codeText: 'USED' }],
    ],
    ['no waiver', { consents: { waiver: false, media: true } }, [{ code: 'waiver_required' }]],
    ['no media consent', { consents: { waiver: true, media: false } }, [{ code: 'media_consent_required' }]],
    [
      'a child without a valid yearly concussion confirmation',
      { concussionConfirmed: ['kid-a'] },
      [{ code: 'concussion_confirmation_required', participantId: 'kid-b' }],
    ],
    [
      'a participant of someone else: not_owner only (no confirmation asked for them)',
      {
        selectedParticipants: ['kid-a', 'stranger'],
        concussionConfirmed: ['kid-a'],
        participantPriceTiers: { 'kid-a': 'regular', stranger: 'regular' },
      },
      [{ code: 'not_owner', participantId: 'stranger' }],
    ],
    [
      'required question blank',
      { answers: { q1: '   ' } },
      [{ code: 'question_required', questionId: 'q1', text: 'Jersey size?' }],
    ],
    [
      'required question false',
      { answers: { q1: false } },
      [{ code: 'question_required', questionId: 'q1', text: 'Jersey size?' }],
    ],
    [
      'a select answer the question does not offer',
      {
        answers: { q1: 'XXL' },
        questions: [{ id: 'q1', text: 'Jersey size?', type: 'select', options: ['Youth M', 'Adult L'] }],
      },
      [{ code: 'invalid_answer', questionId: 'q1', text: 'Jersey size?' }],
    ],
    [
      'a checkbox answered with text',
      {
        answers: { q1: 'Adult L', q2: 'yes' },
        questions: [{ id: 'q2', text: 'Own skates?', type: 'checkbox', options: [] }],
      },
      [{ code: 'invalid_answer', questionId: 'q2', text: 'Own skates?' }],
    ],
    [
      'answers that fit: an option (trimmed), a ticked box, free text, an optional radio left empty',
      {
        answers: { q1: ' Adult L ', q2: true, q3: 'Anything', q4: '' },
        questions: [
          { id: 'q1', text: 'Jersey size?', type: 'select', options: ['Youth M', 'Adult L'] },
          { id: 'q2', text: 'Own skates?', type: 'checkbox', options: [] },
          { id: 'q3', text: 'Notes', type: 'text', options: [] },
          { id: 'q4', text: 'Session', type: 'radio', options: ['Morning'] },
        ],
      },
      [],
    ],
  ])('%s', (_name, extra, expected) => {
    expect(problems(order(extra))).toEqual(expected);
  });

  it('lists every problem at once', () => {
    const found = problems(order({ consents: { waiver: false, media: false }, concussionConfirmed: [], answers: {} }));
    expect(found.map((p) => p.code)).toEqual([
      'waiver_required',
      'media_consent_required',
      'concussion_confirmation_required',
      'concussion_confirmation_required',
      'question_required',
    ]);
  });
});

describe("orderRefusal: the checkout's top-level answer", () => {
  const p = (code: OrderProblem['code']) => ({ code, participantId: 'kid-a' }) as OrderProblem;
  it.each<[string, OrderProblem[], number, string]>([
    ['already registered alone', [{ code: 'already_registered', names: ['Ava Lee'] }], 409, 'already_registered'],
    ['sold out alone', [{ code: 'sold_out', tierId: 'gone' }], 409, 'sold_out'],
    ['an answer not offered', [{ code: 'invalid_answer', questionId: 'q1', text: 'Size' }], 422, 'invalid_answer'],
    ['a tier not available today', [p('price_tier_unavailable')], 409, 'price_tier_unavailable'],
    [
      'no tier named',
      [p('price_option_required'), { code: 'price_option_required', participantId: 'kid-b' }],
      422,
      'price_option_required',
    ],
    [
      'one child without a tier, one with a closed tier',
      [p('price_option_required'), { code: 'price_tier_unavailable', participantId: 'kid-b' }],
      409,
      'price_tier_unavailable',
    ],
    [
      'a tier problem with a missing consent',
      [p('price_option_required'), { code: 'waiver_required' }],
      422,
      'validation_failed',
    ],
    ['an unknown code', [p('invalid_code')], 422, 'validation_failed'],
    [
      'a missing concussion confirmation',
      [p('concussion_confirmation_required')],
      409,
      'concussion_confirmation_required',
    ],
    [
      'a missing concussion confirmation comes before the other problems',
      [p('price_option_required'), { code: 'waiver_required' }, p('concussion_confirmation_required')],
      409,
      'concussion_confirmation_required',
    ],
    ['a forged tier id', [p('invalid_price_tier')], 422, 'validation_failed'],
  ])('%s', (_name, found, status, code) => {
    expect(orderRefusal(found)).toMatchObject({ status, code });
  });

  it("answers what priceOrder found when a program's tiers are all closed today", () => {
    expect(orderRefusal(problems(order({ tiers: [], participantPriceTiers: {} })))).toMatchObject({
      status: 409,
      code: 'price_tier_unavailable',
    });
  });
});

describe('isAnswered', () => {
  it.each([
    ['text', 'yes', true],
    ['blank', '  ', false],
    ['true', true, true],
    ['false', false, false],
    ['list', ['a'], true],
    ['empty list', [], false],
    ['number', 0, true],
    ['null', null, false],
    ['undefined', undefined, false],
  ] as const)('%s', (_name, value, expected) => {
    expect(isAnswered(value)).toBe(expected);
  });
});

// buildOrder() against a stand-in database (the queries answer fixed rows):
// the server's consent evidence, code checks on the family's behalf, and the
// top-level refusal codes (issue 17 points 1, 3 and 5). The same paths run
// against the real database in tests/db/payments.test.ts.
import { describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { parseCheckoutBody, type CheckoutRequest } from './domain/registration-order.ts';
import { buildOrder, outdatedConsents, typedCodes } from './payments-order.ts';

const PROGRAM = '11111111-1111-4111-8111-111111111111';
const KID_A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const KID_B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const USER = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const NOW = new Date('2026-12-01T15:04:05.678Z');
const WAIVER_V2_FR = 'dddddddd-0000-4000-8000-000000000002';
const MEDIA_V1_FR = 'dddddddd-0000-4000-8000-000000000011';
const CONCUSSION_V1_FR = 'dddddddd-0000-4000-8000-000000000021';
const doc = (id: string, kind: string, version: number) => ({
  id,
  kind,
  language: 'fr' as const,
  version,
  title: `${kind} v${version}`,
  body: 'Texte.',
});
/** What consent_documents_in_force answers for the program in French. */
const IN_FORCE = {
  waiver: doc(WAIVER_V2_FR, 'waiver', 2),
  media_consent: doc(MEDIA_V1_FR, 'media_consent', 1),
  concussion_awareness: doc(CONCUSSION_V1_FR, 'concussion_awareness', 1),
};
const regular = {
  id: 'tier-regular',
  name: 'Regular',
  price: 12000,
  max_spots: null,
  spots_taken: 0,
  is_default: true,
};

type Result = { data: unknown; error: unknown };
type Db = {
  program?: unknown;
  tiersToday?: unknown[];
  programTiers?: unknown[];
  codes?: Record<string, Result>;
  /** Participants with a valid yearly concussion confirmation (default: both). */
  confirmed?: string[];
  /** What places_left_for answers for the family (default: null, no limit). */
  placesLeft?: number | null;
  /** What tier_spots_left_for answers per tier id for the family (default: the tier's own count). */
  tierLeft?: Record<string, number>;
};

/** A SupabaseClient stand-in: every query of a table answers its rows; rpc calls are recorded. */
function fakeDb(db: Db = {}) {
  const rpcs: { name: string; args: Record<string, unknown> }[] = [];
  const filters: { table: string; method: string; args: unknown[] }[] = [];
  const rows: Record<string, unknown> = {
    programs:
      db.program === undefined
        ? {
            id: PROGRAM,
            name: 'Spring',
            price: 9000,
            is_active: true,
            end_date: '2099-01-01',
            financial_assistance_enabled: true,
          }
        : db.program,
    program_price_tiers: db.programTiers ?? [{ id: 'tier-regular' }],
    participants: [
      { id: KID_A, first_name: 'Ava', last_name: 'Lee' },
      { id: KID_B, first_name: 'Ben', last_name: 'Lee' },
    ],
    registrations: [],
    registration_questions: [],
    concussion_confirmations: (db.confirmed ?? [KID_A, KID_B]).map((id) => ({ participant_id: id })),
  };
  const query = (table: string) => {
    const answer = (): Promise<Result> => Promise.resolve({ data: rows[table], error: null });
    const q: Record<string, unknown> = {};
    for (const m of ['select', 'eq', 'gt', 'in', 'or', 'order'])
      q[m] = (...args: unknown[]) => {
        filters.push({ table, method: m, args });
        return q;
      };
    q.maybeSingle = answer;
    q.then = (ok: (r: Result) => unknown, ko: (e: unknown) => unknown) => answer().then(ok, ko);
    return q;
  };
  const rpc = (name: string, args: Record<string, unknown>): Promise<Result> => {
    rpcs.push({ name, args });
    if (name === 'get_available_price_tiers') return Promise.resolve({ data: db.tiersToday ?? [regular], error: null });
    if (name === 'consent_documents_in_force') return Promise.resolve({ data: IN_FORCE, error: null });
    if (name === 'places_left_for') return Promise.resolve({ data: db.placesLeft ?? null, error: null });
    if (name === 'tier_spots_left_for') {
      const tier = (db.tiersToday ?? [regular]).find((t) => (t as { id: string }).id === args.p_tier_id) as
        { max_spots: number; spots_taken: number } | undefined;
      const own = tier ? Math.max(tier.max_spots - tier.spots_taken, 0) : null;
      return Promise.resolve({ data: db.tierLeft?.[String(args.p_tier_id)] ?? own, error: null });
    }
    if (name === 'check_assistance_code') {
      return Promise.resolve(
        db.codes?.[String(args.p_code)] ?? { data: { valid: false, error: 'invalid' }, error: null },
      );
    }
    throw new Error(`unexpected rpc ${name}`);
  };
  return { client: { from: query, rpc } as unknown as SupabaseClient, rpcs, filters };
}

function request(extra: Partial<CheckoutRequest['metadata']> = {}, amount = 24000): CheckoutRequest {
  return parseCheckoutBody({
    amount,
    metadata: {
      programId: PROGRAM,
      selectedParticipants: [KID_A, KID_B],
      participantPriceTiers: { [KID_A]: 'tier-regular', [KID_B]: 'tier-regular' },
      financialAssistanceCodes: {},
      waiverAccepted: true,
      mediaConsentAccepted: true,
      concussionAwarenessAccepted: true,
      agreementResponses: {},
      waiverDocumentId: WAIVER_V2_FR,
      mediaConsentDocumentId: MEDIA_V1_FR,
      concussionDocumentId: CONCUSSION_V1_FR,
      language: 'fr',
      ...extra,
    },
  })!;
}

const codeRow = (code: string, price: number, extra: Record<string, unknown> = {}): Result => ({
  data: {
    valid: true,
    error: null,
    code_id: `id-${code}`,
    code,
    price,
    max_uses: null,
    current_uses: 0,
    remaining_uses: null,
    ...extra,
  },
  error: null,
});

describe('consent evidence (issue 17 point 5)', () => {
  it("stores the checkout's creation time and the documents in force, never the browser's times", async () => {
    const { client, rpcs } = fakeDb();
    const order = await buildOrder(
      client,
      USER,
      request({
        waiverAcceptedAt: '2099-01-01T00:00:00.000Z',
        mediaConsentAcceptedAt: '2099-01-01T00:00:00.000Z',
        concussionAwarenessAcceptedAt: '1999-01-01T00:00:00.000Z',
      }),
      NOW,
    );
    expect(order.ok).toBe(true);
    if (!order.ok) return;
    expect(order.payload.consents).toMatchObject({
      waiver_agreed: true,
      waiver_agreed_at: NOW.toISOString(),
      media_consent_agreed: true,
      media_consent_agreed_at: NOW.toISOString(),
      concussion_awareness_agreed: true,
      concussion_awareness_agreed_at: NOW.toISOString(),
      waiver_document_id: WAIVER_V2_FR,
      media_consent_document_id: MEDIA_V1_FR,
      concussion_document_id: CONCUSSION_V1_FR,
      language: 'fr',
    });
    // The documents in force are those of the checkout's language.
    expect(rpcs.find((r) => r.name === 'consent_documents_in_force')?.args).toEqual({
      p_program_id: PROGRAM,
      p_language: 'fr',
    });
  });

  it('asks for the English documents when the checkout is in English', async () => {
    const { client, rpcs } = fakeDb();
    await buildOrder(client, USER, request({ language: 'en' }), NOW);
    expect(rpcs.find((r) => r.name === 'consent_documents_in_force')?.args).toEqual({
      p_program_id: PROGRAM,
      p_language: 'en',
    });
  });

  it.each<[string, Partial<CheckoutRequest['metadata']>, string[]]>([
    ['an old waiver', { waiverDocumentId: 'dddddddd-0000-4000-8000-000000000001' }, ['waiver']],
    ['an old media release', { mediaConsentDocumentId: 'dddddddd-0000-4000-8000-000000000010' }, ['media']],
    [
      'no documents at all',
      { waiverDocumentId: undefined, mediaConsentDocumentId: null, concussionDocumentId: '' },
      ['waiver', 'media'],
    ],
  ])('refuses %s with 409 consent_version_outdated before checking codes', async (_name, extra, outdated) => {
    const { client, rpcs } = fakeDb();
    const order = await buildOrder(
      client,
      USER,
      request({ ...extra, financialAssistanceCodes: { [KID_A]: 'HALF' } }),
      NOW,
    );
    expect(order).toMatchObject({ ok: false, status: 409, code: 'consent_version_outdated', details: { outdated } });
    expect(rpcs.map((r) => r.name)).not.toContain('check_assistance_code');
  });

  it('outdatedConsents compares the waiver and the media release (the concussion resources are confirmed yearly)', () => {
    expect(outdatedConsents(request().metadata, IN_FORCE)).toEqual([]);
    expect(
      outdatedConsents(request().metadata, {
        ...IN_FORCE,
        waiver: doc('dddddddd-0000-4000-8000-000000000003', 'waiver', 3),
        concussion_awareness: doc('dddddddd-0000-4000-8000-000000000022', 'concussion_awareness', 2),
      }),
    ).toEqual(['waiver']);
    expect(outdatedConsents(request({ concussionDocumentId: undefined }).metadata, IN_FORCE)).toEqual([]);
    // Nothing published counts as outdated: no agreement without a text.
    expect(outdatedConsents(request().metadata, { ...IN_FORCE, media_consent: null })).toEqual(['media']);
  });
});

describe('yearly concussion confirmation (issue 24 point 5)', () => {
  it('refuses with 409 concussion_confirmation_required, before charging, when a child has none valid', async () => {
    const { client } = fakeDb({ confirmed: [KID_A] });
    const order = await buildOrder(client, USER, request(), NOW);
    expect(order).toMatchObject({
      ok: false,
      status: 409,
      code: 'concussion_confirmation_required',
      problems: [{ code: 'concussion_confirmation_required', participantId: KID_B }],
    });
  });

  it("reads the selected children's confirmations valid after Toronto today, without the browser's flag", async () => {
    const { client, filters } = fakeDb();
    const order = await buildOrder(
      client,
      USER,
      request({ concussionAwarenessAccepted: undefined, concussionDocumentId: undefined }),
      NOW,
    );
    expect(order.ok).toBe(true);
    const mine = filters.filter((f) => f.table === 'concussion_confirmations');
    expect(mine).toContainEqual({
      table: 'concussion_confirmations',
      method: 'gt',
      args: ['valid_until', '2026-12-01'],
    });
    expect(mine).toContainEqual({ table: 'concussion_confirmations', method: 'eq', args: ['role', 'athlete'] });
    expect(mine).toContainEqual({
      table: 'concussion_confirmations',
      method: 'in',
      args: ['participant_id', [KID_A, KID_B]],
    });
  });
});

describe('waiting-list holds (issue 24 point 2)', () => {
  const lastSpot = { ...regular, id: 'tier-last', name: 'Last spot', max_spots: 1, spots_taken: 1, is_default: false };
  const both = { [KID_A]: 'tier-last', [KID_B]: 'tier-last' };

  it('refuses with 409 program_full, before charging, when the places left for the family are fewer than the children', async () => {
    const { client, rpcs } = fakeDb({ placesLeft: 1 });
    const order = await buildOrder(client, USER, request(), NOW);
    expect(order).toMatchObject({ ok: false, status: 409, code: 'program_full' });
    expect(rpcs.find((r) => r.name === 'places_left_for')?.args).toEqual({ p_program_id: PROGRAM, p_user_id: USER });
    expect((await buildOrder(fakeDb({ placesLeft: 2 }).client, USER, request(), NOW)).ok).toBe(true);
  });

  it("a tier spot held for the family's own offer is theirs; held for another family it is sold out", async () => {
    const one = request({ selectedParticipants: [KID_A], participantPriceTiers: { [KID_A]: 'tier-last' } }, 12000);
    // get_available_price_tiers (service client) counts every hold: the spot reads as taken.
    const own = fakeDb({ tiersToday: [regular, lastSpot], tierLeft: { 'tier-last': 1 } });
    expect((await buildOrder(own.client, USER, one, NOW)).ok).toBe(true);
    expect(own.rpcs.find((r) => r.name === 'tier_spots_left_for')?.args).toEqual({
      p_tier_id: 'tier-last',
      p_user_id: USER,
    });
    const other = fakeDb({ tiersToday: [regular, lastSpot], tierLeft: { 'tier-last': 0 } });
    expect(await buildOrder(other.client, USER, one, NOW)).toMatchObject({ ok: false, code: 'sold_out' });
    const twoForOne = fakeDb({ tiersToday: [regular, lastSpot], tierLeft: { 'tier-last': 1 } });
    expect(
      await buildOrder(twoForOne.client, USER, request({ participantPriceTiers: both }, 24000), NOW),
    ).toMatchObject({ ok: false, code: 'sold_out' });
  });
});

describe('assistance codes are checked for the family (issue 17 point 3)', () => {
  it('checks each distinct code typed for a selected participant once, as the caller', async () => {
    const { client, rpcs } = fakeDb({ codes: { HALF: codeRow('HALF', 6000) } });
    const order = await buildOrder(
      client,
      USER,
      request(
        {
          financialAssistanceCodes: {
            [KID_A]: ' half ',
            [KID_B]: 'HALF',
            'dddddddd-dddd-4ddd-8ddd-dddddddddddd': 'NOTSELECTED',
          },
        },
        12000,
      ),
      NOW,
    );
    expect(order).toMatchObject({ ok: true, total: 12000 });
    expect(rpcs.filter((r) => r.name === 'check_assistance_code').map((r) => r.args)).toEqual([
      { p_program_id: PROGRAM, p_code: 'HALF', p_user_id: USER },
    ]);
  });

  it('a wrong code is an invalid_code problem (and was counted by the database)', async () => {
    const { client, rpcs } = fakeDb();
    const order = await buildOrder(client, USER, request({ financialAssistanceCodes: { [KID_A]: 'GUESS1' } }), NOW);
    expect(order).toMatchObject({
      ok: false,
      status: 422,
      code: 'validation_failed',
      problems: [{ code: 'invalid_code', participantId: KID_A }],
    });
    expect(rpcs.filter((r) => r.name === 'check_assistance_code')).toHaveLength(1);
  });

  it('an exhausted code is refused as code_exhausted', async () => {
    const { client } = fakeDb({
      codes: { ONCE: codeRow('ONCE', 0, { valid: false, error: 'exhausted', max_uses: 1, current_uses: 1 }) },
    });
    const order = await buildOrder(client, USER, request({ financialAssistanceCodes: { [KID_A]: 'ONCE' } }), NOW);
    expect(order).toMatchObject({ ok: false, problems: [{ code: 'code_exhausted', codeText: 'ONCE' }] });
  });

  it('too many wrong codes: 429 too_many_attempts, and no further code is checked', async () => {
    const limited: Result = {
      data: null,
      error: { message: 'Too many attempts', code: 'P0001', hint: 'too_many_attempts', details: null },
    };
    const { client, rpcs } = fakeDb({ codes: { GUESS2: limited } });
    const order = await buildOrder(
      client,
      USER,
      request({ financialAssistanceCodes: { [KID_A]: 'GUESS2', [KID_B]: 'GUESS3' } }),
      NOW,
    );
    expect(order).toMatchObject({ ok: false, status: 429, code: 'too_many_attempts' });
    expect(rpcs.filter((r) => r.name === 'check_assistance_code')).toHaveLength(1);
  });

  it('another database error is thrown (a 500 for the caller)', async () => {
    const { client } = fakeDb({
      codes: { BOOM: { data: null, error: { message: 'relation does not exist', code: '42P01', hint: null } } },
    });
    await expect(
      buildOrder(client, USER, request({ financialAssistanceCodes: { [KID_A]: 'BOOM' } }), NOW),
    ).rejects.toThrow(/check_assistance_code/);
  });

  it("typedCodes keeps the selected participants' codes, upper case, once each", () => {
    expect(
      typedCodes(request({ financialAssistanceCodes: { [KID_A]: 'a1', [KID_B]: ' A1 ', other: 'B2' } }).metadata),
    ).toEqual(['A1']);
  });
});

describe('price tiers (issue 17 point 1)', () => {
  it.each<[string, Db, Partial<CheckoutRequest['metadata']>, number, number, string]>([
    [
      'tiers exist but none is available today (never the program price)',
      { tiersToday: [] },
      { participantPriceTiers: { [KID_A]: '', [KID_B]: '' } },
      18000,
      409,
      'price_tier_unavailable',
    ],
    [
      'the chosen tier is closed today',
      { programTiers: [{ id: 'tier-regular' }, { id: 'tier-early' }] },
      { participantPriceTiers: { [KID_A]: 'tier-early', [KID_B]: 'tier-regular' } },
      24000,
      409,
      'price_tier_unavailable',
    ],
    [
      'no tier named while tiers are open',
      {},
      { participantPriceTiers: { [KID_A]: '', [KID_B]: 'standard' } },
      18000,
      422,
      'price_option_required',
    ],
  ])('%s', async (_name, db, extra, amount, status, code) => {
    const { client } = fakeDb(db);
    expect(await buildOrder(client, USER, request(extra, amount), NOW)).toMatchObject({ ok: false, status, code });
  });

  it('a program without any tier is priced at the program price', async () => {
    const { client } = fakeDb({ tiersToday: [], programTiers: [] });
    const order = await buildOrder(
      client,
      USER,
      request({ participantPriceTiers: { [KID_A]: '', [KID_B]: 'standard' } }, 18000),
      NOW,
    );
    expect(order).toMatchObject({ ok: true, total: 18000 });
  });
});

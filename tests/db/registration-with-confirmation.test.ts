// Issue 38 point 2: one registration is one server call. create_registrations(p_concussion) records the yearly
// concussion confirmations the screen asked for and the registrations in one transaction, so a refusal part-way
// leaves neither; confirm_concussion_for_registration records the paid path's confirmations in one transaction.
// Tried as a hostile signed-in family would: supabase-js, skipping the screen.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { consents, factories, type Factories } from './db-helpers.ts';
import { DEMO_PASSWORD, users } from './seed-ids.ts';

let stack: TestStack;
let f: Factories;
let docs: { awareness: string; code: string };

beforeAll(async () => {
  stack = await startTestStack();
  f = factories(stack);
  const en = (await stack.anon().rpc('concussion_documents_in_force', { p_language: 'en' })).data;
  docs = { awareness: en.awareness.id, code: en.code_of_conduct.id };
});
afterAll(async () => {
  await stack?.stop();
});

const count = async (sql: string, params: unknown[]) =>
  Number((await stack.sql<{ n: string }>(`select count(*) as n from ${sql}`, params))[0].n);
const confirmationsOf = (participantId: string) =>
  count(`public.concussion_confirmations where participant_id = $1`, [participantId]);
const registrationsOf = (participantId: string) =>
  count(`public.registrations where participant_id = $1`, [participantId]);

async function newFamily() {
  const db = await stack.signUp(`fam-${randomUUID()}@example.org`, 'family-password-1', {
    role: 'parent_guardian',
    first_name: 'Fam',
    last_name: 'Ily',
  });
  const id = (await db.auth.getUser()).data.user!.id;
  return { db, id, child: await f.child(id) };
}

const confirmation = (participantIds: string[], extra: Record<string, unknown> = {}) => ({
  awareness_document_id: docs.awareness,
  code_of_conduct_document_id: docs.code,
  language: 'en',
  self: false,
  participants: participantIds.map((id) => ({ participant_id: id, guardian_reviewed: true })),
  ...extra,
});

async function freeProgram() {
  const program = await f.program();
  return { program, tier: await f.tier(program, null, 0) };
}

const register = (db: SupabaseClient, program: string, tier: string, child: string, extra = {}) =>
  db.rpc('create_registrations', {
    p_program_id: program,
    p_items: [{ participant_id: child, price_tier_id: tier }],
    p_answers: {},
    p_consents: consents(),
    ...extra,
  });

describe('create_registrations with the concussion confirmation', () => {
  it('records the confirmation and the registration in one call; the registration points at it', async () => {
    const fam = await newFamily();
    const { program, tier } = await freeProgram();
    const { data, error } = await register(fam.db, program, tier, fam.child, {
      p_concussion: confirmation([fam.child]),
    });
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    const [conf] = await stack.sql<{ id: string; guardian_id: string }>(
      `select id, guardian_id from public.concussion_confirmations where participant_id = $1`,
      [fam.child],
    );
    expect(conf.guardian_id).toBe(fam.id);
    const [reg] = await stack.sql<{ concussion_confirmation_id: string }>(
      `select concussion_confirmation_id from public.registrations where id = $1`,
      [data[0].id],
    );
    expect(reg.concussion_confirmation_id).toBe(conf.id);
  });

  it('a refusal after the confirmation (no waiver) leaves neither the confirmation nor a registration', async () => {
    const fam = await newFamily();
    const { program, tier } = await freeProgram();
    const refused = await register(fam.db, program, tier, fam.child, {
      p_consents: { ...consents(), waiver_agreed: false, waiver_agreed_at: null },
      p_concussion: confirmation([fam.child]),
    });
    expect(refused.error?.hint).toBe('waiver_required');
    expect(await confirmationsOf(fam.child)).toBe(0);
    expect(await registrationsOf(fam.child)).toBe(0);
  });

  it("refuses another family's participant, a minor without the guardian's review, and the server; nothing is kept", async () => {
    const fam = await newFamily();
    const other = await newFamily();
    const { program, tier } = await freeProgram();
    const notOwner = await register(fam.db, program, tier, fam.child, {
      p_concussion: confirmation([fam.child, other.child]),
    });
    expect(notOwner.error?.hint).toBe('not_owner');
    const unreviewed = await register(fam.db, program, tier, fam.child, {
      p_concussion: confirmation([], { participants: [{ participant_id: fam.child, guardian_reviewed: false }] }),
    });
    expect(unreviewed.error?.hint).toBe('guardian_review_required');
    const malformed = await register(fam.db, program, tier, fam.child, { p_concussion: { participants: 'all' } });
    expect(malformed.error?.hint).toBe('invalid_payload');
    // The server records payments, not a family's confirmation.
    const server = await stack.service().rpc('create_registrations', {
      p_program_id: program,
      p_items: [{ participant_id: fam.child, price_tier_id: tier }],
      p_consents: consents(),
      p_payment: { user_id: fam.id, status: 'approved' },
      p_concussion: confirmation([fam.child]),
    });
    expect(server.error?.code).toBe('42501');
    for (const child of [fam.child, other.child]) {
      expect(await confirmationsOf(child)).toBe(0);
      expect(await registrationsOf(child)).toBe(0);
    }
  });
});

describe('confirm_concussion_for_registration (the paid path)', () => {
  it("records the volunteer's own and the participants' confirmations together, or none of them", async () => {
    const vol = await stack.signIn(users.volunteer.email, DEMO_PASSWORD);
    const volId = users.volunteer.id;
    const own = () => count(`public.concussion_confirmations where user_id = $1`, [volId]);
    const before = await own();
    const child = await f.child(volId);
    // The child's confirmation is refused (no guardian's review): the volunteer's own is undone with it.
    const refused = await vol.rpc('confirm_concussion_for_registration', {
      p_confirmation: confirmation([], {
        self: true,
        participants: [{ participant_id: child, guardian_reviewed: false }],
      }),
    });
    expect(refused.error?.hint).toBe('guardian_review_required');
    expect(await own()).toBe(before);
    expect(await confirmationsOf(child)).toBe(0);

    const ok = await vol.rpc('confirm_concussion_for_registration', {
      p_confirmation: confirmation([child], { self: true }),
    });
    expect(ok.error).toBeNull();
    expect(await own()).toBe(before + 1);
    expect(await confirmationsOf(child)).toBe(1);
  });

  it('is not open to visitors', async () => {
    const fam = await newFamily();
    const anon = await stack.anon().rpc('confirm_concussion_for_registration', {
      p_confirmation: confirmation([fam.child]),
    });
    expect(anon.error).not.toBeNull();
    expect(await confirmationsOf(fam.child)).toBe(0);
  });
});

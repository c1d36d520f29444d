// Issue 21 point 7: 'Full' is computed by the database for any visitor, signed in or
// not, through the computed field public.is_full(programs), and it agrees with what
// create_registrations refuses (program_full, price_tier_sold_out). Visitors learn
// only the answer: the registrations behind it stay unreadable.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { consents, factories, type Factories, registerAs } from './db-helpers.ts';
import { DEMO_PASSWORD, users } from './seed-ids.ts';

let stack: TestStack;
let f: Factories;
let parent: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack();
  f = factories(stack);
  parent = await stack.signIn(users.parent.email, DEMO_PASSWORD);
});
afterAll(async () => {
  await stack?.stop();
});

/** What an anonymous visitor of /programs reads, through the same select as the page. */
async function fullForVisitor(programId: string): Promise<boolean | null> {
  const { data, error } = await stack.anon().from('programs').select('id, is_full').eq('id', programId).single();
  expect(error).toBeNull();
  return data!.is_full;
}
const setCapacity = (programId: string, max: number | null) =>
  stack.sql(`update public.programs set max_participants = $2 where id = $1`, [programId, max]);

describe('is_full for a program without tiers', () => {
  it('is false with no capacity set, however many are registered', async () => {
    const program = await f.program();
    await f.registration(undefined, program, 'approved');
    expect(await fullForVisitor(program)).toBe(false);
  });

  it('turns true when pending and approved registrations reach the capacity, and back when one is cancelled', async () => {
    const program = await f.program();
    await setCapacity(program, 2);
    const first = await f.registration(undefined, program, 'pending');
    expect(await fullForVisitor(program)).toBe(false);
    await f.registration(undefined, program, 'approved');
    expect(await fullForVisitor(program)).toBe(true);
    await stack.sql(`update public.registrations set status = 'cancelled' where id = $1`, [first]);
    expect(await fullForVisitor(program)).toBe(false);
  });

  it('agrees with create_registrations: when it says full, a family is refused with program_full', async () => {
    const program = await f.program();
    await setCapacity(program, 1);
    await f.registration(undefined, program, 'pending');
    expect(await fullForVisitor(program)).toBe(true);
    const kid = await f.child();
    const { error } = await registerAs(stack, parent, {
      p_program_id: program,
      p_items: [{ participant_id: kid }],
      p_answers: {},
      p_consents: consents(),
    });
    expect(error?.hint).toBe('program_full');
  });
});

describe('is_full for a program with tiers', () => {
  it('is true only when no open tier has a place left', async () => {
    const program = await f.program();
    const small = await f.tier(program, 1, 0);
    const other = await f.tier(program, 2, 0);
    await stack.sql(`update public.program_price_tiers set spots_taken = 1 where id = $1`, [small]);
    expect(await fullForVisitor(program)).toBe(false);
    await stack.sql(`update public.program_price_tiers set spots_taken = 2 where id = $1`, [other]);
    expect(await fullForVisitor(program)).toBe(true);
  });

  it('does not count a tier whose sale has ended, and counts an unlimited open tier as room', async () => {
    const program = await f.program();
    const unlimitedButEnded = await f.tier(program, null, 0);
    await stack.sql(
      `update public.program_price_tiers set available_until = private.toronto_today() - 1 where id = $1`,
      [unlimitedButEnded],
    );
    expect(await fullForVisitor(program)).toBe(true);
    await f.tier(program, null, 0);
    expect(await fullForVisitor(program)).toBe(false);
  });

  it('is full when the capacity is reached even though a tier still has spots', async () => {
    const program = await f.program();
    await f.tier(program, 10, 0);
    await setCapacity(program, 1);
    await f.registration(undefined, program, 'approved');
    expect(await fullForVisitor(program)).toBe(true);
  });
});

describe('side doors', () => {
  it('a visitor reading is_full still cannot read the registrations it counts', async () => {
    const program = await f.program();
    await setCapacity(program, 1);
    await f.registration(undefined, program, 'approved');
    const anon = stack.anon();
    expect(await fullForVisitor(program)).toBe(true);
    const { data } = await anon.from('registrations').select('id').eq('program_id', program);
    expect(data ?? []).toHaveLength(0);
  });

  it('is_full cannot be written: it is a function, not a column', async () => {
    const admin = await stack.signIn(users.admin.email, DEMO_PASSWORD);
    const program = await f.program();
    const { error } = await admin
      .from('programs')
      .update({ is_full: true } as never)
      .eq('id', program);
    expect(error).not.toBeNull();
  });
});

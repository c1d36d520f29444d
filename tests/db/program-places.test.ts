// Issue 39 point 1: a program's places taken are a counter (programs.places_taken) the registration triggers keep,
// which is_full and the gate read instead of counting registrations per program per request; nobody sets it by
// hand, an administrator included. The public list (public.listed_programs) gives the programs not ended, and the
// ended ones apart.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { factories, type Factories } from './db-helpers.ts';
import { DEMO_PASSWORD, users } from './seed-ids.ts';

let stack: TestStack;
let f: Factories;
let admin: SupabaseClient;
let parent: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack();
  f = factories(stack);
  admin = await stack.signIn(users.admin.email, DEMO_PASSWORD);
  parent = await stack.signIn(users.parent.email, DEMO_PASSWORD);
});
afterAll(async () => {
  await stack?.stop();
});

/** The counter and the count it stands for. */
async function places(programId: string) {
  const [row] = await stack.sql<{ counter: number; counted: number; updated_at: string }>(
    `select p.places_taken as counter, p.updated_at::text as updated_at,
       (select count(*)::int from public.registrations r where r.program_id = p.id and r.participant_id is not null
          and r.status in ('pending', 'approved')) as counted
     from public.programs p where p.id = $1`,
    [programId],
  );
  return row;
}
const setStatus = (id: string, status: string) =>
  stack.sql(`update public.registrations set status = $2 where id = $1`, [id, status]);

describe('places_taken', () => {
  it('follows every registration that takes or frees a place, and leaves updated_at alone', async () => {
    const program = await f.program();
    const before = await places(program);
    expect(before).toMatchObject({ counter: 0, counted: 0 });
    const a = await f.registration(undefined, program, 'pending');
    const b = await f.registration(undefined, program, 'approved');
    await f.registration(undefined, program, 'draft');
    expect(await places(program)).toMatchObject({ counter: 2, counted: 2, updated_at: before.updated_at });
    await setStatus(a, 'cancelled');
    expect(await places(program)).toMatchObject({ counter: 1, counted: 1 });
    await setStatus(a, 'approved'); // an admin's decision brings it back
    await setStatus(b, 'rejected');
    expect(await places(program)).toMatchObject({ counter: 1, counted: 1 });
    await stack.sql(`delete from public.registrations where id = $1`, [a]);
    expect(await places(program)).toMatchObject({ counter: 0, counted: 0, updated_at: before.updated_at });
  });

  it('follows an administrator’s own change of status (the update trigger runs as the administrator)', async () => {
    const program = await f.program();
    const reg = await f.registration(undefined, program, 'pending');
    const { error } = await admin.from('registrations').update({ status: 'rejected' }).eq('id', reg);
    expect(error).toBeNull();
    expect(await places(program)).toMatchObject({ counter: 0, counted: 0 });
    expect((await admin.from('registrations').update({ status: 'approved' }).eq('id', reg)).error).toBeNull();
    expect(await places(program)).toMatchObject({ counter: 1, counted: 1 });
  });

  it('follows the server’s change of status (service role)', async () => {
    const program = await f.program();
    const reg = await f.registration(undefined, program, 'pending');
    const { error } = await stack.service().from('registrations').update({ status: 'cancelled' }).eq('id', reg);
    expect(error).toBeNull();
    expect(await places(program)).toMatchObject({ counter: 0, counted: 0 });
  });

  it('cannot be counted by calling its writer directly, outside a registration trigger', async () => {
    const program = await f.program();
    await expect(stack.sql(`select private.count_program_place($1, 5)`, [program])).rejects.toThrow(
      /counted by the registration triggers only/,
    );
    expect(await places(program)).toMatchObject({ counter: 0 });
  });

  it('moves with a registration moved to another program', async () => {
    const [from, to] = [await f.program(), await f.program()];
    const reg = await f.registration(undefined, from, 'approved');
    await stack.sql(`update public.registrations set program_id = $2, price_tier_id = null where id = $1`, [reg, to]);
    expect(await places(from)).toMatchObject({ counter: 0, counted: 0 });
    expect(await places(to)).toMatchObject({ counter: 1, counted: 1 });
  });

  it('is not the client’s to set: an admin’s update or insert of it is undone, a family’s is refused', async () => {
    const program = await f.program();
    await f.registration(undefined, program, 'approved');
    const { error } = await admin.from('programs').update({ places_taken: 40, name: 'Renamed' }).eq('id', program);
    expect(error).toBeNull();
    const after = await places(program);
    expect(after).toMatchObject({ counter: 1, counted: 1 });
    const [{ name }] = await stack.sql<{ name: string }>(`select name from public.programs where id = $1`, [program]);
    expect(name).toBe('Renamed');
    const { data: created, error: insertError } = await admin
      .from('programs')
      .insert({ name: 'Prefilled', start_date: '2030-01-01', end_date: '2030-01-02', places_taken: 30 })
      .select('id, places_taken')
      .single();
    expect(insertError).toBeNull();
    expect(created!.places_taken).toBe(0);
    const { data: touched } = await parent.from('programs').update({ places_taken: 0 }).eq('id', program).select('id');
    expect(touched ?? []).toEqual([]);
    expect(await places(program)).toMatchObject({ counter: 1 });
  });

  it('is what is_full reads: a counter at capacity is full for a visitor', async () => {
    const program = await f.program();
    await stack.sql(`update public.programs set max_participants = 1 where id = $1`, [program]);
    const read = async () =>
      (await stack.anon().from('programs').select('is_full').eq('id', program).single()).data!.is_full;
    expect(await read()).toBe(false);
    await f.registration(undefined, program, 'pending');
    expect(await read()).toBe(true);
  });
});

/** The ids of a listed_programs answer (the generated types read a set-returning function as one row). */
const ids = (rows: unknown) => (rows as { id: string }[]).map((r) => r.id);

describe('listed_programs', () => {
  it('gives a visitor the active programs not ended, and with p_past the ended ones, newest ended first', async () => {
    const current = await f.program();
    const inactive = await f.program(false);
    const [ended, endedLater] = [await f.program(), await f.program()];
    await stack.sql(
      `update public.programs set start_date = current_date - 40, end_date = current_date - 30 where id = $1;`,
      [ended],
    );
    await stack.sql(
      `update public.programs set start_date = current_date - 40, end_date = current_date - 10 where id = $1;`,
      [endedLater],
    );
    const anon = stack.anon();
    const { data: now, error } = await anon.rpc('listed_programs').select('id, end_date, is_full');
    expect(error).toBeNull();
    const nowIds = ids(now);
    expect(nowIds).toContain(current);
    expect(nowIds).not.toContain(inactive);
    expect(nowIds).not.toContain(ended);
    const { data: past, error: pastError } = await anon
      .rpc('listed_programs', { p_past: true })
      .select('id, end_date')
      .order('end_date', { ascending: false });
    expect(pastError).toBeNull();
    const pastIds = ids(past);
    expect(pastIds).not.toContain(current);
    expect(pastIds.indexOf(endedLater)).toBeGreaterThanOrEqual(0);
    expect(pastIds.indexOf(endedLater)).toBeLessThan(pastIds.indexOf(ended));
  });
});

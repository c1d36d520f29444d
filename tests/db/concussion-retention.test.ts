// Issue 33 point 2 (decision 0055): removals from sport, clearances and
// concussion confirmations are health and safety records. A participant with
// any of them is never deleted (a family's delete, the delete procedure, a
// careless admin, the service key's auth user delete), no link from them
// cascades, the family cannot re-add a removed child, and only the retention
// purge removes them. Tried through supabase-js as the hostile user would.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { confirmConcussion, factories, type Factories } from './db-helpers.ts';
import { DEMO_PASSWORD, users } from './seed-ids.ts';

let stack: TestStack;
let f: Factories;
let admin: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack();
  f = factories(stack);
  admin = await stack.signIn(users.admin.email, DEMO_PASSWORD);
});
afterAll(async () => {
  await stack?.stop();
});

const rows = (sql: string, params: unknown[] = []) => stack.sql<Record<string, unknown>>(sql, params);
const count = async (sql: string, params: unknown[] = []) => (await rows(sql, params)).length;

/** A new family account (parent_guardian) with one child, 'Sam Child', 10 years old. */
async function newFamily() {
  const email = `ret-${randomUUID()}@example.org`;
  const db = await stack.signUp(email, 'family-password-1', { role: 'parent_guardian', first_name: 'Fam' });
  const id = (await db.auth.getUser()).data.user!.id;
  return { db, id, email, child: await f.child(id, 'Sam') };
}

/** A removal recorded by the admin (open unless cleared). */
async function removal(participantId: string, cleared = false, by: string = users.admin.id) {
  const [r] = await rows(
    `insert into public.concussion_removals (participant_id, suspected_on, notes, recorded_by,
       cleared_on, cleared_by, cleared_at)
     values ($1, private.toronto_today() - 3, 'Hit at practice', $2,
       case when $3 then private.toronto_today() end, case when $3 then $2::uuid end, case when $3 then now() end)
     returning id`,
    [participantId, by, cleared],
  );
  return String(r.id);
}

const removalsOf = (id: string) => count(`select id from public.concussion_removals where participant_id = $1`, [id]);
const exists = (id: string) => count(`select id from public.participants where id = $1`, [id]);
const deleteProc = (db: SupabaseClient, participantId: string, userId: string) =>
  db.rpc('delete_participant_cascade', { participant_uuid: participantId, user_uuid: userId });

describe('a participant with concussion history is not deleted', () => {
  it('a family cannot delete a child removed from sport, through the table or the procedure', async () => {
    const fam = await newFamily();
    await removal(fam.child);
    const direct = await fam.db.from('participants').delete().eq('id', fam.child).select('id');
    expect(direct.error?.hint).toBe('participant_removed_from_sport');
    const proc = await deleteProc(fam.db, fam.child, fam.id);
    expect(proc.error).toBeNull();
    expect(proc.data).toMatchObject({ success: false, code: 'participant_removed_from_sport' });
    expect(proc.data.error).toContain('Sam Child');
    expect(await exists(fam.child)).toBe(1);
    expect(await removalsOf(fam.child)).toBe(1);
  });

  it('a cleared removal or a confirmation alone keeps the participant too', async () => {
    const cleared = await newFamily();
    await removal(cleared.child, true);
    const confirmed = await newFamily();
    await confirmConcussion(stack, [confirmed.child]);
    for (const fam of [cleared, confirmed]) {
      const direct = await fam.db.from('participants').delete().eq('id', fam.child).select('id');
      expect(direct.error?.hint).toBe('participant_has_concussion_history');
      const proc = await deleteProc(fam.db, fam.child, fam.id);
      expect(proc.data).toMatchObject({ success: false, code: 'participant_has_concussion_history' });
      expect(await exists(fam.child)).toBe(1);
    }
    expect(await removalsOf(cleared.child)).toBe(1);
    expect(
      await count(`select id from public.concussion_confirmations where participant_id = $1`, [confirmed.child]),
    ).toBe(1);
    // A child without any such record still goes, as before.
    const plain = await newFamily();
    expect((await deleteProc(plain.db, plain.child, plain.id)).data).toMatchObject({ success: true });
  });

  it('a careless admin cannot delete it either, through the table or the procedure', async () => {
    const fam = await newFamily();
    await removal(fam.child);
    const direct = await admin.from('participants').delete().eq('id', fam.child).select('id');
    expect(direct.error?.hint).toBe('participant_removed_from_sport');
    const proc = await deleteProc(admin, fam.child, fam.id);
    expect(proc.data).toMatchObject({ success: false, code: 'participant_removed_from_sport' });
    expect(await removalsOf(fam.child)).toBe(1);
  });

  it('removing the auth user with the service key does not cascade the records away', async () => {
    const fam = await newFamily();
    await removal(fam.child);
    const coach = await newFamily();
    await confirmConcussion(stack, [coach.id], 'coach');
    for (const id of [fam.id, coach.id]) {
      const { error } = await stack.service().auth.admin.deleteUser(id);
      expect(error).not.toBeNull();
      expect(await count(`select id from auth.users where id = $1`, [id])).toBe(1);
    }
    expect(await removalsOf(fam.child)).toBe(1);
    expect(await count(`select id from public.concussion_confirmations where user_id = $1`, [coach.id])).toBe(1);
  });

  it('nobody deletes or rewrites the records themselves through the table', async () => {
    const fam = await newFamily();
    const id = await removal(fam.child);
    for (const db of [fam.db, admin]) {
      await db.from('concussion_removals').delete().eq('id', id);
      await db.from('concussion_removals').update({ cleared_on: '2026-01-01' }).eq('id', id);
    }
    expect(await count(`select id from public.concussion_removals where id = $1 and cleared_on is null`, [id])).toBe(1);
  });
});

describe('the links from concussion records refuse a delete', () => {
  it('a program named by a removal is not deleted (its place in the record stays)', async () => {
    const fam = await newFamily();
    const program = await f.program();
    const id = await removal(fam.child);
    await stack.sql(`update public.concussion_removals set program_id = $2 where id = $1`, [id, program]);
    const { data, error } = await admin.from('programs').delete().eq('id', program).select('id');
    expect(error !== null || !data?.length).toBe(true);
    expect(
      await count(`select id from public.concussion_removals where id = $1 and program_id = $2`, [id, program]),
    ).toBe(1);
  });
});

describe('the removal follows the child within the account', () => {
  const child = {
    first_name: 'Sam',
    last_name: 'Child',
    address: '1 Main St',
    city: 'Ottawa',
    province: 'ON',
    postal_code: 'K1A0A6',
    gender_identity: 'male',
    visual_classification: 'B1',
    position: 'forward',
    skating_experience: 'beginner',
  };
  const contact = { name: 'Pat Primary', relationship: 'parent', phone: '6135550100' };

  it('the family cannot add the removed child again, nor rename the removed record', async () => {
    const fam = await newFamily();
    await removal(fam.child);
    const [{ dob }] = await rows(`select date_of_birth::text as dob from public.participants where id = $1`, [
      fam.child,
    ]);
    const again = await fam.db.rpc('create_participant', {
      p_participant: { ...child, first_name: ' sam ', date_of_birth: dob },
      p_contact: contact,
    });
    expect(again.error?.hint).toBe('removed_participant_exists');
    const rename = await fam.db.from('participants').update({ first_name: 'Alex' }).eq('id', fam.child).select('id');
    expect(rename.error?.hint).toBe('removed_participant_identity');
    const redate = await fam.db.from('participants').update({ date_of_birth: '2015-01-01' }).eq('id', fam.child);
    expect(redate.error?.hint).toBe('removed_participant_identity');
    // Other edits still work, and an admin may correct the name.
    expect((await fam.db.from('participants').update({ city: 'Toronto' }).eq('id', fam.child)).error).toBeNull();
    expect((await admin.from('participants').update({ first_name: 'Samuel' }).eq('id', fam.child)).error).toBeNull();
  });

  it('once cleared, a brother of the same name and another birth date is no one else', async () => {
    const fam = await newFamily();
    await removal(fam.child, true);
    const sibling = await fam.db.rpc('create_participant', {
      p_participant: { ...child, date_of_birth: '2016-05-05' },
      p_contact: contact,
    });
    expect(sibling.error).toBeNull();
  });
});

describe('deleting the account anonymises; the purge waits for the retention period', () => {
  it('the account deletion keeps the participant and its removal, the purge keeps them 7 years', async () => {
    const fam = await newFamily();
    const id = await removal(fam.child, true);
    expect((await fam.db.rpc('delete_my_account', { p_confirmation: fam.email })).error).toBeNull();
    const [p] = await rows(
      `select first_name, anonymised_at is not null as anon from public.participants where id = $1`,
      [fam.child],
    );
    expect(p).toEqual({ first_name: 'Deleted', anon: true });
    await stack.sql(`update public.user_profiles set deleted_at = now() - interval '7 days' where id = $1`, [fam.id]);
    expect((await stack.service().rpc('purge_expired_records')).error).toBeNull();
    expect(await count(`select id from public.concussion_removals where id = $1`, [id])).toBe(1);
    expect(await exists(fam.child)).toBe(1);

    await stack.sql(`update public.concussion_removals set recorded_at = now() - interval '8 years' where id = $1`, [
      id,
    ]);
    expect((await stack.service().rpc('purge_expired_records')).error).toBeNull();
    expect(await count(`select id from public.concussion_removals where id = $1`, [id])).toBe(0);
    expect(await exists(fam.child)).toBe(0);
  });

  it('a deleted staff account that recorded a removal stays (anonymised) while the removal is kept', async () => {
    const staff = await newFamily();
    const fam = await newFamily();
    const id = await removal(fam.child, false, staff.id);
    expect((await staff.db.rpc('delete_my_account', { p_confirmation: staff.email })).error).toBeNull();
    await stack.sql(`update public.user_profiles set deleted_at = now() - interval '7 days' where id = $1`, [staff.id]);
    expect((await stack.service().rpc('purge_expired_records')).error).toBeNull();
    expect(
      await count(`select id from public.concussion_removals where id = $1 and recorded_by = $2`, [id, staff.id]),
    ).toBe(1);
  });
});

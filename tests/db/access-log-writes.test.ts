// Issue 33 point 5 (migration 20261129040000, decision 0057): a write to a
// medical column (participants' allergies, medical and visual condition;
// volunteers' medical conditions) by someone outside the family leaves exactly
// one data_access_log record per row it changes; the family's own writes leave
// none; the log itself stays closed to every browser role.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { accessLogAfter, clientsByRole, factories, type Factories, type MatrixRole } from './db-helpers.ts';
import { participants, users, volunteerProfile } from './seed-ids.ts';

let stack: TestStack;
let db: Record<MatrixRole, SupabaseClient>;
let make: Factories;

const lastId = async () =>
  Number((await stack.sql<{ m: string }>('select coalesce(max(id), 0) m from public.data_access_log'))[0].m);
const logsAfter = (id: number) => accessLogAfter(stack, id);
const medicalOf = async (id: string) =>
  (
    await stack.sql<{ allergies: string | null; medical_conditions: string | null }>(
      'select allergies, medical_conditions from public.participants where id = $1',
      [id],
    )
  )[0];

beforeAll(async () => {
  stack = await startTestStack();
  db = await clientsByRole(stack);
  make = factories(stack);
});
afterAll(async () => stack?.stop());

describe('a careless admin changing medical fields through the table', () => {
  it("changing a child's allergies writes one 'write' record naming the admin, the child and the column", async () => {
    const child = await make.child();
    const before = await lastId();
    const res = await db.admin.from('participants').update({ allergies: 'Peanuts' }).eq('id', child);
    expect(res.error).toBeNull();
    expect((await medicalOf(child)).allergies).toBe('Peanuts');
    expect(await logsAfter(before)).toEqual([
      {
        actor_id: users.admin.id,
        actor_role: 'admin',
        action: 'write',
        what: 'medical',
        reason: 'participant_record',
        participant_ids: [child],
        volunteer_ids: [],
        program_id: null,
        scope: { operation: 'update', columns: ['allergies'] },
      },
    ]);
  });

  it('one statement changing two children writes one record per child, with every medical column changed', async () => {
    const [a, b] = [await make.child(), await make.child()];
    const before = await lastId();
    const res = await db.admin
      .from('participants')
      .update({ allergies: 'Latex', medical_conditions: 'Asthma', visual_condition: 'other' })
      .in('id', [a, b]);
    expect(res.error).toBeNull();
    const logs = await logsAfter(before);
    expect(logs.map((l) => l.participant_ids[0]).sort()).toEqual([a, b].sort());
    for (const l of logs) {
      expect(l).toMatchObject({ action: 'write', what: 'medical', actor_id: users.admin.id });
      expect(l.scope).toEqual({
        operation: 'update',
        columns: ['allergies', 'medical_conditions', 'visual_condition'],
      });
    }
  });

  it('an admin adding a participant with allergies to a family writes one record', async () => {
    const before = await lastId();
    const res = await db.admin
      .from('participants')
      .insert({
        user_id: users.parent.id,
        parent_guardian_id: users.parent.id,
        first_name: 'Added',
        last_name: 'ByAdmin',
        date_of_birth: '2015-03-01',
        allergies: 'Bee stings',
      })
      .select('id')
      .single();
    expect(res.error).toBeNull();
    expect(await logsAfter(before)).toMatchObject([
      {
        actor_id: users.admin.id,
        action: 'write',
        what: 'medical',
        participant_ids: [res.data!.id],
        scope: { operation: 'insert', columns: ['allergies'] },
      },
    ]);
  });

  it("changing a volunteer's medical conditions names the volunteer", async () => {
    const before = await lastId();
    const res = await db.admin
      .from('volunteer_profiles')
      .update({ medical_conditions: 'Type 1 diabetes' })
      .eq('id', volunteerProfile);
    expect(res.error).toBeNull();
    expect(await logsAfter(before)).toMatchObject([
      {
        actor_id: users.admin.id,
        action: 'write',
        what: 'medical',
        reason: 'volunteer_profile',
        participant_ids: [],
        volunteer_ids: [volunteerProfile],
        scope: { operation: 'update', columns: ['medical_conditions'] },
      },
    ]);
  });

  it('the service key writes a record too, saying so', async () => {
    const child = await make.child();
    const before = await lastId();
    const res = await stack.service().from('participants').update({ medical_conditions: 'Epilepsy' }).eq('id', child);
    expect(res.error).toBeNull();
    expect(await logsAfter(before)).toMatchObject([
      {
        actor_id: null,
        action: 'write',
        participant_ids: [child],
        scope: { operation: 'update', columns: ['medical_conditions'], caller: 'service_role' },
      },
    ]);
  });

  it('other columns, or a medical value set to what it was, write nothing', async () => {
    const child = await make.child();
    await stack.sql(`update public.participants set allergies = 'Dust' where id = $1`, [child]);
    const before = await lastId();
    expect((await db.admin.from('participants').update({ first_name: 'Renamed' }).eq('id', child)).error).toBeNull();
    expect((await db.admin.from('participants').update({ allergies: 'Dust' }).eq('id', child)).error).toBeNull();
    expect(await logsAfter(before)).toEqual([]);
  });

  it('the family sees who changed its child, and the admin finds the record on the access log', async () => {
    const child = participants.emma;
    expect((await db.admin.from('participants').update({ allergies: 'Shellfish' }).eq('id', child)).error).toBeNull();
    const seen = await db.parent.rpc('my_participant_access', { p_participant_id: child });
    expect(seen.error).toBeNull();
    expect(seen.data[0]).toMatchObject({ action: 'write', what: 'medical', actor_role: 'admin' });
    const log = await db.admin.rpc('admin_access_log', { p_participant: child });
    expect(log.data.rows[0]).toMatchObject({ action: 'write', what: 'medical', reason: 'participant_record' });
  });
});

describe('writes that are not logged or not possible', () => {
  it("the family's own changes leave no record", async () => {
    const before = await lastId();
    const own = await db.parent.from('participants').update({ allergies: 'Kiwi' }).eq('id', participants.liam);
    expect(own.error).toBeNull();
    const added = await db.parent.from('participants').insert({
      user_id: users.parent.id,
      parent_guardian_id: users.parent.id,
      first_name: 'Own',
      last_name: 'Child',
      date_of_birth: '2016-05-05',
      medical_conditions: 'Asthma',
    });
    expect(added.error).toBeNull();
    const vol = await db.volunteer
      .from('volunteer_profiles')
      .update({ medical_conditions: 'None' })
      .eq('id', volunteerProfile);
    expect(vol.error).toBeNull();
    expect(await logsAfter(before)).toEqual([]);
  });

  it("a hostile coordinator cannot change a rostered child's allergies and leaves nothing", async () => {
    const was = await medicalOf(participants.liam);
    const before = await lastId();
    await db.coordinator.from('participants').update({ allergies: 'None at all' }).eq('id', participants.liam);
    expect(await medicalOf(participants.liam)).toEqual(was);
    expect(await logsAfter(before)).toEqual([]);
  });

  it('the log stays closed: no browser role inserts, changes or erases a record', async () => {
    const child = await make.child();
    const before = await lastId();
    await db.admin.from('participants').update({ allergies: 'Eggs' }).eq('id', child);
    const [record] = await stack.sql<{ id: string }>('select id from public.data_access_log where id > $1', [before]);
    const insert = await db.admin
      .from('data_access_log')
      .insert({ action: 'write', what: 'medical', reason: 'forged', participant_ids: [child] });
    expect(insert.error?.code).toBe('42501');
    const update = await db.admin.from('data_access_log').update({ reason: 'nothing' }).eq('id', record.id);
    expect(update.error?.code).toBe('42501');
    const erase = await db.admin.from('data_access_log').delete().eq('id', record.id);
    expect(erase.error?.code).toBe('42501');
    expect(await logsAfter(before)).toMatchObject([{ reason: 'participant_record' }]);
    const [grants] = await stack.sql<Record<string, boolean>>(
      `select has_table_privilege('authenticated', 'public.data_access_log', 'INSERT') ins,
              has_table_privilege('authenticated', 'public.data_access_log', 'UPDATE') upd,
              has_table_privilege('authenticated', 'public.data_access_log', 'DELETE') del,
              has_function_privilege('authenticated', 'private.log_medical_write()', 'EXECUTE') fn`,
    );
    expect(grants).toEqual({ ins: false, upd: false, del: false, fn: false });
  });
});

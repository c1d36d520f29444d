// Issue 36 (decision 0064): the admin registrations screen's pages carry no
// medical field and log only the emergency contacts they show; the medical
// fields leave the database only through an export (Export All,
// admin_registrations_export; Export Selected, admin_registrations_selected),
// each call writing one 'medical_and_emergency' record naming the people read.
// Nobody else calls the export of a selection, and no call of the page, with
// any arguments, returns a medical value.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { accessLogNewest, clientsByRole, factories, ROLES, type MatrixRole } from './db-helpers.ts';
import { users } from './seed-ids.ts';

let stack: TestStack;
let db: Record<MatrixRole, SupabaseClient>;
let program: string;
let child: string;
let childReg: string;
let volunteer: string;
let volunteerReg: string;

const MEDICAL = ['Peanuts-36', 'Asthma-36', 'Nystagmus-36', 'Diabetes-36'];
const logCount = async () =>
  Number((await stack.sql<{ n: string }>('select count(*) n from public.data_access_log'))[0].n);

beforeAll(async () => {
  stack = await startTestStack();
  db = await clientsByRole(stack);
  const make = factories(stack);
  program = await make.program();
  child = await make.child(users.parent.id, 'Medi');
  await stack.sql(
    `update public.participants set allergies = 'Peanuts-36', medical_conditions = 'Asthma-36',
       visual_condition = 'other', visual_condition_other = 'Nystagmus-36' where id = $1`,
    [child],
  );
  await stack.sql(
    `insert into public.emergency_contacts (participant_id, name, relationship, phone, is_primary)
     values ($1, 'Carla Contact', 'friend', '4165550100', true)`,
    [child],
  );
  childReg = await make.registration(child, program, 'approved');
  const volUser = await make.user('volunteer');
  volunteer = await make.volunteerProfile(volUser);
  await stack.sql(`update public.volunteer_profiles set medical_conditions = 'Diabetes-36' where id = $1`, [volunteer]);
  volunteerReg = (
    await stack.sql<{ id: string }>(
      `insert into public.registrations (volunteer_id, program_id, user_id, status, waiver_agreed, waiver_agreed_at,
         media_consent_agreed, media_consent_agreed_at, concussion_awareness_agreed, concussion_awareness_agreed_at)
       values ($1, $2, $3, 'approved', true, now(), true, now(), true, now()) returning id`,
      [volunteer, program, volUser],
    )
  )[0].id;
});
afterAll(async () => stack?.stop());

describe('the screen’s pages (admin_registrations_page)', () => {
  it('hold the contacts but no medical value, and log an emergency-contacts read, not a medical one', async () => {
    const before = await logCount();
    const { data, error } = await db.admin.rpc('admin_registrations_page', { p_program_id: program });
    expect(error).toBeNull();
    const text = JSON.stringify(data);
    expect(text).toContain('Carla Contact');
    for (const value of MEDICAL) expect(text).not.toContain(value);
    expect(await logCount()).toBe(before + 1);
    const [row] = await accessLogNewest(stack, 1);
    expect(row).toMatchObject({
      what: 'emergency_contacts',
      reason: 'admin_registrations_page',
      participant_ids: [child],
      volunteer_ids: [volunteer],
    });
  });

  it('no filter, search or page size brings a medical value back', async () => {
    for (const args of [
      { p_search: 'Medi' },
      { p_search: 'Peanuts-36' },
      { p_status: 'approved', p_limit: 200 },
      { p_program_id: program, p_offset: 1, p_limit: 1 },
    ]) {
      const { data, error } = await db.admin.rpc('admin_registrations_page', args);
      expect(error).toBeNull();
      for (const value of MEDICAL) expect(JSON.stringify(data), JSON.stringify(args)).not.toContain(value);
    }
  });
});

describe('Export Selected (admin_registrations_selected)', () => {
  it('returns the chosen rows with their medical fields and writes one medical record naming them', async () => {
    const before = await logCount();
    const { data, error } = await db.admin.rpc('admin_registrations_selected', {
      p_ids: [volunteerReg, childReg, childReg, randomUUID()],
    });
    expect(error).toBeNull();
    const rows = (data as { rows: unknown[][] }).rows;
    expect(rows.map((r) => r[0])).toEqual([volunteerReg, childReg]);
    const text = JSON.stringify(data);
    for (const value of MEDICAL) expect(text).toContain(value);
    expect(await logCount()).toBe(before + 1);
    const [row] = await accessLogNewest(stack, 1);
    expect(row).toMatchObject({
      actor_id: users.admin.id,
      action: 'read',
      what: 'medical_and_emergency',
      reason: 'admin_registrations_selected',
      participant_ids: [child],
      volunteer_ids: [volunteer],
      program_id: program,
      scope: { count: 2 },
    });
  });

  it('refuses an empty or oversized selection and writes nothing', async () => {
    const before = await logCount();
    for (const ids of [[], Array.from({ length: 201 }, () => randomUUID())]) {
      const res = await db.admin.rpc('admin_registrations_selected', { p_ids: ids });
      expect(res.error?.hint).toBe('invalid_selection');
    }
    expect(await logCount()).toBe(before);
  });

  it.each(ROLES.filter((r) => r !== 'admin'))('%s is refused (42501) and nothing is logged', async (role) => {
    const before = await logCount();
    const res = await db[role].rpc('admin_registrations_selected', { p_ids: [childReg] });
    expect(res.error?.code).toBe('42501');
    expect(res.data).toBeNull();
    expect(await logCount()).toBe(before);
  });
});

describe('no side door to the medical fields without a record', () => {
  it('the page’s helpers are not callable from the API', async () => {
    const payload = await db.admin.schema('private' as 'public').rpc('admin_registrations_payload', {
      p_ids: [childReg],
      p_medical: true,
    });
    expect(payload.error).not.toBeNull();
    expect(payload.data).toBeNull();
  });

  it('an admin reading the tables directly gets no medical column', async () => {
    for (const [table, column, id] of [
      ['participants', 'allergies', child],
      ['participants', 'medical_conditions', child],
      ['volunteer_profiles', 'medical_conditions', volunteer],
    ] as const) {
      const res = await db.admin.from(table).select(`id, ${column}`).eq('id', id);
      expect(res.error?.code, `${table}.${column}`).toBe('42501');
    }
    const embedded = await db.admin.from('registrations').select('id, participants(allergies)').eq('id', childReg);
    expect(embedded.error?.code).toBe('42501');
  });

  it('nor can an admin learn a medical value by filtering or updating on it (a yes/no oracle)', async () => {
    const filtered = await db.admin.from('participants').select('id').eq('allergies', 'Peanuts-36');
    expect(filtered.error?.code).toBe('42501');
    const viaUpdate = await db.admin
      .from('participants')
      .update({ city: 'Ottawa' })
      .eq('medical_conditions', 'Asthma-36')
      .select('id');
    expect(viaUpdate.error?.code).toBe('42501');
    const volunteerFilter = await db.admin.from('volunteer_profiles').select('id').like('medical_conditions', 'Diab%');
    expect(volunteerFilter.error?.code).toBe('42501');
  });

  it('private.admin_registrations_payload is executable by no API role', async () => {
    const rows = await stack.sql<{ role: string; can: boolean }>(
      `select r.role, has_function_privilege(r.role, 'private.admin_registrations_payload(uuid[], boolean)', 'execute') can
       from unnest(array['anon', 'authenticated']) r(role)`,
    );
    expect(rows.every((r) => !r.can)).toBe(true);
  });
});

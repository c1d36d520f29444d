// Issue 25 points 1-2 (migration 20261128100000): medical and emergency data is
// read outside the family only through definer functions that write exactly one
// data_access_log record per call; a direct table read of those columns fails
// for everyone (coordinators and admins included); the family reads its own
// through my_participant_health / my_volunteer_health without a record;
// admin_access_log searches the log (admins only); my_participant_access shows
// a family who outside it read its participant's data.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { accessLogNewest, clientsByRole, factories, type Factories, type MatrixRole } from './db-helpers.ts';
import { DEMO_PASSWORD, users } from './seed-ids.ts';

let stack: TestStack;
let db: Record<MatrixRole, SupabaseClient>;
let make: Factories;
let coach: SupabaseClient;
let coachId: string;
let family: SupabaseClient;
let familyId: string;
let program: string;
let programName: string;
let child: string;
let volunteer: string;
let volunteerClient: SupabaseClient;

const logCount = async () =>
  Number((await stack.sql<{ n: string }>('select count(*) n from public.data_access_log'))[0].n);
const lastLogs = (n: number) => accessLogNewest(stack, n);

beforeAll(async () => {
  stack = await startTestStack();
  db = await clientsByRole(stack);
  make = factories(stack);
  const coachEmail = `coach-${randomUUID()}@example.test`;
  coach = await stack.signUp(coachEmail, 'coach-password-2026', {
    role: 'coach',
    first_name: 'Corinne',
    last_name: 'Côté',
  });
  coachId = (await coach.auth.getUser()).data.user!.id;
  const familyEmail = `family-${randomUUID()}@example.test`;
  family = await stack.signUp(familyEmail, 'family-password-2026', {
    role: 'parent',
    first_name: 'Fran',
    last_name: 'Family',
  });
  familyId = (await family.auth.getUser()).data.user!.id;
  programName = `Access log program ${randomUUID().slice(0, 6)}`;
  program = await make.program();
  await stack.sql('update public.programs set name = $2, name_fr = $3 where id = $1', [
    program,
    programName,
    `${programName} FR`,
  ]);
  child = await make.child(familyId, 'Zoé');
  await stack.sql(
    `update public.participants set last_name = 'Lefèbvre', allergies = 'Peanuts', medical_conditions = 'Asthma',
       visual_condition = 'other', visual_condition_other = 'Nystagmus' where id = $1`,
    [child],
  );
  await make.contact(child);
  await make.registration(child, program, 'approved');
  // A volunteer (own account) registered in the same program.
  const volEmail = `vol-${randomUUID()}@example.test`;
  volunteerClient = await stack.signUp(volEmail, 'volunteer-password-2026', {
    role: 'volunteer',
    first_name: 'Val',
    last_name: 'Volunteer',
  });
  const volUser = (await volunteerClient.auth.getUser()).data.user!.id;
  volunteer = await make.volunteerProfile(volUser);
  await stack.sql(`update public.volunteer_profiles set medical_conditions = 'Diabetes' where id = $1`, [volunteer]);
  await stack.sql(
    `insert into public.emergency_contacts (volunteer_id, name, relationship, phone, email, is_primary)
     values ($1, 'Vic Contact', 'friend', '4165550101', 'vic@example.test', true)`,
    [volunteer],
  );
  await stack.sql(
    `insert into public.registrations (volunteer_id, program_id, user_id, status, waiver_agreed, waiver_agreed_at,
       media_consent_agreed, media_consent_agreed_at, concussion_awareness_agreed, concussion_awareness_agreed_at)
     values ($1, $2, $3, 'approved', true, now(), true, now(), true, now())`,
    [volunteer, program, volUser],
  );
  const assigned = await db.admin.from('program_coordinators').insert({ program_id: program, user_id: coachId });
  expect(assigned.error).toBeNull();
});
afterAll(async () => stack?.stop());

describe('a direct table read of the sensitive columns gives no medical data', () => {
  const reads: Array<[string, string, string]> = [
    ['participants', 'allergies', 'id'],
    ['participants', 'medical_conditions', 'id'],
    ['participants', 'visual_condition', 'id'],
    ['participants', 'visual_condition_other', 'id'],
    ['participants', '*', 'id'],
    ['volunteer_profiles', 'medical_conditions', 'id'],
    ['volunteer_profiles', '*', 'id'],
  ];

  it.each(['coordinator (of the program)', 'admin'])('%s: every sensitive column is refused (42501)', async (who) => {
    const client = who === 'admin' ? db.admin : coach;
    for (const [table, column, key] of reads) {
      const id = table === 'participants' ? child : volunteer;
      const res = await client.from(table).select(`${key}, ${column}`).eq('id', id);
      expect(res.error?.code, `${table}.${column}`).toBe('42501');
      expect(res.data, `${table}.${column}`).toBeNull();
    }
    // Embedded through a readable table: the same refusal.
    const embedded = await client.from('registrations').select('id, participant:participants(id, allergies)');
    expect(embedded.error?.code).toBe('42501');
  });

  it.each(['coordinator (of the program)', 'admin'])(
    '%s: emergency contacts are not readable, not even their ids',
    async (who) => {
      const client = who === 'admin' ? db.admin : coach;
      const byParticipant = await client.from('emergency_contacts').select('*').eq('participant_id', child);
      expect(byParticipant.error).toBeNull();
      expect(byParticipant.data).toEqual([]);
      const byVolunteer = await client.from('emergency_contacts').select('id, phone').eq('volunteer_id', volunteer);
      expect(byVolunteer.data).toEqual([]);
      const embedded = await client
        .from('participants')
        .select('id, emergency_contacts(name, phone)')
        .eq('id', child)
        .maybeSingle();
      expect(embedded.error).toBeNull();
      expect(embedded.data?.emergency_contacts ?? []).toEqual([]);
    },
  );

  it('the non-sensitive columns stay readable by the coordinator and the admin (row security unchanged)', async () => {
    for (const client of [coach, db.admin]) {
      const { data, error } = await client
        .from('participants')
        .select('id, first_name, last_name, visual_classification')
        .eq('id', child)
        .single();
      expect(error).toBeNull();
      expect(data).toMatchObject({ id: child, first_name: 'Zoé' });
    }
  });

  it('an admin cannot write contacts directly either (the definer function is the only way)', async () => {
    const add = await db.admin
      .from('emergency_contacts')
      .insert({ participant_id: child, name: 'Sneaky', relationship: 'friend', phone: '4165550199' });
    expect(add.error?.code).toBe('42501');
    const del = await db.admin.from('emergency_contacts').delete().eq('participant_id', child).select('id');
    expect(del.data ?? []).toEqual([]);
    const [{ n }] = await stack.sql<{ n: string }>(
      'select count(*) n from public.emergency_contacts where participant_id = $1',
      [child],
    );
    expect(Number(n)).toBe(1);
  });

  it('the family still reads and writes its own contacts directly', async () => {
    const { data, error } = await family.from('emergency_contacts').select('name, phone').eq('participant_id', child);
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Temp Contact', phone: '4165550000' }]);
  });
});

describe('the family reads its own sensitive fields, unlogged', () => {
  it('my_participant_health: the family’s participants only, one or all', async () => {
    const before = await logCount();
    const all = await family.rpc('my_participant_health');
    expect(all.error).toBeNull();
    expect(all.data).toEqual([
      {
        participant_id: child,
        allergies: 'Peanuts',
        medical_conditions: 'Asthma',
        visual_condition: 'other',
        visual_condition_other: 'Nystagmus',
      },
    ]);
    const one = await family.rpc('my_participant_health', { p_participant_id: child });
    expect(one.data).toHaveLength(1);
    expect(await logCount()).toBe(before);
  });

  it('my_participant_health gives nothing of another family, to a parent, a coordinator or an admin', async () => {
    for (const client of [db.parent, coach, db.admin]) {
      const { data, error } = await client.rpc('my_participant_health', { p_participant_id: child });
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
    const anon = await db.anon.rpc('my_participant_health');
    expect(anon.error).not.toBeNull();
  });

  it('my_volunteer_health: the volunteer’s own, nobody else’s', async () => {
    const before = await logCount();
    const own = await volunteerClient.rpc('my_volunteer_health');
    expect(own.data).toEqual([{ volunteer_id: volunteer, medical_conditions: 'Diabetes' }]);
    for (const client of [coach, db.admin, family]) {
      const other = await client.rpc('my_volunteer_health');
      expect((other.data as Array<{ volunteer_id: string }>).some((r) => r.volunteer_id === volunteer)).toBe(false);
    }
    expect(await logCount()).toBe(before);
  });

  it('the family’s own contact saves are not logged', async () => {
    const before = await logCount();
    const { error } = await family.rpc('save_emergency_contacts', {
      p_participant_id: child,
      p_contacts: [{ name: 'Temp Contact', relationship: 'friend', phone: '4165550000', is_primary: true }],
    });
    expect(error).toBeNull();
    expect(await logCount()).toBe(before);
  });
});

describe('reads outside the family write exactly one record per call', () => {
  it('coordinator_roster: one record per call, medical_and_emergency, participants + volunteers + program', async () => {
    const before = await logCount();
    for (let i = 0; i < 2; i++) {
      const { data, error } = await coach.rpc('coordinator_roster', { p_program_id: program });
      expect(error).toBeNull();
      expect(JSON.stringify(data)).toContain('Peanuts');
      expect(await logCount()).toBe(before + i + 1);
    }
    const [row] = await lastLogs(1);
    expect(row).toMatchObject({
      actor_id: coachId,
      actor_role: 'coach',
      action: 'read',
      what: 'medical_and_emergency',
      reason: 'coordinator_roster',
      participant_ids: [child],
      volunteer_ids: [volunteer],
      program_id: program,
      scope: null,
    });
  });

  it('a refused roster call writes nothing', async () => {
    const before = await logCount();
    const res = await db.parent.rpc('coordinator_roster', { p_program_id: program });
    expect(res.error?.code).toBe('42501');
    expect(await logCount()).toBe(before);
  });

  it('admin_registrations_page: one emergency-contacts record per page (decision 0064), with the page’s people and the filters', async () => {
    const before = await logCount();
    const { data, error } = await db.admin.rpc('admin_registrations_page', {
      p_program_id: program,
      p_status: 'all',
      p_search: '',
      p_offset: 0,
      p_limit: 50,
    });
    expect(error).toBeNull();
    expect((data as { total: number }).total).toBe(2);
    expect(await logCount()).toBe(before + 1);
    const [row] = await lastLogs(1);
    expect(row).toMatchObject({
      actor_id: users.admin.id,
      actor_role: 'admin',
      what: 'emergency_contacts',
      reason: 'admin_registrations_page',
      participant_ids: [child],
      volunteer_ids: [volunteer],
      program_id: program,
      scope: { program_id: program, status: 'all', search: null, offset: 0, limit: 50 },
    });
  });

  it('admin_registrations_export: one record per call, the filters as scope', async () => {
    const before = await logCount();
    const { error } = await db.admin.rpc('admin_registrations_export', {
      p_program_id: program,
      p_status: 'approved',
      p_search: 'Zoe',
    });
    expect(error).toBeNull();
    expect(await logCount()).toBe(before + 1);
    const [row] = await lastLogs(1);
    expect(row).toMatchObject({
      what: 'medical_and_emergency',
      reason: 'admin_registrations_export',
      participant_ids: [child],
      volunteer_ids: [],
      scope: { program_id: program, status: 'approved', search: 'Zoe' },
    });
  });

  it('the page and export refuse non-admins and write nothing', async () => {
    const before = await logCount();
    for (const fn of ['admin_registrations_page', 'admin_registrations_export']) {
      const res = await coach.rpc(fn, { p_program_id: program });
      expect(res.error?.code).toBe('42501');
    }
    expect(await logCount()).toBe(before);
  });

  it('admin_users_page: one record when the page holds a visual condition', async () => {
    const before = await logCount();
    const { data, error } = await db.admin.rpc('admin_users_page', {
      p_filter: 'all',
      p_search: 'Fran Family',
      p_offset: 0,
      p_limit: 50,
    });
    expect(error).toBeNull();
    expect(JSON.stringify(data)).toContain('"visual_condition":"other"');
    expect(await logCount()).toBe(before + 1);
    const [row] = await lastLogs(1);
    expect(row).toMatchObject({ what: 'visual_condition', reason: 'admin_users_page', participant_ids: [child] });
  });

  it('an admin fixing a family’s contacts: one write record', async () => {
    const before = await logCount();
    const { error } = await db.admin.rpc('save_emergency_contacts', {
      p_participant_id: child,
      p_contacts: [{ name: 'Admin Fixed', relationship: 'friend', phone: '4165550123', is_primary: true }],
    });
    expect(error).toBeNull();
    expect(await logCount()).toBe(before + 1);
    const [row] = await lastLogs(1);
    expect(row).toMatchObject({
      actor_id: users.admin.id,
      action: 'write',
      what: 'emergency_contacts',
      reason: 'save_emergency_contacts',
      participant_ids: [child],
    });
    // Anyone else is still refused, and nothing is logged for them.
    const other = await coach.rpc('save_emergency_contacts', {
      p_participant_id: child,
      p_contacts: [{ name: 'Coach Fixed', relationship: 'friend', phone: '4165550123', is_primary: true }],
    });
    expect(other.error?.hint).toBe('emergency_contacts_not_owner');
    expect(await logCount()).toBe(before + 1);
  });

  it('nobody but the definer functions writes the log (no browser insert, update or delete)', async () => {
    for (const client of [coach, db.admin, family]) {
      const ins = await client
        .from('data_access_log')
        .insert({ action: 'read', what: 'x', reason: 'forged', participant_ids: [child] });
      expect(ins.error).not.toBeNull();
      const del = await client.from('data_access_log').delete().gte('id', 0).select('id');
      expect(del.data ?? []).toEqual([]);
    }
    const log = await family.from('data_access_log').select('id');
    expect(log.data ?? []).toEqual([]);
    const forged = await coach.rpc('log_data_access' as never, {} as never);
    expect(forged.error).not.toBeNull();
  });
});

type AccessLogPage = {
  total: number;
  rows: Array<{
    id: number;
    actor_id: string | null;
    actor_name: string | null;
    actor_email: string | null;
    actor_role: string | null;
    what: string;
    reason: string;
    program_name: string | null;
    program_name_fr: string | null;
    participant_count: number;
    participants: Array<{ id: string; name: string | null }>;
    volunteer_count: number;
    scope: unknown;
  }>;
};

describe('admin_access_log', () => {
  const page = async (args: Record<string, unknown>) => {
    const { data, error } = await db.admin.rpc('admin_access_log', args);
    expect(error).toBeNull();
    return data as AccessLogPage;
  };

  it('lists newest first with the actor, program and participants', async () => {
    const { total, rows } = await page({ p_participant: child });
    expect(total).toBeGreaterThanOrEqual(5);
    const roster = rows.find((r) => r.reason === 'coordinator_roster')!;
    expect(roster).toMatchObject({
      actor_id: coachId,
      actor_name: 'Corinne Côté',
      actor_role: 'coach',
      what: 'medical_and_emergency',
      program_name: programName,
      program_name_fr: `${programName} FR`,
      participant_count: 1,
      participants: [{ id: child, name: 'Zoé Lefèbvre' }],
      volunteer_count: 1,
    });
    const ids = rows.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('finds a participant by name, any case, no accents; an unknown name finds nothing', async () => {
    const byName = await page({ p_participant: 'zoe lefebvre' });
    const byId = await page({ p_participant: child });
    expect(byName.total).toBe(byId.total);
    expect((await page({ p_participant: 'nobody-by-this-name' })).total).toBe(0);
  });

  it('filters by the staff member: id, name or e-mail', async () => {
    const byId = await page({ p_participant: child, p_actor: coachId });
    expect(byId.rows.length).toBeGreaterThan(0);
    expect(byId.rows.every((r) => r.actor_id === coachId)).toBe(true);
    expect((await page({ p_participant: child, p_actor: 'corinne cote' })).total).toBe(byId.total);
    const admin = await page({ p_participant: child, p_actor: 'admin@example' });
    expect(admin.rows.every((r) => r.actor_id === users.admin.id)).toBe(true);
    expect(admin.total).toBeGreaterThan(0);
  });

  it('filters by Toronto days, inclusive', async () => {
    const [{ today }] = await stack.sql<{ today: string }>('select private.toronto_today()::text today');
    const all = await page({ p_participant: child });
    expect((await page({ p_participant: child, p_from: today, p_to: today })).total).toBe(all.total);
    const [{ yesterday, tomorrow }] = await stack.sql<{ yesterday: string; tomorrow: string }>(
      `select (private.toronto_today() - 1)::text yesterday, (private.toronto_today() + 1)::text tomorrow`,
    );
    expect((await page({ p_participant: child, p_to: yesterday })).total).toBe(0);
    expect((await page({ p_participant: child, p_from: tomorrow })).total).toBe(0);
    // A record stamped at 23:30 Toronto time yesterday counts for yesterday, not today.
    await stack.sql(
      `insert into public.data_access_log (actor_id, actor_role, action, what, participant_ids, reason, at)
       values ($1, 'admin', 'read', 'medical_and_emergency', array[$2::uuid], 'late_night',
               ((private.toronto_today() - 1)::timestamp + interval '23 hours 30 minutes') at time zone 'America/Toronto')`,
      [users.admin.id, child],
    );
    const late = await page({ p_participant: child, p_from: yesterday, p_to: yesterday });
    expect(late.rows.map((r) => r.reason)).toEqual(['late_night']);
  });

  it('pages with offset and limit (1 to 1000)', async () => {
    const all = await page({ p_participant: child, p_limit: 1000 });
    const first = await page({ p_participant: child, p_limit: 2 });
    const second = await page({ p_participant: child, p_offset: 2, p_limit: 2 });
    expect([...first.rows, ...second.rows].map((r) => r.id)).toEqual(all.rows.slice(0, 4).map((r) => r.id));
    for (const p_limit of [0, 1001]) {
      const bad = await db.admin.rpc('admin_access_log', { p_limit });
      expect(bad.error?.code).toBe('22023');
    }
  });

  it('is for admins only', async () => {
    for (const client of [coach, family, db.coordinator, db.parent, db.anon]) {
      const res = await client.rpc('admin_access_log', {});
      expect(res.error).not.toBeNull();
      expect(res.data).toBeNull();
    }
  });
});

describe('my_participant_access', () => {
  it('shows the family who outside it read the participant’s data, newest first, without the family’s own', async () => {
    const { data, error } = await family.rpc('my_participant_access', { p_participant_id: child });
    expect(error).toBeNull();
    const rows = data as Array<Record<string, unknown>>;
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows).toContainEqual(
      expect.objectContaining({
        actor_name: 'Corinne Côté',
        actor_role: 'coach',
        action: 'read',
        what: 'medical_and_emergency',
        reason: 'coordinator_roster',
        program_name: programName,
        program_name_fr: `${programName} FR`,
      }),
    );
    expect(Object.keys(rows[0]).sort()).toEqual(
      ['action', 'actor_name', 'actor_role', 'at', 'program_name', 'program_name_fr', 'reason', 'what'].sort(),
    );
    const ats = rows.map((r) => String(r.at));
    expect(ats).toEqual([...ats].sort().reverse());
    // A record made by the family itself is not shown to it.
    await stack.sql(
      `insert into public.data_access_log (actor_id, action, what, participant_ids, reason)
       values ($1, 'write', 'account', array[$2::uuid], 'family_own')`,
      [familyId, child],
    );
    const again = await family.rpc('my_participant_access', { p_participant_id: child });
    expect((again.data as Array<{ reason: string }>).some((r) => r.reason === 'family_own')).toBe(false);
  });

  it('is the family’s only: another parent, the coordinator and an admin are refused', async () => {
    for (const client of [db.parent, coach, db.admin]) {
      const res = await client.rpc('my_participant_access', { p_participant_id: child });
      expect(res.error?.code).toBe('42501');
      expect(res.data).toBeNull();
    }
    const anon = await db.anon.rpc('my_participant_access', { p_participant_id: child });
    expect(anon.error).not.toBeNull();
  });

  it('the demo parent sees their own children only', async () => {
    const parent = await stack.signIn(users.parent.email, DEMO_PASSWORD);
    const res = await parent.rpc('my_participant_access', { p_participant_id: child });
    expect(res.error?.code).toBe('42501');
  });
});

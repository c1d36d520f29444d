// Issue 17 points 4, 6, 7, 9 and 12 through supabase-js as hostile signed-in
// users: money history survives a family's deletes, deactivated or demoted
// accounts lose their powers, coordinator assignments reveal no roles, a JWT
// without a role is not the server, and the admin view is read-only.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { consents, factories, type Factories, registerAs } from './db-helpers.ts';
import { DEMO_PASSWORD, participants, programs, tiers, users } from './seed-ids.ts';

let stack: TestStack;
let f: Factories;
let parent: SupabaseClient;
let admin: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack();
  f = factories(stack);
  parent = await stack.signIn(users.parent.email, DEMO_PASSWORD);
  admin = await stack.signIn(users.admin.email, DEMO_PASSWORD);
});
afterAll(async () => {
  await stack?.stop();
});

const row = async (sql: string, params: unknown[] = []) => (await stack.sql(sql, params))[0];

/** A registration as the server records it (a paid checkout's fulfilment, or history). */
async function serverRegistration(
  participantId: string,
  programId: string,
  tierId: string,
  status: string,
  amount: number,
) {
  return (
    await row(
      `insert into public.registrations (participant_id, program_id, price_tier_id, user_id, status, amount_paid,
      waiver_agreed, waiver_agreed_at, media_consent_agreed, media_consent_agreed_at,
      concussion_awareness_agreed, concussion_awareness_agreed_at)
    values ($1, $2, $3, $4, $5, $6, true, now(), true, now(), true, now()) returning id`,
      [participantId, programId, tierId, users.parent.id, status, amount],
    )
  ).id as string;
}
const deleteAsFamily = (participantId: string) =>
  parent.rpc('delete_participant_cascade', { participant_uuid: participantId, user_uuid: users.parent.id });
const exists = async (table: string, id: string) =>
  Boolean(await row(`select 1 as x from public.${table} where id = $1`, [id]));

describe("point 4: a family's delete never removes money history", () => {
  it('refuses to delete a participant with an approved paid registration, through the RPC and a plain delete', async () => {
    const kid = await f.child();
    const reg = await serverRegistration(kid, programs.springPaid, tiers.springRegular, 'approved', 25000);
    const { data } = await deleteAsFamily(kid);
    expect(data).toMatchObject({ success: false, code: 'participant_has_paid_registration' });
    const plain = await parent.from('participants').delete().eq('id', kid);
    expect(plain.error?.hint).toBe('participant_has_paid_registration');
    expect(await exists('participants', kid)).toBe(true);
    expect(
      await row(`select participant_id, status, amount_paid from public.registrations where id = $1`, [reg]),
    ).toEqual({ participant_id: kid, status: 'approved', amount_paid: 25000 });
  });

  it('refuses while the participant is in a program that has started, even a free registration', async () => {
    const kid = await f.child();
    await serverRegistration(kid, programs.ongoing, tiers.ongoingRegular, 'pending', 0);
    const { data } = await deleteAsFamily(kid);
    expect(data).toMatchObject({ success: false, code: 'participant_in_started_program' });
    expect(await exists('participants', kid)).toBe(true);
  });

  it('deletes a participant with only cancelled, refunded or free future history, and keeps every registration and log', async () => {
    const kid = await f.child(users.parent.id, 'Nora');
    const refunded = await serverRegistration(kid, programs.springPaid, tiers.springRegular, 'refunded', 25000);
    await stack.sql(
      `insert into public.refund_logs (registration_id, user_id, action, refund_amount) values ($1, $2, 'refunded', 25000)`,
      [refunded, users.parent.id],
    );
    const spotsBefore = (
      await row(`select spots_taken from public.program_price_tiers where id = $1`, [tiers.tryItRegular])
    ).spots_taken;
    const free = (
      await registerAs(stack, parent, {
        p_program_id: programs.tryItFree,
        p_items: [{ participant_id: kid, price_tier_id: tiers.tryItRegular }],
        p_answers: {},
        p_consents: consents(),
      })
    ).data[0].id as string;
    // The yearly concussion confirmation registerAs made would keep the participant for good (issue 33 point 2,
    // concussion-retention.test.ts); this test is about money history, so it goes (superuser).
    await stack.sql(`delete from public.concussion_confirmations where participant_id = $1`, [kid]);
    const { data } = await deleteAsFamily(kid);
    expect(data).toEqual({ success: true, error: null });
    expect(await exists('participants', kid)).toBe(false);
    const kept = await stack.sql(
      `select id, participant_id, status, amount_paid, removed_participant_name,
        participant_removed_at is not null as removed from public.registrations where id = any($1) order by amount_paid`,
      [[free, refunded]],
    );
    expect(kept).toEqual([
      {
        id: free,
        participant_id: null,
        status: 'cancelled',
        amount_paid: 0,
        removed_participant_name: 'Nora Child',
        removed: true,
      },
      {
        id: refunded,
        participant_id: null,
        status: 'refunded',
        amount_paid: 25000,
        removed_participant_name: 'Nora Child',
        removed: true,
      },
    ]);
    expect(
      (await row(`select spots_taken from public.program_price_tiers where id = $1`, [tiers.tryItRegular])).spots_taken,
    ).toBe(spotsBefore);
    const logs = await stack.sql(
      `select registration_id, action from public.refund_logs where registration_id = any($1) order by action`,
      [[free, refunded]],
    );
    expect(logs).toEqual([
      { registration_id: free, action: 'cancelled' },
      { registration_id: refunded, action: 'refunded' },
    ]);
    // The family still sees its history.
    const mine = await parent.from('registrations').select('id').in('id', [free, refunded]);
    expect(mine.data).toHaveLength(2);
  });

  it('the admin screen and Export All name a kept registration, and its name is searchable', async () => {
    const kid = await f.child(users.parent.id, 'Quinn');
    const reg = await serverRegistration(kid, programs.springPaid, tiers.springRegular, 'refunded', 25000);
    expect((await deleteAsFamily(kid)).data).toEqual({ success: true, error: null });
    const { data: rows } = await admin
      .from('admin_registration_rows')
      .select('id, removed_participant_name')
      .ilike('search_text', '%quinn child%');
    expect(rows).toEqual([{ id: reg, removed_participant_name: 'Quinn Child' }]);
    const { data: exported } = await admin.rpc('admin_registrations_export', { p_search: 'quinn child' });
    expect(exported.rows.map((r: unknown[]) => [r[0], r[11], r[12], r[13]])).toEqual([
      [reg, null, null, 'Quinn Child'],
    ]);
  });

  it('an admin may delete such a participant, and the paid registration stays, cancelled, with its money', async () => {
    const kid = await f.child();
    const reg = await serverRegistration(kid, programs.springPaid, tiers.springRegular, 'approved', 25000);
    const { data } = await admin.rpc('delete_participant_cascade', {
      participant_uuid: kid,
      user_uuid: users.admin.id,
    });
    expect(data).toEqual({ success: true, error: null });
    expect(
      await row(`select participant_id, status, amount_paid from public.registrations where id = $1`, [reg]),
    ).toEqual({ participant_id: null, status: 'cancelled', amount_paid: 25000 });
  });

  it('a registration with payment history cannot be deleted, not even by an admin', async () => {
    const reg = await serverRegistration(await f.child(), programs.springPaid, tiers.springRegular, 'approved', 25000);
    const { error } = await admin.from('registrations').delete().eq('id', reg);
    expect(error?.hint).toBe('registration_has_payment_history');
    expect(await exists('registrations', reg)).toBe(true);
    const free = await f.registration();
    expect((await admin.from('registrations').delete().eq('id', free)).error).toBeNull();
  });

  it('no foreign key cascades from participants to registrations, or from registrations to refund logs', async () => {
    const fks = await stack.sql(`select conname, confdeltype from pg_constraint
      where conname in ('registrations_participant_id_fkey', 'refund_logs_registration_id_fkey') order by conname`);
    expect(fks).toEqual([
      { conname: 'refund_logs_registration_id_fkey', confdeltype: 'r' },
      { conname: 'registrations_participant_id_fkey', confdeltype: 'r' },
    ]);
  });
});

describe('point 6: deactivated or demoted accounts keep no powers', () => {
  const roster = (db: SupabaseClient) => db.rpc('coordinator_roster', { p_program_id: programs.ongoing });

  it('a coordinator who is demoted, or deactivated, no longer reads the roster or the players', async () => {
    const coordinator = await stack.signIn(users.coordinator.email, DEMO_PASSWORD);
    expect((await roster(coordinator)).error).toBeNull();
    expect((await coordinator.from('participants').select('id').eq('id', participants.liam)).data).toHaveLength(1);
    for (const change of [`role = 'participant'`, `is_active = false`]) {
      await stack.sql(`update public.user_profiles set ${change} where id = $1`, [users.coordinator.id]);
      try {
        expect((await roster(coordinator)).error?.hint).toBe('not_coordinator');
        expect((await coordinator.from('participants').select('id').eq('id', participants.liam)).data).toEqual([]);
        expect(
          (await coordinator.from('emergency_contacts').select('id').eq('participant_id', participants.liam)).data,
        ).toEqual([]);
      } finally {
        await stack.sql(`update public.user_profiles set role = 'coach', is_active = true where id = $1`, [
          users.coordinator.id,
        ]);
      }
    }
  });

  it('a deactivated account reads its own data but every write is refused with account_inactive', async () => {
    const email = `inactive-${randomUUID()}@example.org`;
    const db = await stack.signUp(email, 'inactive-password', {
      role: 'parent_guardian',
      first_name: 'Ina',
      last_name: 'Active',
    });
    const me = (await db.auth.getUser()).data.user!.id;
    const kid = await f.child(me);
    await stack.sql(`update public.user_profiles set is_active = false where id = $1`, [me]);

    expect((await db.from('participants').select('id').eq('id', kid)).data).toHaveLength(1);
    const attempts = [
      await registerAs(stack, db, {
        p_program_id: programs.tryItFree,
        p_items: [{ participant_id: kid, price_tier_id: tiers.tryItRegular }],
        p_answers: {},
        p_consents: consents(),
      }),
      await db.from('user_profiles').update({ first_name: 'Changed' }).eq('id', me),
      await db.from('participants').update({ city: 'Ottawa' }).eq('id', kid),
      await db
        .from('emergency_contacts')
        .insert({ participant_id: kid, name: 'X', relationship: 'friend', phone: '6135550123' }),
      await db.rpc('check_assistance_code', { p_program_id: programs.summerAssist, p_code: 'ASSIST50' }),
    ];
    for (const a of attempts) expect(a.error?.hint).toBe('account_inactive');
    const photo = await db.storage
      .from('profile-pictures')
      .upload(`${me}/profile.png`, new Blob([new Uint8Array(68)], { type: 'image/png' }), { contentType: 'image/png' });
    expect(photo.error?.message).toMatch(/row-level security/);
    expect(await stack.sql(`select 1 from storage.objects where name = $1`, [`${me}/profile.png`])).toEqual([]);
    const del = await db.rpc('delete_participant_cascade', { participant_uuid: kid, user_uuid: me });
    expect(del.data).toMatchObject({ success: false, code: 'account_inactive' });
    expect(await exists('participants', kid)).toBe(true);
    expect((await row(`select city from public.participants where id = $1`, [kid])).city).toBeNull();
  });
});

describe('point 7: coordinator assignments tell a non-admin nothing', () => {
  it('refuses a non-admin the same way whatever the role of the user named', async () => {
    const coach = await stack.signIn(users.coach.email, DEMO_PASSWORD);
    const answers = [];
    for (const target of [users.player.id, users.volunteer.id, users.admin.id, randomUUID()]) {
      const { error } = await coach
        .from('program_coordinators')
        .insert({ program_id: programs.springPaid, user_id: target });
      answers.push([error?.code, error?.hint, error?.message]);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0][0]).toBe('42501');
    expect(
      Number(
        (
          await row(`select count(*) as n from public.program_coordinators where program_id = $1`, [
            programs.springPaid,
          ])
        ).n,
      ),
    ).toBe(0);
  });

  it('an admin still assigns a coach, and still cannot assign a player', async () => {
    const ok = await admin
      .from('program_coordinators')
      .insert({ program_id: programs.springPaid, user_id: users.coach.id, is_active: false });
    expect(ok.error).toBeNull();
    const bad = await admin
      .from('program_coordinators')
      .insert({ program_id: programs.springPaid, user_id: users.player.id });
    expect(bad.error?.hint).toBe('coordinator_role');
  });
});

describe('point 9: only the service role (or a session with no JWT) is the server', () => {
  const asClaims = async (claims: string | null) =>
    (
      await row(
        `select private.is_server_caller() as server
      from (select set_config('request.jwt.claims', coalesce($1, ''), true)) as s`,
        [claims],
      )
    ).server;

  it.each([
    [
      'a JWT with no role claim (a signed-URL token)',
      JSON.stringify({ sub: users.parent.id, url: 'profile-pictures/x.png' }),
      false,
    ],
    ['an authenticated user', JSON.stringify({ sub: users.parent.id, role: 'authenticated' }), false],
    ['the anon key', JSON.stringify({ role: 'anon' }), false],
    ['the service role', JSON.stringify({ role: 'service_role' }), true],
    ['a direct database session with no JWT', null, true],
  ])('%s (claims %s) -> server: %s', async (_name, claims, expected) => {
    expect(await asClaims(claims)).toBe(expected);
  });
});

describe('point 12: the admin registrations view is read-only', () => {
  it('grants authenticated only select, and no view in public grants more', async () => {
    const rows = await stack.sql(`select table_name, grantee, privilege_type from information_schema.role_table_grants g
      join pg_class c on c.relname = g.table_name join pg_namespace n on n.oid = c.relnamespace and n.nspname = g.table_schema
      where g.table_schema = 'public' and c.relkind = 'v' and g.grantee in ('anon', 'authenticated', 'PUBLIC')
      order by 1, 2, 3`);
    expect(rows).toEqual([
      { table_name: 'admin_registration_rows', grantee: 'authenticated', privilege_type: 'SELECT' },
    ]);
    const writes = await row(`select has_table_privilege('authenticated', 'public.admin_registration_rows',
      'INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER') as any_write`);
    expect(writes.any_write).toBe(false);
  });
});

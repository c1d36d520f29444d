// Issue 24 points 5-7 (decision 0052): yearly concussion safety confirmations
// (Rowan's Law), the registration gate that asks for them, removal from sport
// and return to sport, the roster and the admin report, and the access log.
// Tried the way a hostile signed-in user would: supabase-js, skipping screens.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { consents, factories, type Factories } from './db-helpers.ts';
import { DEMO_PASSWORD, participants, programs, users } from './seed-ids.ts';

let stack: TestStack;
let f: Factories;
let admin: SupabaseClient;
let coordinator: SupabaseClient;
let parent: SupabaseClient;
let docs: { awareness: string; code: string; awarenessFr: string; codeFr: string };

beforeAll(async () => {
  stack = await startTestStack();
  f = factories(stack);
  admin = await stack.signIn(users.admin.email, DEMO_PASSWORD);
  coordinator = await stack.signIn(users.coordinator.email, DEMO_PASSWORD);
  parent = await stack.signIn(users.parent.email, DEMO_PASSWORD);
  const en = (await parent.rpc('concussion_documents_in_force', { p_language: 'en' })).data;
  const fr = (await parent.rpc('concussion_documents_in_force', { p_language: 'fr' })).data;
  docs = {
    awareness: en.awareness.id,
    code: en.code_of_conduct.id,
    awarenessFr: fr.awareness.id,
    codeFr: fr.code_of_conduct.id,
  };
});
afterAll(async () => {
  await stack?.stop();
});

const rows = (sql: string, params: unknown[] = []) => stack.sql<Record<string, unknown>>(sql, params);
const one = async (sql: string, params: unknown[] = []) => (await rows(sql, params))[0];
const today = async () => String((await one(`select private.toronto_today()::text as d`)).d);
const plus12 = async () =>
  String((await one(`select (private.toronto_today() + interval '12 months')::date::text as d`)).d);

/** A new family account (parent_guardian) with one child (10 years old). */
async function newFamily() {
  const email = `fam-${randomUUID()}@example.org`;
  const db = await stack.signUp(email, 'family-password-1', {
    role: 'parent_guardian',
    first_name: 'Fam',
    last_name: 'Ily',
  });
  const id = (await db.auth.getUser()).data.user!.id;
  return { db, id, email, child: await f.child(id) };
}

const register = (db: SupabaseClient, programId: string, items: Record<string, unknown>[]) =>
  db.rpc('create_registrations', { p_program_id: programId, p_items: items, p_answers: {}, p_consents: consents() });

describe('documents and confirmations', () => {
  it('publishes the Code of Conduct version 1 in English and French', async () => {
    const en = (await parent.rpc('concussion_documents_in_force', { p_language: 'en' })).data;
    const fr = (await stack.anon().rpc('concussion_documents_in_force', { p_language: 'fr' })).data;
    expect(en.code_of_conduct).toMatchObject({ kind: 'concussion_code_of_conduct', language: 'en', version: 1 });
    expect(fr.code_of_conduct).toMatchObject({ kind: 'concussion_code_of_conduct', language: 'fr', version: 1 });
    expect(fr.code_of_conduct.body).toContain('’');
    expect(fr.code_of_conduct.body).not.toContain("'");
    expect(en.awareness).toMatchObject({ kind: 'concussion_awareness', language: 'en' });
    expect(fr.awareness.language).toBe('fr');
  });

  it('a confirmation made today is valid until today + 12 months (Toronto)', async () => {
    const fam = await newFamily();
    const { data, error } = await fam.db.rpc('confirm_concussion_safety', {
      p_participant_ids: [fam.child],
      p_awareness_document_id: docs.awareness,
      p_code_of_conduct_document_id: docs.code,
      p_guardian_reviewed: true,
      p_language: 'en',
    });
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(data[0].participant_id).toBe(fam.child);
    expect(data[0].valid_until).toBe(await plus12());
    const c = await one(
      `select role, guardian_id, confirmed_by, language, valid_until::text as v,
                                (confirmed_at at time zone 'America/Toronto')::date::text as day
                         from public.concussion_confirmations where id = $1`,
      [data[0].id],
    );
    expect(c).toMatchObject({
      role: 'athlete',
      guardian_id: fam.id,
      confirmed_by: fam.id,
      language: 'en',
      v: await plus12(),
      day: await today(),
    });
    const status = (await fam.db.rpc('concussion_status', {})).data;
    expect(status.participants[0]).toMatchObject({
      participant_id: fam.child,
      minor: true,
      confirmation: { id: data[0].id, valid_until: await plus12(), guardian_confirmed: true },
      removal: null,
      clearances: [],
    });
  });
});

const confirm = (db: SupabaseClient, ids: string[], extra: Record<string, unknown> = {}) =>
  db.rpc('confirm_concussion_safety', {
    p_participant_ids: ids,
    p_awareness_document_id: docs.awareness,
    p_code_of_conduct_document_id: docs.code,
    p_guardian_reviewed: true,
    p_language: 'en',
    ...extra,
  });
const regOf = (participantId: string, programId: string) =>
  one(
    `select id, concussion_confirmation_id, concussion_awareness_agreed, concussion_awareness_agreed_at,
            concussion_document_id from public.registrations where participant_id = $1 and program_id = $2`,
    [participantId, programId],
  );
/** A free program with one open tier (so create_registrations can name it). */
async function freeProgram() {
  const program = await f.program();
  const tier = await f.tier(program, null, 0);
  return { program, tier };
}
/** Lines of data_access_log written by this actor. */
const logCount = async (actor: string) =>
  Number((await one(`select count(*) as n from public.data_access_log where actor_id = $1`, [actor])).n);

describe('the yearly confirmation and the registration gate', () => {
  it('a confirmation older than 12 months is asked again; a fresh one lets the registration through and is recorded on it', async () => {
    const fam = await newFamily();
    const { program, tier } = await freeProgram();
    const old = (await confirm(fam.db, [fam.child])).data[0].id;
    // Made 12 months and 2 days ago: its last valid day is behind us.
    await stack.sql(
      `update public.concussion_confirmations set confirmed_at = now() - interval '12 months 2 days',
         valid_until = ((now() - interval '12 months 2 days') at time zone 'America/Toronto')::date + interval '12 months'
       where id = $1`,
      [old],
    );
    expect((await fam.db.rpc('concussion_status', {})).data.participants[0].confirmation).toBeNull();
    const refused = await register(fam.db, program, [{ participant_id: fam.child, price_tier_id: tier }]);
    expect(refused.error?.hint).toBe('concussion_confirmation_required');
    expect(await regOf(fam.child, program)).toBeUndefined();

    const fresh = (await confirm(fam.db, [fam.child])).data[0];
    const ok = await register(fam.db, program, [{ participant_id: fam.child, price_tier_id: tier }]);
    expect(ok.error).toBeNull();
    const reg = await regOf(fam.child, program);
    const conf = await one(
      `select confirmed_at, awareness_document_id from public.concussion_confirmations where id = $1`,
      [fresh.id],
    );
    expect(reg).toMatchObject({
      concussion_confirmation_id: fresh.id,
      concussion_awareness_agreed: true,
      concussion_document_id: conf.awareness_document_id,
    });
    expect(new Date(String(reg.concussion_awareness_agreed_at)).getTime()).toBe(
      new Date(String(conf.confirmed_at)).getTime(),
    );
    // The participant's latest acknowledgment is the fresh confirmation's.
    const ack = await one(`select concussion_acknowledged_at from public.participants where id = $1`, [fam.child]);
    expect(new Date(String(ack.concussion_acknowledged_at)).getTime()).toBe(
      new Date(String(conf.confirmed_at)).getTime(),
    );
  });

  it('counts on Toronto days: valid while today < valid_until', async () => {
    const fam = await newFamily();
    const { program, tier } = await freeProgram();
    const id = (await confirm(fam.db, [fam.child])).data[0].id;
    await stack.sql(`update public.concussion_confirmations set valid_until = private.toronto_today() where id = $1`, [
      id,
    ]);
    expect((await register(fam.db, program, [{ participant_id: fam.child, price_tier_id: tier }])).error?.hint).toBe(
      'concussion_confirmation_required',
    );
    await stack.sql(
      `update public.concussion_confirmations set valid_until = private.toronto_today() + 1 where id = $1`,
      [id],
    );
    expect((await register(fam.db, program, [{ participant_id: fam.child, price_tier_id: tier }])).error).toBeNull();
  });

  it("ignores the browser's concussion flags and document: no confirmation, no registration", async () => {
    const fam = await newFamily();
    const { program, tier } = await freeProgram();
    const { error } = await fam.db.rpc('create_registrations', {
      p_program_id: program,
      p_items: [{ participant_id: fam.child, price_tier_id: tier }],
      p_answers: {},
      p_consents: { ...consents(), concussion_document_id: docs.awareness },
    });
    expect(error?.hint).toBe('concussion_confirmation_required');
    // And no side door: browsers have no insert on registrations.
    const direct = await fam.db
      .from('registrations')
      .insert({ participant_id: fam.child, program_id: program, ...consents() });
    expect(direct.error?.code).toBe('42501');
    expect(await regOf(fam.child, program)).toBeUndefined();
  });

  it('under 18 the parent or guardian must also review; an adult registering themself need not', async () => {
    const fam = await newFamily();
    const refused = await confirm(fam.db, [fam.child], { p_guardian_reviewed: false });
    expect(refused.error?.hint).toBe('guardian_review_required');
    expect(
      await rows(`select 1 from public.concussion_confirmations where participant_id = $1`, [fam.child]),
    ).toHaveLength(0);

    const email = `adult-${randomUUID()}@example.org`;
    const adult = await stack.signUp(email, 'adult-password-1', {
      role: 'participant',
      first_name: 'Ad',
      last_name: 'Ult',
    });
    const adultId = (await adult.auth.getUser()).data.user!.id;
    const self = (
      await one(
        `insert into public.participants (user_id, first_name, last_name, date_of_birth)
         values ($1, 'Ad', 'Ult', current_date - 9000) returning id`,
        [adultId],
      )
    ).id as string;
    const ok = await confirm(adult, [self], { p_guardian_reviewed: false });
    expect(ok.error).toBeNull();
    expect(
      (await one(`select guardian_id from public.concussion_confirmations where id = $1`, [ok.data[0].id])).guardian_id,
    ).toBeNull();
  });

  it('documents not in force are consent_version_outdated; no Code of Conduct is code_of_conduct_required', async () => {
    const fam = await newFamily();
    // The French texts confirmed as if read in English, and the awareness text passed as the code.
    expect((await confirm(fam.db, [fam.child], { p_awareness_document_id: docs.awarenessFr })).error?.hint).toBe(
      'consent_version_outdated',
    );
    expect((await confirm(fam.db, [fam.child], { p_code_of_conduct_document_id: docs.awareness })).error?.hint).toBe(
      'consent_version_outdated',
    );
    expect((await confirm(fam.db, [fam.child], { p_code_of_conduct_document_id: null })).error?.hint).toBe(
      'code_of_conduct_required',
    );
    // In French, the French texts.
    const fr = await confirm(fam.db, [fam.child], {
      p_awareness_document_id: docs.awarenessFr,
      p_code_of_conduct_document_id: docs.codeFr,
      p_language: 'fr',
    });
    expect(fr.error).toBeNull();
    expect(
      (await one(`select language from public.concussion_confirmations where id = $1`, [fr.data[0].id])).language,
    ).toBe('fr');
  });

  it("a family cannot confirm for, or read, another family's participant", async () => {
    const a = await newFamily();
    const b = await newFamily();
    expect((await confirm(b.db, [a.child])).error?.hint).toBe('not_owner');
    expect((await confirm(b.db, [b.child, a.child])).error?.hint).toBe('not_owner');
    expect(
      await rows(`select 1 from public.concussion_confirmations where participant_id = $1`, [b.child]),
    ).toHaveLength(0);
    await confirm(a.db, [a.child]);
    const read = await b.db.from('concussion_confirmations').select('id').eq('participant_id', a.child);
    expect(read.error).toBeNull();
    expect(read.data).toEqual([]);
    expect((await a.db.from('concussion_confirmations').select('id').eq('participant_id', a.child)).data).toHaveLength(
      1,
    );
    expect((await b.db.rpc('concussion_status', { p_participant_ids: [a.child] })).error?.hint).toBe('not_owner');
  });

  it('a volunteer registers only with their own confirmation; a family member cannot confirm as staff', async () => {
    const email = `vol-${randomUUID()}@example.org`;
    const vol = await stack.signUp(email, 'volunteer-password-1', {
      role: 'volunteer',
      first_name: 'Vo',
      last_name: 'Lu',
    });
    const volId = (await vol.auth.getUser()).data.user!.id;
    await f.volunteerProfile(volId);
    const { program } = await freeProgram();
    expect((await register(vol, program, [{ volunteer: true }])).error?.hint).toBe('concussion_confirmation_required');
    const own = await vol.rpc('confirm_own_concussion_safety', {
      p_awareness_document_id: docs.awareness,
      p_code_of_conduct_document_id: null,
    });
    expect(own.error).toBeNull();
    expect(own.data).toMatchObject({ role: 'volunteer', valid_until: await plus12() });
    expect((await register(vol, program, [{ volunteer: true }])).error).toBeNull();
    const reg = await one(`select concussion_confirmation_id from public.registrations where program_id = $1`, [
      program,
    ]);
    expect(reg.concussion_confirmation_id).toBe(own.data.id);
    const status = (await vol.rpc('concussion_status', {})).data;
    expect(status.self).toMatchObject({
      role_required: 'volunteer',
      confirmation: { id: own.data.id, code_of_conduct: false },
    });

    const fam = await newFamily();
    expect(
      (
        await fam.db.rpc('confirm_own_concussion_safety', {
          p_awareness_document_id: docs.awareness,
          p_code_of_conduct_document_id: docs.code,
        })
      ).error?.hint,
    ).toBe('not_coach_or_volunteer');
  });

  it('a coach (or active coordinator) confirms with the Code of Conduct', async () => {
    const coach = await stack.signIn(users.coach.email, DEMO_PASSWORD);
    expect(
      (
        await coach.rpc('confirm_own_concussion_safety', {
          p_awareness_document_id: docs.awareness,
          p_code_of_conduct_document_id: null,
        })
      ).error?.hint,
    ).toBe('code_of_conduct_required');
    const own = await coordinator.rpc('confirm_own_concussion_safety', {
      p_awareness_document_id: docs.awareness,
      p_code_of_conduct_document_id: docs.code,
      p_language: 'en',
    });
    expect(own.error).toBeNull();
    expect(own.data).toMatchObject({ role: 'coach', valid_until: await plus12() });
    expect((await coordinator.rpc('concussion_status', {})).data.self).toMatchObject({
      role_required: 'coach',
      confirmation: { id: own.data.id, code_of_conduct: true },
    });
  });

  it('the seed shows each state: Emma valid, Liam due within 30 days, Alex missing', async () => {
    const status = (await parent.rpc('concussion_status', {})).data;
    const byId = Object.fromEntries(status.participants.map((p: { participant_id: string }) => [p.participant_id, p]));
    expect(byId[participants.emma].confirmation).toMatchObject({ guardian_confirmed: true });
    const liamDays = Number(
      (
        await one(
          `select valid_until - private.toronto_today() as d from public.concussion_confirmations where participant_id = $1`,
          [participants.liam],
        )
      ).d,
    );
    expect(liamDays).toBeGreaterThan(0);
    expect(liamDays).toBeLessThanOrEqual(30);
    const player = await stack.signIn(users.player.email, DEMO_PASSWORD);
    expect((await player.rpc('concussion_status', {})).data.participants[0]).toMatchObject({
      participant_id: participants.alex,
      minor: false,
      confirmation: null,
    });
  });
});

/** A new active coordinator account of `programId`. */
async function newCoordinator(programId: string) {
  const email = `coord-${randomUUID()}@example.org`;
  const db = await stack.signUp(email, 'coord-password-1', { role: 'coach', first_name: 'Co', last_name: 'Ord' });
  const id = (await db.auth.getUser()).data.user!.id;
  const assignment = (
    await one(
      `insert into public.program_coordinators (program_id, user_id, is_active) values ($1, $2, true) returning id`,
      [programId, id],
    )
  ).id as string;
  return { db, id, assignment };
}

describe('removal from sport and return to sport', () => {
  type RosterRow = {
    participant: { id: string } | null;
    removed_from_sport: { since: string } | null;
    concussion_valid_until: string | null;
    code_of_conduct: boolean;
  };
  const rosterRow = async (db: SupabaseClient, program: string, participant: string) => {
    const { data, error } = await db.rpc('coordinator_roster', { p_program_id: program });
    expect(error).toBeNull();
    return (data as RosterRow[]).find((r) => r.participant?.id === participant)!;
  };

  it('a removal shows on the roster of every program the participant is in until an admin clears it', async () => {
    const fam = await newFamily();
    const a = await freeProgram();
    const b = await freeProgram();
    await confirm(fam.db, [fam.child]);
    expect(
      (await register(fam.db, a.program, [{ participant_id: fam.child, price_tier_id: a.tier }])).error,
    ).toBeNull();
    expect(
      (await register(fam.db, b.program, [{ participant_id: fam.child, price_tier_id: b.tier }])).error,
    ).toBeNull();
    const x = await newCoordinator(a.program);
    const y = await newCoordinator(b.program);
    expect(await rosterRow(y.db, b.program, fam.child)).toMatchObject({
      removed_from_sport: null,
      concussion_valid_until: await plus12(),
      code_of_conduct: true,
    });

    const day = await today();
    const rec = await x.db.rpc('record_suspected_concussion', {
      p_program_id: a.program,
      p_participant_id: fam.child,
      p_suspected_on: day,
      p_notes: '  Hit to the head at practice  ',
    });
    expect(rec.error).toBeNull();
    const row = await one(`select * from public.concussion_removals where id = $1`, [rec.data]);
    expect(row).toMatchObject({
      participant_id: fam.child,
      program_id: a.program,
      notes: 'Hit to the head at practice',
      recorded_by: x.id,
    });
    expect((await rosterRow(x.db, a.program, fam.child)).removed_from_sport).toEqual({ since: day });
    expect((await rosterRow(y.db, b.program, fam.child)).removed_from_sport).toEqual({ since: day });
    // A second record while removed.
    expect(
      (
        await y.db.rpc('record_suspected_concussion', {
          p_program_id: b.program,
          p_participant_id: fam.child,
          p_suspected_on: day,
          p_notes: null,
        })
      ).error?.hint,
    ).toBe('already_removed');
    // The family sees the status on its participant.
    const removal = (await fam.db.rpc('concussion_status', {})).data.participants[0].removal;
    expect(removal).toMatchObject({ id: rec.data, suspected_on: day, program_name: 'Temp program' });

    // Only admins clear; a coordinator or the family is refused.
    for (const db of [x.db, y.db, fam.db]) {
      expect(
        (await db.rpc('record_medical_clearance', { p_removal_id: rec.data, p_cleared_on: day })).error?.hint,
      ).toBe('admin_only');
    }
    expect(
      (await admin.rpc('record_medical_clearance', { p_removal_id: rec.data, p_cleared_on: '2000-01-01' })).error?.hint,
    ).toBe('invalid_date');
    const cleared = await admin.rpc('record_medical_clearance', {
      p_removal_id: rec.data,
      p_cleared_on: day,
      p_note: 'Cleared by Dr. Lee',
    });
    expect(cleared.error).toBeNull();
    expect(
      (await admin.rpc('record_medical_clearance', { p_removal_id: rec.data, p_cleared_on: day })).error?.hint,
    ).toBe('already_cleared');
    expect((await rosterRow(x.db, a.program, fam.child)).removed_from_sport).toBeNull();
    expect((await rosterRow(y.db, b.program, fam.child)).removed_from_sport).toBeNull();
    const status = (await fam.db.rpc('concussion_status', {})).data.participants[0];
    expect(status.removal).toBeNull();
    expect(status.clearances).toEqual([{ suspected_on: day, cleared_on: day }]);
  });

  it('only an active coordinator of that program or an admin records a removal, with the same answer for anyone else', async () => {
    const fam = await newFamily();
    const a = await freeProgram();
    const b = await freeProgram();
    await confirm(fam.db, [fam.child]);
    await register(fam.db, a.program, [{ participant_id: fam.child, price_tier_id: a.tier }]);
    const x = await newCoordinator(a.program);
    const y = await newCoordinator(b.program);
    const inactive = await newCoordinator(a.program);
    await stack.sql(`update public.program_coordinators set is_active = false where id = $1`, [inactive.assignment]);
    const deactivated = await newCoordinator(a.program);
    await stack.sql(`update public.user_profiles set is_active = false where id = $1`, [deactivated.id]);
    const day = await today();
    const tryRecord = (db: SupabaseClient, program = a.program, participant = fam.child) =>
      db.rpc('record_suspected_concussion', {
        p_program_id: program,
        p_participant_id: participant,
        p_suspected_on: day,
        p_notes: null,
      });
    for (const db of [y.db, fam.db, inactive.db, deactivated.db, parent]) {
      const { data, error } = await tryRecord(db);
      expect(data).toBeNull();
      expect(error?.hint).toBe('not_coordinator');
    }
    // Whatever the target: an unknown program or participant is the same answer.
    expect((await tryRecord(y.db, randomUUID())).error?.hint).toBe('not_coordinator');
    expect((await tryRecord(y.db, a.program, randomUUID())).error?.hint).toBe('not_coordinator');
    expect(await rows(`select 1 from public.concussion_removals where participant_id = $1`, [fam.child])).toHaveLength(
      0,
    );

    // The coordinator of the program, with the rules on the date and the program.
    expect((await tryRecord(y.db, b.program)).error?.hint).toBe('not_in_program');
    const future = await x.db.rpc('record_suspected_concussion', {
      p_program_id: a.program,
      p_participant_id: fam.child,
      p_suspected_on: String((await one(`select (private.toronto_today() + 1)::text as d`)).d),
      p_notes: null,
    });
    expect(future.error?.hint).toBe('invalid_date');
    const tooOld = await x.db.rpc('record_suspected_concussion', {
      p_program_id: a.program,
      p_participant_id: fam.child,
      p_suspected_on: String((await one(`select (private.toronto_today() - 367)::text as d`)).d),
      p_notes: null,
    });
    expect(tooOld.error?.hint).toBe('invalid_date');
    expect((await tryRecord(x.db)).error).toBeNull();
    // An admin too (after the clearance).
    const open = (await admin.rpc('admin_concussion_removals', {})).data.find(
      (r: { participant_id: string }) => r.participant_id === fam.child,
    );
    expect(open).toMatchObject({
      program_id: a.program,
      suspected_on: day,
      recorded_by_name: 'Co Ord',
      cleared_on: null,
    });
    await admin.rpc('record_medical_clearance', { p_removal_id: open.id, p_cleared_on: day });
    expect((await tryRecord(admin)).error).toBeNull();
    const all = (await admin.rpc('admin_concussion_removals', { p_open_only: false })).data.filter(
      (r: { participant_id: string }) => r.participant_id === fam.child,
    );
    expect(all).toHaveLength(2);
    expect(
      (await admin.rpc('admin_concussion_removals', { p_open_only: true })).data.filter(
        (r: { participant_id: string }) => r.participant_id === fam.child,
      ),
    ).toHaveLength(1);
    expect((await x.db.rpc('admin_concussion_removals', {})).error?.hint).toBe('admin_only');
  });

  it('the roster read and the removal write each add one access-log line', async () => {
    const fam = await newFamily();
    const a = await freeProgram();
    await confirm(fam.db, [fam.child]);
    await register(fam.db, a.program, [{ participant_id: fam.child, price_tier_id: a.tier }]);
    const x = await newCoordinator(a.program);
    expect(await logCount(x.id)).toBe(0);
    await x.db.rpc('coordinator_roster', { p_program_id: a.program });
    expect(await logCount(x.id)).toBe(1);
    const read = await one(`select * from public.data_access_log where actor_id = $1`, [x.id]);
    // Issue 25: the roster's one record covers all it shows (medical, contacts, concussion status).
    expect(read).toMatchObject({
      action: 'read',
      what: 'medical_and_emergency',
      participant_ids: [fam.child],
      program_id: a.program,
      reason: 'coordinator_roster',
      actor_role: 'coach',
    });
    await x.db.rpc('record_suspected_concussion', {
      p_program_id: a.program,
      p_participant_id: fam.child,
      p_suspected_on: await today(),
      p_notes: null,
    });
    expect(await logCount(x.id)).toBe(2);
    const write = await one(`select * from public.data_access_log where actor_id = $1 and action = 'write'`, [x.id]);
    expect(write).toMatchObject({ what: 'concussion_removal', participant_ids: [fam.child], program_id: a.program });
    // A refused call logs nothing.
    const y = await newCoordinator((await freeProgram()).program);
    await y.db.rpc('coordinator_roster', { p_program_id: a.program });
    expect(await logCount(y.id)).toBe(0);
    // The clearance is logged as the admin's write.
    const before = await logCount(users.admin.id);
    const removal = (await one(`select id from public.concussion_removals where participant_id = $1`, [fam.child])).id;
    await admin.rpc('record_medical_clearance', { p_removal_id: removal, p_cleared_on: await today() });
    expect(await logCount(users.admin.id)).toBe(before + 1);
  });
});

describe('side doors', () => {
  it('nobody writes the confirmations, the removals or the access log directly', async () => {
    const fam = await newFamily();
    const a = await freeProgram();
    const mine = (await confirm(fam.db, [fam.child])).data[0].id;
    await register(fam.db, a.program, [{ participant_id: fam.child, price_tier_id: a.tier }]);
    const x = await newCoordinator(a.program);
    const removal = await x.db.rpc('record_suspected_concussion', {
      p_program_id: a.program,
      p_participant_id: fam.child,
      p_suspected_on: await today(),
      p_notes: null,
    });
    for (const db of [fam.db, x.db, admin]) {
      const ins = await db.from('concussion_confirmations').insert({
        participant_id: fam.child,
        role: 'athlete',
        awareness_document_id: docs.awareness,
        code_of_conduct_document_id: docs.code,
        language: 'en',
        valid_until: '2099-01-01',
      });
      expect(ins.error?.code).toBe('42501');
      const upd = await db.from('concussion_confirmations').update({ valid_until: '2099-01-01' }).eq('id', mine);
      expect(upd.error?.code).toBe('42501');
      const del = await db.from('concussion_confirmations').delete().eq('id', mine);
      expect(del.error?.code).toBe('42501');
      const rIns = await db
        .from('concussion_removals')
        .insert({ participant_id: fam.child, suspected_on: '2026-01-01' });
      expect(rIns.error?.code).toBe('42501');
      const rUpd = await db
        .from('concussion_removals')
        .update({ cleared_on: '2026-01-01', cleared_at: new Date().toISOString() })
        .eq('id', removal.data);
      expect(rUpd.error?.code).toBe('42501');
      const lIns = await db.from('data_access_log').insert({ action: 'read', what: 'x', reason: 'y' });
      expect(lIns.error?.code).toBe('42501');
      const lDel = await db.from('data_access_log').delete().eq('actor_id', x.id);
      expect(lDel.error?.code).toBe('42501');
    }
    expect(
      (await one(`select valid_until::text as v from public.concussion_confirmations where id = $1`, [mine])).v,
    ).toBe(await plus12());
    expect(
      (await one(`select cleared_at from public.concussion_removals where id = $1`, [removal.data])).cleared_at,
    ).toBeNull();
    // The log function is not an API endpoint.
    const fn = await fam.db.rpc('log_data_access', {
      p_action: 'read',
      p_what: 'x',
      p_participant_ids: [],
      p_program_id: null,
      p_reason: 'y',
    });
    expect(fn.error).not.toBeNull();
  });

  it('a coordinator reads removals only through the roster; families their own; the log is the admins’', async () => {
    const fam = await newFamily();
    const other = await newFamily();
    const a = await freeProgram();
    await confirm(fam.db, [fam.child]);
    await register(fam.db, a.program, [{ participant_id: fam.child, price_tier_id: a.tier }]);
    const x = await newCoordinator(a.program);
    await x.db.rpc('record_suspected_concussion', {
      p_program_id: a.program,
      p_participant_id: fam.child,
      p_suspected_on: await today(),
      p_notes: 'private',
    });
    const direct = await x.db.from('concussion_removals').select('id, notes').eq('participant_id', fam.child);
    expect(direct.error).toBeNull();
    expect(direct.data).toEqual([]);
    expect((await other.db.from('concussion_removals').select('id').eq('participant_id', fam.child)).data).toEqual([]);
    expect((await fam.db.from('concussion_removals').select('notes').eq('participant_id', fam.child)).data).toEqual([
      { notes: 'private' },
    ]);
    expect((await x.db.from('data_access_log').select('id').eq('actor_id', x.id)).data).toEqual([]);
    expect((await admin.from('data_access_log').select('id').eq('actor_id', x.id)).data).toHaveLength(1);
    // The coordinator's roster shows it.
    const roster = (await x.db.rpc('coordinator_roster', { p_program_id: a.program })).data;
    expect(roster[0].removed_from_sport).toEqual({ since: await today() });
  });
});

describe('the admin report', () => {
  it('lists, per program, who is missing a confirmation and who is removed from sport', async () => {
    const fam = await newFamily();
    const a = await freeProgram();
    const confirmed = fam.child;
    const missing = await f.child(fam.id, 'Missing');
    await confirm(fam.db, [confirmed]);
    await register(fam.db, a.program, [{ participant_id: confirmed, price_tier_id: a.tier }]);
    // Registered by the server (a fixture): no confirmation needed there.
    await f.registration(missing, a.program);
    const x = await newCoordinator(a.program);
    const removal = await x.db.rpc('record_suspected_concussion', {
      p_program_id: a.program,
      p_participant_id: confirmed,
      p_suspected_on: await today(),
      p_notes: null,
    });
    const before = await logCount(users.admin.id);
    const { data, error } = await admin.rpc('admin_concussion_report', { p_program_id: a.program });
    expect(error).toBeNull();
    expect(await logCount(users.admin.id)).toBe(before + 1);
    type Row = Record<string, unknown>;
    const by = (id: string) => (data as Row[]).find((r) => r.person_id === id);
    expect(by(confirmed)).toMatchObject({
      program_id: a.program,
      person_kind: 'athlete',
      family_email: fam.email,
      minor: true,
      confirmation_valid_until: await plus12(),
      code_of_conduct: true,
      guardian_confirmed: true,
      removed_since: await today(),
      removal_id: removal.data,
    });
    expect(by(missing)).toMatchObject({
      person_kind: 'athlete',
      confirmation_valid_until: null,
      code_of_conduct: false,
      removed_since: null,
    });
    expect(by(x.id)).toMatchObject({ person_kind: 'coordinator', confirmation_valid_until: null });
    expect(data).toHaveLength(3);
    // Without a program: current and upcoming programs, this one included; the past one not.
    const all = (await admin.rpc('admin_concussion_report', {})).data as Row[];
    expect(all.some((r) => r.program_id === a.program)).toBe(true);
    expect(all.some((r) => r.program_id === programs.past)).toBe(false);
    for (const db of [x.db, fam.db, coordinator]) {
      expect((await db.rpc('admin_concussion_report', {})).error?.hint).toBe('admin_only');
    }
  });
});

describe('a new version of the Code of Conduct', () => {
  it('is published like the other texts; confirming the old one is outdated; confirmations made stay valid', async () => {
    const fam = await newFamily();
    const { program, tier } = await freeProgram();
    await confirm(fam.db, [fam.child]);
    for (const language of ['en', 'fr']) {
      const draft = await admin.from('legal_documents').insert({
        kind: 'concussion_code_of_conduct',
        language,
        title: language === 'en' ? 'Concussion Code of Conduct' : 'Code de conduite',
        body: language === 'en' ? '## Version 2\n\nText.' : '## Version 2\n\nTexte.',
      });
      expect(draft.error).toBeNull();
    }
    const published = await admin.rpc('publish_legal_document', { p_kind: 'concussion_code_of_conduct' });
    expect(published.error).toBeNull();
    expect(published.data).toBe(2);
    const now = (await fam.db.rpc('concussion_documents_in_force', { p_language: 'en' })).data;
    expect(now.code_of_conduct.version).toBe(2);
    expect((await confirm(fam.db, [fam.child])).error?.hint).toBe('consent_version_outdated');
    expect(
      (await confirm(fam.db, [fam.child], { p_code_of_conduct_document_id: now.code_of_conduct.id })).error,
    ).toBeNull();
    // The earlier confirmation (version 1) would still have counted: registration goes through.
    expect((await register(fam.db, program, [{ participant_id: fam.child, price_tier_id: tier }])).error).toBeNull();
  });
});

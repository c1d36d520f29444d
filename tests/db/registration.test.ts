// Issue 6 through the screens' own api/ code (src/features/{registration,dashboard}/api),
// pointed at a real local-supabase stack: the free path in one transaction, the
// version/language record, code rules, the e-mail queue, the dashboard queries,
// and what a hostile signed-in user gets when calling the same endpoints by hand.
import type { SupabaseClient } from '@supabase/supabase-js';
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import registrationEn from '../../src/locales/en/registration.json';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { confirmConcussion, consents, factories, type Factories, registerAs } from './db-helpers.ts';
import { DEMO_PASSWORD, participants, programs, users } from './seed-ids.ts';

// The app's one client is swapped for a real client signed in as the user under test.
const current = vi.hoisted(() => ({ client: null as unknown as SupabaseClient }));
vi.mock('@/lib/supabase', () => ({
  get supabase() {
    return current.client;
  },
}));

const { createFreeRegistration } = await import('@/features/registration/api/registrations');
const { checkAssistanceCode, getAssistanceOffered } = await import('@/features/registration/api/assistance-codes');
const { getActiveRegistrations } = await import('@/features/registration/api/active-registrations');
const { getMyParticipants } = await import('@/features/registration/api/participants');
const { getPriceTiers } = await import('@/features/registration/api/price-tiers');
const { registrationErrorMessage } = await import('@/features/registration/utils/server-error');
const { getDashboardCounts } = await import('@/features/dashboard/api/get-counts');
const { getRecentRegistrations } = await import('@/features/dashboard/api/get-recent-registrations');
const { upcomingPrograms, upcomingRegistrations } = await import('@/features/dashboard/api/get-upcoming');

// The screen's words for a refusal, in English.
const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', defaultNS: 'registration', resources: { en: { registration: registrationEn } } });
const t = i18n.t;

let stack: TestStack;
let f: Factories;
let parent: SupabaseClient;
let player: SupabaseClient;
let coordinator: SupabaseClient;
let program: string; // a fresh program with a paid tier, a free tier, codes and a required question
let paidTier: string;
let freeTier: string;
let singleUseCode: string;
let question: string;

const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) => stack.sql<T>(text, params);
const as = (client: SupabaseClient) => (current.client = client);
const agreed = (lang: 'en' | 'fr' = 'en') => ({
  ...consents(),
  // The documents are stamped by the database (none sent: those in force).
  waiver_document_id: null,
  media_consent_document_id: null,
  concussion_document_id: null,
  language: lang,
  notes: null,
});

beforeAll(async () => {
  stack = await startTestStack();
  f = factories(stack);
  parent = await stack.signIn(users.parent.email, DEMO_PASSWORD);
  player = await stack.signIn(users.player.email, DEMO_PASSWORD);
  coordinator = await stack.signIn(users.coordinator.email, DEMO_PASSWORD);
  [{ id: program }] = await sql<{ id: string }>(
    `insert into public.programs (name, start_date, end_date, price, financial_assistance_enabled, location)
     values ('Issue 6 camp', current_date + 10, current_date + 12, 20000, true, 'Test rink') returning id`,
  );
  [{ id: paidTier }] = await sql<{ id: string }>(
    `insert into public.program_price_tiers (program_id, name, price, is_default, display_order, max_spots)
     values ($1, 'Regular', 20000, true, 0, 10) returning id`,
    [program],
  );
  [{ id: freeTier }] = await sql<{ id: string }>(
    `insert into public.program_price_tiers (program_id, name, price, display_order) values ($1, 'Sponsored', 0, 1) returning id`,
    [program],
  );
  [{ id: singleUseCode }] = await sql<{ id: string }>(
    `insert into public.financial_assistance_codes (program_id, code, price, max_uses) values ($1, 'onefree', 0, 1) returning id`,
    [program],
  );
  [{ id: question }] = await sql<{ id: string }>(
    `insert into public.registration_questions (program_id, question_text, question_type, required, options)
     values ($1, 'Jersey size?', 'select', true, '["S","M","L"]') returning id`,
    [program],
  );
});
afterAll(async () => {
  await stack?.stop();
});

describe('registration screen reads', () => {
  it('lists the caller’s own participants only, and their own active registrations only', async () => {
    as(parent);
    const mine = await getMyParticipants(users.parent.id);
    expect(mine.map((p) => p.id)).toEqual(expect.arrayContaining([participants.emma, participants.liam]));
    expect(mine.map((p) => p.id)).not.toContain(participants.alex);
    // A hostile parent asking for the player's participants through the same filter gets nothing.
    expect(await getMyParticipants(users.player.id)).toEqual([]);
    as(player);
    const active = await getActiveRegistrations(programs.springPaid);
    expect(active.every((r) => r.participant_id === participants.alex)).toBe(true);
  });

  it('prices come from get_available_price_tiers with spots; codes are checked, never listed', async () => {
    as(parent);
    const tiers = await getPriceTiers(program);
    expect(tiers?.map((t) => [t.name, t.price])).toEqual([
      ['Regular', 20000],
      ['Sponsored', 0],
    ]);
    expect(await getAssistanceOffered(program)).toBe(true);
    const check = await checkAssistanceCode(program, 'oneFree', participants.emma);
    expect(check).toMatchObject({ valid: true, code_id: singleUseCode, code: 'ONEFREE', price: 0, max_uses: 1 });
    expect((await checkAssistanceCode(program, 'NOPE', participants.emma)).error).toBe('invalid');
    const listed = await parent.from('financial_assistance_codes').select('code').eq('program_id', program);
    expect(listed.data ?? []).toEqual([]);
  });
});

describe('the free path: one transaction', () => {
  it('creates pending registrations with answers, versions, language, the code use and a queued French e-mail', async () => {
    const [a, b] = [await f.child(users.parent.id, 'Ana'), await f.child(users.parent.id, 'Ben')];
    await confirmConcussion(stack, [a, b], 'athlete', 'fr'); // the yearly confirmation, read in French (issue 24)
    as(parent);
    const created = await createFreeRegistration({
      programId: program,
      items: [
        { participant_id: a, price_tier_id: paidTier, assistance_code: 'onefree' },
        { participant_id: b, price_tier_id: freeTier },
      ],
      answers: { [question]: 'M' },
      consents: agreed('fr'),
    });
    expect(created).toHaveLength(2);
    const rows = await sql<Record<string, unknown>>(
      `select r.status, r.amount_paid, r.language, r.waiver_version, r.concussion_version, r.consent_language,
              r.financial_assistance_code_id,
              (select response_value from public.registration_responses x where x.registration_id = r.id) as answer
       from public.registrations r where r.id = any($1::uuid[]) order by r.participant_id = $2 desc`,
      [created.map((r) => r.id), a],
    );
    expect(rows[0]).toMatchObject({
      status: 'pending',
      amount_paid: 0,
      language: 'fr',
      waiver_version: 'waiver-v1-fr',
      concussion_version: 'concussion-awareness-v1-fr',
      consent_language: 'fr',
      financial_assistance_code_id: singleUseCode,
      answer: 'M',
    });
    expect(rows[1]).toMatchObject({ status: 'pending', financial_assistance_code_id: null, answer: 'M' });
    expect(
      (await sql(`select current_uses from public.financial_assistance_codes where id = $1`, [singleUseCode]))[0],
    ).toEqual({ current_uses: 1 });
    const mail = await sql<{ language: string; subject: string; template: string }>(
      `select language, subject, template from public.email_outbox where registration_id = any($1::uuid[])`,
      [created.map((r) => r.id)],
    );
    expect(mail).toHaveLength(2);
    expect(mail.every((m) => m.language === 'fr' && m.subject === 'Inscription reçue : Issue 6 camp')).toBe(true);
  });

  it('a failure on the second participant leaves nothing behind (single-use code taken twice)', async () => {
    const [{ id: code }] = await sql<{ id: string }>(
      `insert into public.financial_assistance_codes (program_id, code, price, max_uses) values ($1, 'TWINS', 0, 1) returning id`,
      [program],
    );
    const [a, b] = [await f.child(users.parent.id, 'Cy'), await f.child(users.parent.id, 'Di')];
    await confirmConcussion(stack, [a, b]); // the yearly confirmation the screen asks for first (issue 24)
    const count = async () =>
      (
        await sql<{ n: number }>(`select count(*)::int as n from public.registrations where program_id = $1`, [program])
      )[0].n;
    const before = await count();
    as(parent);
    const error = await createFreeRegistration({
      programId: program,
      items: [
        { participant_id: a, price_tier_id: paidTier, assistance_code: 'twins' },
        { participant_id: b, price_tier_id: paidTier, assistance_code: 'TWINS' },
      ],
      answers: { [question]: 'S' },
      consents: agreed(),
    }).catch((e) => e);
    expect(registrationErrorMessage(error, t)).toBe(t('codes.exceedsMax'));
    expect(await count()).toBe(before);
    expect((await sql(`select current_uses from public.financial_assistance_codes where id = $1`, [code]))[0]).toEqual({
      current_uses: 0,
    });
  });

  it('a volunteer registers free of charge', async () => {
    const volunteer = await stack.signIn(users.volunteer.email, DEMO_PASSWORD);
    as(volunteer);
    const [reg] = await createFreeRegistration({
      programId: program,
      items: [{ volunteer: true }],
      answers: { [question]: 'L' },
      consents: agreed(),
    });
    expect(reg).toMatchObject({ status: 'pending', amount_paid: 0, participant_id: null });
  });
});

describe('a hostile signed-in user calling the same endpoints by hand', () => {
  const call = (
    client: SupabaseClient,
    items: unknown[],
    c: Record<string, unknown> = agreed(),
    answers = { [question]: 'M' },
  ) => registerAs(stack, client, { p_program_id: program, p_items: items, p_answers: answers, p_consents: c });

  it.each([
    [
      'someone else’s child',
      () => ({ participant_id: participants.emma, price_tier_id: freeTier }),
      undefined,
      'not_owner',
    ],
    [
      'a paid tier without checkout',
      () => ({ participant_id: participants.alex, price_tier_id: paidTier }),
      undefined,
      'payment_required',
    ],
    [
      'no waiver',
      () => ({ participant_id: participants.alex, price_tier_id: freeTier }),
      { ...agreed(), waiver_agreed: false },
      'waiver_required',
    ],
    [
      'no media consent',
      () => ({ participant_id: participants.alex, price_tier_id: freeTier }),
      { ...agreed(), media_consent_agreed: false },
      'media_consent_required',
    ],
    [
      'another program’s tier',
      () => ({ participant_id: participants.alex, price_tier_id: 'f0000000-0000-4000-8000-000000000006' }),
      undefined,
      'invalid_price_tier',
    ],
  ])('refuses %s', async (_n, item, c, hint) => {
    const { error } = await call(player, [item()], c);
    expect(error?.hint).toBe(hint);
    expect(
      (
        await sql(`select count(*)::int as n from public.registrations where program_id = $1 and user_id = $2`, [
          program,
          users.player.id,
        ])
      )[0],
    ).toEqual({ n: 0 });
  });

  it('refuses a participant without a valid yearly concussion confirmation, whatever the browser acknowledges', async () => {
    // Issue 24: the acknowledgment is the yearly confirmation; Alex's last one ends today.
    await sql(
      `update public.concussion_confirmations set valid_until = private.toronto_today() where participant_id = $1`,
      [participants.alex],
    );
    const { error } = await player.rpc('create_registrations', {
      p_program_id: program,
      p_items: [{ participant_id: participants.alex, price_tier_id: freeTier }],
      p_answers: { [question]: 'M' },
      p_consents: agreed(),
    });
    expect(error?.hint).toBe('concussion_confirmation_required');
    expect(
      (
        await sql(`select count(*)::int as n from public.registrations where program_id = $1 and user_id = $2`, [
          program,
          users.player.id,
        ])
      )[0],
    ).toEqual({ n: 0 });
  });

  it('refuses a blank required answer with the spec message', async () => {
    const { error } = await call(player, [{ participant_id: participants.alex, price_tier_id: freeTier }], agreed(), {
      [question]: ' ',
    });
    expect(registrationErrorMessage(error, t)).toBe(t('validation.question', { question: 'Jersey size?' }));
    expect(registrationErrorMessage(error, t)).toBe('Please answer: Jersey size?');
  });

  it('cannot queue e-mails for someone else’s registration', async () => {
    const [reg] = await sql<{ id: string }>(`select id from public.registrations where user_id = $1 limit 1`, [
      users.parent.id,
    ]);
    const { error } = await player.functions.invoke('queue-registration-email', { body: { registrationId: reg.id } });
    expect((error as { context?: Response })?.context?.status).toBe(404);
  });
});

describe('dashboard reads', () => {
  it('counts players and active registrations of the caller; a coordinator does not count other families', async () => {
    as(parent);
    const counts = await getDashboardCounts();
    const [{ players }] = await sql<{ players: number }>(
      `select count(*)::int as players from public.participants where user_id = $1 or parent_guardian_id = $1`,
      [users.parent.id],
    );
    const [{ active }] = await sql<{ active: number }>(
      `select count(*)::int as active from public.registrations where status in ('pending','approved') and (user_id = $1 or parent_guardian_id = $1)`,
      [users.parent.id],
    );
    expect(counts).toEqual({ players, active_registrations: active });
    as(coordinator);
    expect(await getDashboardCounts()).toEqual({ players: 0, active_registrations: 0 });
    const { error } = await stack.anon().rpc('get_dashboard_counts');
    expect(error).not.toBeNull();
  });

  it('recent activity: own rows newest first, 8 at most; a coordinator sees only their own', async () => {
    as(parent);
    const rows = await getRecentRegistrations(users.parent.id, false);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(8);
    const dates = rows.map((r) => r.registration_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    as(coordinator);
    expect(await getRecentRegistrations(users.coordinator.id, false)).toEqual([]);
  });

  it('upcoming events: active registrations of programs starting today or later, soonest first, with the total', async () => {
    as(parent);
    const today = (await sql<{ d: string }>(`select private.toronto_today()::text as d`))[0].d;
    const { events, total } = await upcomingRegistrations(users.parent.id, today);
    const [{ n }] = await sql<{ n: number }>(
      `select count(*)::int as n from public.registrations r join public.programs p on p.id = r.program_id
       where r.status in ('pending','approved') and (r.user_id = $1 or r.parent_guardian_id = $1) and p.start_date >= $2::date`,
      [users.parent.id, today],
    );
    expect(total).toBe(n);
    expect(events.length).toBe(Math.min(n, 5));
    const starts = events.map((e) => e.start_date);
    expect([...starts].sort()).toEqual(starts);
    expect(starts.every((d) => d >= today)).toBe(true);
    expect(events.every((e) => e.personName)).toBe(true);
    const programsView = await upcomingPrograms(today);
    expect(programsView.events.map((e) => e.start_date).every((d) => d >= today)).toBe(true);
    expect(programsView.events.map((e) => e.name)).not.toContain('Goalie Clinic (draft)');
  });
});

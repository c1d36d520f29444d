// Issue 17 point 8: no unbounded text, no control characters in names, the
// forms' e-mail and phone formats, and answers frozen once a registration is
// approved; checked through supabase-js as the family, and as SQL over the
// whole schema (a new column without a limit fails here).
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '../../supabase/functions/_shared/domain/text-limits.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { consents, factories, type Factories, registerAs } from './db-helpers.ts';
import { contacts, DEMO_PASSWORD, participants, programs, questions, tiers, users } from './seed-ids.ts';

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

const row = async (sql: string, params: unknown[] = []) => (await stack.sql(sql, params))[0];
const big = (n: number) => 'x'.repeat(n);

describe('sizes', () => {
  it.each([
    ['a 200,000-character first name', { first_name: big(200_000) }],
    ['a first name one over the limit', { first_name: big(TEXT_LIMITS.personName + 1) }],
    ['a 5 MB medical field', { medical_conditions: big(5 * 1024 * 1024) }],
    ['allergies one over the limit', { allergies: big(TEXT_LIMITS.freeText + 1) }],
  ])('refuses %s on a participant', async (_name, patch) => {
    const kid = await f.child();
    const { error } = await parent.from('participants').update(patch).eq('id', kid);
    expect(error?.code).toBe('23514');
    expect(await row(`select first_name, medical_conditions from public.participants where id = $1`, [kid])).toEqual({
      first_name: 'Temp',
      medical_conditions: null,
    });
  });

  it('accepts the limits themselves', async () => {
    const kid = await f.child();
    const { error } = await parent
      .from('participants')
      .update({ first_name: big(TEXT_LIMITS.personName), allergies: big(TEXT_LIMITS.freeText) })
      .eq('id', kid);
    expect(error).toBeNull();
  });

  it('refuses 3 MB of notes, and an answer over the limit, at registration', async () => {
    const call = (patch: Record<string, unknown>) =>
      registerAs(stack, parent, {
        p_program_id: programs.tryItFree,
        p_items: [{ participant_id: kid, price_tier_id: tiers.tryItRegular }],
        p_answers: {},
        p_consents: consents(),
        ...patch,
      });
    const kid = await f.child();
    expect((await call({ p_consents: { ...consents(), notes: { essay: big(3 * 1024 * 1024) } } })).error?.code).toBe(
      '23514',
    );
    const program = await f.program();
    const tier = await f.tier(program, null, 0);
    const question = await f.question(program);
    const other = await f.child();
    const answer = (value: string) =>
      registerAs(stack, parent, {
        p_program_id: program,
        p_items: [{ participant_id: other, price_tier_id: tier }],
        p_answers: { [question]: value },
        p_consents: consents(),
      });
    expect((await answer(big(TEXT_LIMITS.answer + 1))).error?.code).toBe('23514');
    expect(
      Number(
        (await row(`select count(*) as n from public.registrations where participant_id = any($1)`, [[kid, other]])).n,
      ),
    ).toBe(0);
    expect((await answer(big(TEXT_LIMITS.answer))).error).toBeNull();
  });

  it('every text and JSON column of every public table has a size limit', async () => {
    const unbounded = await stack.sql<{ col: string }>(`
      select c.relname || '.' || a.attname as col
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        and a.atttypid in ('text'::regtype, 'jsonb'::regtype, 'json'::regtype, 'varchar'::regtype)
        and not exists (
          select 1 from pg_constraint k
          where k.conrelid = c.oid and k.contype = 'c' and a.attnum = any (k.conkey)
            and (pg_get_constraintdef(k.oid) ~ ('(char_length|octet_length)\\(\\(?' || quote_ident(a.attname) || '(\\)|::)')
                 or pg_get_constraintdef(k.oid) ~ ('(^|[^a-z_])' || quote_ident(a.attname) || ' = ANY \\(ARRAY\\[')
                 or pg_get_constraintdef(k.oid) ~ ('(^|[^a-z_])' || quote_ident(a.attname) || ' ~ ''\\^[^'']*\\$''')))
      order by 1`);
    expect(unbounded.map((r) => r.col)).toEqual([]);
  });

  it.each([
    ['participants', 'first_name', TEXT_LIMITS.personName],
    ['emergency_contacts', 'name', TEXT_LIMITS.personName],
    ['programs', 'name', TEXT_LIMITS.name],
    ['participants', 'email', TEXT_LIMITS.email],
    ['user_profiles', 'phone', TEXT_LIMITS.phone],
    ['participants', 'city', TEXT_LIMITS.shortText],
    ['participants', 'medical_conditions', TEXT_LIMITS.freeText],
    ['registration_responses', 'response_value', TEXT_LIMITS.answer],
    ['registrations', 'refund_reason', TEXT_LIMITS.reason],
    ['registration_questions', 'question_text', TEXT_LIMITS.questionText],
    ['financial_assistance_codes', 'description', TEXT_LIMITS.codeDescription],
    ['programs', 'description', TEXT_LIMITS.description],
  ])("%s.%s has the forms' limit (%i)", async (table, column, limit) => {
    const def = await row(`select pg_get_constraintdef(oid) as def from pg_constraint where conname = $1`, [
      `${table}_${column}_max`,
    ]);
    expect(def.def).toBe(`CHECK ((char_length(${column}) <= ${limit}))`);
  });
});

describe('names, e-mail addresses and phone numbers', () => {
  it.each([
    ['a right-to-left override (U+202E)', 'Ann\u202Eeb'],
    ['a line feed', 'Ann\nMarie'],
    ['a NUL-like control (U+0001)', 'Ann\u0001'],
    ['a left-to-right isolate (U+2066)', '\u2066Ann'],
  ])('refuses %s in a name', async (_name, value) => {
    const kid = await f.child();
    expect((await parent.from('participants').update({ last_name: value }).eq('id', kid)).error?.code).toBe('23514');
    expect(
      (await parent.from('emergency_contacts').update({ name: value }).eq('id', contacts.emmaPrimary)).error?.code,
    ).toBe('23514');
  });

  it('keeps names in every script and with accents, apostrophes and hyphens', async () => {
    const kid = await f.child();
    for (const name of ["Zoë O'Brien-Çelik", 'Ngọc Ánh', '李 小龍', 'محمد', 'Ōtsuka']) {
      expect((await parent.from('participants').update({ last_name: name }).eq('id', kid)).error).toBeNull();
    }
  });

  it('refuses a participant e-mail "a@" and phones of letters, while real ones pass', async () => {
    expect((await parent.from('participants').update({ email: 'a@' }).eq('id', participants.emma)).error?.code).toBe(
      '23514',
    );
    expect(
      (await parent.from('participants').update({ email: 'emma@example.org' }).eq('id', participants.emma)).error,
    ).toBeNull();
    expect(
      (await parent.from('user_profiles').update({ phone: 'aaaaaaaaaa' }).eq('id', users.parent.id)).error?.code,
    ).toBe('23514');
    expect(
      (await parent.from('emergency_contacts').update({ phone: 'call me now' }).eq('id', contacts.emmaPrimary)).error
        ?.code,
    ).toBe('23514');
    expect(
      (await parent.from('emergency_contacts').update({ phone: '+1 (613) 555-0123' }).eq('id', contacts.emmaPrimary))
        .error,
    ).toBeNull();
  });
});

describe('answers are frozen once a registration is approved', () => {
  it('the family can change an answer while pending, not after approval; an admin still can', async () => {
    const reg = await f.registration(undefined, programs.summerAssist);
    const answer = (db: SupabaseClient, value: string) =>
      db.rpc('save_registration_response', {
        p_registration_id: reg,
        p_question_id: questions.text,
        p_response_value: value,
      });
    expect((await answer(parent, 'Before approval')).error).toBeNull();
    await stack.sql(`update public.registrations set status = 'approved' where id = $1`, [reg]);
    const locked = await answer(parent, 'Rewritten after approval');
    expect(locked.error?.hint).toBe('answers_locked');
    const admin = await stack.signIn(users.admin.email, DEMO_PASSWORD);
    expect((await answer(admin, 'Corrected by the office')).error).toBeNull();
    expect(
      (
        await row(
          `select response_value from public.registration_responses where registration_id = $1 and question_id = $2`,
          [reg, questions.text],
        )
      ).response_value,
    ).toBe('Corrected by the office');
  });
});

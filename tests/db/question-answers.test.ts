// Custom question answers are what the question offers, whichever way they are
// written (review of issue 21 point 11): the database's rule runs the same
// table as the checkout's TypeScript copy, and a family skipping the screen
// cannot store 'XXL' as a jersey size through create_registrations,
// save_registration_response or the table itself.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import cases from '../../supabase/functions/_shared/domain/answer-rule.cases.json';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { consents, factories, type Factories, registerAs } from './db-helpers.ts';
import { DEMO_PASSWORD, programs, questions, tiers, users } from './seed-ids.ts';

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

const answersOf = async (registrationId: string) =>
  stack.sql<{ question_id: string; response_value: string }>(
    `select question_id, response_value from public.registration_responses where registration_id = $1`,
    [registrationId],
  );
/** A free registration for the program with questions (a full-aid code makes it free, as in registration-rpcs). */
async function register(kid: string, answers: Record<string, unknown>) {
  const code = await f.code(programs.summerAssist, null, 0);
  const [{ code: text }] = await stack.sql<{ code: string }>(
    `select code from public.financial_assistance_codes where id = $1`,
    [code],
  );
  return registerAs(stack, parent, {
    p_program_id: programs.summerAssist,
    p_items: [{ participant_id: kid, price_tier_id: tiers.summerRegular, assistance_code: text }],
    p_answers: answers,
    p_consents: consents(),
  });
}

describe('private.answer_fits_question runs the same cases as the TypeScript rule', () => {
  it.each(cases)('$name', async ({ type, options, text, expected }) => {
    const [row] = await stack.sql<{ fits: boolean }>('select private.answer_fits_question($1, $2::jsonb, $3) as fits', [
      type,
      JSON.stringify(options),
      text,
    ]);
    expect(row.fits).toBe(expected);
  });
});

describe('create_registrations', () => {
  it('refuses a select answer that is not an option, with invalid_answer, and creates nothing', async () => {
    const kid = await f.child();
    const { data, error } = await register(kid, { [questions.selectRequired]: 'XXL' });
    expect(data).toBeNull();
    expect(error?.hint).toBe('invalid_answer');
    const [n] = await stack.sql<{ n: number }>(
      `select count(*)::int as n from public.registrations where participant_id = $1`,
      [kid],
    );
    expect(n.n).toBe(0);
  });

  it('refuses a radio answer not offered and a checkbox sent as text', async () => {
    const kid = await f.child();
    const radio = await register(kid, { [questions.selectRequired]: 'Youth M', [questions.radio]: 'Night' });
    expect(radio.error?.hint).toBe('invalid_answer');
    const box = await register(kid, { [questions.selectRequired]: 'Youth M', [questions.checkbox]: 'yes please' });
    expect(box.error?.hint).toBe('invalid_answer');
  });

  it('stores answers that fit: an option, a ticked box, free text', async () => {
    const kid = await f.child();
    const { data, error } = await register(kid, {
      [questions.selectRequired]: 'Adult L',
      [questions.radio]: 'Afternoon',
      [questions.checkbox]: true,
      [questions.text]: 'Any text at all',
    });
    expect(error).toBeNull();
    const saved = Object.fromEntries((await answersOf(data[0].id)).map((a) => [a.question_id, a.response_value]));
    expect(saved).toEqual({
      [questions.selectRequired]: 'Adult L',
      [questions.radio]: 'Afternoon',
      [questions.checkbox]: 'true',
      [questions.text]: 'Any text at all',
    });
  });
});

describe('side doors', () => {
  it('save_registration_response refuses an answer not offered', async () => {
    const reg = await f.registration(undefined, programs.summerAssist);
    const { error } = await parent.rpc('save_registration_response', {
      p_registration_id: reg,
      p_question_id: questions.selectRequired,
      p_response_value: 'XXL',
    });
    expect(error?.hint).toBe('invalid_answer');
    expect(await answersOf(reg)).toEqual([]);
  });

  it('an admin writing the table directly is held to the same rule', async () => {
    const reg = await f.registration(undefined, programs.summerAssist);
    const bad = await admin
      .from('registration_responses')
      .insert({ registration_id: reg, question_id: questions.radio, response_value: 'Night' });
    expect(bad.error?.hint).toBe('invalid_answer');
    const good = await admin
      .from('registration_responses')
      .insert({ registration_id: reg, question_id: questions.radio, response_value: 'Morning' })
      .select('id')
      .single();
    expect(good.error).toBeNull();
    const changed = await admin
      .from('registration_responses')
      .update({ response_value: 'Night' })
      .eq('id', good.data!.id);
    expect(changed.error?.hint).toBe('invalid_answer');
  });

  it('an answer given before an option was renamed is kept, and can still be read and left as it is', async () => {
    const q = await stack.sql<{ id: string }>(
      `insert into public.registration_questions (program_id, question_text, question_type, options)
       values ($1, 'Shift', 'radio', '["Early","Late"]') returning id`,
      [programs.summerAssist],
    );
    const reg = await f.registration(undefined, programs.summerAssist);
    await stack.sql(
      `insert into public.registration_responses (registration_id, question_id, response_value) values ($1, $2, 'Early')`,
      [reg, q[0].id],
    );
    await stack.sql(`update public.registration_questions set options = '["Morning","Late"]' where id = $1`, [q[0].id]);
    // Touching the row without changing the answer (updated_at) is not refused.
    await stack.sql(`update public.registration_responses set updated_at = now() where registration_id = $1`, [reg]);
    expect((await answersOf(reg)).map((a) => a.response_value)).toEqual(['Early']);
  });
});

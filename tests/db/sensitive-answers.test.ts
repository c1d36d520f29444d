// Issue 33 point 7d (migrations 20261129041000-042000, decision 0057): a question
// an admin marks sensitive in the program editor has its answers read outside
// the family only through admin_registration_answers, which logs the read; a
// direct table read by a careless admin or a hostile coordinator returns none
// of them, an admin cannot rewrite or probe them through the table, an admin's
// write through save_registration_response is logged, and a sensitive question
// with answers stays sensitive. The family keeps reading its own answers.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { clientsByRole, factories, type MatrixRole } from './db-helpers.ts';
import { users } from './seed-ids.ts';

let stack: TestStack;
let db: Record<MatrixRole, SupabaseClient>;
let program: string;
let child: string;
let reg: string;
let plainReg: string;
let sensitive: string;
let jersey: string;

const lastId = async () =>
  Number((await stack.sql<{ m: string }>('select coalesce(max(id), 0) m from public.data_access_log'))[0].m);
const logsAfter = (id: number) =>
  stack.sql(
    'select actor_id, action, what, reason, participant_ids, program_id, scope from public.data_access_log where id > $1 order by id',
    [id],
  );
const answerOf = async (registration: string, question: string) =>
  (
    await stack.sql<{ v: string }>(
      'select response_value v from public.registration_responses where registration_id = $1 and question_id = $2',
      [registration, question],
    )
  )[0]?.v;
const question = (text: string, category: string, isSensitive: boolean, id?: string) => ({
  id: id ?? null,
  question_text: text,
  question_type: 'text',
  required: false,
  category,
  is_sensitive: isSensitive,
  options: [],
});

beforeAll(async () => {
  stack = await startTestStack();
  db = await clientsByRole(stack);
  const make = factories(stack);
  program = await make.program();
  // The admin's program editor saves the questions, one of them marked sensitive.
  const saved = await db.admin.rpc('save_registration_questions', {
    p_program_id: program,
    p_questions: [
      question('Any health condition we should know?', 'other', true),
      question('Jersey size', 'other', false),
    ],
  });
  expect(saved.error).toBeNull();
  [sensitive, jersey] = (saved.data as Array<{ id: string }>).map((q) => q.id);
  child = await make.child(users.parent.id, 'Nina');
  reg = await make.registration(child, program, 'pending');
  plainReg = await make.registration(await make.child(users.parent.id, 'Paul'), program, 'pending');
  // The family answers through its own function.
  for (const [r, q, v] of [
    [reg, sensitive, 'Epilepsy, carries medication'],
    [reg, jersey, 'Youth M'],
    [plainReg, jersey, 'Youth L'],
  ]) {
    const res = await db.parent.rpc('save_registration_response', {
      p_registration_id: r,
      p_question_id: q,
      p_response_value: v,
    });
    expect(res.error).toBeNull();
  }
  await stack.sql('insert into public.program_coordinators (program_id, user_id) values ($1, $2)', [
    program,
    users.coordinator.id,
  ]);
});
afterAll(async () => stack?.stop());

describe('direct table reads and writes of a sensitive answer', () => {
  it('the editor stores the mark', async () => {
    const rows = await stack.sql('select id, is_sensitive from public.registration_questions where program_id = $1', [
      program,
    ]);
    expect(rows).toEqual(
      expect.arrayContaining([
        { id: sensitive, is_sensitive: true },
        { id: jersey, is_sensitive: false },
      ]),
    );
  });

  it('a careless admin reading the table gets the other answers, not the sensitive one', async () => {
    const all = await db.admin
      .from('registration_responses')
      .select('question_id, response_value')
      .eq('registration_id', reg);
    expect(all.error).toBeNull();
    expect(all.data).toEqual([{ question_id: jersey, response_value: 'Youth M' }]);
    const aimed = await db.admin.from('registration_responses').select('response_value').eq('question_id', sensitive);
    expect(aimed.data).toEqual([]);
    const embedded = await db.admin
      .from('registrations')
      .select('id, registration_responses(response_value)')
      .eq('id', reg)
      .single();
    expect(embedded.data?.registration_responses).toEqual([{ response_value: 'Youth M' }]);
  });

  it('an admin can neither rewrite, probe, erase nor add a sensitive answer through the table', async () => {
    const upd = await db.admin
      .from('registration_responses')
      .update({ response_value: 'None' })
      .eq('question_id', sensitive)
      .select('id');
    expect(upd.data ?? []).toEqual([]);
    const probe = await db.admin
      .from('registration_responses')
      .delete()
      .eq('question_id', sensitive)
      .like('response_value', 'Epi%')
      .select('id');
    expect(probe.data ?? []).toEqual([]);
    expect(await answerOf(reg, sensitive)).toBe('Epilepsy, carries medication');
    const add = await db.admin
      .from('registration_responses')
      .insert({ registration_id: plainReg, question_id: sensitive, response_value: 'Made up' });
    expect(add.error?.code).toBe('42501');
  });

  it('a hostile coordinator reads no answer, and the roster holds none', async () => {
    const direct = await db.coordinator
      .from('registration_responses')
      .select('response_value')
      .eq('registration_id', reg);
    expect(direct.data ?? []).toEqual([]);
    const roster = await db.coordinator.rpc('coordinator_roster', { p_program_id: program });
    expect(roster.error).toBeNull();
    expect(JSON.stringify(roster.data)).not.toContain('Epilepsy');
    const rpc = await db.coordinator.rpc('admin_registration_answers', { p_registration_ids: [reg] });
    expect(rpc.error?.code).toBe('42501');
  });

  it('the family keeps reading its own answers, sensitive included, with no record', async () => {
    const before = await lastId();
    const own = await db.parent
      .from('registration_responses')
      .select('question_id, response_value')
      .eq('registration_id', reg);
    expect(own.data).toHaveLength(2);
    expect(own.data).toContainEqual({ question_id: sensitive, response_value: 'Epilepsy, carries medication' });
    expect(await logsAfter(before)).toEqual([]);
  });
});

describe('the logged path', () => {
  it('admin_registration_answers returns the sensitive answer and writes one record', async () => {
    const before = await lastId();
    const res = await db.admin.rpc('admin_registration_answers', { p_registration_ids: [reg, plainReg] });
    expect(res.error).toBeNull();
    expect(res.data).toContainEqual(
      expect.objectContaining({
        registration_id: reg,
        question_id: sensitive,
        is_sensitive: true,
        response_value: 'Epilepsy, carries medication',
      }),
    );
    expect(res.data).toHaveLength(3);
    expect(await logsAfter(before)).toEqual([
      {
        actor_id: users.admin.id,
        action: 'read',
        what: 'sensitive_answers',
        reason: 'admin_registration_answers',
        participant_ids: [child],
        program_id: program,
        scope: { question_ids: [sensitive] },
      },
    ]);
  });

  it('answers with nothing sensitive are returned without a record', async () => {
    const before = await lastId();
    const res = await db.admin.rpc('admin_registration_answers', { p_registration_ids: [plainReg] });
    expect(res.data).toEqual([expect.objectContaining({ question_id: jersey, response_value: 'Youth L' })]);
    expect(await logsAfter(before)).toEqual([]);
  });

  it("an admin's write of a sensitive answer through save_registration_response is logged", async () => {
    const before = await lastId();
    const res = await db.admin.rpc('save_registration_response', {
      p_registration_id: reg,
      p_question_id: sensitive,
      p_response_value: 'Epilepsy',
    });
    expect(res.error).toBeNull();
    expect(await logsAfter(before)).toMatchObject([
      {
        actor_id: users.admin.id,
        action: 'write',
        what: 'sensitive_answers',
        reason: 'registration_responses',
        participant_ids: [child],
      },
    ]);
  });
});

describe('a sensitive question with answers stays sensitive', () => {
  it('the editor and the table refuse to unmark it', async () => {
    const editor = await db.admin.rpc('save_registration_questions', {
      p_program_id: program,
      p_questions: [
        question('Any health condition we should know?', 'other', false, sensitive),
        question('Jersey size', 'other', false, jersey),
      ],
    });
    expect(editor.error?.hint).toBe('sensitive_question_answered');
    expect(editor.error?.details).toBe('1');
    const table = await db.admin.from('registration_questions').update({ is_sensitive: false }).eq('id', sensitive);
    expect(table.error?.hint).toBe('sensitive_question_answered');
    const [row] = await stack.sql('select is_sensitive from public.registration_questions where id = $1', [sensitive]);
    expect(row.is_sensitive).toBe(true);
  });

  it('a save that leaves the box out keeps the mark; a question without answers can be unmarked', async () => {
    const { is_sensitive: _drop, ...unmarked } = question(
      'Any health condition we should know?',
      'other',
      true,
      sensitive,
    );
    const saved = await db.admin.rpc('save_registration_questions', {
      p_program_id: program,
      p_questions: [unmarked, question('Jersey size', 'other', true, jersey), question('Allergies?', 'medical', true)],
    });
    expect(saved.error).toBeNull();
    const marks = (saved.data as Array<{ id: string; is_sensitive: boolean }>).map((q) => q.is_sensitive);
    expect(marks).toEqual([true, true, true]);
    const fresh = (saved.data as Array<{ id: string }>)[2].id;
    const off = await db.admin.from('registration_questions').update({ is_sensitive: false }).eq('id', fresh);
    expect(off.error).toBeNull();
  });
});

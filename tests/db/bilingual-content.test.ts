// Bilingual program content (issue 22 point 1, decision 0044) through supabase-js:
// admins write and read the `_fr` columns (save_program, save_registration_questions
// and the tables directly), nobody else can write them, blank French is refused,
// French options must match the English ones, and anyone reads the French of an
// active program.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { clientsByRole, factories, type Factories, type MatrixRole } from './db-helpers.ts';

let stack: TestStack;
let db: Record<MatrixRole, SupabaseClient>;
let make: Factories;
const NON_ADMINS: MatrixRole[] = ['anon', 'player', 'parent', 'coach', 'volunteer', 'coordinator'];

function payload(over: Record<string, unknown> = {}) {
  return {
    name: `Skills ${Math.random().toString(36).slice(2, 8)}`,
    name_fr: 'Habiletés',
    description: 'Skating and puck skills',
    description_fr: 'Patin et maniement de la rondelle',
    start_date: '2031-03-01',
    end_date: '2031-03-31',
    location: 'Ottawa arena',
    location_fr: 'Aréna d’Ottawa',
    price: 0,
    max_participants: null,
    is_active: true,
    financial_assistance_enabled: false,
    tiers: [
      {
        name: 'Regular Registration',
        name_fr: 'Inscription régulière',
        description: 'Standard price',
        description_fr: 'Prix courant',
        price: 0,
        is_default: true,
      },
    ],
    ...over,
  };
}

async function saveProgram(body: Record<string, unknown>): Promise<string> {
  const { data, error } = await db.admin.rpc('save_program', { payload: body });
  if (error) throw error;
  return data as string;
}

const programRow = async (id: string) =>
  (
    await stack.sql<Record<string, string | null>>(
      `select name, name_fr, description_fr, location_fr from public.programs where id = $1`,
      [id],
    )
  )[0];
const tierRows = async (id: string) =>
  stack.sql<{ id: string; name_fr: string | null; description_fr: string | null }>(
    `select id, name_fr, description_fr from public.program_price_tiers where program_id = $1 order by display_order`,
    [id],
  );

const selectQuestion = (over: Record<string, unknown> = {}) => ({
  question_text: 'T-shirt size',
  question_text_fr: 'Taille de t-shirt',
  question_type: 'select',
  required: true,
  category: 'other',
  options: ['Small', 'Medium', 'Large'],
  options_fr: ['Petit', 'Moyen', 'Grand'],
  ...over,
});

beforeAll(async () => {
  stack = await startTestStack();
  db = await clientsByRole(stack);
  make = factories(stack);
});
afterAll(async () => stack?.stop());

describe('admins write and read the French', () => {
  it('save_program stores the program and tier French, and blank French as null', async () => {
    const id = await saveProgram(payload());
    expect(await programRow(id)).toMatchObject({
      name_fr: 'Habiletés',
      description_fr: 'Patin et maniement de la rondelle',
      location_fr: 'Aréna d’Ottawa',
    });
    const [tier] = await tierRows(id);
    expect(tier).toMatchObject({ name_fr: 'Inscription régulière', description_fr: 'Prix courant' });

    // Edit: the French emptied (blank) is saved as missing (null), not as blank text.
    await saveProgram(
      payload({
        id,
        name_fr: '   ',
        description_fr: '',
        location_fr: null,
        tiers: [{ id: tier.id, name: 'Regular Registration', name_fr: ' ', price: 0, is_default: true }],
      }),
    );
    expect(await programRow(id)).toMatchObject({ name_fr: null, description_fr: null, location_fr: null });
    expect((await tierRows(id))[0]).toMatchObject({ name_fr: null, description_fr: null });

    // The admin reads the French back through the API.
    await saveProgram(payload({ id, tiers: [{ id: tier.id, name: 'Regular', name_fr: 'Régulier', price: 0 }] }));
    const { data, error } = await db.admin
      .from('programs')
      .select('name_fr, location_fr, program_price_tiers(name_fr)')
      .eq('id', id)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      name_fr: 'Habiletés',
      location_fr: 'Aréna d’Ottawa',
      program_price_tiers: [{ name_fr: 'Régulier' }],
    });
  });

  it('save_registration_questions stores the question text and options in French, same order', async () => {
    const id = await saveProgram(payload());
    const { data, error } = await db.admin.rpc('save_registration_questions', {
      p_program_id: id,
      p_questions: [
        selectQuestion({ options: ['Small', ' ', 'Medium', 'Large'], options_fr: ['Petit', '', 'Moyen', 'Grand'] }),
        { question_text: 'Allergies?', question_text_fr: '', question_type: 'text', options: [], options_fr: null },
        selectQuestion({ question_text: 'Position', question_text_fr: null, options: ['Forward'], options_fr: [' '] }),
      ],
    });
    expect(error).toBeNull();
    expect(data).toMatchObject([
      {
        question_text_fr: 'Taille de t-shirt',
        options: ['Small', 'Medium', 'Large'],
        options_fr: ['Petit', 'Moyen', 'Grand'],
      },
      { question_text_fr: null, options: [], options_fr: null },
      // All French options blank: no French (null), not an array of blanks.
      { question_text_fr: null, options: ['Forward'], options_fr: null },
    ]);
  });

  it('admins update the `_fr` columns of programs, tiers, questions and events directly', async () => {
    const program = await make.program();
    const tier = await make.tier(program);
    const question = await make.question(program);
    const event = await make.event();
    const writes = [
      db.admin.from('programs').update({ name_fr: 'Programme', location_fr: 'Montréal' }).eq('id', program),
      db.admin.from('program_price_tiers').update({ name_fr: 'Palier', description_fr: 'Tarif' }).eq('id', tier),
      db.admin.from('registration_questions').update({ question_text_fr: 'Question ?' }).eq('id', question),
      db.admin.from('events').update({ name_fr: 'Pratique', description_fr: 'Sur glace' }).eq('id', event),
    ];
    for (const w of writes) {
      const { data, error } = await w.select('id');
      expect(error).toBeNull();
      expect(data).toHaveLength(1);
    }
    const [e] = await stack.sql(`select name_fr, description_fr from public.events where id = $1`, [event]);
    expect(e).toEqual({ name_fr: 'Pratique', description_fr: 'Sur glace' });
  });
});

describe('nobody else writes the French', () => {
  it.each(NON_ADMINS)('%s cannot change a `_fr` column or call the save functions', async (role) => {
    const program = await make.program();
    const tier = await make.tier(program);
    const question = await make.question(program);
    const event = await make.event();
    const client = db[role];
    const attempts = [
      client.from('programs').update({ name_fr: 'Piraté' }).eq('id', program),
      client.from('program_price_tiers').update({ name_fr: 'Piraté' }).eq('id', tier),
      client.from('registration_questions').update({ question_text_fr: 'Piraté' }).eq('id', question),
      client.from('events').update({ name_fr: 'Piraté' }).eq('id', event),
    ];
    for (const a of attempts) {
      const { data } = await a.select('id');
      expect(data ?? []).toEqual([]);
    }
    const inserted = await client
      .from('events')
      .insert({ name: 'X', name_fr: 'Piraté', starts_at: '2031-01-01T10:00Z' });
    expect(inserted.error).not.toBeNull();
    const saved = await client.rpc('save_program', { payload: payload({ id: program }) });
    expect(saved.error).not.toBeNull();
    const questions = await client.rpc('save_registration_questions', {
      p_program_id: program,
      p_questions: [selectQuestion()],
    });
    expect(questions.error).not.toBeNull();

    const [p] = await stack.sql(`select name_fr from public.programs where id = $1`, [program]);
    const [t] = await stack.sql(`select name_fr from public.program_price_tiers where id = $1`, [tier]);
    const [q] = await stack.sql(`select question_text_fr from public.registration_questions where id = $1`, [question]);
    const [e] = await stack.sql(`select name_fr from public.events where id = $1`, [event]);
    expect([p.name_fr, t.name_fr, q.question_text_fr, e.name_fr]).toEqual([null, null, null, null]);
  });
});

describe('the database refuses bad French', () => {
  it.each([
    ['programs', 'name_fr'],
    ['programs', 'description_fr'],
    ['programs', 'location_fr'],
    ['program_price_tiers', 'name_fr'],
    ['program_price_tiers', 'description_fr'],
    ['registration_questions', 'question_text_fr'],
    ['events', 'name_fr'],
    ['events', 'description_fr'],
  ])('blank %s.%s is refused (null is how French is missing)', async (table, column) => {
    const program = await make.program();
    const ids: Record<string, () => Promise<string>> = {
      programs: async () => program,
      program_price_tiers: () => make.tier(program),
      registration_questions: () => make.question(program),
      events: () => make.event(),
    };
    const id = await ids[table]();
    const { error } = await db.admin
      .from(table)
      .update({ [column]: '   ' })
      .eq('id', id)
      .select('id');
    expect(error?.code).toBe('23514');
  });

  it('refuses French options of another length or with a blank label, directly and through the RPC', async () => {
    const program = await saveProgram(payload());
    const question = await make.question(program);
    await stack.sql(`update public.registration_questions set question_type = 'select', options = $2 where id = $1`, [
      question,
      JSON.stringify(['Small', 'Large']),
    ]);
    for (const options_fr of [['Petit'], ['Petit', 'Grand', 'Énorme'], ['Petit', ' '], ['Petit', 3]]) {
      const { error } = await db.admin
        .from('registration_questions')
        .update({ options_fr })
        .eq('id', question)
        .select('id');
      expect(error?.code, JSON.stringify(options_fr)).toBe('23514');
    }
    const ok = await db.admin
      .from('registration_questions')
      .update({ options_fr: ['Petit', 'Grand'] })
      .eq('id', question)
      .select('options_fr');
    expect(ok.error).toBeNull();
    expect(ok.data).toEqual([{ options_fr: ['Petit', 'Grand'] }]);

    for (const options_fr of [
      ['Petit', 'Moyen'],
      ['Petit', '', 'Grand'],
    ]) {
      const { error } = await db.admin.rpc('save_registration_questions', {
        p_program_id: program,
        p_questions: [selectQuestion({ options_fr })],
      });
      expect(error?.details, JSON.stringify(options_fr)).toBe('1');
      expect(error?.hint).toBe('question_options_fr_mismatch');
    }
  });
});

describe('families read the French', () => {
  it('anon reads the French of an active program, its tiers and questions, not of an inactive one', async () => {
    const active = await saveProgram(payload());
    await db.admin.rpc('save_registration_questions', { p_program_id: active, p_questions: [selectQuestion()] });
    const inactive = await saveProgram(payload({ is_active: false }));

    const { data, error } = await db.anon
      .from('programs')
      .select(
        'name_fr, description_fr, location_fr, program_price_tiers(name_fr), registration_questions(question_text_fr, options_fr)',
      )
      .in('id', [active, inactive]);
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        name_fr: 'Habiletés',
        description_fr: 'Patin et maniement de la rondelle',
        location_fr: 'Aréna d’Ottawa',
        program_price_tiers: [{ name_fr: 'Inscription régulière' }],
        registration_questions: [{ question_text_fr: 'Taille de t-shirt', options_fr: ['Petit', 'Moyen', 'Grand'] }],
      },
    ]);
  });
});

describe('the demo seed', () => {
  it('has the French of every demo program, tier, question and event where the English exists', async () => {
    const missing = await stack.sql<{ what: string }>(
      `select 'program ' || name as what from public.programs
         where id::text like 'e0000000-%' and (name_fr is null or (description is not null and description_fr is null)
           or (location is not null and location_fr is null))
       union all
       select 'tier ' || name from public.program_price_tiers
         where id::text like 'f0000000-%' and (name_fr is null or (description is not null and description_fr is null))
       union all
       select 'question ' || question_text from public.registration_questions
         where id::text like '0b000000-%'
           and (question_text_fr is null or (jsonb_array_length(options) > 0 and options_fr is null))
       union all
       select 'event ' || name from public.events
         where id::text like '0d000000-%' and (name_fr is null or (description is not null and description_fr is null))`,
    );
    expect(missing).toEqual([]);
    const [jersey] = await stack.sql(
      `select options_fr from public.registration_questions where id = '0b000000-0000-4000-8000-000000000002'`,
    );
    expect(jersey.options_fr).toEqual(['Jeunesse M', 'Jeunesse G', 'Adulte P', 'Adulte M', 'Adulte G', 'Adulte TG']);
  });
});

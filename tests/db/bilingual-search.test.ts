// Bilingual program content read back (issue 22 point 2, migrations
// 20261125830000 and 20261125831000): the admin registrations search (the view
// admin_registration_rows, and Export All through it) finds a registration by
// its program's English or French name, with or without accents, in any case;
// the functions that return program and tier names return the French beside
// the English; an e-mail to a French recipient names the program in French
// (the English when the French is missing), one to an English recipient in
// English. The name functions are inlined (no per-row call) and not endpoints.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportPayload } from '../../src/features/admin-registrations/api/export-row.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { clientsByRole, factories, type Factories, type MatrixRole } from './db-helpers.ts';
import { DEMO_PASSWORD, users } from './seed-ids.ts';

const EN_NAME = 'Summer Skate Camp';
const FR_NAME = 'Camp de patin d’Été à Québec';
const TIER_EN = 'Early Bird';
const TIER_FR = 'Lève-tôt';

let stack: TestStack;
let db: Record<MatrixRole, SupabaseClient>;
let make: Factories;
/** The bilingual program, its tier and a registration in it. */
let program: string;
let tier: string;
let reg: string;
/** A program with no French, and a registration in it. */
let englishOnly: string;
let englishReg: string;

beforeAll(async () => {
  stack = await startTestStack();
  db = await clientsByRole(stack);
  make = factories(stack);
  program = await make.program();
  englishOnly = await make.program();
  await stack.sql(
    `update public.programs set name = $2, name_fr = $3, location = 'Arena', location_fr = 'Aréna'
                   where id = $1`,
    [program, EN_NAME, FR_NAME],
  );
  await stack.sql(`update public.programs set name = 'Winter Goalie Clinic' where id = $1`, [englishOnly]);
  tier = await make.tier(program);
  await stack.sql(
    `update public.program_price_tiers set name = $2, name_fr = $3, description = 'Before May',
                   description_fr = 'Avant mai', is_default = true where id = $1`,
    [tier, TIER_EN, TIER_FR],
  );
  const family = await make.user('parent_guardian');
  reg = await make.registration(await make.child(family, 'Maëlle'), program);
  englishReg = await make.registration(await make.child(family, 'Owen'), englishOnly);
});
afterAll(async () => stack?.stop());

/** What the screen does (issue 23): the typed text as typed, folded and matched by admin_registrations_page. */
const screenSearch = async (client: SupabaseClient, typed: string) => {
  const ids: string[] = [];
  for (const p_program_id of [program, englishOnly]) {
    const { data, error } = await client.rpc('admin_registrations_page', { p_program_id, p_search: typed });
    expect(error).toBeNull();
    ids.push(...(data as ExportPayload).rows.map((r) => r[0] as string));
  }
  return ids.sort();
};
const exportOf = async (programId: string | null, typed: string) => {
  const { data, error } = await db.admin.rpc('admin_registrations_export', {
    p_program_id: programId ?? undefined,
    p_status: 'all',
    p_search: typed,
  });
  expect(error).toBeNull();
  return data as ExportPayload;
};
const exportSearch = async (programId: string, typed: string) =>
  (await exportOf(programId, typed)).rows.map((r) => r[0] as string).sort();

describe('the admin registrations search finds a program by either name', () => {
  it.each([
    FR_NAME, // as written
    'camp de patin d’été', // lower case, accents, typographic apostrophe
    "CAMP DE PATIN D'ÉTÉ", // capitals, accents, typed apostrophe
    "camp de patin d'ete a quebec", // no accents
    'ÉTÉ À QUÉBEC',
    'Ete a Quebec',
    EN_NAME,
    'summer skate',
    'SKATE CAMP',
  ])('"%s" finds the registration (screen and Export All)', async (typed) => {
    expect(await screenSearch(db.admin, typed)).toEqual([reg]);
    expect(await exportSearch(program, typed)).toEqual([reg]);
    expect(await exportSearch(englishOnly, typed)).toEqual([]);
  });

  it('a program without French is found by its English name, and a missing French adds nothing', async () => {
    expect(await screenSearch(db.admin, 'winter goalie')).toEqual([englishReg]);
    expect(await exportSearch(englishOnly, 'Winter Goalie Clinic')).toEqual([englishReg]);
    expect(await screenSearch(db.admin, 'null')).toEqual([]);
  });

  it('the other fields are still searched (a person’s name with an accent)', async () => {
    expect(await screenSearch(db.admin, 'Maëlle')).toEqual([reg]);
  });

  it('a name changed later is found by its new French name at once (the stored text follows, by trigger)', async () => {
    await stack.sql(`update public.programs set name_fr = 'Stage de patinage' where id = $1`, [englishOnly]);
    try {
      expect(await screenSearch(db.admin, 'stage de patinage')).toEqual([englishReg]);
      expect(await exportSearch(englishOnly, 'STAGE DE PATINAGE')).toEqual([englishReg]);
    } finally {
      await stack.sql(`update public.programs set name_fr = null where id = $1`, [englishOnly]);
    }
  });
});

describe('the functions return the French beside the English', () => {
  it('Export All: programs and tiers as [name, price, name_fr], null when the French is missing', async () => {
    const all = await exportOf(null, '');
    expect(all.programs[program]).toEqual([EN_NAME, 0, FR_NAME]);
    expect(all.programs[englishOnly]).toEqual(['Winter Goalie Clinic', 0, null]);
    expect(all.tiers[tier]).toEqual([TIER_EN, 0, TIER_FR]);
  });

  it('admin_refunds: program_name and program_name_fr', async () => {
    const refunded = await make.registration(await make.child(users.parent.id, 'Refundee'), program);
    await stack.sql(`update public.registrations set status = 'refunded', refund_amount = 0 where id = $1`, [refunded]);
    const { data, error } = await db.admin.rpc('admin_refunds', { p_filter: 'all', p_limit: 500, p_offset: 0 });
    expect(error).toBeNull();
    const row = (data as { rows: { id: string; program_name: string; program_name_fr: string | null }[] }).rows.find(
      (r) => r.id === refunded,
    );
    expect(row).toMatchObject({ program_name: EN_NAME, program_name_fr: FR_NAME });
    // Still administrators only.
    const parent = await db.parent.rpc('admin_refunds', { p_filter: 'all' });
    expect(parent.error?.code).toBe('42501');
  });

  it('get_available_price_tiers: name_fr and description_fr, for anyone as before', async () => {
    const { data, error } = await db.anon.rpc('get_available_price_tiers', { program_uuid: program });
    expect(error).toBeNull();
    expect((data as { id: string }[] | null)?.find((t) => t.id === tier)).toMatchObject({
      name: TIER_EN,
      name_fr: TIER_FR,
      description: 'Before May',
      description_fr: 'Avant mai',
    });
  });
});

describe('e-mails name the program in the recipient’s language', () => {
  type Outbox = { id: string; language: string; subject: string; payload: Record<string, unknown> };
  const deliver = async () => {
    const res = await fetch(`${stack.url}/functions/v1/deliver-emails`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${stack.serviceRoleKey}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(200);
  };
  const rejected = async (registrationId: string) => {
    await stack.sql(`update public.registrations set status = 'rejected' where id = $1`, [registrationId]);
    const [row] = await stack.sql<Outbox>(
      `select id, language, subject, payload from public.email_outbox
       where registration_id = $1 and template = 'registration_rejected'`,
      [registrationId],
    );
    return row;
  };
  const familyIn = async (lang: 'en' | 'fr') => {
    const id = await make.user('parent_guardian');
    await stack.sql(`update public.user_profiles set preferred_language = $2 where id = $1`, [id, lang]);
    return id;
  };

  it('a French recipient: the stored text and the rendered message say the French name', async () => {
    const regFr = await make.registration(await make.child(await familyIn('fr'), 'Éloïse'), program);
    const row = await rejected(regFr);
    expect(row.language).toBe('fr');
    expect(row.subject).toBe(`Inscription refusée : ${FR_NAME}`);
    expect(row.payload).toMatchObject({ program_name: EN_NAME, program_name_fr: FR_NAME });
    await deliver();
    const m = await stack.mail.waitFor((x) => x.outboxId === row.id, 15_000);
    expect(m.language).toBe('fr');
    expect(m.subject).toContain(FR_NAME);
    expect(m.text).toContain(FR_NAME);
    expect(m.text).toContain('Aréna');
    expect(m.html).toContain(FR_NAME);
    expect(m.text).not.toContain(EN_NAME);
  });

  it('an English recipient of the same program: the English name', async () => {
    const regEn = await make.registration(await make.child(await familyIn('en'), 'Ella'), program);
    const row = await rejected(regEn);
    expect(row.language).toBe('en');
    expect(row.subject).toBe(`Registration declined: ${EN_NAME}`);
    await deliver();
    const m = await stack.mail.waitFor((x) => x.outboxId === row.id, 15_000);
    expect(m.subject).toContain(EN_NAME);
    expect(m.text).toContain(EN_NAME);
    expect(m.text).not.toContain(FR_NAME);
  });

  it('a French recipient of a program without French: the English name', async () => {
    const regFr = await make.registration(await make.child(await familyIn('fr'), 'Lou'), englishOnly);
    const row = await rejected(regFr);
    expect(row.subject).toBe('Inscription refusée : Winter Goalie Clinic');
    await deliver();
    const m = await stack.mail.waitFor((x) => x.outboxId === row.id, 15_000);
    expect(m.language).toBe('fr');
    expect(m.subject).toContain('Winter Goalie Clinic');
  });

  it('the registration-received e-mail of a French registration (queue-registration-email) names it in French', async () => {
    const parent = await stack.signIn(users.parent.email, DEMO_PASSWORD);
    const regFr = await make.registration(await make.child(users.parent.id, 'Zoé'), program);
    await stack.sql(`update public.registrations set language = 'fr' where id = $1`, [regFr]);
    const { data, error } = await parent.functions.invoke('queue-registration-email', {
      body: { registrationId: regFr },
    });
    expect(error).toBeNull();
    const id = (data as { id: string }).id;
    const [row] = await stack.sql<Outbox>(
      `select id, language, subject, payload from public.email_outbox where id = $1`,
      [id],
    );
    expect(row.subject).toBe(`Inscription reçue : ${FR_NAME}`);
    expect(row.payload).toMatchObject({ program_name: EN_NAME, program_name_fr: FR_NAME });
    await deliver();
    const m = await stack.mail.waitFor((x) => x.outboxId === id, 15_000);
    expect(m.language).toBe('fr');
    expect(m.subject).toContain(FR_NAME);
    expect(m.text).toContain(FR_NAME);
    expect(m.text).not.toContain(EN_NAME);
  });
});

describe('side doors and cost', () => {
  it('only an admin searches by the French name', async () => {
    const own = await make.registration(await make.child(users.parent.id, 'Olive'), program);
    for (const client of [db.parent, db.player]) {
      const { data, error } = await client.rpc('admin_registrations_page', { p_search: FR_NAME });
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
    }
    const probe = await db.parent.from('admin_registration_rows').select('id').ilike('search_text', '%ete%');
    expect(probe.data).toEqual([]);
    const mine = await db.parent.from('admin_registration_rows').select('id').eq('id', own);
    expect(mine.data).toEqual([{ id: own }]);
    const anon = await db.anon.from('admin_registration_rows').select('id').ilike('search_text', '%ete%');
    expect(anon.error?.code).toBe('42501');
    const exported = await db.parent.rpc('admin_registrations_export', { p_search: FR_NAME });
    expect(exported.error?.code).toBe('42501');
  });

  it('the name functions are not API endpoints', async () => {
    for (const fn of ['search_lower', 'search_fold', 'search_names', 'program_search_names']) {
      const { error } = await db.admin.rpc(fn as never, { p_text: 'x' } as never);
      expect(error, fn).not.toBeNull();
    }
  });

  it('the program names are in the stored text: reading it computes nothing per row', async () => {
    const plan = await stack.sql<{ 'QUERY PLAN': string }>(
      `explain (verbose, costs off) select search_text from public.admin_registration_rows`,
    );
    const text = plan.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toMatch(/s\.search_text/);
    expect(text).not.toMatch(/translate|search_lower|search_fold|program_search_names|province_search_names|programs/);
    // A page without a search does not read the search text at all (the unused left join is removed).
    const page = await stack.sql<{ 'QUERY PLAN': string }>(
      `explain (costs off) select id from public.admin_registration_rows order by registration_date desc limit 50`,
    );
    expect(page.map((r) => r['QUERY PLAN']).join('\n')).not.toMatch(/registration_search/);
  });

  it('the stored text has both names folded (no accents, the typed apostrophe), and no client writes it', async () => {
    const [row] = await stack.sql<{ t: string }>(
      `select search_text as t from public.registration_search where registration_id = $1`,
      [reg],
    );
    expect(row.t).toContain('summer skate camp');
    expect(row.t).toContain("camp de patin d'ete a quebec");
    const { error } = await db.admin
      .from('registration_search')
      .update({ search_text: 'x' })
      .eq('registration_id', reg);
    expect(error).not.toBeNull();
  });
});

// The admin registrations search through a stored, folded text with a trigram
// index (issue 23 points 5-6, migration 20261126100000, decision 0046):
// 'Helene', 'hélène' and 'HELENE' find 'Hélène'; the text follows every
// source (person, guardian, program, the registration itself) through
// triggers; nobody but the triggers writes it; a search uses the index; a page
// is one request with its refunds; Export All reads keyset pages; the program
// options are one JSON value (never cut at max_rows).
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromExport, type ExportPayload } from '../../src/features/admin-registrations/api/export-row.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { clientsByRole, factories, type Factories, type MatrixRole } from './db-helpers.ts';
import { users } from './seed-ids.ts';

let stack: TestStack;
let db: Record<MatrixRole, SupabaseClient>;
let make: Factories;
let program: string;
let family: string;
let child: string;
let reg: string;

type PagePayload = ExportPayload & { total: number };
type ExportPage = ExportPayload & { next: [string, string] | null };

beforeAll(async () => {
  stack = await startTestStack();
  db = await clientsByRole(stack);
  make = factories(stack);
  program = await make.program();
  family = await make.user('parent_guardian');
  child = await make.child(family, 'Hélène');
  await stack.sql(`update public.participants set last_name = 'Côté', city = 'Trois-Rivières' where id = $1`, [child]);
  reg = await make.registration(child, program);
});
afterAll(async () => stack?.stop());

/** The screen's page request: ids of the matching registrations of `program` (or `scope`). */
const search = async (typed: string, scope: string | null = program, client = db.admin) => {
  const { data, error } = await client.rpc('admin_registrations_page', {
    p_program_id: scope,
    p_status: 'all',
    p_search: typed,
    p_offset: 0,
    p_limit: 50,
  });
  expect(error).toBeNull();
  return (data as PagePayload).rows.map((r) => r[0] as string).sort();
};
const exported = async (typed: string) => {
  const { data, error } = await db.admin.rpc('admin_registrations_export', { p_program_id: program, p_search: typed });
  expect(error).toBeNull();
  return (data as ExportPage).rows.map((r) => r[0] as string).sort();
};
const storedText = async (id: string) =>
  (
    await stack.sql<{ t: string }>(
      `select search_text as t from public.registration_search where registration_id = $1`,
      [id],
    )
  )[0]?.t;

describe('accents and case', () => {
  it.each(['Hélène', 'hélène', 'Helene', 'HELENE', 'HÉLÈNE', 'helene cote', 'Hélène Côté', 'trois-rivieres'])(
    '"%s" finds Hélène Côté (page and Export All)',
    async (typed) => {
      expect(await search(typed)).toEqual([reg]);
      expect(await exported(typed)).toEqual([reg]);
    },
  );

  it('the stored text is folded (no accents, lower case), and a typed text matches literally (% and _)', async () => {
    expect(await storedText(reg)).toContain('helene');
    expect(await storedText(reg)).not.toMatch(/[A-ZÀ-ÿ]/);
    expect(await search('hel%ne')).toEqual([]);
    expect(await search('hel_ne')).toEqual([]);
    expect(await search('   ')).toEqual([reg]);
  });

  it.each([
    ['Québec', 'QC'],
    ['quebec', 'QC'],
    ['Colombie-Britannique', 'BC'],
    ['british columbia', 'BC'],
    ['Île-du-Prince-Édouard', 'PE'],
    ['ile-du-prince-edouard', 'PE'],
  ])('the province "%s" (%s) in either language', async (typed, code) => {
    await stack.sql(`update public.participants set province = $1 where id = $2`, [code, child]);
    expect(await search(typed)).toEqual([reg]);
  });
});

describe('the text follows its sources (triggers)', () => {
  it('a family renaming its own child (through the API) is found by the new name at once', async () => {
    await stack.sql(`update public.participants set first_name = 'Zoë' where id = $1`, [child]);
    expect(await search('zoe cote')).toEqual([reg]);
    expect(await search('helene')).toEqual([]);
    // The demo parent edits their own child through PostgREST: the refresh runs even though
    // registrations refuses a family's direct change.
    const own = await make.child(users.parent.id, 'Ownkid');
    const ownReg = await make.registration(own, await make.program());
    const { error } = await db.parent.from('participants').update({ first_name: 'Renamé' }).eq('id', own);
    expect(error).toBeNull();
    expect(await search('rename child', null)).toEqual([ownReg]);
  });

  it('the participant’s e-mail, city and province', async () => {
    await stack.sql(
      `update public.participants set email = 'kid@exämple.org', city = 'Sept-Îles', province = 'NS'
      where id = $1`,
      [child],
    );
    expect(await search('kid@example.org')).toEqual([reg]);
    expect(await search('sept-iles')).toEqual([reg]);
    expect(await search('nouvelle-ecosse')).toEqual([reg]);
    expect(await search('nova scotia')).toEqual([reg]);
  });

  it('the guardian’s profile (names and e-mail)', async () => {
    await stack.sql(`update public.user_profiles set first_name = 'Gisèle', last_name = 'Bédard' where id = $1`, [
      family,
    ]);
    expect(await search('gisele bedard')).toEqual([reg]);
    const [{ email }] = await stack.sql<{ email: string }>(`select email from public.user_profiles where id = $1`, [
      family,
    ]);
    expect(await search(email.toUpperCase())).toEqual([reg]);
  });

  it('a new guardian for the participant', async () => {
    const other = await make.user('parent_guardian');
    await stack.sql(`update public.user_profiles set first_name = 'Ferdinand' where id = $1`, [other]);
    await stack.sql(`update public.participants set parent_guardian_id = $1 where id = $2`, [other, child]);
    expect(await search('ferdinand')).toEqual([reg]);
    expect(await search('gisele')).toEqual([]);
    await stack.sql(`update public.participants set parent_guardian_id = $1 where id = $2`, [family, child]);
  });

  it('the program’s English and French names', async () => {
    await stack.sql(
      `update public.programs set name = 'Winter Skate', name_fr = 'Patin d’hiver à Lévis' where id = $1`,
      [program],
    );
    for (const typed of ['winter skate', "patin d'hiver a levis", 'PATIN D’HIVER À LÉVIS'])
      expect(await search(typed), typed).toEqual([reg]);
    await stack.sql(`update public.programs set name_fr = null where id = $1`, [program]);
    expect(await search('levis')).toEqual([]);
  });

  it('the registration itself: its typed guardian name, and a move to another program', async () => {
    await stack.sql(`update public.registrations set parent_guardian_name = 'Amélie Typed' where id = $1`, [reg]);
    expect(await search('amelie typed')).toEqual([reg]);
    const other = await make.program();
    await stack.sql(`update public.programs set name = 'Spring Sledge' where id = $1`, [other]);
    await stack.sql(`update public.registrations set program_id = $1 where id = $2`, [other, reg]);
    expect(await search('spring sledge', null)).toEqual([reg]);
    await stack.sql(`update public.registrations set program_id = $1 where id = $2`, [program, reg]);
    expect(await search('winter skate')).toEqual([reg]);
  });

  it('a volunteer’s names, e-mail and city', async () => {
    const user = await make.user('volunteer');
    const profile = await make.volunteerProfile(user);
    const [{ id: vreg }] = await stack.sql<{ id: string }>(
      `insert into public.registrations (volunteer_id, program_id, user_id, status, waiver_agreed, waiver_agreed_at,
         media_consent_agreed, media_consent_agreed_at, concussion_awareness_agreed, concussion_awareness_agreed_at)
       values ($1, $2, $3, 'pending', true, now(), true, now(), true, now()) returning id`,
      [profile, program, user],
    );
    await stack.sql(
      `update public.volunteer_profiles set first_name = 'Benoît', last_name = 'Ouellet',
      email = 'benoit@example.org', city = 'Gatineau' where id = $1`,
      [profile],
    );
    for (const typed of ['benoit ouellet', 'BENOÎT', 'benoit@example.org', 'gatineau'])
      expect(await search(typed), typed).toEqual([vreg]);
  });

  it('a participant deleted by an admin: the registration stays, found by the kept name', async () => {
    const kid = await make.child(family, 'Mégane');
    const kept = await make.registration(kid, program, 'cancelled');
    await stack.sql(`delete from public.participants where id = $1`, [kid]);
    const [{ removed }] = await stack.sql<{ removed: string | null }>(
      `select removed_participant_name as removed from public.registrations where id = $1`,
      [kept],
    );
    expect(removed).toBe('Mégane Child');
    expect(await search('megane child')).toEqual([kept]);
  });

  it('every registration has its text, equal to what the sources give now', async () => {
    const stale = await stack.sql(`select r.id from public.registrations r
      left join public.registration_search t on t.registration_id = r.id
      left join private.registration_search_source s on s.registration_id = r.id
      where t.search_text is distinct from s.search_text`);
    expect(stale).toEqual([]);
  });
});

describe('side doors', () => {
  it('no API role writes the stored text; only admins read it', async () => {
    for (const role of ['parent', 'player', 'admin'] as MatrixRole[]) {
      const insert = await db[role].from('registration_search').insert({ registration_id: reg, search_text: 'x' });
      expect(insert.error?.code, role).toBe('42501');
      const update = await db[role].from('registration_search').update({ search_text: 'x' }).eq('registration_id', reg);
      expect(update.error?.code, role).toBe('42501');
      const del = await db[role].from('registration_search').delete().eq('registration_id', reg);
      expect(del.error?.code, role).toBe('42501');
    }
    const mine = await make.registration(await make.child(users.parent.id, 'Peeky'), program);
    const parentRead = await db.parent.from('registration_search').select('registration_id');
    expect(parentRead.data ?? []).toEqual([]);
    const parentView = await db.parent.from('admin_registration_rows').select('id, search_text').eq('id', mine);
    expect(parentView.data).toEqual([{ id: mine, search_text: null }]);
    const anon = await db.anon.from('registration_search').select('registration_id');
    expect(anon.error).not.toBeNull();
  });

  it('a family writing a registration cannot plant a search text', async () => {
    // registrations has no search_text column a client could set, and the text is computed from the sources only.
    const { error } = await db.parent
      .from('registrations')
      .update({ search_text: 'planted' } as never)
      .eq('user_id', users.parent.id);
    expect(error).not.toBeNull();
    expect(await stack.sql(`select 1 from public.registration_search where search_text like '%planted%'`)).toEqual([]);
  });

  it.each(['anon', 'player', 'parent', 'coach', 'volunteer', 'coordinator'] as MatrixRole[])(
    'the page, the export and the trigger helpers are refused to %s',
    async (role) => {
      const page = await db[role].rpc('admin_registrations_page', { p_search: 'helene' });
      expect(page.data, 'page').toBeNull();
      expect(page.error?.code).toMatch(/^(42501|PGRST202)$/);
      const exp = await db[role].rpc('admin_registrations_export', { p_search: 'helene' });
      expect(exp.data, 'export').toBeNull();
      expect(exp.error?.code).toMatch(/^(42501|PGRST202)$/);
      const refresh = await db[role].rpc('refresh_registration_search' as never, { p_ids: [reg] } as never);
      expect(refresh.error).not.toBeNull();
    },
  );

  it('the program options answer RLS: a family sees only active programs', async () => {
    const hidden = await make.program(false);
    const admin = await db.admin.rpc('admin_program_options');
    expect(admin.error).toBeNull();
    expect((admin.data as Array<{ id: string }>).map((p) => p.id)).toContain(hidden);
    const parent = await db.parent.rpc('admin_program_options');
    expect((parent.data as Array<{ id: string }>).map((p) => p.id)).not.toContain(hidden);
  });
});

describe('one page, one request; Export All in pages', () => {
  let bulkProgram: string;
  const N = 1200;

  beforeAll(async () => {
    // Many registrations in one statement (the insert trigger is per statement): enough rows for the planner.
    bulkProgram = await make.program();
    await stack.sql(
      `with kids as (
         insert into public.participants (user_id, parent_guardian_id, first_name, last_name, date_of_birth, city)
         select $1, $1, 'Bulk' || g, 'Kid' || g, current_date - 3650, 'Ville ' || (g % 50)
         from generate_series(1, $3) g returning id)
       insert into public.registrations (participant_id, program_id, user_id, status, registration_date,
         waiver_agreed, waiver_agreed_at, media_consent_agreed, media_consent_agreed_at,
         concussion_awareness_agreed, concussion_awareness_agreed_at)
       select k.id, $2, $1, 'pending', now() - (row_number() over () || ' minutes')::interval,
         true, now(), true, now(), true, now()
       from kids k`,
      [family, bulkProgram, N],
    );
    await stack.sql(`analyze public.registration_search`);
    await stack.sql(`analyze public.registrations`);
    // The insert keeps the in-process database busy for seconds, past the HTTP keep-alive timeout: the first
    // request after it may meet a socket the server just closed (ECONNRESET). One throw-away request first.
    await db.admin.rpc('admin_program_options');
  });

  it('a bulk insert gives every row its text', async () => {
    const [{ n }] = await stack.sql<{ n: number }>(
      `select count(*)::int as n from public.registrations r join public.registration_search s on s.registration_id = r.id
       where r.program_id = $1 and s.search_text like '%bulk%kid%'`,
      [bulkProgram],
    );
    expect(n).toBe(N);
  });

  it('a search reads the trigram index (Bitmap Index Scan), as the page and the export run it', async () => {
    const [{ q }] = await stack.sql<{ q: string }>(
      `select 'select count(*) from public.registrations r'
         || private.admin_registrations_where(null, 'all', private.admin_search_pattern('Bulk1117')) as q`,
    );
    const pattern = (await stack.sql<{ p: string }>(`select private.admin_search_pattern('Bulk1117') as p`))[0].p;
    // 1,200 rows are few enough for a sequential scan to cost less; without it the index must serve
    // (one implicit transaction: the setting ends with it). bench/explain.ts shows the plan at scale.
    const plan = await stack.sql<{ 'QUERY PLAN': string }>(
      `set local enable_seqscan = off; explain ${q.replace('$3', `'${pattern}'`)}`,
    );
    const text = plan.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Bitmap Index Scan on registration_search_text_trgm_idx/);
    expect(text).not.toMatch(/Seq Scan on registration_search/);
    expect(await search('bulk1117', bulkProgram)).toHaveLength(1);
  });

  it('a page carries its total, its refunds, and its programs and tiers, in one answer', async () => {
    const answer = await db.admin.rpc('admin_registrations_page', { p_program_id: bulkProgram, p_limit: 50 });
    expect(answer.error).toBeNull();
    const first = answer.data as PagePayload;
    expect(first.total).toBe(N);
    expect(first.rows).toHaveLength(50);
    expect(Object.keys(first.programs)).toEqual([bulkProgram]);
    const [top] = fromExport(first);
    await stack.sql(
      `update public.registrations set status = 'refunded', refund_amount = 1200, refund_reason = 'moved' where id = $1`,
      [top.id],
    );
    const again = fromExport(
      (await db.admin.rpc('admin_registrations_page', { p_program_id: bulkProgram, p_limit: 50 })).data,
    );
    expect(again[0].refund).toEqual({ requested: 1200, reason: 'moved', refunded: 0, refundedAt: null });
  });

  it('pages from the end give the same rows as from the front (no row skipped or repeated)', async () => {
    const all: string[] = [];
    for (let after: [string, string] | null = null, i = 0; i === 0 || after; i++) {
      const { data, error } = await db.admin.rpc('admin_registrations_export', {
        p_program_id: bulkProgram,
        p_limit: 500,
        ...(after ? { p_after_date: after[0], p_after_id: after[1] } : {}),
      });
      expect(error).toBeNull();
      const page = data as ExportPage;
      expect(page.rows.length).toBeLessThanOrEqual(500);
      all.push(...page.rows.map((r) => r[0] as string));
      after = page.next;
    }
    expect(all).toHaveLength(N);
    expect(new Set(all).size).toBe(N);
    const last = (
      await db.admin.rpc('admin_registrations_page', {
        p_program_id: bulkProgram,
        p_offset: 1150,
        p_limit: 50,
      })
    ).data as PagePayload;
    expect(last.rows.map((r) => r[0])).toEqual(all.slice(1150));
    const middle = (
      await db.admin.rpc('admin_registrations_page', {
        p_program_id: bulkProgram,
        p_offset: 600,
        p_limit: 50,
      })
    ).data as PagePayload;
    expect(middle.rows.map((r) => r[0])).toEqual(all.slice(600, 650));
    const before = (
      await db.admin.rpc('admin_registrations_page', {
        p_program_id: bulkProgram,
        p_offset: 550,
        p_limit: 50,
      })
    ).data as PagePayload;
    expect(before.rows.map((r) => r[0])).toEqual(all.slice(550, 600));
  });

  it('export pages are bounded, and a half cursor is refused', async () => {
    const big = (await db.admin.rpc('admin_registrations_export', { p_program_id: bulkProgram, p_limit: 100000 }))
      .data as ExportPage;
    expect(big.rows.length).toBeLessThanOrEqual(5000);
    const half = await db.admin.rpc('admin_registrations_export', { p_after_id: reg });
    expect(half.error?.code).toBe('22023');
  });

  it('the program options are one JSON value, more than max_rows programs included', async () => {
    await stack.sql(`insert into public.programs (name, start_date, end_date, price, is_active)
      select 'Many ' || g, current_date + 20, current_date + 21, 0, true from generate_series(1, 1001) g`);
    const { data, error } = await db.admin.rpc('admin_program_options');
    expect(error).toBeNull();
    expect((data as unknown[]).length).toBeGreaterThan(1001);
  });
});

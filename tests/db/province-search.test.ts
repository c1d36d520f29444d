// Provinces read in full (issue 21 point 8): the admin registrations search
// (admin_registrations_page, and Export All) finds a registration by its
// participant's province name in English or French, with or without accents,
// by the same names the app shows (provinces.json); since issue 23 the names are
// in the stored search text (no per-row work when searching), and nobody else
// reads more through them.
import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportPayload } from '../../src/features/admin-registrations/api/export-row.ts';
import { PROVINCES } from '../../supabase/functions/_shared/domain/participant-rules.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { clientsByRole, factories, type Factories, type MatrixRole } from './db-helpers.ts';
import { users } from './seed-ids.ts';

const names = (lang: 'en' | 'fr'): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../src/locales/${lang}/provinces.json`, import.meta.url), 'utf8'));
const EN = names('en');
const FR = names('fr');
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '');

let stack: TestStack;
let db: Record<MatrixRole, SupabaseClient>;
let make: Factories;
let program: string;
let child: string;
let reg: string;
let otherParent: string;
let otherReg: string;

beforeAll(async () => {
  stack = await startTestStack();
  db = await clientsByRole(stack);
  make = factories(stack);
  program = await make.program();
  otherParent = await make.user('parent_guardian');
  child = await make.child(otherParent, 'Provence');
  reg = await make.registration(child, program);
  // The demo parent's own child, in Ontario, in the same program.
  otherReg = await make.registration(await make.child(users.parent.id, 'Olive'), program);
  await stack.sql(
    `update public.participants p set province = 'ON' from public.registrations r
    where r.id = $1 and p.id = r.participant_id`,
    [otherReg],
  );
});
afterAll(async () => stack?.stop());

/** What the screen does (issue 23): the typed text as typed, folded and matched by admin_registrations_page. */
const screenSearch = async (client: SupabaseClient, typed: string) => {
  const { data, error } = await client.rpc('admin_registrations_page', {
    p_program_id: program,
    p_status: 'all',
    p_search: typed,
  });
  expect(error).toBeNull();
  return (data as ExportPayload).rows.map((r) => r[0] as string).sort();
};
const exportSearch = async (typed: string) => {
  const { data, error } = await db.admin.rpc('admin_registrations_export', {
    p_program_id: program,
    p_status: 'all',
    p_search: typed,
  });
  expect(error).toBeNull();
  return (data as ExportPayload).rows.map((r) => r[0] as string).sort();
};
const setProvince = (code: string) =>
  stack.sql(`update public.participants set province = $1 where id = $2`, [code, child]);

describe('the admin registrations search finds a province by name', () => {
  it('has the names of every province of the form, in both languages', () => {
    expect(Object.keys(EN).sort()).toEqual([...PROVINCES].sort());
    expect(Object.keys(FR).sort()).toEqual([...PROVINCES].sort());
  });

  // (By code, as before, too; two letters also match inside names and e-mails, so not tested alone here.)
  it.each(PROVINCES.filter((c) => c !== 'ON'))(
    '%s: by its English, French and unaccented French names (screen and Export All)',
    async (code) => {
      await setProvince(code);
      for (const typed of [EN[code], FR[code], fold(FR[code]), FR[code].toLocaleUpperCase()]) {
        expect(await screenSearch(db.admin, typed), `screen: ${typed}`).toEqual([reg]);
      }
      expect(await exportSearch(FR[code])).toEqual([reg]);
      expect(await exportSearch(EN[code])).toEqual([reg]);
    },
  );

  it.each([
    ['Québec', 'QC'],
    ['Quebec', 'QC'],
    ['British Columbia', 'BC'],
    ['Colombie-Britannique', 'BC'],
    ['Nouvelle-Ecosse', 'NS'],
    ['Île-du-Prince', 'PE'],
  ])('"%s" finds %s and not the Ontario registration', async (typed, code) => {
    await setProvince(code);
    expect(await screenSearch(db.admin, typed)).toEqual([reg]);
  });

  it('"Ontario" finds the Ontario registrations only, and the other province by name does not', async () => {
    await setProvince('QC');
    expect(await screenSearch(db.admin, 'Ontario')).toEqual([otherReg]);
    expect(await screenSearch(db.admin, 'Québec')).toEqual([reg]);
    expect(await exportSearch('ontario')).toEqual([otherReg]);
  });

  it('a participant without a province, and a volunteer, are still searched by their other fields', async () => {
    await stack.sql(`update public.participants set province = null where id = $1`, [child]);
    expect(await screenSearch(db.admin, 'Provence')).toEqual([reg]);
    expect(await screenSearch(db.admin, 'Québec')).toEqual([]);
  });
});

describe('side doors', () => {
  it('only an admin searches by province name: the page is refused to others, and the view shows them no search text', async () => {
    await setProvince('ON');
    expect(await screenSearch(db.admin, 'Ontario')).toEqual([otherReg, reg].sort());
    for (const client of [db.parent, db.player]) {
      const { data, error } = await client.rpc('admin_registrations_page', { p_search: 'Ontario' });
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
    }
    const probe = await db.parent.from('admin_registration_rows').select('id').ilike('search_text', '%ontario%');
    expect(probe.data).toEqual([]);
    const own = await db.parent.from('admin_registration_rows').select('id, search_text').eq('id', otherReg);
    expect(own.data).toEqual([{ id: otherReg, search_text: null }]);
    const anon = await db.anon.from('admin_registration_rows').select('id').ilike('search_text', '%ontario%');
    expect(anon.error?.code).toBe('42501');
  });

  it('the names function is not an API endpoint', async () => {
    const { error } = await db.admin.rpc('province_search_names' as never, { p_code: 'QC' } as never);
    expect(error).not.toBeNull();
  });
});

describe('cost', () => {
  it('the province names are in the stored text: reading it computes nothing per row', async () => {
    const plan = await stack.sql<{ 'QUERY PLAN': string }>(
      `explain (verbose, costs off) select search_text from public.admin_registration_rows`,
    );
    const text = plan.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toMatch(/s\.search_text/);
    expect(text).not.toMatch(/CASE|province_search_names|search_fold|unaccent/);
    const [{ t }] = await stack.sql<{ t: string }>(
      `select search_text as t from public.registration_search where registration_id = $1`,
      [otherReg],
    );
    expect(t).toContain('ontario');
  });
});

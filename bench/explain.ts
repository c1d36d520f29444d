// EXPLAIN ANALYZE of each screen's main query under RLS, as the screen's user:
// a temporary function sets request.jwt.claims and the role for one statement
// (both transaction-local, so they end with it). The SQL is the shape PostgREST 12
// generates for the screen's select (embeds become LEFT JOIN LATERAL subqueries).
import type { Stack } from '../local-supabase/src/stack.ts';

export type ExplainRow = { name: string; as: string; ms: number; seqScans: string[]; note: string; plan: string[] };
export type ExplainUsers = { admin: string; parent: string; coordinator: string; programId: string };

const WATCHED = ['registrations', 'participants', 'user_profiles', 'registration_search'];

const FN = `
create or replace function pg_temp.bench_explain(q text, claims text, r text) returns setof text
language plpgsql as $$
begin
  perform set_config('request.jwt.claims', claims, true);
  execute format('set local role %I', r);
  return query execute 'explain (analyze, costs off, timing off, summary on) ' || q;
end $$;`;

// The admin registrations screen (issue 23, migration 20261126100000): one rpc per page,
// admin_registrations_page (security definer: EXPLAIN does not expand it), which runs the count and
// the page's ids with the WHERE of private.admin_registrations_where, then builds the page's JSON by id.
// Those inner queries are explained here as the function writes them, so the plans show the indexes.
const SEARCH = (folded: string) =>
  ` and r.id in (select s.registration_id from public.registration_search s where s.search_text like '%${folded}%')`;
const REG_IDS = (where: string, offset: number, limit = 50) =>
  `select r.id from public.registrations r where true${where} order by r.registration_date desc, r.id desc limit ${limit} offset ${offset}`;
const REG_IDS_FROM_END = (where: string) =>
  `select x.id from (select r.id, r.registration_date from public.registrations r where true${where}
    order by r.registration_date, r.id limit 12 offset 0) x order by x.registration_date desc, x.id desc`;
const REG_COUNT = (where: string) => `select count(*) from public.registrations r where true${where}`;

export function explainCases(u: ExplainUsers) {
  return [
    {
      name: 'admin registrations (rpc admin_registrations_page, page 1 of all, one request)',
      as: 'admin',
      note: 'definer function: its inner scans are not expanded (see the next rows)',
      q: `select public.admin_registrations_page(null, 'all', '', 0, 50)`,
    },
    { name: 'admin registrations (page 1 of all: ids newest first)', as: 'admin', note: '', q: REG_IDS('', 0) },
    {
      name: 'admin registrations (last page of all: ids read oldest first)',
      as: 'admin',
      note: '',
      q: REG_IDS_FROM_END(''),
    },
    {
      name: 'admin registrations (count of all)',
      as: 'admin',
      note: 'an exact count reads every row',
      q: REG_COUNT(''),
    },
    {
      name: 'admin registrations (one program, page 1 ids)',
      as: 'admin',
      note: '',
      q: REG_IDS(` and r.program_id = '${u.programId}'`, 0),
    },
    {
      name: 'admin registrations (search "Tremblay": count)',
      as: 'admin',
      note: 'a common name, a few thousand matches at scale 1: Seq Scan of the search texts is cheaper than the trigram index',
      q: REG_COUNT(SEARCH('tremblay')),
    },
    {
      name: 'admin registrations (search "Tremblay": page 1 ids)',
      as: 'admin',
      note: '',
      q: REG_IDS(SEARCH('tremblay'), 0),
    },
    {
      name: 'admin registrations (rpc admin_registrations_page, search "Hélène", one keystroke)',
      as: 'admin',
      note: 'definer function: the whole request as the server runs it',
      q: `select public.admin_registrations_page(null, 'all', 'Hélène', 0, 50)`,
    },
    {
      name: 'admin registrations (Export All, one keyset page of 2000 ids)',
      as: 'admin',
      note: '',
      q: REG_IDS(
        ` and (r.registration_date, r.id) < (now() - interval '100 days', '00000000-0000-0000-0000-000000000000')`,
        0,
        2000,
      ),
    },
    {
      name: 'admin registrations (rpc admin_registrations_export, first page of 2000)',
      as: 'admin',
      note: 'definer function: one bounded JSON value per page',
      q: `select public.admin_registrations_export(null, 'all', '', null, null, 2000)`,
    },
    {
      name: "admin users page searched 'tremblay' (rpc admin_users_page, page 1 counted up to 1,000)",
      as: 'admin',
      note: 'definer function: its inner scans are not expanded; searches private.user_search through its trigram index',
      q: `select public.admin_users_page('all', 'tremblay', 0, 50, 1000)`,
    },
    {
      name: 'admin user locations summary (rpc admin_location_summary)',
      as: 'admin',
      note: 'definer function: its inner scans are not expanded; counts by postal region and province',
      q: `select * from public.admin_location_summary()`,
    },
    {
      name: 'admin overview: latest 5 registrations',
      as: 'admin',
      note: '',
      q: `select r.id, r.status from public.registrations r order by r.registration_date desc limit 5`,
    },
    {
      name: 'admin overview: count registrations',
      as: 'admin',
      note: 'an exact count reads every row',
      q: `select count(*) from public.registrations`,
    },
    {
      name: 'my registrations (parent, rpc my_registrations)',
      as: 'parent',
      note: '',
      q: `select r.id, r.status from public.my_registrations() r order by r.registration_date desc`,
    },
    {
      name: 'dashboard recent (parent)',
      as: 'parent',
      note: '',
      q: `select r.id from public.registrations r
      where r.user_id = '${u.parent}' or r.parent_guardian_id = '${u.parent}' order by r.registration_date desc limit 8`,
    },
    {
      name: 'dashboard counts (parent, get_dashboard_counts)',
      as: 'parent',
      note: '',
      q: `select public.get_dashboard_counts()`,
    },
    {
      name: 'coordinator roster (rpc coordinator_roster)',
      as: 'coordinator',
      note: 'definer function: its inner scans are not expanded',
      q: `select public.coordinator_roster('${u.programId}')`,
    },
    {
      name: 'programs list',
      as: 'anon',
      note: '',
      q: `select g.id, g.name from public.programs g where g.is_active order by g.start_date`,
    },
  ];
}

export async function explainScreens(stack: Pick<Stack, 'sql'>, u: ExplainUsers): Promise<ExplainRow[]> {
  await stack.sql(FN);
  const out: ExplainRow[] = [];
  for (const c of explainCases(u)) {
    const sub = c.as === 'anon' ? null : u[c.as as 'admin' | 'parent' | 'coordinator'];
    const claims = JSON.stringify(sub ? { sub, role: 'authenticated' } : { role: 'anon' });
    const rows = await stack.sql<{ bench_explain: string }>('select * from pg_temp.bench_explain($1, $2, $3)', [
      c.q,
      claims,
      sub ? 'authenticated' : 'anon',
    ]);
    const plan = rows.map((r) => r.bench_explain);
    const seqScans = plan
      .map((l) => /Seq Scan on (\w+)/.exec(l)?.[1])
      .filter((t): t is string => Boolean(t && WATCHED.includes(t)));
    const ms = Number(/Execution Time: ([\d.]+)/.exec(plan.join('\n'))?.[1] ?? NaN);
    out.push({ name: c.name, as: c.as, ms, seqScans: [...new Set(seqScans)], note: c.note, plan });
  }
  return out;
}

// EXPLAIN ANALYZE of each screen's main query under RLS, as the screen's user:
// a temporary function sets request.jwt.claims and the role for one statement
// (both transaction-local, so they end with it). The SQL is the shape PostgREST 12
// generates for the screen's select (embeds become LEFT JOIN LATERAL subqueries).
import type { Stack } from '../local-supabase/src/stack.ts';

export type ExplainRow = { name: string; as: string; ms: number; seqScans: string[]; note: string; plan: string[] };
export type ExplainUsers = { admin: string; parent: string; coordinator: string; programId: string };

const WATCHED = ['registrations', 'participants', 'user_profiles'];

const FN = `
create or replace function pg_temp.bench_explain(q text, claims text, r text) returns setof text
language plpgsql as $$
begin
  perform set_config('request.jwt.claims', claims, true);
  execute format('set local role %I', r);
  return query execute 'explain (analyze, costs off, timing off, summary on) ' || q;
end $$;`;

const PARTICIPANT = `left join lateral (select p.id, p.first_name, p.last_name, p.email, p.city, p.province,
    (select coalesce(json_agg(ec), '[]') from (select e.name, e.phone, e.is_primary from public.emergency_contacts e where e.participant_id = p.id) ec) as contacts
  from public.participants p where p.id = r.participant_id) as participant on true`;
const REG_PAGE = (
  where: string,
  offset: number,
) => `select r.id, r.status, r.registration_date, row_to_json(participant) as participant,
  row_to_json(prog) as program, row_to_json(tier) as tier
from public.admin_registration_rows r
${PARTICIPANT}
left join lateral (select g.id, g.name, g.price from public.programs g where g.id = r.program_id) as prog on true
left join lateral (select t.id, t.name, t.price from public.program_price_tiers t where t.id = r.price_tier_id) as tier on true
${where} order by r.registration_date desc, r.id desc limit 50 offset ${offset}`;

const REG_PAGE_FROM_END = REG_PAGE('', 0)
  .replace('order by r.registration_date desc, r.id desc', 'order by r.registration_date asc, r.id asc')
  .replace('limit 50 offset 0', 'limit 12 offset 0');

export function explainCases(u: ExplainUsers) {
  return [
    {
      name: 'admin registrations (page 1 of all, view admin_registration_rows)',
      as: 'admin',
      note: '',
      q: REG_PAGE('', 0),
    },
    { name: 'admin registrations (last page of all, read oldest first)', as: 'admin', note: '', q: REG_PAGE_FROM_END },
    {
      name: 'admin registrations (count of all)',
      as: 'admin',
      note: 'an exact count reads every row',
      q: `select count(*) from public.admin_registration_rows`,
    },
    {
      name: 'admin registrations (one program, page 1)',
      as: 'admin',
      note: '',
      q: REG_PAGE(`where r.program_id = '${u.programId}'`, 0),
    },
    {
      name: 'admin registrations (search "tremblay", page 1)',
      as: 'admin',
      note: 'substring search over all rows: a Seq Scan is the plan',
      q: REG_PAGE(`where r.search_text ilike '%tremblay%'`, 0),
    },
    {
      name: 'admin registrations (Export All, one keyset page of 1000)',
      as: 'admin',
      note: '',
      q: `select r.id from public.admin_registration_rows r
      where r.registration_date < now() - interval '100 days' order by r.registration_date desc, r.id desc limit 1000`,
    },
    {
      name: 'admin users (rpc admin_user_list)',
      as: 'admin',
      note: 'definer function: its inner scans are not expanded; reads every user by design',
      q: `select public.admin_user_list()`,
    },
    {
      name: 'admin user locations (rpc admin_user_locations)',
      as: 'admin',
      note: 'definer function: its inner scans are not expanded; reads every participant by design',
      q: `select public.admin_user_locations()`,
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

export async function explainScreens(stack: Stack, u: ExplainUsers): Promise<ExplainRow[]> {
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

// The large seed (bench/seed-large.ts) at a small scale: same rows every time,
// the counts it promises, the values the bypassed triggers would have derived,
// signed-in access through RLS, and seconds rather than minutes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LARGE_ACCOUNTS, LARGE_EMAIL_DOMAIN, largeSeedCounts, largeSeedSql } from '../../bench/seed-large.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';

const SCALE = 0.02; // 200 users, 240 participants, 4 programs, 600 registrations
let stack: TestStack;

// Everything the seed writes, minus clock columns (now()-based created_at/updated_at).
const FINGERPRINT = `select md5(string_agg(x, '|' order by x)) as h from (
  select concat_ws(',', u.id, u.email, u.role, u.first_name, u.last_name, u.phone, u.preferred_language) x
    from public.user_profiles u where u.email like '%@${LARGE_EMAIL_DOMAIN}'
  union all select concat_ws(',', p.id, p.user_id, p.parent_guardian_id, p.first_name, p.last_name, p.date_of_birth, p.postal_code, p.province)
    from public.participants p join public.user_profiles u on u.id = p.user_id where u.email like '%@${LARGE_EMAIL_DOMAIN}'
  union all select concat_ws(',', g.id, g.name, g.start_date, g.price, g.is_active) from public.programs g where g.description like 'Large-seed%'
  union all select concat_ws(',', r.id, r.participant_id, r.program_id, r.price_tier_id, r.status, r.amount_paid, r.registration_date,
      r.parent_guardian_name, r.financial_assistance_code_id)
    from public.registrations r join public.programs g on g.id = r.program_id where g.description like 'Large-seed%'
) s`;

// Paid history is never deleted (issue 17 point 4): the synthetic rows lose their logs and money first.
const LARGE_REGS = `(select r.id from public.registrations r join public.programs p on p.id = r.program_id
  where p.description like 'Large-seed%')`;
const REMOVE = `delete from public.refund_logs where registration_id in ${LARGE_REGS};
  update public.registrations set amount_paid = 0, refund_amount = null, checkout_session_id = null, payment_intent_id = null
  where id in ${LARGE_REGS};
  delete from public.registrations where program_id in (select id from public.programs where description like 'Large-seed%');
  delete from public.programs where description like 'Large-seed%';
  delete from auth.users where email like '%@${LARGE_EMAIL_DOMAIN}';`;

describe('large seed generator (scale 0.02)', () => {
  let firstSeconds = 0;
  beforeAll(async () => {
    stack = await startTestStack();
    const t = performance.now();
    await stack.sql(largeSeedSql(SCALE));
    firstSeconds = (performance.now() - t) / 1000;
  }, 180_000);
  afterAll(() => stack?.stop());

  it('creates the promised counts, with an emergency contact per participant', async () => {
    const c = largeSeedCounts(SCALE);
    const [row] = await stack.sql(`select
      (select count(*)::int from public.user_profiles where email like '%@${LARGE_EMAIL_DOMAIN}') users,
      (select count(*)::int from public.participants p join public.user_profiles u on u.id = p.user_id where u.email like '%@${LARGE_EMAIL_DOMAIN}') participants,
      (select count(*)::int from public.participants p join public.user_profiles u on u.id = p.user_id
         where u.email like '%@${LARGE_EMAIL_DOMAIN}' and not exists (select 1 from public.emergency_contacts e where e.participant_id = p.id)) without_contact,
      (select count(*)::int from public.programs where description like 'Large-seed%') programs,
      (select count(*)::int from public.registrations r join public.programs g on g.id = r.program_id where g.description like 'Large-seed%') registrations,
      (select count(distinct r.status)::int from public.registrations r join public.programs g on g.id = r.program_id where g.description like 'Large-seed%') statuses`);
    expect(row).toEqual({
      users: c.users,
      participants: c.users * 1.2,
      without_contact: 0,
      programs: c.programs,
      registrations: c.registrations,
      statuses: 6,
    });
    expect(c).toEqual({ users: 200, programs: 4, registrations: 600 });
    expect(largeSeedCounts(1)).toEqual({ users: 10_000, programs: 200, registrations: 30_000 });
  });

  it('writes what the bypassed registration triggers would have derived', async () => {
    const [row] = await stack.sql(`select
      (select count(*)::int from public.registrations r join public.user_profiles g on g.id = r.parent_guardian_id
         where r.parent_guardian_name is distinct from g.first_name || ' ' || g.last_name and g.email like '%@${LARGE_EMAIL_DOMAIN}') wrong_guardian_names,
      (select count(*)::int from public.program_price_tiers t where t.program_id in (select id from public.programs where description like 'Large-seed%')
         and t.spots_taken <> (select count(*) from public.registrations r where r.price_tier_id = t.id and r.status in ('pending', 'approved'))) wrong_tier_spots,
      (select count(*)::int from public.programs p where p.description like 'Large-seed%' and p.places_taken <> (select count(*)
         from public.registrations r where r.program_id = p.id and r.participant_id is not null and r.status in ('pending', 'approved'))) wrong_places_taken,
      (select count(*)::int from public.registrations r where r.financial_assistance_code_id is not null
         and not exists (select 1 from public.registration_assistance_codes l where l.registration_id = r.id)) missing_code_links,
      (select count(*)::int from public.registrations r join public.participants p on p.id = r.participant_id
         where r.user_id <> p.user_id or r.parent_guardian_id is distinct from p.parent_guardian_id) wrong_owners`);
    expect(row).toEqual({
      wrong_guardian_names: 0,
      wrong_tier_spots: 0,
      wrong_places_taken: 0,
      missing_code_links: 0,
      wrong_owners: 0,
    });
  });

  it('is deterministic: removing and re-seeding gives the same rows', async () => {
    const [{ h: first }] = await stack.sql<{ h: string }>(FINGERPRINT);
    expect(largeSeedSql(SCALE)).toBe(largeSeedSql(SCALE));
    await stack.sql(REMOVE);
    const [{ h: empty }] = await stack.sql<{ h: string | null }>(FINGERPRINT);
    expect(empty).toBeNull();
    await stack.sql(largeSeedSql(SCALE));
    const [{ h: second }] = await stack.sql<{ h: string }>(FINGERPRINT);
    expect(second).toBe(first);
  }, 120_000);

  it('takes seconds, not minutes', () => {
    // 600 registrations; scale 1 (30,000) took about 20-40 s on a loaded 2-core machine.
    expect(firstSeconds).toBeLessThan(30);
  });

  it('signs the bench accounts in, and RLS shows a parent only their family', async () => {
    const parent = await stack.signIn(LARGE_ACCOUNTS.parent, LARGE_ACCOUNTS.password);
    const { data: regs, error } = await parent.from('registrations').select('id, user_id, parent_guardian_id');
    expect(error).toBeNull();
    const { data: me } = await parent.auth.getUser();
    expect(regs!.length).toBeGreaterThan(0);
    expect(regs!.every((r) => r.user_id === me.user!.id || r.parent_guardian_id === me.user!.id)).toBe(true);
    const admin = await stack.signIn(LARGE_ACCOUNTS.admin, LARGE_ACCOUNTS.password);
    const { count } = await admin.from('registrations').select('id', { count: 'exact', head: true });
    expect(count).toBeGreaterThanOrEqual(600);
  });
});

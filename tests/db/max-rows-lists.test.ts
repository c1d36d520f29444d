// Issue 23 point 3: PostgREST answers at most 1000 rows ([api] max_rows, as hosted). The screens' own api/ code,
// pointed at a real local-supabase stack holding more than 1000 rows of what they list, still reaches every row:
// lists are paged on the server with an exact count.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { DEMO_PASSWORD, programs as seedPrograms, users } from './seed-ids.ts';

// The app's one client is swapped for a real client signed in as the user under test.
const current = vi.hoisted(() => ({ client: null as unknown as SupabaseClient }));
vi.mock('@/lib/supabase', () => ({
  get supabase() {
    return current.client;
  },
}));

// The public list reads PostgREST with the anon key from the app's env: point it at the stack.
const env = vi.hoisted(() => ({ url: '', anonKey: '' }));
vi.mock('@/lib/env', () => ({ supabaseUrl: () => env.url, supabaseAnonKey: () => env.anonKey }));

const { fetchAdminPrograms, PROGRAMS_PAGE_SIZE } = await import('@/features/admin-programs/api/programs-list');
const { fetchEventsData } = await import('@/features/admin-events/api/events');
const { fetchAssignments, fetchOptions } = await import('@/features/admin-coordinators/api/coordinators');
const { fetchEquipmentData } = await import('@/features/admin-equipment/api/equipment');
const { getPastPrograms, getPrograms } = await import('@/features/programs/api/get-programs');
const { PAST_PAGE_SIZE } = await import('@/features/programs/api/programs-list-query');
const { fetchLegalPrograms } = await import('@/features/admin-legal/api/legal-documents');

const EXTRA_PROGRAMS = 1050;
const EXTRA_EVENTS = 1050;
const EXTRA_NEEDING = 1050;

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
  env.url = stack.url;
  env.anonKey = stack.anonKey;
  // Older than every seeded program, so they fill the end of the admin list (newest start first) and the start of
  // the public one (oldest first): cut at 1000, the seeded upcoming programs would be lost. Each has a coordinator.
  await stack.sql(`
    insert into public.programs (name, start_date, end_date, price, max_participants, is_active)
    select 'Old program ' || lpad(g::text, 4, '0'), current_date - 4000 - g, current_date - 3990 - g, 0, 10, true
    from generate_series(1, ${EXTRA_PROGRAMS}) g;
    insert into public.program_coordinators (program_id, user_id, notes, assigned_at)
    select id, '${users.coach.id}', 'bulk', now() - interval '1 year' from public.programs where name like 'Old program %';
    insert into public.events (name, starts_at, event_type)
    select 'Practice ' || lpad(g::text, 4, '0'), now() + g * interval '1 day', 'practice'
    from generate_series(1, ${EXTRA_EVENTS}) g;
    insert into public.participants (user_id, first_name, last_name, date_of_birth, needs_equipment)
    select '${users.parent.id}', 'Kid', 'Zz' || lpad(g::text, 4, '0'), date '2015-01-01', true
    from generate_series(1, ${EXTRA_NEEDING}) g;
  `);
  current.client = await stack.signIn(users.admin.email, DEMO_PASSWORD);
});
afterAll(async () => stack?.stop());

describe('admin programs list', () => {
  it('pages every one of more than 1000 programs, each once, with the exact total', async () => {
    const [{ n }] = await stack.sql<{ n: number }>('select count(*)::int as n from public.programs');
    expect(n).toBeGreaterThan(1000);
    const first = await fetchAdminPrograms(0);
    expect(first.total).toBe(n);
    expect(first.rows).toHaveLength(PROGRAMS_PAGE_SIZE);

    const pages = Math.ceil(n / PROGRAMS_PAGE_SIZE);
    const seen: string[] = [];
    for (let page = 0; page < pages; page++) {
      const answer = await fetchAdminPrograms(page);
      expect(answer.total).toBe(n);
      seen.push(...answer.rows.map((r) => r.id));
    }
    expect(seen).toHaveLength(n);
    expect(new Set(seen).size).toBe(n);
    // The oldest program, past the 1000th row, is on the last page.
    const last = await fetchAdminPrograms(pages - 1);
    expect(last.rows.at(-1)?.name).toBe(`Old program ${EXTRA_PROGRAMS}`);
    expect(await fetchAdminPrograms(pages)).toEqual({ rows: [], total: n });
  });

  it('keeps the registration counts of each program on its page', async () => {
    const [expected] = await stack.sql<{ total: number; active: number }>(
      `select count(*)::int as total, (count(*) filter (where status in ('pending', 'approved')))::int as active
       from public.registrations where program_id = $1`,
      [seedPrograms.ongoing],
    );
    expect(expected.total).toBeGreaterThan(0);
    const { rows } = await fetchAdminPrograms(0);
    const winter = rows.find((r) => r.id === seedPrograms.ongoing);
    expect(winter).toMatchObject(expected);
  });
});

describe('lists read in pages of 1000 (option lists and small admin lists)', () => {
  it('the events screen has every event and every program to choose from', async () => {
    const [{ events, programs }] = await stack.sql<{ events: number; programs: number }>(
      'select (select count(*) from public.events)::int as events, (select count(*) from public.programs)::int as programs',
    );
    expect(events).toBeGreaterThan(1000);
    const data = await fetchEventsData();
    expect(data.events).toHaveLength(events);
    expect(new Set(data.events.map((e) => e.id)).size).toBe(events);
    expect(data.events.at(-1)?.name).toBe(`Practice ${EXTRA_EVENTS}`);
    expect(data.programs).toHaveLength(programs);
    // The legal documents screen names program waivers from the same list.
    expect(await fetchLegalPrograms()).toHaveLength(programs);
  });

  it('the program coordinators page has every assignment and every active program', async () => {
    const [{ assignments, active }] = await stack.sql<{ assignments: number; active: number }>(
      `select (select count(*) from public.program_coordinators where is_active)::int as assignments,
              (select count(*) from public.programs where is_active)::int as active`,
    );
    expect(assignments).toBeGreaterThan(1000);
    const list = await fetchAssignments();
    expect(list).toHaveLength(assignments);
    expect(new Set(list.map((a) => a.id)).size).toBe(assignments);
    const options = await fetchOptions();
    expect(options.programs).toHaveLength(active);
    expect(options.users.map((u) => u.id)).toContain(users.coach.id);
  });

  it('the equipment screen lists every participant who needs equipment', async () => {
    const [{ n }] = await stack.sql<{ n: number }>(
      'select count(*)::int as n from public.participants where needs_equipment',
    );
    expect(n).toBeGreaterThan(1000);
    const { needing } = await fetchEquipmentData();
    expect(needing).toHaveLength(n);
    expect(needing.at(-1)?.last_name).toBe(`Zz${EXTRA_NEEDING}`);
  });

  it('the public programs list holds every program not ended, past the 1000th, and the ended ones a page at a time', async () => {
    // More than 1000 programs not ended (the seeded ones sort last), and the 1000-odd ended ones from beforeAll.
    await stack.sql(`
      insert into public.programs (name, start_date, end_date, price, max_participants, is_active)
      select 'Soon program ' || lpad(g::text, 4, '0'), current_date + 1, current_date + 2, 0, 10, true
      from generate_series(1, ${EXTRA_PROGRAMS}) g`);
    const [{ current, ended }] = await stack.sql<{ current: number; ended: number }>(
      `select count(*) filter (where end_date >= private.toronto_today())::int as current,
              count(*) filter (where end_date < private.toronto_today())::int as ended
       from public.programs where is_active`,
    );
    expect(current).toBeGreaterThan(1000);
    const list = await getPrograms();
    expect(list).toHaveLength(current);
    expect(new Set(list.map((p) => p.id)).size).toBe(current);
    expect(list.map((p) => p.id)).toContain(seedPrograms.tryItFree);
    expect(list.every((p, i) => i === 0 || list[i - 1].start_date <= p.start_date)).toBe(true);

    const newestEnded = await stack.sql<{ id: string }>(
      `select id from public.programs where is_active and end_date < private.toronto_today()
       order by end_date desc, id desc limit ${PAST_PAGE_SIZE * 2}`,
    );
    const pages = [await getPastPrograms(0), await getPastPrograms(PAST_PAGE_SIZE)];
    expect(pages.flat().map((p) => p.id)).toEqual(newestEnded.map((r) => r.id));
    expect(ended).toBeGreaterThan(1000);
  });
});

// Waiting-list races with transactions that really run at the same time (issue 24 point 2): families cancel at
// the same moment and the freed places go to exactly the first in line, each offered once; families register at
// once on one freed place and only the family it is offered to gets it; cancellations and registrations of a
// program with price tiers run together without a deadlock (every writer locks the program row first).
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engine, startTestStack, type TestStack } from '../support/stack.ts';
import { consents } from './db-helpers.ts';

const PASSWORD = 'waitlist-race-password-1';
const FAMILIES = 24;

type Family = { id: string; email: string; child: string; client: SupabaseClient };
type Answer = { error: { code?: string; hint?: string; message: string } | null };

function outcomes(answers: Answer[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const a of answers) {
    const key = a.error ? (a.error.hint ?? `uncoded ${a.error.code}: ${a.error.message}`) : 'ok';
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

// PGlite has one session: its "simultaneous" transactions run one after another (tests/db/waitlist.test.ts proves
// the rules one at a time). This suite needs a Postgres server: `bash .ci/test-pg tests/db/waitlist-race.test.ts`.
describe.runIf(engine === 'postgres')('waiting-list races on a Postgres server (npm run test:pg)', () => {
  let stack: TestStack;
  let families: Family[];
  let next = 0;
  /** Families not used by an earlier test (each has one child). */
  const take = (n: number) => {
    const out = families.slice(next, next + n);
    next += n;
    if (out.length < n) throw new Error('not enough families');
    return out;
  };

  beforeAll(async () => {
    stack = await startTestStack();
    const rows = await stack.sql<{ id: string; email: string }>(
      `insert into auth.users (instance_id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data,
         raw_user_meta_data)
       select '00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated',
         'waitlist-race-' || n || '@example.org', extensions.crypt($1, extensions.gen_salt('bf', 4)), now(),
         '{"provider":"email","providers":["email"]}',
         jsonb_build_object('role', 'parent_guardian', 'first_name', 'Family', 'last_name', 'Number ' || n)
       from generate_series(1, $2::int) n order by n returning id, email`,
      [PASSWORD, FAMILIES],
    );
    const kids = await stack.sql<{ id: string; user_id: string }>(
      `insert into public.participants (user_id, parent_guardian_id, first_name, last_name, date_of_birth)
       select id, id, 'Kid', 'of ' || email, current_date - 3650 from unnest($1::uuid[], $2::text[]) as u(id, email)
       returning id, user_id`,
      [rows.map((r) => r.id), rows.map((r) => r.email)],
    );
    // A valid yearly concussion confirmation for each child (the browser registration path asks for one).
    await stack.sql(
      `insert into public.concussion_confirmations (participant_id, role, awareness_document_id,
         code_of_conduct_document_id, guardian_id, language, confirmed_by, valid_until)
       select k.id, 'athlete', aw, coc, k.user_id, 'en', k.user_id, (private.toronto_today() + interval '12 months')::date
       from public.participants k,
            (select private.legal_document_in_force('concussion_awareness', null, 'en') aw,
                    private.legal_document_in_force('concussion_code_of_conduct', null, 'en') coc) d
       where k.id = any($1::uuid[]) and aw is not null and coc is not null`,
      [kids.map((k) => k.id)],
    );
    const clients = await Promise.all(rows.map((r) => stack.signIn(r.email, PASSWORD)));
    families = rows.map((r, i) => ({
      ...r,
      client: clients[i],
      child: kids.find((k) => k.user_id === r.id)!.id,
    }));
  }, 180_000);
  afterAll(async () => {
    await stack?.stop();
  });

  async function program(max: number): Promise<string> {
    const [row] = await stack.sql<{ id: string }>(
      `insert into public.programs (name, start_date, end_date, price, is_active, max_participants)
       values ('Race camp', current_date + 20, current_date + 40, 0, true, $1) returning id`,
      [max],
    );
    return row.id;
  }

  /** The family's child registered (approved) by the server, in the tier given. */
  async function registered(f: Family, programId: string, tierId: string | null = null): Promise<string> {
    const [row] = await stack.sql<{ id: string }>(
      `insert into public.registrations (participant_id, program_id, price_tier_id, user_id, status,
         waiver_agreed, media_consent_agreed, concussion_awareness_agreed)
       values ($1, $2, $3, $4, 'approved', true, true, true) returning id`,
      [f.child, programId, tierId, f.id],
    );
    return row.id;
  }

  /** Families join the line one after another (their order is the line's). */
  async function line(programId: string, waiting: Family[], tierId: string | null = null): Promise<string[]> {
    const ids: string[] = [];
    for (const f of waiting) {
      const { data, error } = await f.client.rpc('join_waitlist', {
        p_program_id: programId,
        p_items: [{ participant_id: f.child, price_tier_id: tierId }],
      });
      expect(error).toBeNull();
      ids.push((data as { id: string }[])[0].id);
    }
    return ids;
  }

  const statuses = async (ids: string[]) =>
    (
      await stack.sql<{ id: string; status: string }>(
        `select id, status from public.waitlist_entries where id = any($1::uuid[])`,
        [ids],
      )
    ).reduce<Record<string, string>>((m, r) => ({ ...m, [r.id]: r.status }), {});

  const mailsPerEntry = async (ids: string[]) =>
    stack.sql<{ entry: string; n: number }>(
      `select payload ->> 'entry_id' as entry, count(*)::int as n from public.email_outbox
       where template = 'waitlist_offer' and payload ->> 'entry_id' = any($1::text[]) group by 1`,
      [ids],
    );

  const cancel = (f: Family, registrationId: string) =>
    f.client.rpc('cancel_registration', { p_registration_id: registrationId, p_reason: 'Race' });

  it('two cancellations at the same moment offer exactly the first two in line, each once (five rounds)', async () => {
    for (let round = 0; round < 5; round++) {
      const p = await program(2);
      const [r1, r2] = take(2);
      const regs = [await registered(r1, p), await registered(r2, p)];
      const waiting = take(3);
      const ids = await line(p, waiting);
      const answers = await Promise.all([cancel(r1, regs[0]), cancel(r2, regs[1])]);
      expect(outcomes(answers)).toEqual({ ok: 2 });
      expect(await statuses(ids)).toEqual({ [ids[0]]: 'offered', [ids[1]]: 'offered', [ids[2]]: 'waiting' });
      const mails = await mailsPerEntry(ids);
      expect(mails.sort((x, y) => x.entry.localeCompare(y.entry))).toEqual(
        [ids[0], ids[1]].sort().map((entry) => ({ entry, n: 1 })),
      );
      // Give the families back for the next rounds: they are no longer needed here.
      next -= 5;
      await stack.sql(`delete from public.waitlist_entries where program_id = $1`, [p]);
      await stack.sql(`delete from public.email_outbox where payload ->> 'program_id' = $1`, [p]);
      await stack.sql(`delete from public.refund_logs where registration_id = any($1::uuid[])`, [regs]);
      await stack.sql(`delete from public.registrations where program_id = $1`, [p]);
    }
  }, 120_000);

  it('families registering at once on one freed place: only the family it is offered to gets it', async () => {
    const p = await program(1);
    const [holder] = take(1);
    const reg = await registered(holder, p);
    const waiting = take(3);
    const ids = await line(p, waiting);
    const outsiders = take(3);
    expect((await cancel(holder, reg)).error).toBeNull();
    expect((await statuses(ids))[ids[0]]).toBe('offered');

    const everyone = [...waiting, ...outsiders];
    const answers = await Promise.all(
      everyone.map((f) =>
        f.client.rpc('create_registrations', {
          p_program_id: p,
          p_items: [{ participant_id: f.child }],
          p_answers: {},
          p_consents: consents(),
        }),
      ),
    );
    expect(outcomes(answers)).toEqual({ ok: 1, program_full: 5 });
    expect(answers[0].error).toBeNull();
    const active = await stack.sql<{ participant_id: string }>(
      `select participant_id from public.registrations where program_id = $1 and status in ('pending', 'approved')`,
      [p],
    );
    expect(active).toEqual([{ participant_id: waiting[0].child }]);
    expect(await statuses(ids)).toEqual({ [ids[0]]: 'accepted', [ids[1]]: 'waiting', [ids[2]]: 'waiting' });
  }, 60_000);

  it('cancellations and registrations of a tiered program at once: no deadlock, the freed places all go to the line', async () => {
    const p = await program(3);
    const [tierRow] = await stack.sql<{ id: string }>(
      `insert into public.program_price_tiers (program_id, name, price, max_spots, is_default)
       values ($1, 'Only', 0, 10, true) returning id`,
      [p],
    );
    const leaving = take(3);
    const regs: string[] = [];
    for (const f of leaving) regs.push(await registered(f, p, tierRow.id));
    const waiting = take(3);
    const ids = await line(p, waiting, tierRow.id);
    const outsiders = take(3);

    const answers = await Promise.all([
      ...leaving.map((f, i) => cancel(f, regs[i])),
      ...outsiders.map((f) =>
        f.client.rpc('create_registrations', {
          p_program_id: p,
          p_items: [{ participant_id: f.child, price_tier_id: tierRow.id }],
          p_answers: {},
          p_consents: consents(),
        }),
      ),
    ]);
    expect(outcomes(answers.slice(0, 3))).toEqual({ ok: 3 });
    // A registration never finds a free place: each cancellation offers its place in the same transaction.
    expect(outcomes(answers.slice(3))).toEqual({ program_full: 3 });
    expect(await statuses(ids)).toEqual({ [ids[0]]: 'offered', [ids[1]]: 'offered', [ids[2]]: 'offered' });
    expect((await mailsPerEntry(ids)).map((m) => m.n)).toEqual([1, 1, 1]);
    const [counts] = await stack.sql<{ taken: number; active: number }>(
      `select t.spots_taken as taken,
         (select count(*)::int from public.registrations r where r.price_tier_id = t.id
          and r.status in ('pending', 'approved')) as active
       from public.program_price_tiers t where t.id = $1`,
      [tierRow.id],
    );
    expect(counts).toEqual({ taken: 0, active: 0 });
  }, 60_000);
});

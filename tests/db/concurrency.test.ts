// The registration-opening races with transactions that really run at the same time (issue 23 point 2): many
// families, each with a supabase-js client of its own (a real password sign-in), fire at once (Promise.all) for the
// last places of a program, of a tier, and the last uses of an assistance code; a checkout is confirmed by the
// browser and delivered by Stripe's webhook twenty times at once; two admins change one registration; a family
// cancels while an admin approves. Each asserts the exact end state (no oversell, no double use, one registration
// per payment, spots counters equal to the rows) and that every loser got a coded error the screen can show.
import Stripe from 'stripe';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engine, startTestStack, type TestStack } from '../support/stack.ts';
import { confirmConcussion, consents, factories } from './db-helpers.ts';
import { startFakeStripe, type FakeStripe } from './payments-fake-stripe.ts';
import { call, checkoutBody, makeParent, makeProgram, PASSWORD, registrationsOf } from './payments-fixtures.ts';
import { DEMO_PASSWORD, users } from './seed-ids.ts';

const WEBHOOK_SECRET = 'whsec_concurrency_test_secret';
const FAMILIES = 50;

type Family = { id: string; email: string; child: string; client: SupabaseClient };
type RpcAnswer = { data: unknown; error: { code?: string; hint?: string; message: string } | null };

/** The hints of a batch of answers, the successes counted as 'ok'. */
function outcomes(answers: RpcAnswer[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const a of answers) {
    const key = a.error ? (a.error.hint ?? `uncoded ${a.error.code}: ${a.error.message}`) : 'ok';
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

// Engine-specific: PGlite has one session, so its "simultaneous" transactions run one after another and these races
// never happen there (tests/db/registration-rules.test.ts proves the same rules one at a time). This suite needs a
// Postgres server: `npm run test:pg` (and CI's .ci/run) run it.
describe.runIf(engine === 'postgres')('races on a Postgres server (needs TEST_DATABASE_URL: npm run test:pg)', () => {
  let stack: TestStack;
  let fake: FakeStripe;
  let make: ReturnType<typeof factories>;
  let families: Family[];

  beforeAll(async () => {
    fake = await startFakeStripe();
    stack = await startTestStack({
      functionsEnv: {
        STRIPE_SECRET_KEY: 'sk_test_local_fake',
        STRIPE_API_BASE: fake.url,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      },
    });
    make = factories(stack);
    // Fifty parent accounts with a child each (one bcrypt hash of low cost for them all: the sign-ins below are
    // real GoTrue password sign-ins, each returning its own session).
    const rows = await stack.sql<{ id: string; email: string }>(
      `insert into auth.users (instance_id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data,
         raw_user_meta_data)
       select '00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated',
         'race-family-' || n || '@example.org', extensions.crypt($1, extensions.gen_salt('bf', 4)), now(),
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
    // Each child's yearly concussion confirmation, made before the race (issue 24: the gate asks for it).
    await confirmConcussion(
      stack,
      kids.map((k) => k.id),
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
    await fake?.stop();
  });

  /** Every family registers its child for the program at once (the free path of the registration screen). */
  const everyoneRegisters = (programId: string, item: Record<string, unknown> = {}) =>
    Promise.all(
      families.map(
        (f) =>
          f.client.rpc('create_registrations', {
            p_program_id: programId,
            p_items: [{ participant_id: f.child, ...item }],
            p_consents: consents(),
          }) as unknown as Promise<RpcAnswer>,
      ),
    );

  /** Active (pending/approved) registrations of a program. */
  const active = async (programId: string) =>
    stack.sql<{ id: string; participant_id: string; price_tier_id: string | null; code: string | null }>(
      `select id, participant_id, price_tier_id, financial_assistance_code_id as code from public.registrations
       where program_id = $1 and status in ('pending', 'approved')`,
      [programId],
    );

  /** Every tier's spots_taken against its active rows (the counter the screens show as places left). */
  const tierCounters = (programId: string) =>
    stack.sql<{ spots_taken: number; rows: number }>(
      `select t.spots_taken,
         (select count(*)::int from public.registrations r where r.price_tier_id = t.id
          and r.status in ('pending', 'approved')) as rows
       from public.program_price_tiers t where t.program_id = $1`,
      [programId],
    );

  it(
    `${FAMILIES} families for the last 3 places of a program: 3 registrations, every other family told 'program_full'`,
    { timeout: 120_000 },
    async () => {
      const [p] = await stack.sql<{ id: string }>(
        `insert into public.programs (name, start_date, end_date, price, is_active, max_participants)
         values ('Race: last places', current_date + 20, current_date + 21, 0, true, 5) returning id`,
      );
      for (let i = 0; i < 2; i += 1) await make.registration(undefined, p.id);
      const answers = await everyoneRegisters(p.id);
      expect(outcomes(answers)).toEqual({ ok: 3, program_full: FAMILIES - 3 });
      const rows = await active(p.id);
      expect(rows).toHaveLength(5);
      const winners = families.filter((_, i) => !answers[i].error).map((f) => f.child);
      expect(rows.filter((r) => winners.includes(r.participant_id))).toHaveLength(3);
      // The program's own answer to "full?" agrees with the rows.
      const { data: full } = await families[0].client.from('programs').select('id, is_full').eq('id', p.id).single();
      expect(full).toEqual({ id: p.id, is_full: true });
    },
  );

  it(
    `${FAMILIES} families for the last 3 places of a tier: 3 in the tier, its counter 3 of 3, every other family told 'price_tier_sold_out'`,
    { timeout: 120_000 },
    async () => {
      const [p] = await stack.sql<{ id: string }>(
        `insert into public.programs (name, start_date, end_date, price, is_active)
         values ('Race: last tier places', current_date + 20, current_date + 21, 0, true) returning id`,
      );
      const [tier] = await stack.sql<{ id: string }>(
        `insert into public.program_price_tiers (program_id, name, price, max_spots, is_default, display_order)
         values ($1, 'Early bird', 0, 5, true, 0) returning id`,
        [p.id],
      );
      for (let i = 0; i < 2; i += 1) await make.registration(undefined, p.id);
      const answers = await everyoneRegisters(p.id, { price_tier_id: tier.id });
      expect(outcomes(answers)).toEqual({ ok: 3, price_tier_sold_out: FAMILIES - 3 });
      const rows = await active(p.id);
      expect(rows).toHaveLength(5);
      expect(rows.every((r) => r.price_tier_id === tier.id)).toBe(true);
      expect(await tierCounters(p.id)).toEqual([{ spots_taken: 5, rows: 5 }]);
    },
  );

  it(
    `${FAMILIES} uses of a 5-use assistance code: 5 registrations on it, its counter 5, every other family told 'assistance_code_exhausted'`,
    { timeout: 120_000 },
    async () => {
      const [p] = await stack.sql<{ id: string }>(
        `insert into public.programs (name, start_date, end_date, price, is_active, financial_assistance_enabled)
         values ('Race: assistance code', current_date + 20, current_date + 21, 15000, true, true) returning id`,
      );
      const [code] = await stack.sql<{ id: string }>(
        `insert into public.financial_assistance_codes (program_id, code, price, max_uses)
         values ($1, 'RACE5', 0, 5) returning id`,
        [p.id],
      );
      const answers = await everyoneRegisters(p.id, { assistance_code: 'race5' });
      expect(outcomes(answers)).toEqual({ ok: 5, assistance_code_exhausted: FAMILIES - 5 });
      const rows = await active(p.id);
      expect(rows).toHaveLength(5);
      expect(rows.every((r) => r.code === code.id)).toBe(true);
      const [c] = await stack.sql(
        `select current_uses, (select count(*)::int from public.registration_assistance_codes l
           where l.assistance_code_id = f.id) as links
         from public.financial_assistance_codes f where f.id = $1`,
        [code.id],
      );
      expect(c).toEqual({ current_uses: 5, links: 5 });
    },
  );

  it(
    'one paid checkout confirmed 10 times by the browser and delivered 10 times by the webhook at once: one fulfilment, two registrations, one receipt',
    { timeout: 120_000 },
    async () => {
      const parent = await makeParent(stack, 'race-pay');
      const program = await makeProgram(stack, 'race-pay');
      const start = await call(
        parent.client,
        'create-checkout-session',
        checkoutBody(program, parent.kids, program.regular, 24000),
      );
      expect(start.body.code).toBeUndefined();
      const [row] = await stack.sql<{ id: string; cs: string }>(
        `select id, stripe_session_id as cs from public.checkout_sessions where user_id = $1`,
        [parent.id],
      );
      fake.pay(row.cs);
      // The family's tabs and devices: ten sessions of their own, each confirming on its return from Stripe.
      const tabs = await Promise.all(Array.from({ length: 10 }, () => stack.signIn(parent.email, PASSWORD)));
      // Stripe's deliveries: five events (completed and async succeeded), each delivered twice.
      const deliveries = Array.from({ length: 10 }, (_, i) => {
        const payload = JSON.stringify({
          id: `evt_race_${i % 5}`,
          object: 'event',
          type: i % 2 ? 'checkout.session.async_payment_succeeded' : 'checkout.session.completed',
          api_version: '2025-09-30.clover',
          created: Math.floor(Date.now() / 1000),
          livemode: false,
          data: {
            object: {
              id: row.cs,
              object: 'checkout.session',
              payment_status: 'paid',
              payment_intent: `pi_for_${row.cs}`,
              client_reference_id: row.id,
              metadata: { checkout_session_id: row.id },
              amount_total: 24000,
              currency: 'cad',
            },
          },
        });
        return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
      });
      const [confirms, hooks] = await Promise.all([
        Promise.all(tabs.map((tab) => call(tab, 'confirm-checkout', { session_id: row.id }))),
        Promise.all(
          deliveries.map(async (d) => {
            const res = await fetch(`${stack.url}/functions/v1/stripe-webhook`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'stripe-signature': d.signature },
              body: d.payload,
            });
            return { status: res.status, body: await res.json() };
          }),
        ),
      ]);
      // Every tab sees the same two registrations; at most one of them did the fulfilment (else a webhook did).
      for (const c of confirms) {
        expect(c.status, JSON.stringify(c.body)).toBe(200);
        expect(c.body).toMatchObject({ status: 'fulfilled' });
        expect(c.body.registrations).toHaveLength(2);
      }
      expect(confirms.filter((c) => c.body.alreadyFulfilled === false).length).toBeLessThanOrEqual(1);
      // Every delivery is acknowledged (200): the first of each event fulfils or finds it fulfilled, its repeat is a duplicate.
      for (const h of hooks) expect(h.status, JSON.stringify(h.body)).toBe(200);
      expect(hooks.filter((h) => h.body.duplicate === true)).toHaveLength(5);
      expect(hooks.filter((h) => h.body.fulfilled === true)).toHaveLength(5);

      const regs = (await registrationsOf(stack, program.id)).filter((r) => r.checkout_session_id === row.id);
      expect(regs.map((r) => [r.participant_id, r.status, r.amount_paid]).sort()).toEqual(
        parent.kids.map((k) => [k.id, 'approved', 12000]).sort(),
      );
      const [session] = await stack.sql(`select status from public.checkout_sessions where id = $1`, [row.id]);
      expect(session.status).toBe('fulfilled');
      const receipts = await stack.sql(
        `select id from public.email_outbox where template = 'payment_receipt' and payload ->> 'checkout_session_id' = $1`,
        [row.id],
      );
      expect(receipts).toHaveLength(1);
      expect(
        await stack.sql(`select id from public.stripe_events where checkout_session_id = $1 order by id`, [row.id]),
      ).toHaveLength(5);
      expect(await tierCounters(program.id)).toEqual(
        expect.arrayContaining([
          { spots_taken: 2, rows: 2 },
          { spots_taken: 0, rows: 0 },
        ]),
      );
    },
  );

  describe('status changes that cross', () => {
    let program: string;
    let tier: string;
    let admins: SupabaseClient[];
    beforeAll(async () => {
      [{ id: program }] = await stack.sql<{ id: string }>(
        `insert into public.programs (name, start_date, end_date, price, is_active)
         values ('Race: status', current_date + 20, current_date + 21, 0, true) returning id`,
      );
      [{ id: tier }] = await stack.sql<{ id: string }>(
        `insert into public.program_price_tiers (program_id, name, price, max_spots, is_default)
         values ($1, 'Team', 0, 40, true) returning id`,
        [program],
      );
      // A second administrator, promoted by the first through the screen's RPC.
      const second = await make.user('parent_guardian');
      const first = await stack.signIn(users.admin.email, DEMO_PASSWORD);
      const promoted = await first.rpc('admin_set_user_role', { p_user_id: second, p_role: 'admin' });
      expect(promoted.error).toBeNull();
      await stack.sql(
        `update auth.users set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf', 4)),
           email_confirmed_at = now() where id = $1`,
        [second, PASSWORD],
      );
      const [{ email }] = await stack.sql<{ email: string }>(`select email from auth.users where id = $1`, [second]);
      admins = [first, await stack.signIn(email, PASSWORD)];
    });

    /** A pending registration of a family's new child in the Team tier, as the family makes it. */
    async function pendingRegistration(f: Family): Promise<string> {
      const [kid] = await stack.sql<{ id: string }>(
        `insert into public.participants (user_id, parent_guardian_id, first_name, last_name, date_of_birth)
         values ($1, $1, 'Status', 'Kid', current_date - 3000) returning id`,
        [f.id],
      );
      await confirmConcussion(stack, [kid.id]);
      const { data, error } = await f.client.rpc('create_registrations', {
        p_program_id: program,
        p_items: [{ participant_id: kid.id, price_tier_id: tier }],
        p_consents: consents(),
      });
      expect(error).toBeNull();
      return (data as { id: string }[])[0].id;
    }

    it('two admins changing one registration at once (10 times): each change is applied whole, the counter follows the last', async () => {
      const ids = await Promise.all(families.slice(0, 10).map(pendingRegistration));
      const answers = await Promise.all(
        ids.flatMap((id) => [
          admins[0].from('registrations').update({ status: 'approved' }).eq('id', id).select('id, status'),
          admins[1].from('registrations').update({ status: 'cancelled' }).eq('id', id).select('id, status'),
        ]),
      );
      // No transition rules between admins (decision: any status can be set); the later change wins whole.
      for (const a of answers) {
        expect(a.error).toBeNull();
        expect(a.data).toHaveLength(1);
      }
      const rows = await stack.sql<{ status: string }>(
        `select status from public.registrations where id = any($1::uuid[])`,
        [ids],
      );
      expect(rows.every((r) => ['approved', 'cancelled'].includes(r.status))).toBe(true);
      const [c] = await tierCounters(program);
      expect(c.spots_taken).toBe(c.rows);
    });

    it('a family cancelling while an admin approves (10 times): one order or the other, whole, the counter following', async () => {
      const fam = families.slice(10, 20);
      const ids = await Promise.all(fam.map(pendingRegistration));
      const [cancels, approvals] = await Promise.all([
        Promise.all(
          fam.map(
            (f, i) =>
              f.client.rpc('cancel_registration', {
                p_registration_id: ids[i],
                p_reason: 'schedule_conflict',
                p_refund: false,
              }) as unknown as Promise<RpcAnswer>,
          ),
        ),
        Promise.all(
          ids.map((id) => admins[0].from('registrations').update({ status: 'approved' }).eq('id', id).select('id')),
        ),
      ]);
      const rows = await stack.sql<{ id: string; status: string }>(
        `select id, status from public.registrations where id = any($1::uuid[])`,
        [ids],
      );
      const logs = await stack.sql<{ registration_id: string; action: string }>(
        `select registration_id, action from public.refund_logs where registration_id = any($1::uuid[])`,
        [ids],
      );
      ids.forEach((id, i) => {
        // Both succeed in either order: the cancellation (of a pending or an approved registration) is logged once;
        // the registration ends 'cancelled' (approval first) or 'approved' (cancellation first, then the admin's
        // change stands, as any admin status change does: no transition rules, tests/db/admin-registrations).
        // Known gap (issue 23 point 2 report): in the second order the family was told "cancelled" and nobody got an
        // error; the fix is the admin screen sending the status it showed (`.eq('status', seen)`: the row then no
        // longer matches once the family's cancellation commits, and the screen says it changed meanwhile).
        expect(cancels[i].error, `cancel ${i}`).toBeNull();
        expect(approvals[i].error, `approval ${i}`).toBeNull();
        expect(approvals[i].data).toHaveLength(1);
        expect(logs.filter((l) => l.registration_id === id).map((l) => l.action)).toEqual(['cancelled']);
        expect(['cancelled', 'approved']).toContain(rows.find((r) => r.id === id)!.status);
      });
      const [c] = await tierCounters(program);
      expect(c.spots_taken).toBe(c.rows);
    });

    it('an approval that names the status it saw (pending) never undoes a cancellation made meanwhile (10 times)', async () => {
      const fam = families.slice(20, 30);
      const ids = await Promise.all(fam.map(pendingRegistration));
      const [cancels, approvals] = await Promise.all([
        Promise.all(
          fam.map(
            (f, i) =>
              f.client.rpc('cancel_registration', {
                p_registration_id: ids[i],
                p_reason: 'schedule_conflict',
                p_refund: false,
              }) as unknown as Promise<RpcAnswer>,
          ),
        ),
        Promise.all(
          ids.map((id) =>
            admins[0]
              .from('registrations')
              .update({ status: 'approved' })
              .eq('id', id)
              .eq('status', 'pending')
              .select('id'),
          ),
        ),
      ]);
      const rows = await stack.sql<{ id: string; status: string }>(
        `select id, status from public.registrations where id = any($1::uuid[])`,
        [ids],
      );
      ids.forEach((id, i) => {
        expect(cancels[i].error, `cancel ${i}`).toBeNull();
        expect(approvals[i].error, `approval ${i}`).toBeNull();
        // Approved first then cancelled, or the approval found the row no longer pending (0 rows: the screen's
        // "changed meanwhile"); the family's cancellation stands either way.
        expect(approvals[i].data!.length).toBeLessThanOrEqual(1);
        expect(rows.find((r) => r.id === id)!.status, `registration ${i}`).toBe('cancelled');
      });
      const [c] = await tierCounters(program);
      expect(c.spots_taken).toBe(c.rows);
    });
  });
});

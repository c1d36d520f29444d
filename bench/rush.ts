// The registration-opening rush (issue 23 point 8) and the fault during it (point 9), on a Postgres server.
//   npm run bench -- --rush            (or: npx tsx bench/rush.ts [--families 1000] [--places 100] [--window 30])
//   npm run bench -- --rush --fault    (Postgres restarted once mid-rush; paid checkouts' webhooks twice, shuffled)
// Setup (SQL, not sign-up): N parent accounts with a child each, one new free program with `places` places and one
// default price option. Then every family, at its arrival time (spread evenly over `window` seconds), with a
// supabase-js client of its own: signs in (password grant of local-supabase's auth), reads the program and its
// price options as the registration screen does (getRegisterProgram + getPriceTiers, together), then calls
// create_registrations. At most `concurrency` families are in flight. An error other than 'program_full' is retried
// (up to 4 tries, 1 s apart), as a family would click again. Afterwards: exactly `places` registrations, the tier's
// counter equal to its rows, no child twice. 127.0.0.1 only; the whole case is bounded by --timeout (seconds).
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import Stripe from 'stripe';
import ws from 'ws';
import type { StackOptions } from '../local-supabase/src/stack.ts';
import { startFakeStripe, type FakeStripe } from '../tests/db/payments-fake-stripe.ts';
import { call, checkoutBody, type Program } from '../tests/db/payments-fixtures.ts';
import { benchDatabase } from './bench-database.ts';
import { isServerError, onceMoreIfTransient } from '../src/lib/transient.ts';
import { startPgCluster, type PgCluster } from '../scripts/pg-cluster.ts';

const arg = (name: string, d: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : d;
};
const FAMILIES = Math.min(5000, Number(arg('families', '1000')));
const PLACES = Number(arg('places', '100'));
const WINDOW_S = Math.min(60, Number(arg('window', '30')));
const CONCURRENCY = Number(arg('concurrency', '100'));
const TIMEOUT_S = Number(arg('timeout', '300'));
const HASH_COST = Number(arg('hash-cost', '4'));
const FAULT = process.argv.includes('--fault');
const PAID = Number(arg('paid', '20'));
const OUT = arg('out', '');
/** Pool sizes of the stack (local-supabase's own, PostgREST's); its defaults (8, 10) when not given. */
const DB_POOL = arg('db-pool', '');
const REST_POOL = arg('rest-pool', '');
const PASSWORD = 'rush-password-2026';
const WEBHOOK_SECRET = 'whsec_bench_rush_secret';
const MAX_TRIES = 4;
/** Families told 'registered' so far (the fault strikes once half the places are taken). */
let registeredSoFar = 0;

const log = (s: string) => console.error(`[rush] ${s}`);

/** What the driver needs of the stack: its URL and anon key, and superuser SQL for the setup and the checks. */
type Stack = {
  url: string;
  anonKey: string;
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
};

/** local-supabase in a child process (bench/rush-stack.ts) on `databaseUrl`; SQL through a pool of the driver's. */
async function startStackProcess(databaseUrl: string, options: StackOptions): Promise<Stack> {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const child: ChildProcess = spawn(
    `${root}node_modules/.bin/tsx`,
    ['bench/rush-stack.ts', JSON.stringify({ ...options, port: 0, quiet: true, databaseUrl })],
    {
      cwd: root,
      stdio: ['pipe', 'pipe', 'inherit'],
      env: {
        ...process.env,
        ...(DB_POOL ? { LOCAL_SUPABASE_DB_POOL: DB_POOL } : {}),
        ...(REST_POOL ? { LOCAL_SUPABASE_REST_POOL: REST_POOL } : {}),
      },
    },
  );
  const ready = await new Promise<{ url: string; anonKey: string }>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (b: Buffer) => {
      out += b.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line));
    });
    child.once('exit', (code) => reject(new Error(`bench/rush-stack.ts exited ${code} before it was up`)));
  });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  pool.on('error', () => {}); // idle connections cut by the fault's restart: the next query opens new ones
  return {
    ...ready,
    sql: async <T>(text: string, params?: unknown[]) => (await pool.query(text, params as unknown[])).rows as T[],
    async stop() {
      await pool.end().catch(() => {});
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const r1 = (x: number) => Math.round(x * 10) / 10;
function pct(samples: number[], p: number) {
  if (!samples.length) return NaN;
  const s = [...samples].sort((a, b) => a - b);
  return r1(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]);
}
const dist = (xs: number[]) => ({
  n: xs.length,
  p50: pct(xs, 50),
  p95: pct(xs, 95),
  p99: pct(xs, 99),
  max: pct(xs, 100),
});

/** `at`: seconds from the start of the rush to the answer. */
type Attempt = { step: 'sign in' | 'read' | 'register'; code: string; ms: number; at: number };
type FamilyRun = {
  ok: boolean;
  outcome: string; // 'registered' | 'program_full' | last error code
  tries: number;
  attempts: Attempt[];
  signInMs?: number;
  readMs?: number;
  registerMs?: number;
  /** Opening the screen to the answer: read + register of the final try. */
  screenMs?: number;
};

/** A coded outcome of an answer: the database's hint (program_full...), else PostgREST/HTTP code, else the message. */
function codeOf(error: unknown): string {
  if (!error) return 'ok';
  const e = error as { hint?: string; code?: string; status?: number; message?: string; name?: string };
  if (e.hint && /^[a-z_]+$/.test(e.hint)) return e.hint;
  if (e.code) return `${e.code}${e.message ? `: ${e.message.slice(0, 60)}` : ''}`;
  if (e.status) return `HTTP ${e.status}`;
  return (e.message ?? e.name ?? String(error)).slice(0, 80);
}

const consents = () => {
  const at = new Date().toISOString();
  return {
    waiver_agreed: true,
    waiver_agreed_at: at,
    media_consent_agreed: true,
    media_consent_agreed_at: at,
    concussion_awareness_agreed: true,
    concussion_awareness_agreed_at: at,
  };
};

function clientFor(stack: Stack): SupabaseClient {
  return createClient(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
  });
}

async function createFamilies(stack: Stack, n: number, tag: string) {
  const t = performance.now();
  const rows = await stack.sql<{ id: string; email: string }>(
    `with h as (select extensions.crypt($1, extensions.gen_salt('bf', $3::int)) as hash)
     insert into auth.users (instance_id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data,
       raw_user_meta_data)
     select '00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated',
       'rush-${tag}-' || n || '@example.org', h.hash, now(), '{"provider":"email","providers":["email"]}',
       jsonb_build_object('role', 'parent_guardian', 'first_name', 'Rush', 'last_name', 'Family ' || n)
     from generate_series(1, $2::int) n cross join h order by n returning id, email`,
    [PASSWORD, n, HASH_COST],
  );
  const kids = await stack.sql<{ id: string; user_id: string }>(
    `insert into public.participants (user_id, parent_guardian_id, first_name, last_name, date_of_birth)
     select id, id, 'Kid', 'of ' || email, current_date - 3650 from unnest($1::uuid[], $2::text[]) as u(id, email)
     returning id, user_id`,
    [rows.map((r) => r.id), rows.map((r) => r.email)],
  );
  // Each child's yearly concussion safety confirmation, made before the rush opens (issue 24: registration and
  // checkout ask for it only when it is missing or expired), as confirm_concussion_safety records it.
  await stack.sql(
    `insert into public.concussion_confirmations (participant_id, role, awareness_document_id,
       code_of_conduct_document_id, guardian_id, language, confirmed_by, valid_until)
     select k.id, 'athlete', private.legal_document_in_force('concussion_awareness', null, 'en'),
       private.legal_document_in_force('concussion_code_of_conduct', null, 'en'), k.user_id, 'en', k.user_id,
       (private.toronto_today() + interval '12 months')::date
     from unnest($1::uuid[], $2::uuid[]) as k(id, user_id)`,
    [kids.map((k) => k.id), kids.map((k) => k.user_id)],
  );
  const kidOf = new Map(kids.map((k) => [k.user_id, k.id]));
  log(`${n} families (${tag}) created with SQL in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  return rows.map((r) => ({ ...r, child: kidOf.get(r.id)! }));
}

const PROGRAM_COLUMNS =
  'id, name, name_fr, description, description_fr, start_date, end_date, location, location_fr, price, max_participants, is_active, financial_assistance_enabled, is_full';

async function oneFamily(
  stack: Stack,
  f: { email: string; child: string },
  programId: string,
  today: string,
  t0: number,
): Promise<FamilyRun> {
  const run: FamilyRun = { ok: false, outcome: '', tries: 0, attempts: [] };
  const sb = clientFor(stack);
  const step = async <T = unknown>(name: Attempt['step'], fn: () => PromiseLike<unknown>) => {
    const t = performance.now();
    let res: { error: unknown; data?: T };
    try {
      res = (await fn()) as { error: unknown; data?: T };
    } catch (err) {
      res = { error: err };
    }
    const ms = performance.now() - t;
    run.attempts.push({ step: name, code: codeOf(res.error), ms, at: (performance.now() - t0) / 1000 });
    return { ...res, ms };
  };
  for (run.tries = 1; run.tries <= MAX_TRIES; run.tries++) {
    if (run.tries > 1) await sleep(1000);
    if (run.signInMs === undefined) {
      // As the login form does (src/features/auth/api/auth.ts): a server error while the database restarts is asked again once.
      const s = await step('sign in', () =>
        onceMoreIfTransient(() => sb.auth.signInWithPassword({ email: f.email, password: PASSWORD }), {
          alsoRetry: isServerError,
        }),
      );
      if (s.error) {
        run.outcome = codeOf(s.error);
        continue;
      }
      run.signInMs = s.ms;
    }
    // The registration screen's reads, issued together (react-query runs them in parallel).
    const tRead = performance.now();
    // Each read asked once more after a transient failure, as the screen's query client does (issue 39 point 6).
    const [program, tiers] = await Promise.all([
      step('read', () =>
        onceMoreIfTransient(() => sb.from('programs').select(PROGRAM_COLUMNS).eq('id', programId).maybeSingle()),
      ),
      step<{ id: string; is_default?: boolean }[]>('read', () =>
        onceMoreIfTransient(() => sb.rpc('get_available_price_tiers', { program_uuid: programId, check_date: today })),
      ),
    ]);
    const readMs = performance.now() - tRead;
    if (program.error || tiers.error) {
      run.outcome = codeOf(program.error ?? tiers.error);
      continue;
    }
    const tier = (tiers.data ?? []).find((t) => t.is_default) ?? tiers.data?.[0];
    const reg = await step(
      'register',
      () =>
        sb.rpc('create_registrations', {
          p_program_id: programId,
          p_items: [{ participant_id: f.child, ...(tier ? { price_tier_id: tier.id } : {}) }],
          p_consents: consents(),
        }) as unknown as Promise<{ error: unknown }>,
    );
    run.readMs = readMs;
    run.registerMs = reg.ms;
    run.screenMs = readMs + reg.ms;
    run.outcome = reg.error ? codeOf(reg.error) : 'registered';
    run.ok = !reg.error;
    if (run.ok) registeredSoFar += 1;
    if (!reg.error || run.outcome === 'program_full') break;
  }
  run.tries = Math.min(run.tries, MAX_TRIES);
  return run;
}

/** Paid checkouts (the fault case): each family starts a checkout of the paid program and pays on (fake) Stripe. */
async function paidCheckouts(stack: Stack, fake: FakeStripe, families: { email: string; child: string }[]) {
  const [p] = await stack.sql<{ id: string; name: string }>(
    `insert into public.programs (name, start_date, end_date, location, price, is_active, max_participants)
     values ('Rush: paid program', current_date + 30, current_date + 60, 'Rink', 12000, true, $1) returning id, name`,
    [families.length],
  );
  const [tier] = await stack.sql<{ id: string }>(
    `insert into public.program_price_tiers (program_id, name, price, is_default, display_order)
     values ($1, 'Regular', 12000, true, 0) returning id`,
    [p.id],
  );
  const [q] = await stack.sql<{ id: string }>(
    `insert into public.registration_questions (program_id, question_text, question_type, required)
     values ($1, 'Jersey size?', 'text', true) returning id`,
    [p.id],
  );
  const docs = async (lang: string) =>
    (
      await stack.sql<{ waiver: string; media: string; concussion: string }>(
        `select v -> 'waiver' ->> 'id' as waiver, v -> 'media_consent' ->> 'id' as media,
            v -> 'concussion_awareness' ->> 'id' as concussion from public.consent_documents_in_force($1, $2) v`,
        [p.id, lang],
      )
    )[0];
  const program: Program = {
    id: p.id,
    name: p.name,
    regular: tier.id,
    lastSpot: tier.id,
    question: q.id,
    documents: { en: await docs('en'), fr: await docs('fr') },
  };
  const sessions: { id: string; cs: string; familyEmail: string }[] = [];
  for (const f of families) {
    const sb = clientFor(stack);
    const { error } = await sb.auth.signInWithPassword({ email: f.email, password: PASSWORD });
    if (error) throw error;
    const start = await call(
      sb,
      'create-checkout-session',
      checkoutBody(program, [{ id: f.child, name: 'Kid' }], tier.id, 12000),
    );
    if (start.status !== 200) throw new Error(`create-checkout-session ${start.status}: ${JSON.stringify(start.body)}`);
    const [row] = await stack.sql<{ id: string; cs: string }>(
      `select c.id, c.stripe_session_id as cs from public.checkout_sessions c join auth.users u on u.id = c.user_id
       where u.email = $1 and c.program_id = $2`,
      [f.email, p.id],
    );
    fake.pay(row.cs);
    sessions.push({ ...row, familyEmail: f.email });
  }
  return { programId: p.id, sessions };
}

/** Stripe's deliveries for paid sessions: completed + async_payment_succeeded, each twice, in a shuffled order. */
function deliveries(sessions: { id: string; cs: string }[]) {
  const out = sessions.flatMap((s, i) =>
    [0, 1, 2, 3].map((k) => {
      const payload = JSON.stringify({
        id: `evt_rush_${i}_${k % 2}`,
        object: 'event',
        type: k % 2 ? 'checkout.session.async_payment_succeeded' : 'checkout.session.completed',
        api_version: '2025-09-30.clover',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: {
          object: {
            id: s.cs,
            object: 'checkout.session',
            payment_status: 'paid',
            payment_intent: `pi_for_${s.cs}`,
            client_reference_id: s.id,
            metadata: { checkout_session_id: s.id },
            amount_total: 12000,
            currency: 'cad',
          },
        },
      });
      return { session: s.id, payload };
    }),
  );
  // Deterministic shuffle (a fixed LCG): out of order, the same order on every run.
  let seed = 23;
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

async function main() {
  const started = performance.now();
  const hardStop = setTimeout(() => {
    console.error(`[rush] hard timeout of ${TIMEOUT_S} s reached: stopping`);
    process.exit(2);
  }, TIMEOUT_S * 1000);
  hardStop.unref();
  let cluster: PgCluster | undefined;
  let base = process.env.DATABASE_URL;
  let engine = 'Postgres (DATABASE_URL)';
  if (!base) {
    cluster = await startPgCluster();
    base = cluster.url;
    engine = `${cluster.version.replace(/^postgres \(PostgreSQL\) /, 'Postgres ')} (throw-away cluster, fsync off)`;
  }
  if (FAULT && !cluster)
    throw new Error('--fault restarts the server: it needs the throw-away cluster (unset DATABASE_URL)');
  const database = await benchDatabase(base, `cbh_rush_${process.pid}`);
  const fake = FAULT ? await startFakeStripe() : undefined;
  let stack: Stack | undefined;
  const result: Record<string, unknown> = {
    case: FAULT ? 'rush with a fault' : 'rush',
    engine,
    families: FAMILIES,
    places: PLACES,
    windowSeconds: WINDOW_S,
    concurrency: CONCURRENCY,
    hashCost: HASH_COST,
    pools: `local-supabase ${DB_POOL || 8}, PostgREST ${REST_POOL || 10}`,
  };
  try {
    stack = await startStackProcess(database.url, {
      functionsEnv: fake
        ? { STRIPE_SECRET_KEY: 'sk_test_local_fake', STRIPE_API_BASE: fake.url, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }
        : {},
    });
    const families = await createFamilies(stack, FAMILIES, 'free');
    const [program] = await stack.sql<{ id: string }>(
      `insert into public.programs (name, start_date, end_date, location, price, is_active, max_participants)
       values ('Rush: opening day', current_date + 30, current_date + 60, 'Rink', 0, true, $1) returning id`,
      [PLACES],
    );
    const [tier] = await stack.sql<{ id: string }>(
      `insert into public.program_price_tiers (program_id, name, price, is_default, display_order)
       values ($1, 'Regular', 0, true, 0) returning id`,
      [program.id],
    );
    const [{ today }] = await stack.sql<{ today: string }>(
      `select to_char((now() at time zone 'America/Toronto')::date, 'YYYY-MM-DD') as today`,
    );

    let paid: Awaited<ReturnType<typeof paidCheckouts>> | undefined;
    let hooks: ReturnType<typeof deliveries> = [];
    if (fake) {
      paid = await paidCheckouts(stack, fake, await createFamilies(stack, PAID, 'paid'));
      hooks = deliveries(paid.sessions);
      log(
        `${paid.sessions.length} paid checkouts started and paid on (fake) Stripe; ${hooks.length} deliveries queued`,
      );
    }

    // ----- the rush -----
    log(`rush: ${FAMILIES} families over ${WINDOW_S} s, ${CONCURRENCY} in flight at most, ${engine}`);
    const t0 = performance.now();
    let inFlight = 0;
    const slots: Array<() => void> = [];
    const acquire = async () => {
      while (inFlight >= CONCURRENCY) await new Promise<void>((r) => slots.push(r));
      inFlight++;
    };
    const release = () => {
      inFlight--;
      slots.shift()?.();
    };
    const fault: Record<string, unknown> = {};
    const faultDone = FAULT
      ? (async () => {
          // Mid-rush: once half the places are taken (or half the window has passed), while families still get in.
          const deadline = performance.now() + (WINDOW_S / 2) * 1000;
          while (registeredSoFar < PLACES / 2 && performance.now() < deadline) await sleep(20);
          fault.registeredBefore = registeredSoFar;
          fault.at = r1((performance.now() - t0) / 1000);
          log(`fault: pg_ctl restart at ${fault.at} s`);
          fault.restartMs = Math.round(await cluster!.restart());
          // Recovery: the first moment a family's request succeeds again through the whole stack.
          const probe = clientFor(stack!);
          const tp = performance.now();
          for (;;) {
            const { error } = await probe.from('programs').select('id').eq('id', program.id).maybeSingle();
            if (!error) break;
            if (performance.now() - tp > 60_000) break;
            await sleep(50);
          }
          fault.recoveredAfterRestartMs = Math.round(performance.now() - tp);
          fault.downMs = Math.round(performance.now() - t0 - (fault.at as number) * 1000);
          log(
            `fault: server back after ${fault.restartMs} ms, stack answering again ${fault.recoveredAfterRestartMs} ms later`,
          );
        })()
      : Promise.resolve();
    // Stripe's deliveries, spread over the rush (some land while the server restarts); a delivery that is not
    // acknowledged with 2xx is retried by Stripe: here after the rush, until acknowledged (at most 5 rounds).
    const hookResults: { status: number; body: unknown; round: number }[] = [];
    const deliver = async (h: (typeof hooks)[number], round: number) => {
      try {
        const res = await fetch(`${stack!.url}/functions/v1/stripe-webhook`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'stripe-signature': Stripe.webhooks.generateTestHeaderString({
              payload: h.payload,
              secret: WEBHOOK_SECRET,
            }),
          },
          body: h.payload,
        });
        const body = await res.json().catch(() => null);
        hookResults.push({ status: res.status, body, round });
        return res.status >= 200 && res.status < 300;
      } catch (err) {
        hookResults.push({ status: 0, body: String(err), round });
        return false;
      }
    };
    const hooksDone = (async () => {
      const failed: typeof hooks = [];
      await Promise.all(
        hooks.map(async (h, i) => {
          await sleep((i / Math.max(1, hooks.length)) * WINDOW_S * 1000);
          if (!(await deliver(h, 1))) failed.push(h);
        }),
      );
      return failed;
    })();
    const runs = await Promise.all(
      families.map(async (f, i) => {
        await sleep((i / FAMILIES) * WINDOW_S * 1000);
        await acquire();
        try {
          return await oneFamily(stack!, f, program.id, today, t0);
        } finally {
          release();
        }
      }),
    );
    const rushSeconds = (performance.now() - t0) / 1000;
    await faultDone;
    let failedHooks = await hooksDone;
    for (let round = 2; failedHooks.length && round <= 5; round++) {
      await sleep(1000);
      const again: typeof hooks = [];
      for (const h of failedHooks) if (!(await deliver(h, round))) again.push(h);
      failedHooks = again;
    }
    log(`rush done in ${rushSeconds.toFixed(1)} s`);

    // ----- what the families saw -----
    const byOutcome: Record<string, number> = {};
    for (const r of runs) byOutcome[r.outcome] = (byOutcome[r.outcome] ?? 0) + 1;
    const errorsByCode: Record<string, number> = {};
    for (const r of runs)
      for (const a of r.attempts)
        if (a.code !== 'ok') errorsByCode[`${a.step}: ${a.code}`] = (errorsByCode[`${a.step}: ${a.code}`] ?? 0) + 1;
    const requests = runs.reduce((n, r) => n + r.attempts.length, 0);
    const retried = runs.filter((r) => r.tries > 1);
    result.rush = {
      seconds: r1(rushSeconds),
      requests,
      requestsPerSecond: r1(requests / rushSeconds),
      familiesPerSecond: r1(FAMILIES / rushSeconds),
      outcomes: byOutcome,
      errorsByCode,
      retriedFamilies: retried.length,
      retriedThenRegistered: retried.filter((r) => r.ok).length,
      retriedThenFull: retried.filter((r) => r.outcome === 'program_full').length,
      maxTries: Math.max(...runs.map((r) => r.tries)),
      latencyMs: {
        signIn: dist(runs.flatMap((r) => (r.signInMs === undefined ? [] : [r.signInMs]))),
        read: dist(runs.flatMap((r) => (r.readMs === undefined ? [] : [r.readMs]))),
        register: dist(runs.flatMap((r) => (r.registerMs === undefined ? [] : [r.registerMs]))),
        screen: dist(runs.flatMap((r) => (r.screenMs === undefined ? [] : [r.screenMs]))),
      },
    };
    if (FAULT) {
      const errorsAround = runs.flatMap((r) => r.attempts.filter((a) => a.code !== 'ok' && a.code !== 'program_full'));
      fault.familyErrorWindowS = errorsAround.length
        ? [r1(Math.min(...errorsAround.map((a) => a.at))), r1(Math.max(...errorsAround.map((a) => a.at)))]
        : null;
      result.fault = fault;
      const hookStatus: Record<string, number> = {};
      for (const h of hookResults)
        hookStatus[`round ${h.round}: ${h.status}`] = (hookStatus[`round ${h.round}: ${h.status}`] ?? 0) + 1;
      result.webhooks = { deliveries: hooks.length, answers: hookStatus, unacknowledged: failedHooks.length };
    }

    // ----- end state -----
    const [state] = await stack.sql<{
      active: number;
      distinct_children: number;
      spots: number;
      tier_rows: number;
      full: boolean;
    }>(
      `select (select count(*)::int from public.registrations where program_id = $1 and status in ('pending','approved')) active,
         (select count(distinct participant_id)::int from public.registrations where program_id = $1) distinct_children,
         (select spots_taken from public.program_price_tiers where id = $2) spots,
         (select count(*)::int from public.registrations where price_tier_id = $2 and status in ('pending','approved')) tier_rows,
         (select public.is_full(p) from public.programs p where p.id = $1) full`,
      [program.id, tier.id],
    );
    const [{ all_rows: allRows }] = await stack.sql<{ all_rows: number }>(
      `select count(*)::int all_rows from public.registrations where program_id = $1`,
      [program.id],
    );
    const registered = runs.filter((r) => r.ok).length;
    const checks: Record<string, boolean> = {
      [`exactly ${PLACES} registrations`]: state.active === PLACES && allRows === PLACES,
      'no child registered twice': state.distinct_children === allRows,
      'families told "registered" = rows': registered === allRows,
      'tier spots_taken = its rows': state.spots === state.tier_rows,
      'program is full': state.full === true,
      "no error other than 'program_full' left": runs.every((r) => r.ok || r.outcome === 'program_full'),
    };
    if (FAULT && paid) {
      const sessions = await stack.sql<{ id: string; status: string; regs: number }>(
        `select c.id, c.status, (select count(*)::int from public.registrations r where r.checkout_session_id = c.id) regs
         from public.checkout_sessions c where c.id = any($1::uuid[])`,
        [paid.sessions.map((s) => s.id)],
      );
      const statuses: Record<string, number> = {};
      for (const s of sessions)
        statuses[`${s.status} (${s.regs} registration${s.regs === 1 ? '' : 's'})`] =
          (statuses[`${s.status} (${s.regs} registration${s.regs === 1 ? '' : 's'})`] ?? 0) + 1;
      (result.webhooks as Record<string, unknown>).checkouts = statuses;
      const [pstate] = await stack.sql<{ spots: number; rows: number; dup: number }>(
        `select (select sum(spots_taken)::int from public.program_price_tiers where program_id = $1) spots,
           (select count(*)::int from public.registrations where program_id = $1 and status in ('pending','approved')) rows,
           (select count(*)::int - count(distinct participant_id)::int from public.registrations where program_id = $1) dup`,
        [paid.programId],
      );
      checks['paid checkouts: each fulfilled with one registration, or refund_needed'] = sessions.every(
        (s) => (s.status === 'fulfilled' && s.regs === 1) || (s.status === 'refund_needed' && s.regs === 0),
      );
      checks['paid program: no duplicate registration'] = pstate.dup === 0;
      checks['paid program: spots_taken = rows'] = (pstate.spots ?? 0) === pstate.rows;
      checks['every webhook delivery acknowledged in the end'] = failedHooks.length === 0;
    }
    const sc = (result.rush as { latencyMs: { screen: { p95: number } } }).latencyMs.screen;
    result.checks = checks;
    if (FAULT)
      checks['every family that saw an error ended with an answer (registered or program_full) after retrying'] =
        runs.every((r) => r.ok || r.outcome === 'program_full');
    result.goals = {
      'screen p95 < 1000 ms (read + create_registrations)': sc.p95 < 1000,
      "no error other than 'program_full'": Object.keys(errorsByCode).every((k) => k.endsWith('program_full')),
    };
    result.totalSeconds = r1((performance.now() - started) / 1000);
  } finally {
    await stack?.stop().catch(() => {});
    await fake?.stop().catch(() => {});
    await database.drop().catch((e) => log(`drop database: ${e}`));
    cluster?.stop();
  }
  const out = JSON.stringify(result, null, 2);
  if (OUT) (await import('node:fs')).writeFileSync(OUT, out);
  console.log(out);
  const failed = Object.entries(result.checks as Record<string, boolean>).filter(([, v]) => !v);
  if (failed.length) {
    log(`FAILED checks: ${failed.map(([k]) => k).join('; ')}`);
    process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

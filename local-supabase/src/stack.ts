/* eslint-disable @typescript-eslint/no-explicit-any -- rows and errors from SQL and HTTP are untyped here (the contract is sql<T = any>) */
// startStack(): the whole local Supabase (Postgres, PostgREST, auth, storage,
// functions, dev pages) behind one gateway. See local-supabase/README.md.
import { authHandler } from './auth/routes.ts';
import { checkDevPages, loadDevPages, type DevPage } from './dev/pages.ts';
import { devHandler } from './dev/routes.ts';
import { startCron, type LocalCron } from './cron/runner.ts';
import { openDb } from './db/open.ts';
import { startFunctions } from './functions/runner.ts';
import { startGateway } from './gateway.ts';
import { makeJwt } from './jwt.ts';
import { startMail, type LocalMail } from './mail/server.ts';
import { DEFAULT_DATA_DIR, DEV_PAGES_MODULE } from './paths.ts';
import { startPostgrest } from './postgrest.ts';
import { storageHandler } from './storage/routes.ts';
import { makeBlobStore } from './storage/blobs.ts';
import type { Ctx } from './context.ts';

export const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const DEMO_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export interface StackOptions {
  port?: number; // 0 = free port (tests); default 54321 for the CLI
  memory?: boolean; // in-memory PGlite (tests)
  dataDir?: string; // persisted PGlite folder (default .local-supabase/db, git-ignored)
  databaseUrl?: string; // a real Postgres server instead of PGlite
  seed?: boolean; // apply supabase/seed.sql (default true)
  staticDir?: string; // serve a built SPA at / with index.html fallback
  functionsEnv?: Record<string, string>; // extra env for edge functions
  quiet?: boolean; // no per-request log lines
  reset?: boolean; // wipe the database first (persisted folder or DATABASE_URL)
  functionsDir?: string; // default supabase/functions (tests may point at fixtures)
  smtpPort?: number; // local SMTP catcher: 0 / unset = a free port (the CLI uses 54325)
  // The migrations' schedules (cron.job) on a timer, the jobs that fire every minute every cronEveryMs instead (the
  // CLI: 5000, the browser stories: 2000); 0 / unset = only when Stack.cron.runDueJobs() is called (backend tests).
  // Where pg_cron itself runs them, it keeps its own times. See src/cron/runner.ts.
  cronEveryMs?: number;
  // bcrypt cost of the password hashes it makes (default GoTrue's 10). Test stacks use 4, bcrypt's least: a cost-10
  // hash takes 70 to 600 ms of processor time, and the backend tests make hundreds of accounts (issue 34).
  passwordHashCost?: number;
  // The project's developer pages under /_dev/ (src/dev/pages.ts). Unset: the `devPages` export of devPagesModule.
  devPages?: DevPage[];
  // Module exporting devPages; default supabase/local/index.ts (none when it does not exist); false = none.
  devPagesModule?: string | false;
}

export interface Stack {
  url: string;
  port: number;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  /** postgres:// URI of the database (PGlite's socket server serialises its connections). */
  dbUri: string;
  /** Superuser SQL, serialised with everything else. DDL reloads PostgREST's schema cache. */
  sql<T = any>(text: string, params?: unknown[]): Promise<T[]>;
  /** Reload PostgREST's schema cache (done for you after DDL through sql()). */
  reloadSchema(): Promise<void>;
  /** The local SMTP server (host, port, messages(), waitFor(), stop()/start()); see src/mail/server.ts. */
  mail: LocalMail;
  /** The migrations' schedules: which runner has them, and runDueJobs(now) to run what is due (src/cron/runner.ts). */
  cron: LocalCron;
  /** Paths of the developer pages plugged in (StackOptions.devPages), e.g. /_dev/mail. */
  devPages: string[];
  stop(): Promise<void>;
}

const DDL = /\b(create|alter|drop|grant|revoke|comment\s+on|truncate)\b/i;

export async function startStack(opts: StackOptions = {}): Promise<Stack> {
  const dataDir = opts.dataDir ?? DEFAULT_DATA_DIR;
  const module = opts.devPagesModule ?? DEV_PAGES_MODULE;
  // Loaded first: a broken module fails before anything is started.
  const devPages = checkDevPages(opts.devPages ?? (module ? await loadDevPages(module) : []));
  const db = await openDb({
    memory: opts.memory,
    dataDir,
    databaseUrl: opts.databaseUrl,
    seed: opts.seed ?? true,
    reset: opts.reset,
  });
  const cleanups: Array<() => Promise<void>> = [() => db.close()];
  const stop = async () => {
    for (const c of cleanups.splice(0).reverse()) await c().catch((e) => console.error('local-supabase: stop:', e));
  };
  try {
    const rest = await startPostgrest({ dbUri: db.uri, jwtSecret: DEMO_JWT_SECRET, pool: db.restPool });
    cleanups.push(() => rest.stop());
    // Never throws: without a working SMTP server the rest of the stack still starts.
    const mail = await startMail({ port: opts.smtpPort ?? 0, quiet: opts.quiet });
    cleanups.push(() => mail.stop());
    const ctx: Ctx = {
      db,
      jwt: makeJwt(DEMO_JWT_SECRET),
      url: '',
      quiet: Boolean(opts.quiet),
      mail,
      passwordHashCost: opts.passwordHashCost,
    };
    const blobs = makeBlobStore(opts.memory || opts.databaseUrl ? undefined : dataDir);
    const functions = startFunctions(ctx, {
      anonKey: DEMO_ANON_KEY,
      serviceRoleKey: DEMO_SERVICE_ROLE_KEY,
      env: opts.functionsEnv ?? {},
      // Defaults: supabase/functions/.env and functionsEnv win over these.
      // SUPABASE_LOCAL_DEV_STACK says "this is a development stack": only then may
      // the payment functions use the local test provider (issue 20 point 8). Hosted
      // Supabase refuses secrets named SUPABASE_*, so a deployed project cannot set it.
      defaultEnv: {
        SUPABASE_LOCAL_DEV_STACK: '1',
        ...(mail.port ? { SMTP_HOST: mail.host, SMTP_PORT: String(mail.port) } : {}),
      },
      dir: opts.functionsDir,
    });
    cleanups.push(() => functions.stop());
    const gateway = await startGateway(ctx, {
      port: opts.port ?? 54321,
      restPort: () => rest.port,
      auth: authHandler,
      storage: (c, req, res, p, u) => storageHandler(c, blobs, req, res, p, u),
      functions: functions.handle,
      dev: devHandler(devPages),
      staticDir: opts.staticDir,
    });
    cleanups.push(() => gateway.stop());
    ctx.url = `http://127.0.0.1:${gateway.port}`;
    const cron = await startCron({
      db,
      projectUrl: ctx.url,
      serviceRoleKey: DEMO_SERVICE_ROLE_KEY,
      everyMs: opts.cronEveryMs,
      quiet: opts.quiet,
    });
    cleanups.push(() => cron.stop());
    return {
      url: ctx.url,
      port: gateway.port,
      anonKey: DEMO_ANON_KEY,
      serviceRoleKey: DEMO_SERVICE_ROLE_KEY,
      jwtSecret: DEMO_JWT_SECRET,
      dbUri: db.uri,
      async sql(text, params) {
        const rows = params?.length ? await db.query(text, params) : await db.exec(text);
        if (DDL.test(text)) await rest.reloadSchema();
        return rows;
      },
      reloadSchema: () => rest.reloadSchema(),
      mail,
      cron,
      devPages: devPages.map((p) => p.prefix),
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

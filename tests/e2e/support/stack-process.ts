// Runs one local-supabase stack (free port) serving the built SPA from dist/, for the whole Playwright run: on a
// database of its own on the Postgres server of E2E_DATABASE_URL when it is set (`PG_URL_VAR=E2E_DATABASE_URL npx
// tsx scripts/with-pg.ts npx playwright test` starts a throw-away one), else on PGlite in memory (npm test).
// Started as a child process by support/stack-spawn.ts; prints one JSON line {url} when ready and stops on SIGTERM.
// Like `npm start`, it sends queued e-mail on a schedule (every 2 s here): the
// messages the database queues (approval, rejection, cancellation) arrive in
// /_dev/mail as they would on a hosted project, where the database asks for a run.
import { startStack } from '../../../local-supabase/src/stack.ts';
import { SET_TEST_ORGANISATION_ADDRESS } from '../../support/organisation.ts';
import { freshDatabase } from '../../support/pg-databases.ts';

const staticDir = process.env.E2E_STATIC_DIR || 'dist';
const pgBase = process.env.E2E_DATABASE_URL;
const pgDb = pgBase ? await freshDatabase(pgBase, true) : undefined;
const stack = await startStack({
  memory: !pgDb,
  databaseUrl: pgDb?.url,
  port: 0,
  staticDir,
  quiet: true,
  cronEveryMs: 2000,
  passwordHashCost: 4, // bcrypt's least: the stories make new accounts (see StackOptions)
});
// The whole run's stack stands for a project an administrator has set up: the organisation's postal address is
// there, so receipts go out (issue 36: they wait for it). A story's own stack (E2E_FRESH_PROJECT=1,
// support/own-stack.ts) is a fresh project without it.
if (process.env.E2E_FRESH_PROJECT !== '1') {
  await stack.sql(SET_TEST_ORGANISATION_ADDRESS);
}
process.stdout.write(
  `${JSON.stringify({ url: stack.url, anonKey: stack.anonKey, serviceRoleKey: stack.serviceRoleKey })}\n`,
);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await stack.stop().catch(() => {});
  await pgDb?.drop().catch(() => {});
  process.exit(0);
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
process.on('disconnect', shutdown);

// npm run backend [-- --memory --port N --smtp-port N --reset --reset-only --static DIR --no-seed]
// SMTP_PORT=N sets the local SMTP server's port too (default 54325, like the Supabase CLI).
// npm run db:reset  (= --reset-only)
// DATABASE_URL=postgres://... uses that server instead of PGlite.
import { startStack, type StackOptions } from './stack.ts';
import { openDb } from './db/open.ts';
import { DEFAULT_DATA_DIR } from './paths.ts';

function parse(argv: string[]) {
  const o: StackOptions & { resetOnly?: boolean } = {
    seed: true,
    smtpPort: Number(process.env.SMTP_PORT || 54325),
    cronEveryMs: 5000, // the migrations' every-minute jobs every 5 s (src/cron/runner.ts)
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--memory') o.memory = true;
    else if (a === '--port') o.port = Number(argv[++i]);
    else if (a.startsWith('--port=')) o.port = Number(a.slice(7));
    else if (a === '--smtp-port') o.smtpPort = Number(argv[++i]);
    else if (a.startsWith('--smtp-port=')) o.smtpPort = Number(a.slice(12));
    else if (a === '--reset') o.reset = true;
    else if (a === '--reset-only') o.resetOnly = true;
    else if (a === '--static') o.staticDir = argv[++i];
    else if (a.startsWith('--static=')) o.staticDir = a.slice(9);
    else if (a === '--no-seed') o.seed = false;
    else if (a === '--quiet') o.quiet = true;
    else if (a === '--help' || a === '-h') {
      console.log(
        'Usage: npm run backend -- [--memory] [--port N] [--smtp-port N] [--reset] [--reset-only] [--static DIR] [--no-seed] [--quiet]',
      );
      process.exit(0);
    } else {
      console.error(`Unknown option ${a} (try --help)`);
      process.exit(2);
    }
  }
  if (o.port !== undefined && !Number.isInteger(o.port)) {
    console.error('--port needs a number');
    process.exit(2);
  }
  if (!Number.isInteger(o.smtpPort)) {
    console.error('--smtp-port / SMTP_PORT needs a number');
    process.exit(2);
  }
  return o;
}

async function main() {
  const o = parse(process.argv.slice(2));
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (o.resetOnly) {
    const t = Date.now();
    const db = await openDb({ dataDir: DEFAULT_DATA_DIR, databaseUrl, seed: o.seed ?? true, reset: true });
    await db.close();
    console.log(
      `local-supabase: database reset (${databaseUrl ? 'DATABASE_URL' : DEFAULT_DATA_DIR}) in ${Date.now() - t} ms`,
    );
    return;
  }
  const t = Date.now();
  const stack = await startStack({ ...o, databaseUrl });
  console.log(`
local-supabase is running (${databaseUrl ? 'Postgres at DATABASE_URL' : o.memory ? 'PGlite in memory' : `PGlite in ${DEFAULT_DATA_DIR}`}), started in ${((Date.now() - t) / 1000).toFixed(1)} s

         API URL: ${stack.url}
        REST URL: ${stack.url}/rest/v1
       Dev pages: ${stack.devPages.length ? stack.devPages.map((p) => stack.url + p).join(', ') : 'none'}
            SMTP: ${stack.mail.running ? `${stack.mail.host}:${stack.mail.port} (no TLS, any or no login)` : 'not running'}${o.staticDir ? `\n             App: ${stack.url}/ (from ${o.staticDir})` : ''}
      JWT secret: ${stack.jwtSecret}
        anon key: ${stack.anonKey}
service_role key: ${stack.serviceRoleKey}
`);
  let stopping = false;
  const shutdown = async (sig: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\nlocal-supabase: ${sig}, stopping...`);
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error(err?.message ?? err);
  process.exit(1);
});

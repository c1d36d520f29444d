// Runs a command with a Postgres server's address in TEST_DATABASE_URL, or in the variable PG_URL_VAR names:
//   tsx scripts/with-pg.ts <command> [args...]
// The server is TEST_DATABASE_URL when it is set (its user needs CREATEDB: each test stack makes a database of its
// own there, tests/support/pg-databases.ts), else a throw-away cluster of the server installed here
// (scripts/pg-cluster.ts), deleted when the command ends. Used by .ci/test-pg (the backend tests on Postgres); with
// PG_URL_VAR=E2E_DATABASE_URL it gives the browser stories one (not in npm test yet, decision 0060).
import { spawn } from 'node:child_process';
import { startPgCluster, type PgCluster } from './pg-cluster.ts';

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) {
  console.error('usage: tsx scripts/with-pg.ts <command> [args...]');
  process.exit(2);
}
let cluster: PgCluster | undefined;
let url = process.env.TEST_DATABASE_URL;
if (!url) {
  // Per test stack a pool of 8 and PostgREST's 10, two workers, files with two stacks, the concurrency suite's 50
  // families through PostgREST's pool.
  cluster = await startPgCluster({ maxConnections: 200 });
  url = cluster.url;
  console.log(`with-pg: ${cluster.version} on ${new URL(url).host} (throw-away cluster)`);
}
const child = spawn(cmd, args, {
  stdio: 'inherit',
  env: { ...process.env, [process.env.PG_URL_VAR || 'TEST_DATABASE_URL']: url },
});
child.on('exit', (code, signal) => {
  cluster?.stop();
  process.exit(code ?? (signal ? 1 : 0));
});

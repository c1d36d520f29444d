// Small helpers for scripts and test support that talk to a Postgres server with node-postgres: one place for
// them (the deploy rehearsal and the backend tests' per-stack databases both make and drop databases).
import pg from 'pg';

/** A quoted SQL identifier (a database's name). */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The same server's address with another database. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * The advisory lock of cluster-wide work: the platform bootstrap creates roles, which two sessions (two test
 * workers, the rehearsal beside the schema check on one TEST_DATABASE_URL server) must not create at once.
 */
const ROLES_LOCK_KEY = 0x63626874; // 'cbht'

/** Runs `fn` while `c` holds the roles lock (waiting for it first), released afterwards whatever happens. */
export async function holdingRolesLock<T>(c: pg.Client, fn: () => Promise<T>): Promise<T> {
  await c.query('select pg_advisory_lock($1)', [ROLES_LOCK_KEY]);
  try {
    return await fn();
  } finally {
    await c.query('select pg_advisory_unlock($1)', [ROLES_LOCK_KEY]);
  }
}

/** Runs `fn` on a connection of its own, closed afterwards whatever happens. */
export async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/* eslint-disable @typescript-eslint/no-explicit-any -- rows and errors from SQL and HTTP are untyped here (the contract is sql<T = any>) */
// The database as the rest of local-supabase sees it: PGlite (one session behind
// a lock) or a real Postgres server (a pool). Every method is safe to call
// concurrently with PostgREST's traffic.
export type Query = <T = any>(text: string, params?: unknown[]) => Promise<T[]>;

export interface Db {
  kind: 'pglite' | 'postgres';
  /** One statement, with $1.. parameters. */
  query: Query;
  /** Several statements, no parameters (migrations); rows of the last one. */
  exec<T = any>(sql: string): Promise<T[]>;
  /** A transaction: fn's queries run between BEGIN and COMMIT (ROLLBACK on throw). */
  tx<T>(fn: (q: Query) => Promise<T>): Promise<T>;
  /** postgres:// URI PostgREST connects to. */
  uri: string;
  /** How many connections PostgREST may open. */
  restPool: number;
  close(): Promise<void>;
}

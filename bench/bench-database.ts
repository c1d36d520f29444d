import pg from 'pg';

/** A database of the bench's own on the server of `url` (created now; drop() at the end). */
export async function benchDatabase(url: string, name: string): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  const ident = `"${name.replace(/"/g, '""')}"`;
  await admin(`drop database if exists ${ident} with (force)`);
  await admin(`create database ${ident}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => admin(`drop database if exists ${ident} with (force)`) };
}

import { describe, expect, it } from 'vitest';
import { migrate, MigrationError } from './migrate.ts';
import type { Db } from './types.ts';

/** A Db that records SQL and fails on a marker, like Postgres would. */
function fakeDb(): Db & { executed: string[] } {
  const executed: string[] = [];
  const applied = new Set<string>();
  return {
    kind: 'postgres',
    uri: '',
    restPool: 1,
    executed,
    async exec(sql: string) {
      if (sql.includes('FAIL_HERE'))
        throw Object.assign(new Error('syntax error at or near "FAIL_HERE"'), { position: '12' });
      executed.push(sql);
      return [];
    },
    async query(text: string, params?: unknown[]) {
      if (text.startsWith('select version')) return [...applied].map((version) => ({ version })) as never[];
      if (text.startsWith('insert into supabase_migrations.schema_migrations')) applied.add(String(params![0]));
      return [];
    },
    tx: async (fn) => fn(async () => []),
    close: async () => {},
  };
}

describe('migrate', () => {
  it('applies migrations in order and skips the ones already recorded', async () => {
    const db = fakeDb();
    const files = [
      { name: '20260101000000_a.sql', sql: 'create table a ();' },
      { name: '20260101000100_b.sql', sql: 'create table b ();' },
    ];
    expect(await migrate(db, { seed: false, migrations: files })).toEqual([
      '20260101000000_a.sql',
      '20260101000100_b.sql',
    ]);
    expect(await migrate(db, { seed: false, migrations: files })).toEqual([]);
  });

  it('stops at a failing migration with its file name and the Postgres error', async () => {
    const db = fakeDb();
    const run = migrate(db, {
      seed: false,
      migrations: [
        { name: '20260101000000_ok.sql', sql: 'create table ok ();' },
        { name: '20260101000100_broken.sql', sql: 'select FAIL_HERE;' },
        { name: '20260101000200_never.sql', sql: 'create table never ();' },
      ],
    });
    await expect(run).rejects.toThrow(MigrationError);
    await expect(run).rejects.toThrow(
      /20260101000100_broken\.sql failed: syntax error at or near "FAIL_HERE" \| at character 12/,
    );
    expect(db.executed.some((s) => s.includes('never'))).toBe(false);
  });
});

// The RLS matrix (issue 3 tests): every row of rls-matrix.rows.ts is tried by
// every role through supabase-js against local-supabase. Allowed means the
// operation touched exactly the row; denied means an error or zero rows.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { clientsByRole, factories, ROLES, uidOf, type Factories, type MatrixRole } from './db-helpers.ts';
import { matrix, type MatrixRow } from './rls-matrix.rows.ts';

let stack: TestStack;
let clients: Record<MatrixRole, SupabaseClient>;
let f: Factories;

beforeAll(async () => {
  stack = await startTestStack();
  clients = await clientsByRole(stack);
  f = factories(stack);
});
afterAll(async () => {
  await stack?.stop();
});

async function exists(table: string, id: string): Promise<boolean> {
  const rows = await stack.sql(`select 1 from public.${table} where id = $1`, [id]);
  return rows.length === 1;
}

/** Runs one cell of the matrix; true when the operation took effect. */
async function attempt(row: MatrixRow, role: MatrixRole): Promise<boolean> {
  const db = clients[role];
  const match = row.make ? { id: await row.make(f) } : row.match!;
  switch (row.op) {
    case 'select': {
      const { data, error } = await db
        .from(row.table)
        .select(row.columns ?? '*')
        .match(match);
      return !error && (data?.length ?? 0) >= 1;
    }
    case 'update': {
      const { data, error } = await db.from(row.table).update(row.patch!).match(match).select('id');
      return !error && (data?.length ?? 0) >= 1;
    }
    case 'insert': {
      const payload = await row.payload!(uidOf(role), f);
      const { error } = await db.from(row.table).insert(payload);
      return !error;
    }
    case 'delete': {
      await db.from(row.table).delete().match(match);
      return !(await exists(row.table, match.id));
    }
  }
}

describe.each(matrix)('$table $op: $row', (row) => {
  it.each(ROLES)('%s', async (role) => {
    const expected = row.allowed.includes(role) ? 'allowed' : 'denied';
    const outcome = (await attempt(row, role)) ? 'allowed' : 'denied';
    expect(outcome).toBe(expected);
  });
});

// The tables of issue 3 (tables added by other issues are tested by them).
const ISSUE_3_TABLES = [
  'checkout_sessions',
  'email_outbox',
  'emergency_contacts',
  'equipment_inventory',
  'equipment_loans',
  'events',
  'financial_assistance_codes',
  'participants',
  'program_coordinators',
  'program_price_tiers',
  'programs',
  'refund_logs',
  'registration_assistance_codes',
  'registration_questions',
  'registration_responses',
  'registrations',
  'saved_payment_methods',
  'user_profiles',
  'volunteer_profiles',
];

describe('matrix coverage', () => {
  it('has a select row for every table of issue 3, and each exists with RLS on', async () => {
    const tables = await stack.sql<{ tablename: string; rowsecurity: boolean }>(
      `select tablename, rowsecurity from pg_tables where schemaname = 'public' and tablename = any($1)`,
      [ISSUE_3_TABLES],
    );
    expect(tables.map((t) => t.tablename).sort()).toEqual([...ISSUE_3_TABLES].sort());
    expect(tables.every((t) => t.rowsecurity)).toBe(true);
    const selected = new Set(matrix.filter((r) => r.op === 'select').map((r) => r.table));
    expect(ISSUE_3_TABLES.filter((t) => !selected.has(t))).toEqual([]);
  });
});

describe('demo seed', () => {
  it('every demo account signed in above; all six statuses and past/ongoing/upcoming programs exist', async () => {
    expect(Object.keys(clients)).toHaveLength(ROLES.length);
    const statuses = await stack.sql<{ status: string }>(`select distinct status from public.registrations order by 1`);
    expect(statuses.map((s) => s.status)).toEqual([
      'approved',
      'cancelled',
      'draft',
      'pending',
      'refunded',
      'rejected',
    ]);
    const phases = await stack.sql<{ phase: string }>(`
      select distinct case when end_date < private.toronto_today() then 'past'
                           when start_date > private.toronto_today() then 'upcoming' else 'ongoing' end as phase
      from public.programs where is_active order by 1`);
    expect(phases.map((p) => p.phase)).toEqual(['ongoing', 'past', 'upcoming']);
  });
});

// The program form's offer period (issue 24 point 2): save_program() stores programs.waitlist_offer_hours
// (1 to 336 hours, 48 when a new program does not say), keeps it when an older caller leaves it out, refuses a value
// out of range with the hint `offer_hours_range`, and refuses anyone but an admin, whatever the value.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { clientsByRole, type MatrixRole } from './db-helpers.ts';

let stack: TestStack;
let db: Record<MatrixRole, SupabaseClient>;

function payload(over: Record<string, unknown> = {}) {
  return {
    name: `Offer period ${Math.random().toString(36).slice(2, 8)}`,
    start_date: '2031-03-01',
    end_date: '2031-03-31',
    price: 0,
    max_participants: 4,
    is_active: false,
    tiers: [{ name: 'Regular Registration', price: 0, is_default: true }],
    ...over,
  };
}
async function saveOk(body: Record<string, unknown>): Promise<string> {
  const { data, error } = await db.admin.rpc('save_program', { payload: body });
  if (error) throw error;
  return data as string;
}
async function hoursOf(id: string): Promise<number> {
  const [row] = await stack.sql<{ waitlist_offer_hours: number }>(
    'select waitlist_offer_hours from public.programs where id = $1',
    [id],
  );
  return row!.waitlist_offer_hours;
}

beforeAll(async () => {
  stack = await startTestStack();
  db = await clientsByRole(stack);
});
afterAll(async () => stack?.stop());

describe('save_program and the offer period', () => {
  it('stores the offer period on create and on update, and keeps it when a caller leaves it out', async () => {
    const id = await saveOk(payload({ waitlist_offer_hours: 24 }));
    expect(await hoursOf(id)).toBe(24);
    await saveOk(payload({ id, waitlist_offer_hours: 336 }));
    expect(await hoursOf(id)).toBe(336);
    await saveOk(payload({ id, waitlist_offer_hours: 1 }));
    expect(await hoursOf(id)).toBe(1);
    await saveOk(payload({ id }));
    expect(await hoursOf(id)).toBe(1);
  });

  it('gives a new program 48 hours when the payload does not say', async () => {
    const id = await saveOk(payload());
    expect(await hoursOf(id)).toBe(48);
  });

  it.each([0, 337, -5, 2.5, '12h', 100000])(
    'refuses %s hours with offer_hours_range and changes nothing',
    async (v) => {
      const id = await saveOk(payload({ waitlist_offer_hours: 72 }));
      const { error } = await db.admin.rpc('save_program', { payload: payload({ id, waitlist_offer_hours: v }) });
      expect(error?.hint).toBe('offer_hours_range');
      expect(await hoursOf(id)).toBe(72);
      const created = await db.admin.rpc('save_program', { payload: payload({ waitlist_offer_hours: v }) });
      expect(created.error?.hint).toBe('offer_hours_range');
    },
  );

  it.each<MatrixRole>(['anon', 'player', 'parent', 'coach', 'volunteer', 'coordinator'])(
    'refuses %s, and the table itself does not take the value from them',
    async (role) => {
      const id = await saveOk(payload({ waitlist_offer_hours: 48 }));
      const { error } = await db[role].rpc('save_program', { payload: payload({ id, waitlist_offer_hours: 2 }) });
      expect(error).not.toBeNull();
      // The side door: a direct update of the column.
      await db[role].from('programs').update({ waitlist_offer_hours: 2 }).eq('id', id);
      expect(await hoursOf(id)).toBe(48);
    },
  );

  it('the column itself refuses an out-of-range value even from the server', async () => {
    const id = await saveOk(payload());
    await expect(
      stack.sql('update public.programs set waitlist_offer_hours = 0 where id = $1', [id]),
    ).rejects.toThrow();
    await expect(
      stack.sql('update public.programs set waitlist_offer_hours = 337 where id = $1', [id]),
    ).rejects.toThrow();
  });
});

// Admin dashboard, events and equipment (issue 11) through supabase-js: the
// dashboard's head counts and lists are admin-only in the database, events and
// equipment are managed by admins only, and equipment loans never lend more
// than the inventory holds.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { clientsByRole, factories, type Factories, type MatrixRole } from './db-helpers.ts';
import { participants, users } from './seed-ids.ts';

let stack: TestStack;
let db: Record<MatrixRole, SupabaseClient>;
let make: Factories;
const NON_ADMINS: MatrixRole[] = ['player', 'parent', 'coach', 'volunteer', 'coordinator'];

const count = async (client: SupabaseClient, table: string) => {
  // 'id' as the screen counts (stats.ts): '*' would name participants' medical columns, which nobody reads (issue 25).
  const { count: n, error } = await client.from(table).select('id', { count: 'exact', head: true });
  if (error) throw error;
  return n ?? 0;
};

async function newItem(quantity: number): Promise<string> {
  const { data, error } = await db.admin
    .from('equipment_inventory')
    .insert({
      item_name: `Test stick ${Math.random().toString(36).slice(2, 8)}`,
      category: 'sticks',
      quantity,
      condition: 'good',
    })
    .select('id')
    .single();
  if (error) throw error;
  return data.id as string;
}

beforeAll(async () => {
  stack = await startTestStack();
  db = await clientsByRole(stack);
  make = factories(stack);
});
afterAll(async () => stack?.stop());

describe('dashboard counts and lists', () => {
  it('admins count every row of the six tables the stat cards show', async () => {
    for (const table of ['user_profiles', 'participants', 'registrations', 'events', 'equipment_inventory']) {
      const [{ n }] = await stack.sql<{ n: number }>(`select count(*)::int as n from public.${table}`);
      expect(await count(db.admin, table), table).toBe(n);
    }
    const [{ n: future }] = await stack.sql<{ n: number }>(
      `select count(*)::int as n from public.events where starts_at >= now()`,
    );
    const { count: scheduled } = await db.admin
      .from('events')
      .select('*', { count: 'exact', head: true })
      .gte('starts_at', new Date().toISOString());
    expect(scheduled).toBe(future);
    expect(future).toBeGreaterThanOrEqual(3);
  });

  it.each(NON_ADMINS)('%s sees no events, equipment or loans and only their own profile', async (role) => {
    expect(await count(db[role], 'events')).toBe(0);
    expect(await count(db[role], 'equipment_inventory')).toBe(0);
    expect(await count(db[role], 'equipment_loans')).toBe(0);
    const { data, error } = await db[role].from('user_profiles').select('id, stripe_customer_id');
    expect(error).toBeNull();
    expect(data!.map((r) => r.id)).toContain(users[role as keyof typeof users].id);
    expect(data!.every((r) => r.id === users[role as keyof typeof users].id)).toBe(true);
  });

  it('a signed-in user cannot read the located participants of other families', async () => {
    const { data } = await db.player.from('participants').select('id, postal_code').not('postal_code', 'is', null);
    expect(data!.map((r) => r.id)).toEqual([participants.alex]);
  });

  it('the users list with participants is one embedded request for admins', async () => {
    const { data, error } = await db.admin
      .from('user_profiles')
      .select('id, participants!participants_user_id_fkey(id, city)')
      .eq('id', users.parent.id)
      .single();
    expect(error).toBeNull();
    expect((data!.participants as { id: string }[]).map((p) => p.id).sort()).toEqual(
      [participants.emma, participants.liam].sort(),
    );
  });
});

describe('events are admin-only', () => {
  const event = () => ({
    name: 'Hostile practice',
    event_type: 'practice',
    starts_at: new Date(Date.now() + 864e5).toISOString(),
  });

  it('an admin creates, edits and deletes an event; bad times and types are refused', async () => {
    const { data, error } = await db.admin.from('events').insert(event()).select('id').single();
    expect(error).toBeNull();
    const upd = await db.admin.from('events').update({ location: 'Ottawa' }).eq('id', data!.id).select('location');
    expect(upd.data).toEqual([{ location: 'Ottawa' }]);
    const badEnd = await db.admin.from('events').update({ ends_at: '2000-01-01T00:00:00Z' }).eq('id', data!.id);
    expect(badEnd.error?.code).toBe('23514');
    const badType = await db.admin.from('events').insert({ ...event(), event_type: 'party' });
    expect(badType.error?.code).toBe('23514');
    const del = await db.admin.from('events').delete().eq('id', data!.id).select('id');
    expect(del.data).toHaveLength(1);
  });

  it.each(NON_ADMINS)('%s cannot create, change or delete events', async (role) => {
    const ins = await db[role].from('events').insert(event());
    expect(ins.error?.code).toBe('42501');
    const upd = await db[role].from('events').update({ name: 'Hacked' }).neq('name', '').select('id');
    expect(upd.data ?? []).toEqual([]);
    const del = await db[role].from('events').delete().neq('name', '').select('id');
    expect(del.data ?? []).toEqual([]);
    const [{ n }] = await stack.sql<{ n: number }>(
      `select count(*)::int as n from public.events where name = 'Hacked'`,
    );
    expect(n).toBe(0);
  });

  it('anonymous callers are refused', async () => {
    const ins = await db.anon.from('events').insert(event());
    expect(ins.error).not.toBeNull();
    expect(await count(db.anon, 'events').catch(() => 0)).toBe(0);
  });
});

describe('equipment and loans', () => {
  it.each(NON_ADMINS)('%s cannot add items, lend or change quantities', async (role) => {
    const item = await newItem(2);
    const ins = await db[role].from('equipment_inventory').insert({ item_name: 'Stolen', quantity: 1 });
    expect(ins.error?.code).toBe('42501');
    const loan = await db[role]
      .from('equipment_loans')
      .insert({ equipment_id: item, participant_id: participants.emma });
    expect(loan.error?.code).toBe('42501');
    const upd = await db[role].from('equipment_inventory').update({ quantity: 99 }).eq('id', item).select('id');
    expect(upd.data ?? []).toEqual([]);
    const [{ quantity }] = await stack.sql<{ quantity: number }>(
      `select quantity from public.equipment_inventory where id = $1`,
      [item],
    );
    expect(quantity).toBe(2);
  });

  it('lends up to the quantity held, refuses more, and frees items on return', async () => {
    const item = await newItem(2);
    const first = await db.admin
      .from('equipment_loans')
      .insert({ equipment_id: item, participant_id: participants.emma, quantity: 1 })
      .select('id')
      .single();
    expect(first.error).toBeNull();
    const second = await db.admin
      .from('equipment_loans')
      .insert({ equipment_id: item, participant_id: participants.liam, quantity: 2 });
    expect(second.error?.hint).toBe('equipment_unavailable');
    const grow = await db.admin.from('equipment_loans').update({ quantity: 3 }).eq('id', first.data!.id);
    expect(grow.error?.hint).toBe('equipment_unavailable');
    const shrink = await db.admin.from('equipment_inventory').update({ quantity: 0 }).eq('id', item);
    expect(shrink.error?.hint).toBe('equipment_on_loan');
    const drop = await db.admin.from('equipment_inventory').delete().eq('id', item);
    expect(drop.error?.hint).toBe('equipment_on_loan');
    const ret = await db.admin
      .from('equipment_loans')
      .update({ returned_at: new Date().toISOString() })
      .eq('id', first.data!.id);
    expect(ret.error).toBeNull();
    const again = await db.admin
      .from('equipment_loans')
      .insert({ equipment_id: item, participant_id: participants.liam, quantity: 2 });
    expect(again.error).toBeNull();
    await db.admin.from('equipment_loans').update({ returned_at: new Date().toISOString() }).eq('equipment_id', item);
    const gone = await db.admin.from('equipment_inventory').delete().eq('id', item).select('id');
    expect(gone.data).toHaveLength(1);
  });

  it('a loan must name a participant', async () => {
    const item = await newItem(1);
    const res = await db.admin.from('equipment_loans').insert({ equipment_id: item, quantity: 1 });
    expect(res.error?.hint).toBe('loan_participant_required');
  });

  it('two loans racing for the last item: only one is taken', async () => {
    const item = await newItem(1);
    const [a, b] = await Promise.all([
      db.admin.from('equipment_loans').insert({ equipment_id: item, participant_id: await make.child() }),
      db.admin.from('equipment_loans').insert({ equipment_id: item, participant_id: await make.child() }),
    ]);
    expect([a.error, b.error].filter((e) => e === null)).toHaveLength(1);
    const [{ n }] = await stack.sql<{ n: number }>(
      `select count(*)::int as n from public.equipment_loans where equipment_id = $1 and returned_at is null`,
      [item],
    );
    expect(n).toBe(1);
  });
});

// public.cancel_registration() (spec 2 sections 4, 5, 6, 8) through supabase-js:
// owners and guardians cancel before the start, admins cancel anything, and a
// hostile signed-in user cannot bypass the rules by calling it (or the tables) by hand.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, orgToday } from '../../supabase/functions/_shared/domain/dates.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { consents, registerAs } from './db-helpers.ts';

const PASSWORD = 'demo-password-2026';
const CONSENTS = {
  waiver_agreed: true,
  waiver_agreed_at: new Date().toISOString(),
  media_consent_agreed: true,
  media_consent_agreed_at: new Date().toISOString(),
  concussion_awareness_agreed: true,
  concussion_awareness_agreed_at: new Date().toISOString(),
};

let stack: TestStack;
let service: SupabaseClient;
let parent: SupabaseClient;
let hostile: SupabaseClient;
let parentId: string;
let programs: { future: string; paid: string; today: string; started: string };
let paidTierId: string;

const today = () => orgToday(new Date());

async function userId(db: SupabaseClient): Promise<string> {
  const { data } = await db.auth.getUser();
  return data.user!.id;
}

async function createProgram(name: string, start: string, price = 0): Promise<string> {
  const { data, error } = await service
    .from('programs')
    .insert({ name, start_date: start, end_date: addDays(start, 30), price, location: 'Toronto' })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

/** A new child of the parent (one active registration per child and program is the rule). */
async function newChild(): Promise<string> {
  const { data, error } = await parent
    .from('participants')
    .insert({ user_id: parentId, parent_guardian_id: parentId, first_name: 'Charlie', last_name: 'Child' })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

/** A free pending registration made by the parent for a child, as the app does. */
async function freeRegistration(programId: string): Promise<string> {
  const childId = await newChild();
  const { data, error } = await registerAs(stack, parent, {
    p_program_id: programId,
    p_items: [{ participant_id: childId }],
    p_consents: consents(),
  });
  if (error) throw error;
  return data[0].id;
}

/** A paid, approved registration as the payment fulfilment (service role) creates it. */
async function paidRegistration(programId: string, tierId: string | null, amount: number): Promise<string> {
  const childId = await newChild();
  const { data, error } = await service
    .from('registrations')
    .insert({
      participant_id: childId,
      program_id: programId,
      price_tier_id: tierId,
      user_id: parentId,
      status: 'approved',
      amount_paid: amount,
      ...CONSENTS,
    })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

async function row(id: string) {
  const { data, error } = await service
    .from('registrations')
    .select('status, refund_amount, refund_reason, refunded_at')
    .eq('id', id)
    .single();
  if (error) throw error;
  return data;
}

beforeAll(async () => {
  stack = await startTestStack();
  service = stack.service();
  parent = await stack.signUp('cancel-parent@example.com', PASSWORD, {
    role: 'parent_guardian',
    first_name: 'Paula',
    last_name: 'Parent',
  });
  hostile = await stack.signUp('cancel-hostile@example.com', PASSWORD, {
    role: 'parent_guardian',
    first_name: 'Hugo',
    last_name: 'Hostile',
  });
  parentId = await userId(parent);
  programs = {
    future: await createProgram('Cancel test: future free', addDays(today(), 30)),
    paid: await createProgram('Cancel test: future paid', addDays(today(), 1), 15000),
    today: await createProgram('Cancel test: starts today', today()),
    started: await createProgram('Cancel test: started', addDays(today(), -3)),
  };
  const tier = await service
    .from('program_price_tiers')
    .insert({ program_id: programs.paid, name: 'Regular', price: 15000, is_default: true, max_spots: 10 })
    .select('id')
    .single();
  if (tier.error) throw tier.error;
  paidTierId = tier.data.id;
}, 120_000);
afterAll(() => stack?.stop());

describe('cancel_registration as the owner', () => {
  it('a parent cancels a paid child registration with a refund: refunded, amount paid, log, spot freed', async () => {
    const id = await paidRegistration(programs.paid, paidTierId, 15000);
    const spots = async () =>
      (await service.from('program_price_tiers').select('spots_taken').eq('id', paidTierId).single()).data!.spots_taken;
    expect(await spots()).toBe(1);

    const { data, error } = await parent.rpc('cancel_registration', {
      p_registration_id: id,
      p_reason: 'schedule_conflict',
      p_refund: true,
    });
    expect(error).toBeNull();
    expect(data).toEqual({ id, status: 'refunded', refund_amount: 15000 });
    const after = await row(id);
    expect(after).toMatchObject({ status: 'refunded', refund_amount: 15000, refund_reason: 'schedule_conflict' });
    expect(after.refunded_at).not.toBeNull();
    expect(await spots()).toBe(0);

    const logs = await parent
      .from('refund_logs')
      .select('action, refund_amount, refund_reason, processed_by')
      .eq('registration_id', id);
    expect(logs.data).toEqual([
      { action: 'refund_requested', refund_amount: 15000, refund_reason: 'schedule_conflict', processed_by: parentId },
    ]);
  });

  it('a free pending registration becomes cancelled with no refund, even when a refund is asked', async () => {
    const id = await freeRegistration(programs.future);
    const { data, error } = await parent.rpc('cancel_registration', {
      p_registration_id: id,
      p_reason: '  Moving to another province  ',
      p_refund: true,
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'cancelled', refund_amount: 0 });
    expect(await row(id)).toMatchObject({
      status: 'cancelled',
      refund_amount: null,
      refund_reason: 'Moving to another province',
      refunded_at: null,
    });
  });

  it('a paid registration cancelled without a refund keeps no refund amount', async () => {
    const id = await paidRegistration(programs.paid, paidTierId, 15000);
    const { data, error } = await parent.rpc('cancel_registration', {
      p_registration_id: id,
      p_reason: 'moved_away',
      p_refund: false,
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'cancelled', refund_amount: 0 });
    expect(await row(id)).toMatchObject({ status: 'cancelled', refund_amount: null });
  });
});

describe('cancel_registration refuses, with the spec messages, even when called by hand', () => {
  it("someone else's registration", async () => {
    const id = await freeRegistration(programs.future);
    const { error } = await hostile.rpc('cancel_registration', {
      p_registration_id: id,
      p_reason: 'other',
      p_refund: true,
    });
    expect(error?.message).toBe('You do not have permission to cancel this registration');
    expect(error?.hint).toBe('not_owner');
    expect((await row(id)).status).toBe('pending');
  });

  it('an already refunded registration (and an already cancelled one)', async () => {
    const id = await paidRegistration(programs.paid, paidTierId, 15000);
    expect(
      (await parent.rpc('cancel_registration', { p_registration_id: id, p_reason: 'moved_away', p_refund: true }))
        .error,
    ).toBeNull();
    const again = await parent.rpc('cancel_registration', {
      p_registration_id: id,
      p_reason: 'moved_away',
      p_refund: true,
    });
    expect(again.error?.message).toBe('Registration is already refunded');
    expect(again.error?.hint).toBe('already_refunded');
    const logs = await service.from('refund_logs').select('id').eq('registration_id', id);
    expect(logs.data).toHaveLength(1);

    const freeId = await freeRegistration(programs.future);
    await parent.rpc('cancel_registration', { p_registration_id: freeId, p_reason: 'moved_away' });
    const twice = await parent.rpc('cancel_registration', { p_registration_id: freeId, p_reason: 'moved_away' });
    expect(twice.error?.message).toBe('Registration is already cancelled');
  });

  it.each([
    ['starts today', 'today'],
    ['started three days ago', 'started'],
  ] as const)('a registration whose program %s', async (_label, key) => {
    const id = await freeRegistration(programs[key]);
    const { error } = await parent.rpc('cancel_registration', {
      p_registration_id: id,
      p_reason: 'moved_away',
      p_refund: false,
    });
    expect(error?.hint).toBe('program_started');
    expect(error?.message).toBe('Registrations can only be cancelled before the program starts');
    expect((await row(id)).status).toBe('pending');
    await service.from('registrations').delete().eq('id', id);
  });

  it('a blank reason or a reason longer than 500 characters', async () => {
    const id = await freeRegistration(programs.future);
    const blank = await parent.rpc('cancel_registration', { p_registration_id: id, p_reason: '   ' });
    expect(blank.error?.message).toBe('Please provide a reason for the cancellation/refund');
    const long = await parent.rpc('cancel_registration', { p_registration_id: id, p_reason: 'x'.repeat(501) });
    expect(long.error?.hint).toBe('reason_too_long');
    expect((await row(id)).status).toBe('pending');
    await service.from('registrations').delete().eq('id', id);
  });

  it('an unknown registration', async () => {
    const { error } = await parent.rpc('cancel_registration', {
      p_registration_id: '00000000-0000-4000-8000-000000000000',
      p_reason: 'moved_away',
    });
    expect(error?.message).toBe('Registration not found');
  });

  it('anonymous callers cannot call it at all', async () => {
    const id = await freeRegistration(programs.future);
    const { error } = await stack.anon().rpc('cancel_registration', { p_registration_id: id, p_reason: 'moved_away' });
    expect(error).not.toBeNull();
    expect((await row(id)).status).toBe('pending');
    await service.from('registrations').delete().eq('id', id);
  });

  it('the owner cannot skip it: no direct status update, no refund log of their own', async () => {
    const id = await freeRegistration(programs.future);
    const upd = await parent
      .from('registrations')
      .update({ status: 'refunded', refund_amount: 99999 })
      .eq('id', id)
      .select('id');
    // RLS hides the row from a non-admin update: nothing is returned and nothing changes.
    expect(upd.data ?? []).toEqual([]);
    expect(await row(id)).toMatchObject({ status: 'pending', refund_amount: null });

    const log = await parent
      .from('refund_logs')
      .insert({ registration_id: id, user_id: parentId, action: 'refunded', refund_amount: 99999 });
    expect(log.error?.code).toBe('42501');
    await service.from('registrations').delete().eq('id', id);
  });

  it('a hostile user cannot read the refund logs of others', async () => {
    const { data } = await hostile.from('refund_logs').select('id');
    expect(data).toEqual([]);
  });
});

describe('admins may cancel any registration (spec 2 section 6)', () => {
  it('an admin cancels a registration of a program that already started', async () => {
    const admin = await stack.signIn('admin@example.org', PASSWORD);
    const id = await freeRegistration(programs.started);
    const { data, error } = await admin.rpc('cancel_registration', {
      p_registration_id: id,
      p_reason: 'equipment_issues',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'cancelled' });
    const logs = await service.from('refund_logs').select('action, processed_by').eq('registration_id', id);
    expect(logs.data).toEqual([{ action: 'cancelled', processed_by: await userId(admin) }]);
  });

  it('a coordinator of the program is not an owner and cannot cancel', async () => {
    const coordinator = await stack.signIn('coordinator@example.org', PASSWORD);
    const coordinatorId = await userId(coordinator);
    const assign = await service
      .from('program_coordinators')
      .insert({ program_id: programs.future, user_id: coordinatorId, is_active: true });
    expect(assign.error).toBeNull();
    const id = await freeRegistration(programs.future);
    const { error } = await coordinator.rpc('cancel_registration', { p_registration_id: id, p_reason: 'moved_away' });
    expect(error?.message).toBe('You do not have permission to cancel this registration');
    expect((await row(id)).status).toBe('pending');
  });
});

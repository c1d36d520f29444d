// Program coordinators (issue 10) through supabase-js: admins assign and
// soft-remove; the database stamps assigned_by; a coordinator reads exactly the
// pending/approved registrations (and those people) of their active programs,
// read-only; a removed coordinator sees nothing; nobody else can assign.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { clientsByRole, factories, type Factories, type MatrixRole } from './db-helpers.ts';
import { users } from './seed-ids.ts';

let stack: TestStack;
let db: Record<MatrixRole, SupabaseClient>;
let make: Factories;
let coach: SupabaseClient;
let coachId: string;
let programA: string;
let programB: string;
const regs: Record<string, string> = {};
const people: Record<string, string> = {};

beforeAll(async () => {
  stack = await startTestStack();
  db = await clientsByRole(stack);
  make = factories(stack);
  const email = `coach-${randomUUID()}@example.test`;
  coach = await stack.signUp(email, 'coach-password-2026', { role: 'coach', first_name: 'Cam', last_name: 'Coach' });
  coachId = (await coach.auth.getUser()).data.user!.id;
  programA = await make.program();
  programB = await make.program(false);
  for (const status of ['pending', 'approved', 'rejected', 'cancelled']) {
    people[status] = await make.child(users.parent.id, `Kid-${status}`);
    regs[status] = await make.registration(people[status], programA, status);
  }
  await make.contact(people.approved);
  await make.contact(people.rejected);
  people.other = await make.child(users.parent.id, 'Kid-other');
  regs.other = await make.registration(people.other, programB, 'approved');
});
afterAll(async () => stack?.stop());

async function assign(programId: string, userId = coachId, client = db.admin) {
  return client
    .from('program_coordinators')
    .insert({ program_id: programId, user_id: userId, notes: 'Rink side', assigned_by: users.parent.id })
    .select('id, assigned_by, is_active')
    .single();
}
const allIds = () => Object.values(regs);

describe('assigning coordinators', () => {
  it('an admin assigns; the database records the admin as assigned_by whatever the request says', async () => {
    const { data, error } = await assign(programA);
    expect(error).toBeNull();
    expect(data).toMatchObject({ assigned_by: users.admin.id, is_active: true });
  });

  it('refuses a second active assignment of the same user to the same program (23505)', async () => {
    const { error } = await assign(programA);
    expect(error?.code).toBe('23505');
  });

  it('refuses a user whose role cannot coordinate (a parent)', async () => {
    const { error } = await assign(programB, users.parent.id);
    expect(error?.hint).toBe('coordinator_role');
  });

  it.each(['player', 'parent', 'coach', 'volunteer', 'coordinator'] as MatrixRole[])(
    'a signed-in %s cannot assign anyone (RLS refuses, 42501)',
    async (role) => {
      const { error } = await assign(programB, coachId, db[role]);
      expect(error?.code).toBe('42501');
      const self = await assign(programB, users[role as 'coach'].id, db[role]);
      expect(self.error).not.toBeNull();
    },
  );

  it('the coordinator cannot assign themselves to another program', async () => {
    const { error } = await assign(programB, coachId, coach);
    expect(error?.code).toBe('42501');
  });
});

describe('what an active coordinator reads', () => {
  it('coordinator_roster: exactly the pending and approved registrations, with people and contacts', async () => {
    const { data, error } = await coach.rpc('coordinator_roster', { p_program_id: programA });
    expect(error).toBeNull();
    const rows = data as Array<
      Record<string, unknown> & { id: string; participant: { first_name: string; emergency_contacts: unknown[] } }
    >;
    expect(rows.map((r) => r.id).sort()).toEqual([regs.pending, regs.approved].sort());
    const approved = rows.find((r) => r.id === regs.approved)!;
    expect(approved.participant.first_name).toBe('Kid-approved');
    expect(approved.participant.emergency_contacts).toEqual([
      {
        name: 'Temp Contact',
        relationship: 'friend',
        relationship_other: null,
        phone: '4165550000',
        is_primary: false,
      },
    ]);
  });

  it('coordinator_roster carries no question answers or payment data', async () => {
    await stack.sql(
      `update public.registrations set notes = '{"q":"secret answer"}', amount_paid = 1234 where id = $1`,
      [regs.approved],
    );
    const { data } = await coach.rpc('coordinator_roster', { p_program_id: programA });
    const text = JSON.stringify(data);
    expect(text).not.toContain('secret answer');
    // Issue 24: the concussion status (removal, confirmation's last day, Code of Conduct) as well.
    expect(Object.keys((data as object[])[0]).sort()).toEqual([
      'code_of_conduct',
      'concussion_valid_until',
      'id',
      'participant',
      'registration_date',
      'removed_from_sport',
      'status',
      'volunteer',
    ]);
  });

  it('registrations rows themselves (notes, amounts) are not readable by the coordinator', async () => {
    const { data } = await coach.from('registrations').select('id, notes, amount_paid').in('id', allIds());
    expect(data).toEqual([]);
  });

  it('coordinator_roster refuses a program they do not coordinate, other users and anon', async () => {
    const other = await coach.rpc('coordinator_roster', { p_program_id: programB });
    expect(other.error?.hint).toBe('not_coordinator');
    for (const role of ['player', 'parent', 'coach', 'volunteer', 'coordinator'] as MatrixRole[]) {
      const res = await db[role].rpc('coordinator_roster', { p_program_id: programA });
      expect(res.error?.code, role).toBe('42501');
    }
    const anon = await db.anon.rpc('coordinator_roster', { p_program_id: programA });
    expect(anon.error).not.toBeNull();
    expect(anon.data).toBeNull();
  });

  it('not the participants or contacts of rejected, cancelled or other programs', async () => {
    const { data } = await coach
      .from('participants')
      .select('id')
      .in('id', [people.rejected, people.cancelled, people.other]);
    expect(data).toEqual([]);
    const contacts = await coach.from('emergency_contacts').select('id').eq('participant_id', people.rejected);
    expect(contacts.data).toEqual([]);
  });

  it('cannot change a status, delete a registration or edit a participant', async () => {
    const upd = await coach.from('registrations').update({ status: 'rejected' }).eq('id', regs.pending).select('id');
    expect(upd.data ?? []).toEqual([]);
    const del = await coach.from('registrations').delete().eq('id', regs.pending).select('id');
    expect(del.data ?? []).toEqual([]);
    const edit = await coach.from('participants').update({ allergies: 'x' }).eq('id', people.pending).select('id');
    expect(edit.data ?? []).toEqual([]);
    const [row] = await stack.sql<{ status: string }>('select status from public.registrations where id = $1', [
      regs.pending,
    ]);
    expect(row.status).toBe('pending');
  });

  it('cannot read question answers of those registrations', async () => {
    const { data } = await coach.from('registration_responses').select('id').in('registration_id', allIds());
    expect(data).toEqual([]);
  });
});

describe('after removal', () => {
  it('the coordinator cannot re-activate or edit their own assignment', async () => {
    const { data } = await coach
      .from('program_coordinators')
      .update({ notes: 'mine' })
      .eq('user_id', coachId)
      .select('id');
    expect(data ?? []).toEqual([]);
  });

  it('an admin removes (soft); the coordinator then sees no assignment and no registrations', async () => {
    const { data, error } = await db.admin
      .from('program_coordinators')
      .update({ is_active: false, assigned_by: users.parent.id })
      .eq('program_id', programA)
      .eq('user_id', coachId)
      .select('id, is_active, assigned_by');
    expect(error).toBeNull();
    expect(data).toEqual([expect.objectContaining({ is_active: false, assigned_by: users.admin.id })]);
    const mine = await coach.from('program_coordinators').select('id').eq('is_active', true);
    expect(mine.data).toEqual([]);
    const roster = await coach.rpc('coordinator_roster', { p_program_id: programA });
    expect(roster.error?.hint).toBe('not_coordinator');
    const kids = await coach.from('participants').select('id').in('id', [people.pending, people.approved]);
    expect(kids.data).toEqual([]);
  });

  it('the same user can be assigned again later (only one active row counts)', async () => {
    const { error } = await assign(programA);
    expect(error).toBeNull();
    const { data } = await coach.rpc('coordinator_roster', { p_program_id: programA });
    expect((data as { id: string }[]).map((r) => r.id).sort()).toEqual([regs.pending, regs.approved].sort());
  });
});

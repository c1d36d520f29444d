// Editable emergency contacts (issue 21 point 3) through supabase-js: the
// save_emergency_contacts RPC and the list rules (1 to 3 contacts, exactly
// one primary, owner-only writes), each also tried through the side doors a
// hostile signed-in user has: the table itself, another family's participant,
// a deactivated account.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addYears, orgToday } from '../../supabase/functions/_shared/domain/dates.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { DEMO_PASSWORD, users } from './seed-ids.ts';

let stack: TestStack;
let admin: SupabaseClient;
const PASSWORD = 'contacts-pass-1';

type User = { db: SupabaseClient; id: string };
async function newUser(role: string): Promise<User> {
  const db = await stack.signUp(`contacts-${role}-${randomUUID()}@example.test`, PASSWORD, {
    role,
    first_name: 'Temp',
    last_name: 'User',
  });
  const { data } = await db.auth.getUser();
  return { db, id: data.user!.id };
}

type Contact = {
  id?: string;
  name: string;
  relationship: string;
  relationship_other?: string | null;
  phone: string;
  email?: string | null;
  is_primary: boolean;
};
const contact = (name: string, over: Partial<Contact> = {}): Contact => ({
  name,
  relationship: 'parent',
  phone: '6135550123',
  email: null,
  is_primary: false,
  ...over,
});

/** A parent with one child (through create_participant) whose primary contact is 'Pat Primary'. */
async function parentWithChild() {
  const parent = await newUser('parent_guardian');
  const { data: childId, error } = await parent.db.rpc('create_participant', {
    p_participant: {
      first_name: 'Mia',
      last_name: 'Tremblay',
      date_of_birth: addYears(orgToday(new Date()), -10),
      address: '1 Main St',
      city: 'Ottawa',
      province: 'ON',
      postal_code: 'K1A0A6',
      gender_identity: 'female',
      visual_classification: 'B1',
      position: 'forward',
      skating_experience: 'beginner',
    },
    p_contact: { name: 'Pat Primary', relationship: 'parent', phone: '6135550100' },
  });
  if (error) throw error;
  return { ...parent, childId: childId as string };
}

/** A volunteer with a completed profile (primary contact with e-mail). */
async function volunteer() {
  const u = await newUser('volunteer');
  const { data: volunteerId, error } = await u.db.rpc('complete_volunteer_profile', {
    p_profile: { first_name: 'Val', last_name: 'Unteer', phone: '6135550100' },
    p_volunteer: {
      date_of_birth: '1990-01-01',
      address: '1 Main St',
      city: 'Ottawa',
      coaching_experience_level: 'beginner',
    },
    p_contact: { name: 'Robin Spouse', relationship: 'spouse', phone: '6135550111', email: 'robin@example.org' },
  });
  if (error) throw error;
  return { ...u, volunteerId: volunteerId as string };
}

async function listOf(participantId: string) {
  return stack.sql<{ id: string; name: string; phone: string; is_primary: boolean }>(
    `select id, name, phone, is_primary from public.emergency_contacts where participant_id = $1
      order by is_primary desc, name`,
    [participantId],
  );
}

beforeAll(async () => {
  stack = await startTestStack();
  admin = await stack.signIn(users.admin.email, DEMO_PASSWORD);
});
afterAll(async () => {
  await stack?.stop();
});

describe('save_emergency_contacts', () => {
  it('edits the primary, adds a second contact, then swaps the primary and removes the first, in one call each', async () => {
    const p = await parentWithChild();
    const [primary] = await listOf(p.childId);
    const first = await p.db.rpc('save_emergency_contacts', {
      p_participant_id: p.childId,
      p_contacts: [
        contact('Pat Primary', { id: primary.id, phone: '613 555 0199', is_primary: true }),
        contact('Sam Second', { relationship: 'other', relationship_other: ' Aunt ', email: 'sam@example.org' }),
      ],
    });
    expect(first.error).toBeNull();
    expect(first.data).toEqual([
      expect.objectContaining({ id: primary.id, name: 'Pat Primary', phone: '613 555 0199', is_primary: true }),
      expect.objectContaining({ name: 'Sam Second', relationship_other: 'Aunt', email: 'sam@example.org' }),
    ]);
    const sam = (first.data as Contact[])[1];

    // The primary leaves only when another is made primary in the same change.
    const swap = await p.db.rpc('save_emergency_contacts', {
      p_participant_id: p.childId,
      p_contacts: [{ ...sam, is_primary: true }],
    });
    expect(swap.error).toBeNull();
    expect(await listOf(p.childId)).toEqual([
      { id: sam.id, name: 'Sam Second', phone: '6135550123', is_primary: true },
    ]);
  });

  it('saves a volunteer’s list and requires each contact’s e-mail', async () => {
    const v = await volunteer();
    const noEmail = await v.db.rpc('save_emergency_contacts', {
      p_volunteer_id: v.volunteerId,
      p_contacts: [contact('Robin Spouse', { is_primary: true, email: 'robin@example.org' }), contact('Kim')],
    });
    expect(noEmail.error).toMatchObject({ hint: 'volunteer_contact_email_required' });
    const ok = await v.db.rpc('save_emergency_contacts', {
      p_volunteer_id: v.volunteerId,
      p_contacts: [
        contact('Robin Spouse', { is_primary: true, email: 'robin@example.org' }),
        contact('Kim', { email: 'kim@example.org' }),
      ],
    });
    expect(ok.error).toBeNull();
    expect((ok.data as Contact[]).map((c) => [c.name, c.is_primary])).toEqual([
      ['Robin Spouse', true],
      ['Kim', false],
    ]);
  });

  it.each([
    ['no contact', [], 'emergency_contacts_required'],
    [
      'four contacts',
      [contact('A', { is_primary: true }), contact('B'), contact('C'), contact('D')],
      'emergency_contacts_too_many',
    ],
    ['no primary', [contact('A'), contact('B')], 'emergency_contacts_one_primary'],
    [
      'two primaries',
      [contact('A', { is_primary: true }), contact('B', { is_primary: true })],
      'emergency_contacts_one_primary',
    ],
    ['a blank phone', [contact('A', { is_primary: true, phone: ' ' })], 'emergency_contact_required_fields'],
  ])('refuses %s and changes nothing', async (_label, list, hint) => {
    const p = await parentWithChild();
    const before = await listOf(p.childId);
    const { error } = await p.db.rpc('save_emergency_contacts', { p_participant_id: p.childId, p_contacts: list });
    expect(error).toMatchObject({ hint });
    expect(await listOf(p.childId)).toEqual(before);
  });

  it('refuses another family’s participant, a contact id of another person, and a coordinator', async () => {
    const p = await parentWithChild();
    const hostile = await parentWithChild();
    const mine = contact('Hacker', { is_primary: true });
    const other = await hostile.db.rpc('save_emergency_contacts', { p_participant_id: p.childId, p_contacts: [mine] });
    expect(other.error).toMatchObject({ code: '42501', hint: 'emergency_contacts_not_owner' });
    const coordinator = await stack.signIn(users.coordinator.email, DEMO_PASSWORD);
    const asCoordinator = await coordinator.rpc('save_emergency_contacts', {
      p_participant_id: p.childId,
      p_contacts: [mine],
    });
    expect(asCoordinator.error).toMatchObject({ hint: 'emergency_contacts_not_owner' });
    // Taking over the other family's contact row through one's own list.
    const [theirs] = await listOf(p.childId);
    const stolen = await hostile.db.rpc('save_emergency_contacts', {
      p_participant_id: hostile.childId,
      p_contacts: [contact('Stolen', { id: theirs.id, is_primary: true })],
    });
    expect(stolen.error).toMatchObject({ hint: 'emergency_contact_not_found' });
    expect(await listOf(p.childId)).toEqual([theirs]);
    const anon = await stack.anon().rpc('save_emergency_contacts', { p_participant_id: p.childId, p_contacts: [mine] });
    expect(anon.error).not.toBeNull();
    expect(await listOf(p.childId)).toEqual([theirs]);
  });

  it('refuses a deactivated account', async () => {
    const p = await parentWithChild();
    const off = await admin.rpc('admin_set_user_active', { p_user_id: p.id, p_active: false });
    expect(off.error).toBeNull();
    const before = await listOf(p.childId);
    const { error } = await p.db.rpc('save_emergency_contacts', {
      p_participant_id: p.childId,
      p_contacts: [contact('New', { is_primary: true })],
    });
    expect(error).toMatchObject({ hint: 'account_inactive' });
    expect(await listOf(p.childId)).toEqual(before);
  });

  it('lets an admin fix a family’s list (as the table’s policies do)', async () => {
    const p = await parentWithChild();
    const { error } = await admin.rpc('save_emergency_contacts', {
      p_participant_id: p.childId,
      p_contacts: [contact('Fixed By Admin', { is_primary: true })],
    });
    expect(error).toBeNull();
    expect((await listOf(p.childId)).map((c) => c.name)).toEqual(['Fixed By Admin']);
  });
});

describe('the table itself (per-row writes) keeps the same rules', () => {
  it('allows editing a contact’s details and adding up to three, refuses a fourth', async () => {
    const p = await parentWithChild();
    const [primary] = await listOf(p.childId);
    const edit = await p.db.from('emergency_contacts').update({ phone: '6135550177' }).eq('id', primary.id);
    expect(edit.error).toBeNull();
    for (const name of ['B', 'C']) {
      const add = await p.db
        .from('emergency_contacts')
        .insert({ participant_id: p.childId, name, relationship: 'friend', phone: '6135550000' });
      expect(add.error).toBeNull();
    }
    const fourth = await p.db
      .from('emergency_contacts')
      .insert({ participant_id: p.childId, name: 'D', relationship: 'friend', phone: '6135550000' });
    expect(fourth.error).toMatchObject({ hint: 'emergency_contacts_too_many' });
    expect((await listOf(p.childId)).map((c) => c.name)).toEqual(['Pat Primary', 'B', 'C']);
  });

  it('refuses a second primary, making a contact non-primary, and removing the primary or the last contact', async () => {
    const p = await parentWithChild();
    const [primary] = await listOf(p.childId);
    const second = await p.db
      .from('emergency_contacts')
      .insert({ participant_id: p.childId, name: 'B', relationship: 'friend', phone: '6135550000', is_primary: true });
    expect(second.error).not.toBeNull();
    const demote = await p.db.from('emergency_contacts').update({ is_primary: false }).eq('id', primary.id);
    expect(demote.error).toMatchObject({ hint: 'emergency_contacts_one_primary' });
    const last = await p.db.from('emergency_contacts').delete().eq('id', primary.id);
    expect(last.error).toMatchObject({ hint: 'emergency_contacts_required' });
    await p.db
      .from('emergency_contacts')
      .insert({ participant_id: p.childId, name: 'B', relationship: 'friend', phone: '6135550000' });
    const removePrimary = await p.db.from('emergency_contacts').delete().eq('id', primary.id);
    expect(removePrimary.error).toMatchObject({ hint: 'emergency_contacts_one_primary' });
    expect(await listOf(p.childId)).toEqual([
      expect.objectContaining({ name: 'Pat Primary', is_primary: true }),
      expect.objectContaining({ name: 'B', is_primary: false }),
    ]);
    // A non-primary contact can be removed.
    const b = (await listOf(p.childId))[1];
    expect((await p.db.from('emergency_contacts').delete().eq('id', b.id)).error).toBeNull();
  });

  it('refuses moving a contact to another family’s participant and a volunteer contact without e-mail', async () => {
    const p = await parentWithChild();
    const hostile = await parentWithChild();
    const [theirs] = await listOf(p.childId);
    const move = await hostile.db
      .from('emergency_contacts')
      .update({ participant_id: hostile.childId })
      .eq('id', theirs.id)
      .select('id');
    expect(move.data ?? []).toEqual([]);
    const v = await volunteer();
    const { data: robin } = await v.db.from('emergency_contacts').select('id').eq('volunteer_id', v.volunteerId);
    const blank = await v.db.from('emergency_contacts').update({ email: '' }).eq('id', robin![0].id);
    expect(blank.error).toMatchObject({ hint: 'volunteer_contact_email_required' });
  });

  it('still deletes a participant with all their contacts', async () => {
    const p = await parentWithChild();
    await p.db.rpc('save_emergency_contacts', {
      p_participant_id: p.childId,
      p_contacts: [contact('A', { is_primary: true }), contact('B')],
    });
    const { data } = await p.db.rpc('delete_participant_cascade', { participant_uuid: p.childId, user_uuid: p.id });
    expect(data).toMatchObject({ success: true });
    expect(await listOf(p.childId)).toEqual([]);
  });
});

// Profiles and participants (issue 5) through supabase-js: the completion and
// add RPCs, the participant/contact/volunteer rules, delete_participant_cascade,
// the photo URL rule and the profile-pictures bucket limits, each tried by a
// hostile signed-in user calling the API by hand.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addYears, orgToday } from '../../supabase/functions/_shared/domain/dates.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;
const today = () => orgToday(new Date());
const PASSWORD = 'profiles-pass-1';

type User = { db: SupabaseClient; id: string };
async function newUser(role: string): Promise<User> {
  const db = await stack.signUp(`profiles-${role}-${randomUUID()}@example.test`, PASSWORD, {
    role,
    first_name: 'Temp',
    last_name: 'User',
  });
  const { data } = await db.auth.getUser();
  return { db, id: data.user!.id };
}

const participantJson = (over: Record<string, unknown> = {}) => ({
  first_name: 'Mia',
  last_name: 'Tremblay',
  date_of_birth: addYears(today(), -12),
  address: '1 Main St',
  city: 'Ottawa',
  province: 'ON',
  postal_code: 'k1a 0a6',
  gender_identity: 'female',
  visual_classification: 'B2',
  position: 'forward',
  skating_experience: 'beginner',
  ...over,
});
const contactJson = (over: Record<string, unknown> = {}) => ({
  name: 'Jo Tremblay',
  relationship: 'parent',
  phone: '6135550123',
  email: null,
  ...over,
});
const profileJson = { first_name: 'Sam', last_name: 'Player', phone: '6135550100' };

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

describe('complete_participant_profile', () => {
  it('saves names and phone, the participant (postal code normalised, conditional text cleared) and a primary contact', async () => {
    const u = await newUser('participant');
    const { data: id, error } = await u.db.rpc('complete_participant_profile', {
      p_profile: profileJson,
      p_participant: participantJson({
        gender_identity: 'male',
        gender_self_description: 'stale',
        visual_condition: 'other',
        visual_condition_other: ' Optic atrophy ',
      }),
      p_contact: contactJson({ relationship: 'friend', relationship_other: 'stale' }),
    });
    expect(error).toBeNull();
    const { data: profile } = await u.db
      .from('user_profiles')
      .select('first_name, last_name, phone')
      .eq('id', u.id)
      .single();
    expect(profile).toEqual(profileJson);
    const { data: p } = await u.db
      .from('participants')
      .select(
        'id, user_id, parent_guardian_id, first_name, last_name, email, postal_code, gender_self_description, emergency_contacts(*)',
      )
      .eq('id', id)
      .single();
    expect(p).toMatchObject({
      user_id: u.id,
      parent_guardian_id: null,
      first_name: 'Sam',
      last_name: 'Player',
      postal_code: 'K1A0A6',
      gender_self_description: null,
    });
    // The medical fields: the player's own read (the table gives them to nobody, issue 25).
    const { data: health } = await u.db.rpc('my_participant_health', { p_participant_id: id });
    expect(health).toMatchObject([
      { participant_id: id, visual_condition: 'other', visual_condition_other: 'Optic atrophy' },
    ]);
    expect(p!.email).toMatch(/^profiles-participant-/);
    expect(p!.emergency_contacts).toHaveLength(1);
    expect(p!.emergency_contacts[0]).toMatchObject({
      is_primary: true,
      relationship: 'friend',
      relationship_other: null,
    });
  });

  it('saves nothing when one part fails (short contact phone)', async () => {
    const u = await newUser('participant');
    const { error } = await u.db.rpc('complete_participant_profile', {
      p_profile: profileJson,
      p_participant: participantJson(),
      p_contact: contactJson({ phone: '123' }),
    });
    expect(error?.code).toBe('23514');
    const { data } = await u.db.from('participants').select('id').eq('user_id', u.id);
    expect(data).toEqual([]);
    const { data: profile } = await u.db.from('user_profiles').select('phone').eq('id', u.id).single();
    expect(profile!.phone).toBeNull();
  });

  it.each([
    ['a short phone', { p_profile: { ...profileJson, phone: '613555' } }, '23514'],
    ['a missing phone', { p_profile: { ...profileJson, phone: '' } }, '23502'],
    ['a missing postal code', { p_participant: participantJson({ postal_code: '' }) }, '23502'],
    ['a bad postal code', { p_participant: participantJson({ postal_code: '12345' }) }, '23514'],
    ['a child under five', { p_participant: participantJson({ date_of_birth: addYears(today(), -4) }) }, '23514'],
    [
      'a future first blind hockey year',
      { p_participant: participantJson({ first_played_blind_hockey_year: Number(today().slice(0, 4)) + 1 }) },
      '23514',
    ],
    ['a year before 1900', { p_participant: participantJson({ first_played_blind_hockey_year: 1899 }) }, '23514'],
    ['a missing position', { p_participant: participantJson({ position: null }) }, '23502'],
    ['a bad contact e-mail', { p_contact: contactJson({ email: 'not-an-email' }) }, '23514'],
    ['a missing contact name', { p_contact: contactJson({ name: ' ' }) }, '23502'],
  ])('refuses %s', async (_label, over, code) => {
    const u = await newUser('participant');
    const { error } = await u.db.rpc('complete_participant_profile', {
      p_profile: profileJson,
      p_participant: participantJson(),
      p_contact: contactJson(),
      ...over,
    });
    expect(error?.code).toBe(code);
  });

  it('refuses a second participant record for a player, by RPC or by hand', async () => {
    const u = await newUser('participant');
    const args = { p_profile: profileJson, p_participant: participantJson(), p_contact: contactJson() };
    expect((await u.db.rpc('complete_participant_profile', args)).error).toBeNull();
    expect((await u.db.rpc('complete_participant_profile', args)).error?.code).toBe('42501');
    const direct = await u.db.from('participants').insert({ user_id: u.id, first_name: 'Second', last_name: 'Kid' });
    expect(direct.error?.code).toBe('42501');
    expect(
      (await u.db.rpc('create_participant', { p_participant: participantJson(), p_contact: contactJson() })).error
        ?.code,
    ).toBe('42501');
  });

  it('is not callable anonymously', async () => {
    const { error } = await stack.anon().rpc('complete_participant_profile', {
      p_profile: profileJson,
      p_participant: participantJson(),
      p_contact: contactJson(),
    });
    expect(error).not.toBeNull();
  });
});

describe('create_participant (add wizard) and participant edits', () => {
  it('lets a parent add several children, recorded as guardian, each with a primary contact', async () => {
    const parent = await newUser('parent_guardian');
    for (const first of ['Ana', 'Ben']) {
      const { error } = await parent.db.rpc('create_participant', {
        p_participant: participantJson({ first_name: first }),
        p_contact: contactJson(),
      });
      expect(error).toBeNull();
    }
    const { data } = await parent.db
      .from('participants')
      .select('first_name, parent_guardian_id, emergency_contacts(is_primary)')
      .eq('user_id', parent.id)
      .order('first_name');
    expect(data).toEqual([
      { first_name: 'Ana', parent_guardian_id: parent.id, emergency_contacts: [{ is_primary: true }] },
      { first_name: 'Ben', parent_guardian_id: parent.id, emergency_contacts: [{ is_primary: true }] },
    ]);
  });

  it("never touches another user's participant (update, contacts, delete RPC)", async () => {
    const parent = await newUser('parent_guardian');
    const hostile = await newUser('parent_guardian');
    const { data: id } = await parent.db.rpc('create_participant', {
      p_participant: participantJson(),
      p_contact: contactJson(),
    });
    const upd = await hostile.db.from('participants').update({ first_name: 'Hacked' }).eq('id', id).select('id');
    expect(upd.data).toEqual([]);
    const contact = await hostile.db
      .from('emergency_contacts')
      .insert({ participant_id: id, name: 'X', relationship: 'friend', phone: '6135550000' });
    expect(contact.error?.code).toBe('42501');
    const asOther = await hostile.db.rpc('delete_participant_cascade', { participant_uuid: id, user_uuid: hostile.id });
    expect(asOther.data).toMatchObject({ success: false });
    const spoofed = await hostile.db.rpc('delete_participant_cascade', { participant_uuid: id, user_uuid: parent.id });
    expect(spoofed.data).toMatchObject({ success: false });
    const { data: still } = await parent.db.from('participants').select('first_name').eq('id', id).single();
    expect(still!.first_name).toBe('Mia');
    const own = await parent.db.rpc('delete_participant_cascade', { participant_uuid: id, user_uuid: parent.id });
    expect(own.data).toMatchObject({ success: true });
    expect((await parent.db.from('emergency_contacts').select('id').eq('participant_id', id)).data).toEqual([]);
  });

  it('clears self-description and other texts on update and refuses blanking a required field', async () => {
    const parent = await newUser('parent_guardian');
    const { data: id } = await parent.db.rpc('create_participant', {
      p_participant: participantJson({ gender_identity: 'non_binary' }),
      p_contact: contactJson(),
    });
    const kept = await parent.db
      .from('participants')
      .update({
        gender_identity: 'prefer_to_self_describe',
        gender_self_description: 'Agender',
        hockey_referral_source: 'word_of_mouth',
        hockey_referral_other: 'x',
      })
      .eq('id', id)
      .select('gender_self_description, hockey_referral_other')
      .single();
    expect(kept.data).toEqual({ gender_self_description: 'Agender', hockey_referral_other: null });
    const cleared = await parent.db
      .from('participants')
      .update({ gender_identity: 'female' })
      .eq('id', id)
      .select('gender_self_description')
      .single();
    expect(cleared.data).toEqual({ gender_self_description: null });
    for (const blank of [{ city: '' }, { date_of_birth: null }, { visual_classification: null }, { first_name: ' ' }]) {
      const { error } = await parent.db.from('participants').update(blank).eq('id', id);
      expect(error?.code, JSON.stringify(blank)).toBe('23502');
    }
    const email = await parent.db.from('participants').update({ email: 'no-at-sign' }).eq('id', id);
    expect(email.error?.code).toBe('23514');
  });
});

describe('complete_volunteer_profile', () => {
  it('derives the age from the birth date and requires the contact e-mail', async () => {
    const u = await newUser('volunteer');
    const volunteer = {
      date_of_birth: addYears(today(), -30),
      address: '5 Bay St',
      city: 'Toronto',
      coaching_experience_level: 'advanced',
      age: 99,
    };
    const noEmail = await u.db.rpc('complete_volunteer_profile', {
      p_profile: profileJson,
      p_volunteer: volunteer,
      p_contact: contactJson(),
    });
    expect(noEmail.error?.code).toBe('23502');
    const { data: id, error } = await u.db.rpc('complete_volunteer_profile', {
      p_profile: profileJson,
      p_volunteer: volunteer,
      p_contact: contactJson({ email: 'jo@example.org' }),
    });
    expect(error).toBeNull();
    const { data } = await u.db
      .from('volunteer_profiles')
      .select('age, phone, first_name, emergency_contacts(email, is_primary)')
      .eq('id', id)
      .single();
    expect(data).toEqual({
      age: 30,
      phone: '6135550100',
      first_name: 'Sam',
      emergency_contacts: [{ email: 'jo@example.org', is_primary: true }],
    });
    const missing = await (
      await newUser('volunteer')
    ).db.rpc('complete_volunteer_profile', {
      p_profile: profileJson,
      p_volunteer: { ...volunteer, coaching_experience_level: null },
      p_contact: contactJson({ email: 'jo@example.org' }),
    });
    expect(missing.error?.code).toBe('23502');
  });
});

describe('profile photo', () => {
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
      '1f15c4890000000a49444154789c6360000000020001e221bc330000000049454e44ae426082',
    'hex',
  );

  it('uploads into the own folder, serves it publicly and accepts only an own-folder URL', async () => {
    const u = await newUser('coach');
    const path = `${u.id}/profile.png`;
    const up = await u.db.storage
      .from('profile-pictures')
      .upload(path, png, { contentType: 'image/png', upsert: true, cacheControl: '3600' });
    expect(up.error).toBeNull();
    const url = u.db.storage.from('profile-pictures').getPublicUrl(path).data.publicUrl;
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(
      (
        await u.db
          .from('user_profiles')
          .update({ profile_photo_url: `${url}?v=1` })
          .eq('id', u.id)
      ).error,
    ).toBeNull();
    const other = await newUser('coach');
    const otherUrl = u.db.storage.from('profile-pictures').getPublicUrl(`${other.id}/profile.png`).data.publicUrl;
    for (const bad of ['https://tracker.example.com/pixel.png', otherUrl]) {
      const { error } = await u.db.from('user_profiles').update({ profile_photo_url: bad }).eq('id', u.id);
      expect(error?.code, bad).toBe('42501');
    }
    expect((await u.db.from('user_profiles').update({ profile_photo_url: null }).eq('id', u.id)).error).toBeNull();
  });

  it("refuses a file of 5 MB or more, a PDF, and another user's folder", async () => {
    const u = await newUser('coach');
    const other = await newUser('coach');
    const big = await u.db.storage
      .from('profile-pictures')
      .upload(`${u.id}/profile.png`, Buffer.alloc(6 * 1024 * 1024, 1), { contentType: 'image/png', upsert: true });
    expect(big.error).not.toBeNull();
    const pdf = await u.db.storage
      .from('profile-pictures')
      .upload(`${u.id}/profile.pdf`, Buffer.from('%PDF-1.4'), { contentType: 'application/pdf', upsert: true });
    expect(pdf.error).not.toBeNull();
    const foreign = await u.db.storage
      .from('profile-pictures')
      .upload(`${other.id}/profile.png`, png, { contentType: 'image/png', upsert: true });
    expect(foreign.error).not.toBeNull();
  });

  it('refuses a phone shorter than 10 characters on the profile', async () => {
    const u = await newUser('coach');
    const { error } = await u.db.from('user_profiles').update({ phone: '613-555' }).eq('id', u.id);
    expect(error?.code).toBe('23514');
  });
});

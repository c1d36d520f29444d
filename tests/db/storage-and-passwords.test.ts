// Issue 17, points 7, 10 (c) and 11 through supabase-js against the real stack:
// nobody lists the profile-pictures bucket but its owner (own folder) and admins,
// photos stay public by exact path and are served with nosniff, and passwords
// shorter than [auth] minimum_password_length (8) are refused as GoTrue does.
import { isAuthWeakPasswordError, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { DEMO_PASSWORD, users } from './seed-ids.ts';

let stack: TestStack;
let player: SupabaseClient;
let parent: SupabaseClient;
let admin: SupabaseClient;

// A 1 x 1 PNG: the bytes do not matter to these rules, only where they are stored.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000a49444154789c6360000000020001e221bc330000000049454e44ae426082',
  'hex',
);
const bucket = (db: SupabaseClient) => db.storage.from('profile-pictures');
const playerPhoto = `${users.player.id}/profile.png`;
const names = async (db: SupabaseClient, folder = '') => {
  const { data, error } = await bucket(db).list(folder);
  expect(error).toBeNull();
  return data!.map((o) => o.name);
};

beforeAll(async () => {
  stack = await startTestStack();
  [player, parent, admin] = await Promise.all([
    stack.signIn(users.player.email, DEMO_PASSWORD),
    stack.signIn(users.parent.email, DEMO_PASSWORD),
    stack.signIn(users.admin.email, DEMO_PASSWORD),
  ]);
  for (const [db, id] of [
    [player, users.player.id],
    [parent, users.parent.id],
  ] as const) {
    const { error } = await bucket(db).upload(`${id}/profile.png`, PNG, {
      upsert: true,
      contentType: 'image/png',
      cacheControl: '3600',
    });
    expect(error).toBeNull();
  }
});
afterAll(async () => {
  await stack?.stop();
});

describe('listing the profile-pictures bucket (issue 17, point 7)', () => {
  it('the photos exist, so an empty list below means "not allowed", not "nothing there"', async () => {
    const rows = await stack.sql(`select name from storage.objects where bucket_id = 'profile-pictures' order by name`);
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining([playerPhoto, `${users.parent.id}/profile.png`]));
  });

  it('anon lists nothing: neither the user-id folders nor a folder', async () => {
    expect(await names(stack.anon())).toEqual([]);
    expect(await names(stack.anon(), users.player.id)).toEqual([]);
  });

  it("another user sees neither someone else's folder nor its files", async () => {
    expect(await names(parent)).toEqual([users.parent.id]);
    expect(await names(parent, users.player.id)).toEqual([]);
    expect((await bucket(parent).download(playerPhoto)).error).not.toBeNull();
  });

  it('the owner lists their own folder', async () => {
    expect(await names(player, users.player.id)).toEqual(['profile.png']);
  });

  it('an admin lists every folder and their files', async () => {
    expect(await names(admin)).toEqual(expect.arrayContaining([users.player.id, users.parent.id]));
    expect(await names(admin, users.player.id)).toEqual(['profile.png']);
  });

  it('the owner still replaces (upsert and update) and removes their photo', async () => {
    const extra = `${users.player.id}/profile.gif`;
    expect(
      (await bucket(player).upload(playerPhoto, PNG, { upsert: true, contentType: 'image/png' })).error,
    ).toBeNull();
    expect((await bucket(player).update(playerPhoto, PNG, { contentType: 'image/png' })).error).toBeNull();
    expect((await bucket(player).upload(extra, PNG, { upsert: true, contentType: 'image/png' })).error).toBeNull();
    const removed = await bucket(player).remove([extra]);
    expect(removed.error).toBeNull();
    expect(removed.data!.map((o) => o.name)).toEqual([extra]);
    expect(await names(player, users.player.id)).toEqual(['profile.png']);
  });
});

describe('public photos by exact path (issue 17, points 7 and 10)', () => {
  it('anyone, anon included, GETs a photo by its public URL, served with nosniff', async () => {
    const url = bucket(stack.anon()).getPublicUrl(playerPhoto).data.publicUrl;
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it("the owner's authenticated download also carries nosniff", async () => {
    const res = await fetch(`${stack.url}/storage/v1/object/authenticated/profile-pictures/${playerPhoto}`, {
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${(await player.auth.getSession()).data.session!.access_token}`,
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('minimum password length 8 (issue 17, point 11)', () => {
  const email = (tag: string) => `pw-${tag}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.org`;

  it('sign-up with 7 characters is refused with 422 weak_password, and no user is created', async () => {
    const address = email('seven');
    const { data, error } = await stack.anon().auth.signUp({ email: address, password: '1234567' });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 8 characters.',
    });
    expect(isAuthWeakPasswordError(error) && error.reasons).toEqual(['length']);
    expect(await stack.sql(`select 1 from auth.users where email = $1`, [address])).toEqual([]);
  });

  it("answers GoTrue's wire format: HTTP 422 with code, message and reasons", async () => {
    const res = await fetch(`${stack.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ email: email('wire'), password: 'short-7' }),
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      code: 'weak_password',
      message: 'Password should be at least 8 characters.',
      weak_password: { reasons: ['length'] },
    });
  });

  it('sign-up with exactly 8 characters works', async () => {
    const { data, error } = await stack.anon().auth.signUp({ email: email('eight'), password: '12345678' });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
  });

  it('a signed-in user cannot change their password to 7 characters; 8 works', async () => {
    const address = email('update');
    const db = await stack.signUp(address, 'first-password-1');
    const weak = await db.auth.updateUser({ password: 'abcdefg' });
    expect(weak.error).toMatchObject({
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 8 characters.',
    });
    expect((await stack.anon().auth.signInWithPassword({ email: address, password: 'abcdefg' })).error?.code).toBe(
      'invalid_credentials',
    );
    expect(
      (await stack.anon().auth.signInWithPassword({ email: address, password: 'first-password-1' })).error,
    ).toBeNull();
    expect((await db.auth.updateUser({ password: 'abcdefgh' })).error).toBeNull();
    expect((await stack.anon().auth.signInWithPassword({ email: address, password: 'abcdefgh' })).error).toBeNull();
  });

  it('the admin API refuses 7 characters too, on create and on update', async () => {
    const service = stack.service();
    const created = await service.auth.admin.createUser({
      email: email('admin'),
      password: '7-chars',
      email_confirm: true,
    });
    expect(created.error).toMatchObject({ status: 422, code: 'weak_password' });
    const ok = await service.auth.admin.createUser({
      email: email('admin-ok'),
      password: '8-chars!',
      email_confirm: true,
    });
    expect(ok.error).toBeNull();
    const updated = await service.auth.admin.updateUserById(ok.data.user!.id, { password: 'seven77' });
    expect(updated.error).toMatchObject({ status: 422, code: 'weak_password' });
  });
});

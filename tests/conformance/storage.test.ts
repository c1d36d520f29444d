// /storage/v1 through supabase-js: uploads, replace, remove, public URLs, limits, policies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;
let alice: SupabaseClient;
let bob: SupabaseClient;
let aliceId: string;
const png = (n = 8) => new Blob([new Uint8Array(n).fill(137)], { type: 'image/png' });

beforeAll(async () => {
  stack = await startTestStack({ seed: false });
  await stack.sql(`
    insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
      values ('cf-pictures', 'cf-pictures', true, 1024, '{image/png,image/jpeg}'), ('cf-private', 'cf-private', false, null, null);
    create policy "cf: users upload into their own folder" on storage.objects for insert to authenticated
      with check (bucket_id in ('cf-pictures', 'cf-private') and (storage.foldername(name))[1] = (select auth.uid())::text);
    create policy "cf: users read their own objects" on storage.objects for select to authenticated
      using (bucket_id in ('cf-pictures', 'cf-private') and owner = (select auth.uid()));
    create policy "cf: users replace their own objects" on storage.objects for update to authenticated
      using (bucket_id in ('cf-pictures', 'cf-private') and owner = (select auth.uid()));
    create policy "cf: users delete their own objects" on storage.objects for delete to authenticated
      using (bucket_id in ('cf-pictures', 'cf-private') and owner = (select auth.uid()));`);
  alice = await stack.signUp('alice-files@example.com', 'secret123');
  bob = await stack.signUp('bob-files@example.com', 'secret123');
  aliceId = (await alice.auth.getUser()).data.user!.id;
});
afterAll(() => stack?.stop());

describe('upload and read', () => {
  it('uploads a Blob (multipart) and serves it at the public URL with its content type', async () => {
    const { data, error } = await alice.storage
      .from('cf-pictures')
      .upload(`${aliceId}/a.png`, png(10), { cacheControl: '60' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: `${aliceId}/a.png`, fullPath: `cf-pictures/${aliceId}/a.png` });
    const url = alice.storage.from('cf-pictures').getPublicUrl(`${aliceId}/a.png`).data.publicUrl;
    expect(url).toBe(`${stack.url}/storage/v1/object/public/cf-pictures/${aliceId}/a.png`);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('max-age=60');
    expect((await res.arrayBuffer()).byteLength).toBe(10);
  });

  it('uploads raw bytes with a content type and downloads them as the owner', async () => {
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]);
    const up = await alice.storage
      .from('cf-private')
      .upload(`${aliceId}/doc.bin`, bytes, { contentType: 'application/pdf' });
    expect(up.error).toBeNull();
    const down = await alice.storage.from('cf-private').download(`${aliceId}/doc.bin`);
    expect(down.error).toBeNull();
    expect(Buffer.from(await down.data!.arrayBuffer())).toEqual(bytes);
    expect(down.data!.type).toBe('application/pdf');
    expect((await bob.storage.from('cf-private').download(`${aliceId}/doc.bin`)).error).not.toBeNull();
    expect((await fetch(`${stack.url}/storage/v1/object/public/cf-private/${aliceId}/doc.bin`)).status).toBe(400);
  });

  it('refuses a second upload to the same path unless upsert, and replaces with update()', async () => {
    const again = await alice.storage.from('cf-pictures').upload(`${aliceId}/a.png`, png(5));
    expect(again.error).toMatchObject({ statusCode: '409' });
    expect(
      (await alice.storage.from('cf-pictures').upload(`${aliceId}/a.png`, png(20), { upsert: true })).error,
    ).toBeNull();
    expect((await alice.storage.from('cf-pictures').update(`${aliceId}/a.png`, png(30))).error).toBeNull();
    const res = await fetch(`${stack.url}/storage/v1/object/public/cf-pictures/${aliceId}/a.png`);
    expect((await res.arrayBuffer()).byteLength).toBe(30);
  });

  it('lists a folder', async () => {
    const { data } = await alice.storage.from('cf-pictures').list(aliceId);
    expect(data!.map((o) => o.name)).toEqual(['a.png']);
  });
});

describe('policies and limits', () => {
  it("refuses an upload outside the caller's folder (403 in the body) and stores nothing", async () => {
    const { error } = await bob.storage.from('cf-pictures').upload(`${aliceId}/evil.png`, png());
    expect(error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
    expect(await stack.sql(`select 1 from storage.objects where name like '%evil%'`)).toEqual([]);
  });

  it('refuses anon uploads', async () => {
    const { error } = await stack.anon().storage.from('cf-pictures').upload('anon/x.png', png());
    expect(error).toMatchObject({ statusCode: '403' });
  });

  it("refuses to let another user replace or remove someone's object", async () => {
    const upd = await bob.storage.from('cf-pictures').update(`${aliceId}/a.png`, png(3));
    expect(upd.error).toMatchObject({ statusCode: '404' });
    const rm = await bob.storage.from('cf-pictures').remove([`${aliceId}/a.png`]);
    expect(rm.data).toEqual([]);
    expect(await stack.sql(`select 1 from storage.objects where name = $1`, [`${aliceId}/a.png`])).toHaveLength(1);
  });

  it('enforces the bucket size limit (413) and MIME types (415)', async () => {
    const big = await alice.storage.from('cf-pictures').upload(`${aliceId}/big.png`, png(2048));
    expect(big.error).toMatchObject({ statusCode: '413' });
    const txt = await alice.storage
      .from('cf-pictures')
      .upload(`${aliceId}/x.txt`, new Blob(['hi'], { type: 'text/plain' }));
    expect(txt.error).toMatchObject({ statusCode: '415' });
    expect(await stack.sql(`select name from storage.objects where name like '%big%' or name like '%x.txt'`)).toEqual(
      [],
    );
  });

  it('reports a missing bucket as 404 in the body', async () => {
    const { error } = await alice.storage.from('no-such-bucket').upload(`${aliceId}/a.png`, png());
    expect(error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });
});

describe('remove', () => {
  it('removes by paths and the public URL stops serving', async () => {
    const { data, error } = await alice.storage.from('cf-pictures').remove([`${aliceId}/a.png`]);
    expect(error).toBeNull();
    expect(data!.map((o) => o.name)).toEqual([`${aliceId}/a.png`]);
    const res = await fetch(`${stack.url}/storage/v1/object/public/cf-pictures/${aliceId}/a.png`);
    expect(res.status).toBe(400);
    expect((await res.json()).statusCode).toBe('404');
  });
});

// PGlite has one session: PostgREST's transactions, auth, storage and stack.sql
// must never run inside each other. Fire them together and check each saw only
// its own effects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { TEST_SCHEMA } from './test-schema.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ seed: false });
  await stack.sql(TEST_SCHEMA);
  await stack.sql(`
    create table public.cf_log (id serial primary key, source text not null);
    grant insert on public.cf_log to anon;
    grant usage on sequence public.cf_log_id_seq to anon;
    create function public.cf_slow_fail() returns void language plpgsql as $$
    begin
      insert into public.cf_log (source) values ('rest');
      perform pg_sleep(0.4);
      raise exception 'rolled back on purpose';
    end $$;
    insert into storage.buckets (id, name) values ('cf-conc', 'cf-conc');
    create policy "cf-conc: own folder" on storage.objects for insert to authenticated
      with check (bucket_id = 'cf-conc' and (storage.foldername(name))[1] = (select auth.uid())::text);`);
});
afterAll(() => stack?.stop());

describe('serialisation over one PGlite session', () => {
  it(
    'does not let a rolled-back REST transaction take auth, storage or sql writes with it',
    { timeout: 60_000 },
    async () => {
      const uploader = await stack.signUp('conc-uploader@example.com', 'secret123');
      const uid = (await uploader.auth.getUser()).data.user!.id;
      const slow = stack.anon().rpc('cf_slow_fail');
      await new Promise((r) => setTimeout(r, 50)); // PostgREST's transaction is now open
      const [rpc] = await Promise.all([
        slow,
        stack.sql(`insert into public.cf_log (source) values ('sql')`),
        stack.anon().auth.signUp({ email: 'conc-new@example.com', password: 'secret123' }),
        uploader.storage.from('cf-conc').upload(`${uid}/f.txt`, new Blob(['x'], { type: 'text/plain' })),
        stack.sql(`insert into public.cf_log (source) values ('sql')`),
      ]);
      expect(rpc.error?.message).toBe('rolled back on purpose');
      expect(await stack.sql(`select source from public.cf_log order by id`)).toEqual([
        { source: 'sql' },
        { source: 'sql' },
      ]);
      expect(await stack.sql(`select email from auth.users where email = 'conc-new@example.com'`)).toHaveLength(1);
      expect(await stack.sql(`select name from storage.objects where bucket_id = 'cf-conc'`)).toEqual([
        { name: `${uid}/f.txt` },
      ]);
    },
  );

  it('gives each concurrent user only their own rows and identity', { timeout: 90_000 }, async () => {
    const users = await Promise.all(
      Array.from({ length: 4 }, (_, i) => stack.signUp(`conc-${i}@example.com`, 'secret123')),
    );
    const results = await Promise.all(
      users.map(async (c, i) => {
        const tag = `note of ${i}`;
        const ins = await c.from('cf_notes').insert({ body: tag }).select('body').single();
        const [mine, who, me, up] = await Promise.all([
          c.from('cf_notes').select('body'),
          c.rpc('cf_whoami'),
          c.auth.getUser(),
          c.storage
            .from('cf-conc')
            .upload(
              `${(await c.auth.getSession()).data.session!.user.id}/n${i}.txt`,
              new Blob([tag], { type: 'text/plain' }),
            ),
        ]);
        return { i, tag, ins, mine, who, me, up };
      }),
    );
    for (const r of results) {
      expect(r.ins.error).toBeNull();
      expect(r.mine.data).toEqual([{ body: r.tag }]);
      expect(r.who.data).toMatchObject({
        role: 'authenticated',
        email: `conc-${r.i}@example.com`,
        uid: r.me.data.user!.id,
      });
      expect(r.up.error).toBeNull();
    }
    const [{ n }] = await stack.sql(`select count(*)::int as n from public.cf_notes`);
    expect(n).toBe(4);
  });

  it('keeps serving after a client disconnects mid-request', async () => {
    const ctl = new AbortController();
    const p = fetch(`${stack.url}/rest/v1/rpc/cf_slow_fail`, {
      method: 'POST',
      signal: ctl.signal,
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: '{}',
    }).catch(() => null);
    setTimeout(() => ctl.abort(), 50);
    await p;
    const { data, error } = await stack.anon().from('cf_teams').select('name').order('name');
    expect(error).toBeNull();
    expect(data!.map((t) => t.name)).toEqual(['Bears', 'Lynx', 'Owls']);
    expect(await stack.sql(`select count(*)::int as n from public.cf_log where source = 'rest'`)).toEqual([{ n: 0 }]);
  });
});

// supabase/config.toml's [api] max_rows (1000, as hosted Supabase) applied by local-supabase's PostgREST
// (issue 23 point 3): every read through PostgREST answers at most 1000 rows, for the service role too, while an
// exact count still counts every row and an RPC answering ONE jsonb value is not cut. A list that silently stops
// at 1000 rows now fails here as it would in production.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';

const ROWS = 1005;

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ seed: false });
  await stack.sql(`
    create table public.cf_many (id int primary key, label text not null);
    alter table public.cf_many enable row level security;
    create policy "Rows are readable by everyone" on public.cf_many for select to anon, authenticated using (true);
    insert into public.cf_many (id, label) select g, 'row ' || g from generate_series(1, ${ROWS}) g;
    create view public.cf_many_view with (security_invoker = true) as select id, label from public.cf_many;
    create function public.cf_many_set() returns setof public.cf_many language sql stable as $$
      select * from public.cf_many order by id
    $$;
    create function public.cf_many_json() returns jsonb language sql stable as $$
      select jsonb_agg(jsonb_build_object('id', id) order by id) from public.cf_many
    $$;
    grant select on public.cf_many, public.cf_many_view to anon, authenticated, service_role;
    grant execute on function public.cf_many_set(), public.cf_many_json() to anon, authenticated, service_role;
  `);
});
afterAll(() => stack?.stop());

describe('[api] max_rows = 1000', () => {
  it('cuts a table read at 1000 rows for the service role, while count exact says 1005', async () => {
    const { data, count, error } = await stack.service().from('cf_many').select('id', { count: 'exact' }).order('id');
    expect(error).toBeNull();
    expect(data).toHaveLength(1000);
    expect(data![999]).toEqual({ id: 1000 });
    expect(count).toBe(ROWS);
  });

  it('cuts an anonymous read, a view and a set-returning RPC the same way', async () => {
    const anon = await stack.anon().from('cf_many').select('id');
    expect(anon.error).toBeNull();
    expect(anon.data).toHaveLength(1000);
    const view = await stack.service().from('cf_many_view').select('id');
    expect(view.error).toBeNull();
    expect(view.data).toHaveLength(1000);
    const set = await stack.service().rpc('cf_many_set');
    expect(set.error).toBeNull();
    expect(set.data).toHaveLength(1000);
  });

  it('a larger limit() does not lift the cap; a range past it reads the rest', async () => {
    const limited = await stack.service().from('cf_many').select('id').order('id').limit(5000);
    expect(limited.data).toHaveLength(1000);
    const rest = await stack.service().from('cf_many').select('id', { count: 'exact' }).order('id').range(1000, 1999);
    expect(rest.error).toBeNull();
    expect(rest.data!.map((r) => r.id)).toEqual([1001, 1002, 1003, 1004, 1005]);
    expect(rest.count).toBe(ROWS);
  });

  it('an RPC answering one jsonb array is not cut', async () => {
    const { data, error } = await stack.service().rpc('cf_many_json');
    expect(error).toBeNull();
    expect(Array.isArray(data)).toBe(true);
    expect(data).toHaveLength(ROWS);
    expect(data[ROWS - 1]).toEqual({ id: ROWS });
  });
});

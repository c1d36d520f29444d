// Benchmark of local-supabase through supabase-js: requests/s, p50 and p95 for a
// select with an embed and an insert. PGlite always; a Postgres server too when
// DATABASE_URL is set. Usage: tsx scripts/bench-backend.ts [--requests N] [--concurrency C]
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { startStack, type Stack } from '../local-supabase/src/stack.ts';

const arg = (name: string, d: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : d;
};
const REQUESTS = arg('requests', 300);
const CONCURRENCY = arg('concurrency', 4);

const SCHEMA = `
drop table if exists public.bench_items, public.bench_groups;
create table public.bench_groups (id serial primary key, name text not null);
create table public.bench_items (id serial primary key, group_id int not null references public.bench_groups (id), label text not null, n int);
create index on public.bench_items (group_id);
alter table public.bench_groups enable row level security;
alter table public.bench_items enable row level security;
create policy "bench read" on public.bench_groups for select to anon, authenticated using (true);
create policy "bench read items" on public.bench_items for select to anon, authenticated using (true);
create policy "bench insert items" on public.bench_items for insert to authenticated with check (true);
insert into public.bench_groups (name) select 'group ' || g from generate_series(1, 50) g;
insert into public.bench_items (group_id, label, n) select 1 + (i % 50), 'item ' || i, i from generate_series(1, 2000) i;`;

interface Result {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  errors: number;
}

async function measure(name: string, fn: (i: number) => PromiseLike<{ error: unknown }>): Promise<Result> {
  for (let i = 0; i < 10; i++) await fn(-1 - i); // warm-up
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        const i = next++;
        const t = performance.now();
        const { error } = await fn(i);
        times.push(performance.now() - t);
        if (error) errors++;
      }
    }),
  );
  const total = (performance.now() - start) / 1000;
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
  return { name, rps: REQUESTS / total, p50: pct(50), p95: pct(95), errors };
}

async function bench(label: string, stack: Stack): Promise<Result[]> {
  await stack.sql(SCHEMA);
  const opts = { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: ws as never } };
  const db = createClient(stack.url, stack.anonKey, opts);
  const email = `bench-${Date.now()}@example.com`;
  const { error } = await db.auth.signUp({ email, password: 'bench-password' });
  if (error) throw error;
  const select = await measure(`${label} select with embed`, (i) =>
    db
      .from('bench_groups')
      .select('id, name, bench_items(id, label, n)')
      .eq('id', 1 + (Math.abs(i) % 50))
      .limit(1),
  );
  const insert = await measure(`${label} insert`, (i) =>
    db.from('bench_items').insert({ group_id: 1 + (Math.abs(i) % 50), label: `new ${i}`, n: i }),
  );
  return [select, insert];
}

async function main() {
  const results: Result[] = [];
  const t = Date.now();
  const pglite = await startStack({ port: 0, memory: true, quiet: true });
  console.log(`PGlite stack started in ${Date.now() - t} ms`);
  try {
    results.push(...(await bench('PGlite', pglite)));
  } finally {
    await pglite.stop();
  }
  if (process.env.DATABASE_URL) {
    const pg = await startStack({ port: 0, databaseUrl: process.env.DATABASE_URL, quiet: true });
    try {
      results.push(...(await bench('Postgres', pg)));
    } finally {
      await pg.stop();
    }
  }
  console.log(`\n${REQUESTS} requests per case, ${CONCURRENCY} in flight, through supabase-js\n`);
  console.log('| case | req/s | p50 ms | p95 ms | errors |\n|---|---:|---:|---:|---:|');
  for (const r of results)
    console.log(`| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.errors} |`);
  if (results.some((r) => r.errors > 0)) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

// Markdown tables from a bench result (scripts/bench.mjs prints them; bench/README.md quotes them).
const f = (s) => (s && Number.isFinite(s.median) ? `${s.min} / ${s.median} / ${s.max}` : 'n/a');
const ok = (pass) => (pass ? 'ok' : '**MISS**');

export function renderTable(r) {
  const out = [];
  const c = r.tableCounts ?? {};
  out.push(
    `Large seed (scale ${r.scale}): ${c.users} users, ${c.participants} participants, ${c.contacts} emergency contacts, ` +
      `${c.programs} programs, ${c.registrations} registrations; seeded in ${r.seedSeconds?.toFixed(1)} s ` +
      `(stack start ${r.stackStartSeconds?.toFixed(1)} s). Times in ms, min / median / max over ${r.runs} runs after one warm-up.`,
  );
  if (r.machine)
    out.push(
      `Machine: ${r.machine.cpus}, ${r.machine.memoryGB} GB, Node ${r.machine.node}, load average at end ${r.machine.loadAverageAtEnd?.join(' ')}; bench took ${r.totalSeconds} s.`,
    );
  out.push(
    '',
    '### Screen data loads (supabase-js, as each screen does it)',
    '',
    '| screen | as | rows | requests | round trips | response KB | ms (min / median / max) | budget |',
    '|---|---|---:|---:|---:|---:|---:|---|',
  );
  for (const s of r.screens ?? []) {
    const budget =
      [
        s.roundTrips <= 2 ? '' : '**MISS** > 2 round trips',
        s.budgetMs ? `< ${s.budgetMs} ms ${ok(s.ms.median < s.budgetMs)}` : '',
      ]
        .filter(Boolean)
        .join('; ') || 'ok (<= 2 round trips)';
    out.push(
      `| ${s.name} | ${s.as} | ${s.rows} | ${s.requests} | ${s.roundTrips} | ${s.responseKB} | ${s.error ? `error: ${s.error}` : f(s.ms)} | ${budget} |`,
    );
  }
  const cs = r.csvSearch ?? {};
  if (cs.error) out.push('', `CSV/search failed: ${cs.error}`);
  out.push(
    '',
    '### CSV export and search (browser code path)',
    '',
    '| case | rows | build ms | bytes | fetch ms | budget |',
    '|---|---:|---:|---:|---:|---|',
  );
  for (const x of cs.csv ?? [])
    out.push(
      `| ${x.name} | ${x.rows} | ${f(x.build)} | ${x.bytes} | ${f(x.fetch)} | fetch + build < 2000 ms ${ok(x.build.median + x.fetch.median < 2000)} |`,
    );
  out.push('', '| search | rows | ms per keystroke | keystrokes | budget |', '|---|---:|---:|---:|---|');
  for (const x of cs.search ?? [])
    out.push(
      `| ${x.name} | ${x.rows} | ${f(x.perKeystroke)} | ${x.keystrokes} | < ${x.budgetMs ?? 50} ms ${ok(x.perKeystroke.median < (x.budgetMs ?? 50))} (max ${x.perKeystroke.max}) |`,
    );
  out.push(
    '',
    '### EXPLAIN ANALYZE under RLS (main query of each screen)',
    '',
    '| query | as | exec ms | Seq Scan on registrations / participants / user_profiles | note |',
    '|---|---|---:|---|---|',
  );
  for (const e of r.explain ?? [])
    out.push(
      `| ${e.name} | ${e.as} | ${e.ms} | ${e.seqScans.length ? `**${e.seqScans.join(', ')}**` : 'none'} | ${e.note} |`,
    );
  const b = r.bundle;
  if (b) {
    out.push(
      '',
      `### Production bundle (vite build in ${b.buildSeconds} s; gzip)`,
      '',
      '| what | JS files | gzip KB | raw KB | budget |',
      '|---|---:|---:|---:|---|',
    );
    for (const x of b.rows)
      out.push(
        `| ${x.name} | ${x.files} | ${x.gzipKB} | ${x.rawKB} | ${x.budgetKB ? `<= ${x.budgetKB} KB ${ok(x.gzipKB <= x.budgetKB)}` : ''} |`,
      );
    out.push('', `Largest chunks (gzip KB): ${b.largest.map((l) => `${l.file} ${l.gzipKB}`).join(', ')}`);
    if (b.entry) {
      out.push(
        '',
        `Entry chunk ${b.entry.file} (${b.entry.gzipKB} KB gzip, loaded by every route), minified KB by source (from the source map; ` +
          '"(none)" = bytes with no mapping, mostly the JSON locale files):',
        '',
        b.entry.sources.map((x) => `${x.group} ${x.minKB} (${x.share} %)`).join(', '),
      );
    }
  }
  out.push(
    '',
    '### local-supabase throughput (scripts/bench-backend.ts, 4 in flight)',
    '',
    '| case | req/s | p50 ms | p95 ms | errors |',
    '|---|---:|---:|---:|---:|',
  );
  for (const x of r.backend ?? []) out.push(`| ${x.name} | ${x.rps} | ${x.p50} | ${x.p95} | ${x.errors} |`);
  if (!process.env.DATABASE_URL && r.backend) out.push('', 'Postgres server rows only when DATABASE_URL is set.');
  out.push('', '### Lighthouse (mobile emulation, production build served by local-supabase)', '');
  if (Array.isArray(r.lighthouse)) {
    out.push(
      'Median run of each page (by performance score); "runs" lists every run\'s performance score.',
      '',
      '| page | performance | runs | accessibility | best practices | LCP ms | TBT ms | target |',
      '|---|---:|---|---:|---:|---:|---:|---|',
    );
    for (const x of r.lighthouse) {
      const target = x.error ? '' : ok(x.performance >= 95 && x.accessibility === 100 && x.bestPractices >= 95);
      out.push(
        x.error
          ? `| ${x.path} | error: ${x.error} |||||||`
          : `| ${x.path} | ${x.performance} | ${(x.runs ?? []).join(', ')} | ${x.accessibility} | ${x.bestPractices} | ${x.lcpMs} | ${x.tbtMs} | perf >= 95, a11y 100, BP >= 95: ${target} |`,
      );
    }
  } else out.push(String(r.lighthouse ?? 'not run'));
  return out.join('\n');
}

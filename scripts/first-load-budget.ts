// `npm test` stage (scripts/test-stages.mjs), after the browser tests' build: each public route's first-load JS
// (scripts/first-load.ts) against its budget (scripts/public-routes.ts). Exit 1, naming the route, its size and its
// budget, when one is over. Usage: tsx scripts/first-load-budget.ts <vite build --manifest output folder>
import { firstLoads } from './first-load.ts';
import { PUBLIC_ROUTES } from './public-routes.ts';

const outDir = process.argv[2];
if (!outDir) {
  console.error('Usage: tsx scripts/first-load-budget.ts <folder of a vite build --manifest>');
  process.exit(2);
}
const rows = firstLoads(outDir, PUBLIC_ROUTES);
for (const r of rows)
  console.log(
    `${r.over ? '✗' : '✓'} ${r.route.padEnd(17)} ${r.gzipKB.toFixed(1).padStart(6)} KB gzip (${r.files} JS files) ` +
      `budget ${r.budgetKB} KB`,
  );
const over = rows.filter((r) => r.over);
for (const r of over)
  console.error(
    `First load of ${r.route} is ${r.gzipKB} KB of gzipped JS, over its budget of ${r.budgetKB} KB ` +
      `(${r.page} and the entry's static imports; scripts/public-routes.ts).`,
  );
process.exit(over.length ? 1 : 0);

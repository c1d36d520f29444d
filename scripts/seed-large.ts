// npm run seed:large [-- --scale 0.1] [--memory]
// Adds the large seed (bench/seed-large.ts: 10,000 users, 12,000 participants,
// 200 programs, 30,000 registrations at scale 1) to the local database
// (.local-supabase/db, or DATABASE_URL), after the migrations and the demo seed.
// Run it once on a fresh database (`npm run db:reset` first); it refuses to run twice.
import { startStack } from '../local-supabase/src/stack.ts';
import { LARGE_ACCOUNTS, LARGE_EMAIL_DOMAIN, largeSeedCounts, largeSeedSql } from '../bench/seed-large.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const scale = Number(arg('scale') ?? 1);
if (!(scale > 0 && scale <= 10)) throw new Error('--scale must be in (0, 10]');

const stack = await startStack({
  port: 0,
  quiet: true,
  memory: process.argv.includes('--memory'),
  databaseUrl: process.env.DATABASE_URL,
});
try {
  const [{ n }] = await stack.sql<{ n: number }>(
    `select count(*)::int as n from auth.users where email like '%@${LARGE_EMAIL_DOMAIN}'`,
  );
  if (n > 0) {
    console.log(`The large seed is already there (${n} users @${LARGE_EMAIL_DOMAIN}); run npm run db:reset first.`);
  } else {
    const t = performance.now();
    await stack.sql(largeSeedSql(scale));
    const c = largeSeedCounts(scale);
    console.log(
      `Large seed (scale ${scale}): ${c.users} users, ${c.programs} programs, ${c.registrations} registrations ` +
        `in ${((performance.now() - t) / 1000).toFixed(1)} s. Sign in as ${LARGE_ACCOUNTS.admin} ` +
        `(admin) or ${LARGE_ACCOUNTS.parent} (parent), password ${LARGE_ACCOUNTS.password}.`,
    );
  }
} finally {
  await stack.stop();
}

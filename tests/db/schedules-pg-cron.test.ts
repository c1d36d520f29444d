// The migrations' own schedules on a Postgres server with Debian's pg_cron (issue 35 point 4), on clusters of its
// own (scripts/pg-cluster.ts), so it runs only under npm run test:pg (listed as skipped on PGlite):
//  (a) pg_cron installed but not in shared_preload_libraries: the migrations apply (no `cron.database_name`
//      error), local-supabase's stand-in keeps the jobs; on a database without local-supabase's bootstrap the
//      schedules migration only says why in a notice;
//  (b) pg_cron loaded, the stack's database its cron.database_name: the migration creates pg_cron, whose
//      scheduler runs the jobs within a minute (a lapsed offer passes on; deliver-emails' net.http_post, sent by
//      local-supabase, has the queued e-mail sent); another database of that server gets the stand-in.
// pg_cron runs jobs at most once a minute, so (b) waits up to 90 s. Without Debian's postgresql-<major>-cron the
// cluster does not start and this fails saying to install it (bash .ci/run does).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../local-supabase/src/stack.ts';
import { readMigrations } from '../../local-supabase/src/db/migrate.ts';
import { startPgCluster, type PgCluster } from '../../scripts/pg-cluster.ts';
import { withClient, withDatabase } from '../../scripts/pg-client.ts';
import { engine } from '../support/stack.ts';
import { entryStatus, lapsedOffer, mailStatus, offerMail, queuedMail } from './schedules-support.ts';

/** The migrations' DO block that schedules the jobs (the last one, should a later migration declare them again). */
function schedulesBlock(): string {
  const blocks = readMigrations().flatMap((m) => m.sql.match(/^do (\$\w*\$)[\s\S]*?^\1;/gm) ?? []);
  const found = blocks.filter((b) => b.includes('cron.schedule('));
  if (!found.length) throw new Error('no migration schedules a job with cron.schedule');
  return found.at(-1)!;
}
const stackOn = (databaseUrl: string) =>
  startStack({ databaseUrl, port: 0, quiet: true, passwordHashCost: 4, devPagesModule: false });
const jobsOf = (stack: Stack) =>
  stack.sql<{ jobname: string; schedule: string; command: string }>(
    `select jobname, schedule, command from cron.job order by jobname`,
  );
const JOBS = [
  ['deliver-emails', '* * * * *'],
  ['process-waitlist-offers', '* * * * *'],
  ['purge-expired-records', '17 8 * * *'],
  ['stripe-cleanup', '23 * * * *'],
];

async function until<T>(what: string, ms: number, probe: () => Promise<T | undefined | null | false>): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`waited ${ms / 1000} s for ${what}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe.runIf(engine === 'postgres')('schedules on Postgres with pg_cron (npm run test:pg)', () => {
  describe('(a) pg_cron installed, not loaded', () => {
    let cluster: PgCluster;
    let stack: Stack | undefined;
    beforeAll(async () => {
      cluster = await startPgCluster({ maxConnections: 60 });
      const { rows } = await withClient(cluster.url, (c) =>
        c.query(`select 1 from pg_available_extensions where name = 'pg_cron'`),
      );
      if (!rows.length)
        throw new Error(
          `pg_cron is not installed for ${cluster.version}: install Debian's postgresql-${/\) (\d+)/.exec(cluster.version)?.[1] ?? '<major>'}-cron (bash .ci/run does)`,
        );
    });
    afterAll(async () => {
      await stack?.stop();
      cluster?.stop();
    });

    it('the server has pg_cron to offer, but not loaded', async () => {
      await withClient(cluster.url, async (c) => {
        const { rows } = await c.query(`select
            exists (select 1 from pg_available_extensions where name = 'pg_cron') as installed,
            current_setting('shared_preload_libraries') as preload,
            current_setting('cron.database_name', true) as cron_db`);
        expect(rows[0]).toEqual({ installed: true, preload: '', cron_db: null });
      });
    });

    it('the migrations apply and the stand-in keeps the four jobs', async () => {
      stack = await stackOn(cluster.url);
      expect(stack.cron).toMatchObject({ jobs: 'stand-in', net: true });
      expect((await jobsOf(stack)).map((j) => [j.jobname, j.schedule])).toEqual(JOBS);
    });

    it("without local-supabase's bootstrap, the schedules migration says why in a notice and schedules nothing", async () => {
      await withClient(cluster.url, (c) => c.query(`create database bare`));
      await withClient(withDatabase(cluster.url, 'bare'), async (c: pg.Client) => {
        const notices: string[] = [];
        c.on('notice', (n) => notices.push(n.message ?? ''));
        await c.query(schedulesBlock());
        expect(notices).toEqual([
          'The schedules (deliver-emails, process-waitlist-offers, purge-expired-records, stripe-cleanup) are not set up here: ' +
            'pg_cron is installed but not loaded (not in shared_preload_libraries)',
        ]);
        const { rows } = await c.query(`select to_regclass('cron.job') as job, exists (select 1 from pg_extension
          where extname = 'pg_cron') as ext`);
        expect(rows[0]).toEqual({ job: null, ext: false });
      });
    });
  });

  describe('(b) pg_cron loaded for the stack database', () => {
    let cluster: PgCluster;
    let stack: Stack | undefined;
    let other: Stack | undefined;
    beforeAll(async () => {
      cluster = await startPgCluster({ maxConnections: 80, pgCron: { database: 'postgres' } });
      stack = await stackOn(cluster.url);
    });
    afterAll(async () => {
      await other?.stop();
      await stack?.stop();
      cluster?.stop();
    });

    it("pg_cron itself keeps the migrations' four jobs", async () => {
      expect(stack!.cron).toMatchObject({ jobs: 'pg_cron', net: true });
      const [ext] = await stack!.sql(`select extname from pg_extension where extname = 'pg_cron'`);
      expect(ext).toEqual({ extname: 'pg_cron' });
      const jobs = await jobsOf(stack!);
      expect(jobs.map((j) => [j.jobname, j.schedule])).toEqual(JOBS);
      expect(jobs[1].command).toBe('select public.process_waitlist_offers()');
      expect(jobs[0].command).toBe("select private.start_function('deliver-emails')");
    });

    it('within a minute, a lapsed offer passes on and the queued e-mails are sent', { timeout: 120_000 }, async () => {
      const s = stack!;
      const mail = await queuedMail(s.sql, 'pg-cron@example.org');
      const { lapsed, next } = await lapsedOffer(s.sql);
      const since = new Date();
      await until(
        'pg_cron to run process-waitlist-offers',
        90_000,
        async () => (await entryStatus(s.sql, next)) === 'offered',
      );
      expect(await entryStatus(s.sql, lapsed)).toBe('expired');
      await until('the queued e-mail to be sent', 30_000, async () => (await mailStatus(s.sql, mail)) === 'sent');
      expect((await s.mail.waitFor((m) => m.outboxId === mail, 10_000)).to).toEqual(['pg-cron@example.org']);
      const offer = await until('the offer e-mail to be sent', 30_000, async () => {
        const m = await offerMail(s.sql, next);
        return m?.status === 'sent' && m;
      });
      await s.mail.waitFor((m) => m.outboxId === offer.id, 10_000);
      // pg_cron's own record of the runs: both jobs, succeeded, deliver-emails having queued its request.
      const runs = await s.sql<{ jobname: string; status: string; return_message: string }>(
        `select j.jobname, d.status, d.return_message from cron.job_run_details d join cron.job j using (jobid)
         where d.start_time >= $1 and j.jobname in ('deliver-emails', 'process-waitlist-offers')`,
        [since],
      );
      expect(runs).toEqual(
        expect.arrayContaining([
          { jobname: 'deliver-emails', status: 'succeeded', return_message: 'SELECT 1' },
          expect.objectContaining({ jobname: 'process-waitlist-offers', status: 'succeeded' }),
        ]),
      );
    });

    it("another database of that server is not pg_cron's: the stand-in keeps its jobs", async () => {
      await withClient(cluster.url, (c) => c.query(`create database other`));
      other = await stackOn(withDatabase(cluster.url, 'other'));
      expect(other.cron).toMatchObject({ jobs: 'stand-in', net: true });
      expect((await jobsOf(other)).map((j) => [j.jobname, j.schedule])).toEqual(JOBS);
    });
  });
});

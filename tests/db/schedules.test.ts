// The migrations' own schedules run locally (issue 35 point 4): the jobs of supabase/schemas/990_schedules.sql (in
// the baseline migration), stored by local-supabase's stand-in for pg_cron (PGlite, and a Postgres
// server where pg_cron is not loaded for the stack's database, as npm run test:pg's), run by Stack.cron.runDueJobs
// when they are due; deliver-emails' net.http_post is sent to the stack's gateway. pg_cron itself:
// tests/db/schedules-pg-cron.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { entryStatus, lapsedOffer, mailStatus, next0817, offerMail, queuedMail } from './schedules-support.ts';

let stack: TestStack;
let startedBy: number;
beforeAll(async () => {
  startedBy = Date.now();
  stack = await startTestStack();
});
afterAll(() => stack?.stop());

const aMinuteOn = () => new Date(Date.now() + 61_000);

describe("the migrations' schedules on local-supabase's stand-in", () => {
  it('stores the four jobs as the migrations declare them', async () => {
    expect(stack.cron).toMatchObject({ jobs: 'stand-in', net: true });
    const jobs = await stack.sql(`select jobname, schedule, command, active from cron.job order by jobname`);
    expect(jobs.map((j) => [j.jobname, j.schedule, j.active])).toEqual([
      ['deliver-emails', '* * * * *', true],
      ['process-waitlist-offers', '* * * * *', true],
      ['purge-expired-records', '17 8 * * *', true],
      ['stripe-cleanup', '23 * * * *', true],
    ]);
    expect(jobs[0].command).toBe("select private.start_function('deliver-emails')");
    expect(jobs[1].command).toBe('select public.process_waitlist_offers()');
    expect(jobs[2].command).toBe('select public.purge_expired_records()');
    expect(jobs[3].command).toBe("select private.start_function('stripe-cleanup')");
  });

  it('the Vault stand-in holds the gateway address and the service role key', async () => {
    const rows = await stack.sql(`select name, decrypted_secret from vault.decrypted_secrets order by name`);
    expect(rows).toEqual([
      { name: 'project_url', decrypted_secret: stack.url },
      { name: 'service_role_key', decrypted_secret: stack.serviceRoleKey },
    ]);
  });

  it('a minute on, deliver-emails posts to the function through the gateway, which sends what is queued', async () => {
    const id = await queuedMail(stack.sql, 'scheduled@example.org');
    const run = await stack.cron.runDueJobs(aMinuteOn());
    expect(run.jobs.find((j) => j.jobname === 'deliver-emails')).toMatchObject({ status: 'succeeded' });
    // At minute 23 of the hour stripe-cleanup is due too (CI once ran this at 11:22): only deliver-emails' post is ours.
    const delivered = run.requests.filter((r) => r.url === `${stack.url}/functions/v1/deliver-emails`);
    expect(delivered).toEqual([expect.objectContaining({ method: 'POST', status: 200 })]);
    expect(run.requests.every((r) => /\/functions\/v1\/(deliver-emails|stripe-cleanup)$/.test(r.url))).toBe(true);
    expect(await mailStatus(stack.sql, id)).toBe('sent');
    expect((await stack.mail.waitFor((m) => m.outboxId === id, 10_000)).to).toEqual(['scheduled@example.org']);
    const [details] = await stack.sql(
      `select d.status, d.command = j.command as same from cron.job_run_details d join cron.job j using (jobid)
       where j.jobname = 'deliver-emails' order by d.runid desc limit 1`,
    );
    expect(details).toEqual({ status: 'succeeded', same: true });
    const [answer] = await stack.sql(`select status_code from net._http_response where id = $1`, [delivered[0].id]);
    expect(answer.status_code).toBe(200);
  });

  it('a minute on, process-waitlist-offers passes a lapsed offer on, and its e-mail goes out in the same run', async () => {
    const { lapsed, next } = await lapsedOffer(stack.sql);
    expect(await entryStatus(stack.sql, next)).toBe('waiting');
    const run = await stack.cron.runDueJobs(new Date(Date.now() + 2 * 61_000));
    expect(run.jobs.find((j) => j.jobname === 'process-waitlist-offers')).toMatchObject({ status: 'succeeded' });
    expect(await entryStatus(stack.sql, lapsed)).toBe('expired');
    expect(await entryStatus(stack.sql, next)).toBe('offered');
    const mail = await offerMail(stack.sql, next);
    expect(mail?.status).toBe('sent');
    await stack.mail.waitFor((m) => m.outboxId === mail!.id, 10_000);
  });

  it('purge-expired-records runs at its time, 08:17 UTC, not every minute', async () => {
    const at = next0817(new Date(Date.now() + 3 * 61_000));
    const purge = (r: { jobs: { jobname: string | null }[] }) =>
      r.jobs.find((j) => j.jobname === 'purge-expired-records');
    const before = await stack.cron.runDueJobs(new Date(at.getTime() - 1000));
    // (Unless the day's 08:17 came since the stack started: a run near 08:17 UTC.)
    if (at.getTime() - 86_400_000 < startedBy) expect(purge(before)).toBeUndefined();
    expect(purge(await stack.cron.runDueJobs(at))).toMatchObject({ status: 'succeeded' });
  });
});

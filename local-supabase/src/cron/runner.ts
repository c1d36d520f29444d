/* eslint-disable @typescript-eslint/no-explicit-any -- rows and errors from SQL are untyped here (the contract is sql<T = any>) */
// The migrations' own schedules, run locally (issue 35 point 4; local-supabase/README.md "Schedules"). The jobs are
// whatever the migrations put in cron.job with cron.schedule; this module knows none of them by name.
//  - Where cron.job is local-supabase's stand-in (local-supabase/sql/bootstrap.sql: PGlite, or a Postgres server
//    where pg_cron is not loaded for this database), it runs the due jobs as pg_cron would: each job's command in
//    one transaction, as the job's owner, a row in cron.job_run_details; then it sends the requests they queued
//    with net.http_post (./net.ts). On a timer only when StackOptions.cronEveryMs is set (the CLI, the browser
//    stories): the jobs that fire every minute then run every cronEveryMs, the others at their times. Backend
//    tests leave it off, so their mail is what they send, and call runDueJobs() themselves.
//  - Where pg_cron itself runs the jobs (its library loaded, this database its cron.database_name), pg_cron's
//    scheduler runs them at its own times; local-supabase only sends what they queue on the stand-in net queue
//    (pg_net is not in Debian), every second.
// It also stands in for the project's operator: the stand-in Vault gets project_url (this gateway's address) and
// service_role_key at each start, as `select vault.create_secret(...)` does on a hosted project.
import type { Db } from '../db/types.ts';
import { hasNetStandIn, sendQueuedRequests, type HttpResult } from './net.ts';
import { isDue, isValidSchedule } from './schedule.ts';

export interface JobRun {
  jobid: number;
  jobname: string | null;
  status: 'succeeded' | 'failed';
  message: string;
}

export interface LocalCron {
  /** 'stand-in': local-supabase runs cron.job; 'pg_cron': pg_cron does; 'none': no cron.job here. */
  readonly jobs: 'stand-in' | 'pg_cron' | 'none';
  /** Whether net.http_post is the stand-in whose requests local-supabase sends. */
  readonly net: boolean;
  /**
   * Runs the stand-in's jobs that are due at `now` (default: the clock), then sends the requests queued with
   * net.http_post. A job is due when its next time after its last run (or the runner's start) has come. Resolves
   * with what ran and what was sent. Where pg_cron runs the jobs, only sends.
   */
  runDueJobs(now?: Date): Promise<{ jobs: JobRun[]; requests: HttpResult[] }>;
  stop(): Promise<void>;
}

export interface CronOptions {
  db: Db;
  /** The stand-in Vault's project_url (the gateway) and service_role_key. */
  projectUrl: string;
  serviceRoleKey: string;
  /** Run due jobs on a timer, every-minute jobs every everyMs; 0 / unset = only through runDueJobs(). */
  everyMs?: number;
  quiet?: boolean;
}

const quoteLiteral = (s: string) => `'${s.replace(/'/g, "''")}'`;

async function setSecret(db: Db, name: string, value: string) {
  const [row] = await db.query(`select id, decrypted_secret from vault.decrypted_secrets where name = $1`, [name]);
  if (!row) await db.query(`select vault.create_secret($1, $2)`, [value, name]);
  else if (row.decrypted_secret !== value) await db.query(`select vault.update_secret($1, $2)`, [row.id, value]);
}

export async function startCron(o: CronOptions): Promise<LocalCron> {
  const { db } = o;
  const [found] = await db.query(`select
      exists (select 1 from pg_extension where extname = 'pg_cron') as pg_cron,
      to_regclass('cron.job') is not null as job_table,
      to_regprocedure('vault.create_secret(text, text, text)') is not null
        and not exists (select 1 from pg_extension where extname = 'supabase_vault') as vault,
      current_user as me`);
  const jobs: LocalCron['jobs'] = found.pg_cron ? 'pg_cron' : found.job_table ? 'stand-in' : 'none';
  const net = await hasNetStandIn(db);
  if (found.vault) {
    await setSecret(db, 'project_url', o.projectUrl);
    await setSecret(db, 'service_role_key', o.serviceRoleKey);
  }

  const started = new Date();
  const lastRun = new Map<number, Date>();
  let lastPrune = 0;
  const failing = new Set<string>();
  const log = (key: string, ok: boolean, text: string) => {
    if (o.quiet) return;
    if (!ok && !failing.has(key)) console.warn(`local-supabase: ${text}`);
    if (ok && failing.has(key)) console.log(`local-supabase: ${text}`);
    if (ok) failing.delete(key);
    else failing.add(key);
  };

  const runJob = async (job: any): Promise<JobRun> => {
    const start = new Date();
    let status: JobRun['status'] = 'succeeded';
    let message: string;
    try {
      // One simple-protocol query, as pg_cron sends it: its statements run in one transaction, here as the
      // job's owner (set_config(..., true) lasts until that transaction ends).
      const asOwner =
        job.username === found.me ? '' : `select set_config('role', ${quoteLiteral(job.username)}, true);\n`;
      const rows = await db.exec(asOwner + job.command);
      message = `${rows.length} row${rows.length === 1 ? '' : 's'}`;
    } catch (err: any) {
      status = 'failed';
      message = String(err?.message ?? err);
    }
    // Recorded once it has run (pg_cron also records it as starting; one statement less on PGlite's one session).
    await db.query(
      `insert into cron.job_run_details (jobid, job_pid, database, username, command, status, return_message,
         start_time, end_time)
       values ($1, pg_backend_pid(), current_database(), $2, $3, $4, $5, $6, clock_timestamp())`,
      [job.jobid, job.username, job.command, status, message, start],
    );
    const name = job.jobname ?? `job ${job.jobid}`;
    log(
      `job ${job.jobid}`,
      status === 'succeeded',
      `cron job ${name} ${status === 'succeeded' ? 'runs again' : `failed: ${message}`}`,
    );
    return { jobid: Number(job.jobid), jobname: job.jobname, status, message };
  };

  const sendRequests = async (): Promise<HttpResult[]> => {
    if (!net) return [];
    const sent = await sendQueuedRequests(db);
    for (const r of sent) {
      const ok = r.status !== null && r.status < 400;
      const path = r.url.replace(/^https?:\/\/[^/]+/, '');
      log(
        `net ${path}`,
        ok,
        `net.http_post ${path} ${ok ? 'answers again' : `failed: ${r.error ?? `HTTP ${r.status} ${r.content?.slice(0, 200)}`}`}`,
      );
    }
    return sent;
  };

  const once = async (now: Date) => {
    const ran: JobRun[] = [];
    if (jobs === 'stand-in') {
      // Every active job of this database's table, in this database: the stand-in has no other database to run
      // in, and cron.job.database names where a job was scheduled, which for a database cloned from a template
      // (the backend tests on Postgres) is the template.
      const rows = await db.query(
        `select jobid, jobname, schedule, command, username from cron.job where active order by jobid`,
      );
      for (const job of rows) {
        if (!isValidSchedule(job.schedule)) {
          log(
            `schedule ${job.jobid}`,
            false,
            `cron job ${job.jobname ?? job.jobid}: cannot read its schedule '${job.schedule}'`,
          );
          continue;
        }
        const last = lastRun.get(Number(job.jobid)) ?? started;
        if (!isDue(job.schedule, last, now, o.everyMs)) continue;
        lastRun.set(Number(job.jobid), now);
        ran.push(await runJob(job));
      }
      // pg_cron keeps every run; on a shorter period (cronEveryMs) a kept local database would gather tens of
      // thousands a day, so runs older than a day go, at most once an hour.
      if (ran.length && Date.now() - lastPrune > 3_600_000) {
        lastPrune = Date.now();
        await db.query(`delete from cron.job_run_details where start_time < now() - interval '1 day'`);
      }
    }
    return { jobs: ran, requests: await sendRequests() };
  };

  // One run at a time: the timer's and runDueJobs() calls wait for each other.
  let current: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const p = current.then(fn, fn);
    current = p.catch(() => {});
    return p;
  };

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  // The stand-in on a timer when asked; where pg_cron runs the jobs, the net queue every second.
  const period = jobs === 'stand-in' ? o.everyMs : jobs === 'pg_cron' && net ? 1000 : undefined;
  if (period) {
    const tick = () => {
      if (stopped) return;
      void serial(() => once(new Date()))
        .catch((err) => log('tick', false, `schedules: ${String(err?.message ?? err)}`))
        .finally(() => {
          if (!stopped) timer = setTimeout(tick, period).unref();
        });
    };
    timer = setTimeout(tick, period).unref();
  }

  return {
    jobs,
    net,
    runDueJobs: (now = new Date()) => serial(() => once(now)),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}

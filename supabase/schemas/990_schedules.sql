-- supabase/schemas (the current schema; supabase/README.md): schedules, part 1 of 1.

-- Hand-written (supabase/README.md): a differ cannot express a DO block or a cron.schedule call. A change to the
-- schedules is made here and copied by hand into its migration (npm run db:diff reports cron.job rows that differ
-- where the cron schema exists, but writes no statement for them).
--
-- The migrations' own schedules, where they can run (issue 35 point 4; stripe-cleanup added by issue 36 point 3,
-- migration 20261130000201). The first three jobs as
-- 20261125310000_schedule_email_delivery.sql, 20261127110000_schedule_waitlist_offers.sql and
-- 20261128410000_schedule_purge_expired_records.sql (same names and schedules; deliver-emails now posts through
-- private.start_function, migration 20261130000302; scheduling under an
-- existing name replaces the job, so this is rerunnable), with a guard decided from what is loaded and where,
-- where those checked only that pg_cron is *installed*: on a Postgres server with Debian's postgresql-15-cron
-- installed but not in shared_preload_libraries, `create extension pg_cron` stops with `unrecognized
-- configuration parameter "cron.database_name"`, and pg_cron can only be created in its cron.database_name.
--
--   deliver-emails           * * * * *    private.start_function: net.http_post to <project_url>/functions/v1/deliver-emails (Vault)
--   process-waitlist-offers  * * * * *    select public.process_waitlist_offers()
--   purge-expired-records    17 8 * * *   select public.purge_expired_records()  (03:17 or 04:17 in Toronto)
--   stripe-cleanup           23 * * * *   private.start_function: net.http_post to <project_url>/functions/v1/stripe-cleanup (Vault): what Stripe
--                                         is owed after deletions and could not be done at once (issue 36 point 3)
--
-- Who runs them:
--   1. pg_cron, where the extension exists, or where its library is loaded (shared_preload_libraries) and this
--      database is the one it keeps its jobs in (cron.database_name): `create extension if not exists pg_cron`.
--      Hosted Supabase preloads pg_cron for the project database; its `postgres` role is no superuser and may
--      not read those settings (pg_settings hides them): there, where pg_cron is installed, it is created as the
--      three older migrations did.
--   2. Else local-supabase's stand-in (local-supabase/sql/bootstrap.sql makes cron.schedule and cron.job with
--      pg_cron's signatures where pg_cron is not loaded for this database; local-supabase runs due jobs on a
--      timer, local-supabase/README.md "Schedules").
--   3. Else nothing is scheduled and a notice says why (pg_cron not installed, installed but not loaded, or
--      loaded for another database): a self-hosted project can call the functions from any scheduler
--      (POST /rest/v1/rpc/process_waitlist_offers or /rest/v1/rpc/purge_expired_records, and
--      /functions/v1/deliver-emails, with the service role key).
--
-- deliver-emails also needs net.http_post, where the job's request is sent: pg_net where it is loaded (its
-- library needs shared_preload_libraries, as hosted Supabase has it), else local-supabase's stand-in (requests
-- queued in net.http_request_queue, sent by local-supabase); without either it is not scheduled. It reads the
-- project URL and the service role key from Vault at each run, never from this file; until both secrets exist
-- the job runs and does nothing. Setup on a hosted project, once (SQL editor), after `supabase db push`:
--
--   select vault.create_secret('https://<project-ref>.supabase.co', 'project_url');
--   select vault.create_secret('<service role key>', 'service_role_key');
--
-- (local-supabase's stand-in Vault gets its gateway's address and its service role key at each start.)
-- To stop a job: select cron.unschedule('<name>');
do $outer$
declare
  -- Null where this role may not read the server's settings (hosted Supabase's postgres role).
  v_preload text := (select setting from pg_settings where name = 'shared_preload_libraries');
  -- Defined only once pg_cron's library is loaded.
  v_cron_db text := (select setting from pg_settings where name = 'cron.database_name');
  v_cron_installed boolean := exists (select 1 from pg_available_extensions where name = 'pg_cron');
  v_net_installed boolean := exists (select 1 from pg_available_extensions where name = 'pg_net');
  v_runner text;
  v_net text;
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    v_runner := 'pg_cron';
  elsif v_cron_installed and (v_cron_db = current_database() or v_preload is null) then
    create extension if not exists pg_cron;
    v_runner := 'pg_cron';
  elsif to_regprocedure('cron.schedule(text, text, text)') is not null then
    v_runner := 'local-supabase';
  else
    raise notice 'The schedules (deliver-emails, process-waitlist-offers, purge-expired-records, stripe-cleanup) are not set up here: %',
      case
        when not v_cron_installed then 'pg_cron is not installed on this server'
        when v_cron_db is null then 'pg_cron is installed but not loaded (not in shared_preload_libraries)'
        else format('pg_cron keeps its jobs in database %s, not in %s (cron.database_name)', v_cron_db, current_database())
      end;
    return;
  end if;

  perform cron.schedule('process-waitlist-offers', '* * * * *', 'select public.process_waitlist_offers()');
  perform cron.schedule('purge-expired-records', '17 8 * * *', 'select public.purge_expired_records()');

  if exists (select 1 from pg_extension where extname = 'pg_net') then
    v_net := 'pg_net';
  elsif v_net_installed
    and (v_preload is null or 'pg_net' = any (string_to_array(replace(replace(v_preload, ' ', ''), '"', ''), ','))) then
    create extension if not exists pg_net with schema extensions;
    v_net := 'pg_net';
  elsif to_regprocedure('net.http_post(text, jsonb, jsonb, jsonb, integer)') is not null then
    v_net := 'local-supabase';
  end if;
  if v_net is null or to_regclass('vault.decrypted_secrets') is null then
    raise notice 'deliver-emails and stripe-cleanup are not scheduled here: %',
      case when v_net is null then 'net.http_post is missing (pg_net is not loaded)' else 'Vault is missing' end;
    return;
  end if;
  -- private.start_function (010_start_function.sql) posts to the function with Vault's two secrets.
  perform cron.schedule('deliver-emails', '* * * * *', $job$select private.start_function('deliver-emails')$job$);
  -- The database starts stripe-cleanup when it records work (private.request_function_run); this hourly run
  -- retries what Stripe refused or could not be reached for (decision 0063).
  perform cron.schedule('stripe-cleanup', '23 * * * *', $job$select private.start_function('stripe-cleanup')$job$);
end
$outer$;

-- E-mail delivery on a schedule (issue 19, "E-mail that arrives"): the safety
-- net behind the run the app triggers right after it queues a message
-- (_shared/email-delivery-trigger.ts). Every minute, pg_cron calls the
-- deliver-emails edge function through pg_net, Supabase's documented pattern
-- for scheduling edge functions (https://supabase.com/docs/guides/functions/schedule-functions):
-- cron.schedule + net.http_post, with the project URL and the service role key
-- read from Vault at each run, never stored in the migration.
--
-- Setup on a hosted project, once (SQL editor), after `supabase db push`:
--
--   select vault.create_secret('https://<project-ref>.supabase.co', 'project_url');
--   select vault.create_secret('<service role key>', 'service_role_key');
--
-- Until both secrets exist the job runs and does nothing. Where pg_cron or
-- pg_net is not available (PGlite in local-supabase and the tests, a plain
-- Postgres) this migration only raises a notice: local-supabase runs the same
-- schedule itself (local-supabase/src/mail/schedule.ts), and a self-hosted
-- project can call the function from any scheduler (POST with the service
-- role key as bearer token). To stop it: select cron.unschedule('deliver-emails');
do $outer$
begin
  if (select count(*) from pg_available_extensions where name in ('pg_cron', 'pg_net')) < 2 then
    raise notice 'pg_cron or pg_net is not available: deliver-emails is not scheduled here (see 20261125310000_schedule_email_delivery.sql)';
    return;
  end if;
  create extension if not exists pg_cron;
  create extension if not exists pg_net with schema extensions;
  -- Dynamic SQL: the cron schema only exists once pg_cron is created above.
  -- Scheduling under an existing name replaces that job (rerunnable).
  execute $sql$
    select cron.schedule(
      'deliver-emails',
      '* * * * *',
      $job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
                 || '/functions/v1/deliver-emails',
          headers := jsonb_build_object(
            'Content-Type', 'application/json',
            'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
          ),
          body := '{}'::jsonb,
          timeout_milliseconds := 60000
        )
        where exists (select 1 from vault.decrypted_secrets where name = 'project_url')
          and exists (select 1 from vault.decrypted_secrets where name = 'service_role_key')
      $job$
    )
  $sql$;
end
$outer$;

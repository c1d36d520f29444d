-- Hand-written (supabase/README.md "What is written by hand"): the DO block of schemas/990_schedules.sql,
-- rerun whole (scheduling under an existing name replaces the job), now with the hourly stripe-cleanup job
-- (issue 36 point 3, decision 0063).
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
  perform cron.schedule(
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
  );
  -- The database starts stripe-cleanup when it records work (private.request_stripe_cleanup); this hourly run
  -- retries what Stripe refused or could not be reached for (decision 0063).
  perform cron.schedule(
    'stripe-cleanup',
    '23 * * * *',
    $job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
                 || '/functions/v1/stripe-cleanup',
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
  );
end
$outer$;

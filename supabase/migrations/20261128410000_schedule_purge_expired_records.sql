-- The purge of what deleted accounts left behind (issue 25 point 4,
-- 20261128400000_my_data.sql): once a day, pg_cron runs
-- public.purge_expired_records() in the database, which deletes the records
-- whose retention period (7 years) has passed and the anonymised accounts
-- nothing points at any more. No secrets needed (a plain SQL call).
--
-- Where pg_cron is not available (PGlite in local-supabase and the tests, a
-- plain Postgres) this migration only raises a notice: a self-hosted project
-- can call it from any scheduler (POST /rest/v1/rpc/purge_expired_records with
-- the service role key); the tests call it themselves. To stop it:
-- select cron.unschedule('purge-expired-records');
do $outer$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    raise notice 'pg_cron is not available: purge-expired-records is not scheduled here (see 20261128410000_schedule_purge_expired_records.sql)';
    return;
  end if;
  create extension if not exists pg_cron;
  -- Dynamic SQL: the cron schema only exists once pg_cron is created above.
  -- Scheduling under an existing name replaces that job (rerunnable).
  -- 08:17 UTC: 03:17 or 04:17 in Toronto, away from the registration rushes.
  execute $sql$
    select cron.schedule('purge-expired-records', '17 8 * * *', 'select public.purge_expired_records()')
  $sql$;
end
$outer$;

-- Waiting-list offers on a schedule (issue 24 point 2): every minute, pg_cron
-- runs public.process_waitlist_offers() in the database, so an offer that
-- lapsed passes to the next in line within a minute even when nothing else
-- happens in its program. No secrets needed (a plain SQL call).
--
-- Where pg_cron is not available (PGlite in local-supabase and the tests, a
-- plain Postgres) this migration only raises a notice: local-supabase calls
-- the function before each e-mail delivery run (local-supabase/src/mail/schedule.ts;
-- off in tests, which call it themselves), and a self-hosted project can call
-- it from any scheduler (POST /rest/v1/rpc/process_waitlist_offers with the
-- service role key). To stop it: select cron.unschedule('process-waitlist-offers');
do $outer$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    raise notice 'pg_cron is not available: process-waitlist-offers is not scheduled here (see 20261127110000_schedule_waitlist_offers.sql)';
    return;
  end if;
  create extension if not exists pg_cron;
  -- Dynamic SQL: the cron schema only exists once pg_cron is created above.
  -- Scheduling under an existing name replaces that job (rerunnable).
  execute $sql$
    select cron.schedule('process-waitlist-offers', '* * * * *', 'select public.process_waitlist_offers()')
  $sql$;
end
$outer$;

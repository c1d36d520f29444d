-- supabase/schemas (the current schema; supabase/README.md): the launch checklist's database half (issue 36 point 2).

-- Administrators only. What the database knows of whether the site is ready;
-- the setup-status edge function adds what only the server's environment
-- knows (the Stripe keys, the webhook secret, the mail transport, the site's
-- address) and /admin/setup shows both. No secret is read or returned.
--   organisation: the details still missing on /admin/settings;
--   legal:        the organisation-wide documents with no version in force in
--                 English or French (kind and language);
--   webhook:      when Stripe's last event arrived;
--   mail:         the last message sent, how many wait, how many failed in
--                 the last 7 days and how many receipts are held;
--   schedules:    whether jobs can be scheduled here (pg_cron or
--                 local-supabase's stand-in) and each job's last run.
create or replace function public.admin_setup_status()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_org public.organisation_settings;
  v_jobs jsonb := '[]'::jsonb;
  v_cron boolean := to_regclass('cron.job') is not null;
begin
  if not private.is_admin() then
    raise exception 'Only an administrator can see the launch checklist' using errcode = '42501', hint = 'admin_only';
  end if;
  select * into v_org from public.organisation_settings s where s.id;
  if v_cron then
    -- Dynamic: the cron schema exists only where pg_cron or the stand-in is loaded.
    execute $q$
      select coalesce(jsonb_agg(jsonb_build_object(
               'name', j.jobname, 'schedule', j.schedule, 'active', j.active,
               'last_run_at', r.start_time, 'last_status', r.status) order by j.jobname), '[]'::jsonb)
      from cron.job j
      left join lateral (
        select d.start_time, d.status from cron.job_run_details d
        where d.jobid = j.jobid order by d.start_time desc limit 1
      ) r on true
    $q$ into v_jobs;
  end if;
  return jsonb_build_object(
    'organisation', jsonb_build_object(
      'missing', to_jsonb(array_remove(array[
        case when v_org.address_line1 is null then 'address_line1' end,
        case when v_org.city is null then 'city' end,
        case when v_org.province is null then 'province' end,
        case when v_org.postal_code is null then 'postal_code' end,
        case when v_org.contact_email is null then 'contact_email' end], null))),
    'legal', jsonb_build_object('missing', coalesce((
      select jsonb_agg(jsonb_build_object('kind', k.kind, 'language', l.language) order by k.ord, l.language)
      from unnest(array['terms', 'privacy', 'waiver', 'media_consent', 'concussion_awareness',
                        'concussion_code_of_conduct']) with ordinality as k(kind, ord)
      cross join unnest(array['en', 'fr']) as l(language)
      where private.legal_document_in_force(k.kind, null, l.language) is null), '[]'::jsonb)),
    'webhook', jsonb_build_object('last_received_at', (select max(e.received_at) from public.stripe_events e)),
    'mail', jsonb_build_object(
      'last_sent_at', (select max(o.sent_at) from public.email_outbox o where o.status = 'sent'),
      'queued', (select count(*) from public.email_outbox o where o.status in ('queued', 'sending')),
      'failed_recently', (select count(*) from public.email_outbox o
                          where o.status = 'failed' and o.created_at > now() - interval '7 days'),
      'held_receipts', (select count(*) from public.email_outbox o
                        where o.status = 'queued' and o.template = 'payment_receipt'
                          and not private.organisation_address_complete())),
    'schedules', jsonb_build_object('available', v_cron, 'jobs', v_jobs));
end;
$$;
revoke all on function public.admin_setup_status() from public, anon;
grant execute on function public.admin_setup_status() to authenticated;

-- purge_expired_records with the concussion records' links restricted
-- (issue 33 point 2, 20261129020000): an anonymised account is removed only
-- once no concussion record names it in any role (subject, participant's
-- owner, guardian, who confirmed, who recorded or cleared a removal), since
-- those links now refuse the delete instead of clearing who did what.
-- Otherwise as 20261128400000.

-- Deletes what deleted accounts left behind once its retention period is
-- over (see the header): registrations (and their refunds and refund logs) and
-- checkouts of programs that ended more than 7 years ago, concussion
-- confirmations that stopped counting and removals recorded more than 7 years
-- ago, deletion records older than 7 years, 'account_deleted' notices sent or
-- failed more than 30 days ago, and the anonymised account itself (auth user,
-- profile, participants, volunteer profile) once nothing of it is left.
-- Returns the counts. The server only (service role or pg_cron).
create or replace function public.purge_expired_records()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_cutoff date := (private.toronto_today() - make_interval(years => private.retention_years()))::date;
  v_users uuid[];
  v_parts uuid[];
  v_vols uuid[];
  v_regs uuid[];
  v_checkouts uuid[];
  n_regs integer := 0;
  n_checkouts integer := 0;
  n_confirmations integer := 0;
  n_removals integer := 0;
  n_records integer := 0;
  n_emails integer := 0;
  n_accounts integer := 0;
begin
  if not private.is_server_caller() then
    raise exception 'Only the server purges records' using errcode = '42501', hint = 'server_only';
  end if;
  perform set_config('app.purging_expired_records', 'on', true);

  v_users := array(select id from public.user_profiles where deleted_at is not null);
  v_parts := array(select id from public.participants where user_id = any (v_users));
  v_vols := array(select id from public.volunteer_profiles where user_id = any (v_users));

  v_regs := array(
    select r.id from public.registrations r join public.programs pr on pr.id = r.program_id
    where pr.end_date < v_cutoff
      and (r.participant_id = any (v_parts) or r.volunteer_id = any (v_vols)
           or (r.user_id = any (v_users) and r.participant_id is null and r.volunteer_id is null)));
  v_checkouts := array(
    select s.id from public.checkout_sessions s join public.programs pr on pr.id = s.program_id
    where s.user_id = any (v_users) and pr.end_date < v_cutoff);

  delete from public.refund_logs
  where registration_id = any (v_regs) or checkout_session_id = any (v_checkouts);
  delete from public.refunds
  where registration_id = any (v_regs) or checkout_session_id = any (v_checkouts);
  delete from public.money_corrections where registration_id = any (v_regs);
  delete from public.registrations where id = any (v_regs);
  get diagnostics n_regs = row_count;
  delete from public.checkout_sessions where id = any (v_checkouts);
  get diagnostics n_checkouts = row_count;

  delete from public.concussion_confirmations
  where (participant_id = any (v_parts) or user_id = any (v_users)) and valid_until < v_cutoff;
  get diagnostics n_confirmations = row_count;
  delete from public.concussion_removals
  where participant_id = any (v_parts) and (recorded_at at time zone 'America/Toronto')::date < v_cutoff;
  get diagnostics n_removals = row_count;

  delete from public.account_deletions
  where (deleted_at at time zone 'America/Toronto')::date < v_cutoff;
  get diagnostics n_records = row_count;

  delete from public.email_outbox
  where template = 'account_deleted' and status in ('sent', 'failed')
    and coalesce(sent_at, created_at) < now() - interval '30 days';
  get diagnostics n_emails = row_count;

  -- An anonymised account with nothing kept any more goes entirely (the
  -- profile, its participants and volunteer profile cascade from auth.users).
  with gone as (
    select u.id from public.user_profiles u
    where u.id = any (v_users)
      and u.deleted_at < now() - interval '1 day'
      and not exists (select 1 from public.registrations r
                      where r.user_id = u.id
                         or r.participant_id in (select p.id from public.participants p where p.user_id = u.id)
                         or r.volunteer_id in (select v.id from public.volunteer_profiles v where v.user_id = u.id))
      and not exists (select 1 from public.checkout_sessions s where s.user_id = u.id)
      and not exists (select 1 from public.refund_logs l where l.user_id = u.id)
      and not exists (select 1 from public.concussion_confirmations c
                      where c.user_id = u.id or c.guardian_id = u.id or c.confirmed_by = u.id
                         or c.participant_id in (select p.id from public.participants p where p.user_id = u.id))
      and not exists (select 1 from public.concussion_removals c
                      where c.recorded_by = u.id or c.cleared_by = u.id
                         or c.participant_id in (select p.id from public.participants p where p.user_id = u.id))
  )
  delete from auth.users where id in (select id from gone);
  get diagnostics n_accounts = row_count;

  return jsonb_build_object(
    'cutoff', v_cutoff, 'registrations', n_regs, 'checkout_sessions', n_checkouts,
    'concussion_confirmations', n_confirmations, 'concussion_removals', n_removals,
    'account_deletions', n_records, 'emails', n_emails, 'accounts', n_accounts);
end;
$$;

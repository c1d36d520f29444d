-- supabase/schemas (the current schema; supabase/README.md): my data, part 5 of 5.

-- An administrator deletes an account, saying why (1 to 500 characters).
-- Hints: admin_only, reason_required, reason_too_long, and those of
-- private.delete_account.
create or replace function public.admin_delete_account(p_user_id uuid, p_reason text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
begin
  if not private.is_admin() then
    raise exception 'Only administrators can delete accounts' using errcode = '42501', hint = 'admin_only';
  end if;
  if v_reason is null then
    raise exception 'Say why the account is deleted' using errcode = '22023', hint = 'reason_required';
  end if;
  if char_length(v_reason) > 500 then
    raise exception 'The reason is too long (500 characters at most)' using errcode = '22023', hint = 'reason_too_long';
  end if;
  return private.delete_account(p_user_id, true, v_reason);
end;
$$;
revoke all on function public.admin_delete_account(p_user_id uuid, p_reason text) from public, anon;

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
revoke all on function public.purge_expired_records() from public, anon, authenticated;

-- Account deletion (issue 25 point 4, 20261128400000_my_data.sql): the marks it
-- leaves are the deletion functions' alone, and the screens can read them.
--
-- * user_profiles.deleted_at, participants.anonymised_at and
--   volunteer_profiles.anonymised_at are set only by private.delete_account: a
--   browser insert gets null, a browser update that changes one is refused
--   (42501, hint protected_profile_column), administrators included. Otherwise
--   a user could mark their own account deleted by hand (user_profiles is
--   updatable column-wide by its owner) and have the purge remove it without
--   the deletion's checks, or an admin could hide a participant's missing
--   emergency contacts.
-- * participants and volunteer_profiles are readable column by column since
--   20261128100000; anonymised_at joins the readable columns, so a screen can
--   show 'Deleted participant' in the reader's language.
create or replace function private.guard_deletion_marks()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_col text := case when tg_table_name = 'user_profiles' then 'deleted_at' else 'anonymised_at' end;
  v_new timestamptz := (to_jsonb(new) ->> v_col)::timestamptz;
  v_old timestamptz;
begin
  if not private.is_direct_client() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new := jsonb_populate_record(new, jsonb_build_object(v_col, null));
    return new;
  end if;
  v_old := (to_jsonb(old) ->> v_col)::timestamptz;
  if v_new is distinct from v_old then
    raise exception 'Only an account deletion marks an account or a person as deleted'
      using errcode = '42501', hint = 'protected_profile_column';
  end if;
  return new;
end;
$$;
revoke all on function private.guard_deletion_marks() from public;

create trigger user_profiles_guard_deletion_marks
  before insert or update on public.user_profiles
  for each row execute function private.guard_deletion_marks();

create trigger participants_guard_deletion_marks
  before insert or update on public.participants
  for each row execute function private.guard_deletion_marks();

create trigger volunteer_profiles_guard_deletion_marks
  before insert or update on public.volunteer_profiles
  for each row execute function private.guard_deletion_marks();

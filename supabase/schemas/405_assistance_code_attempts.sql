-- supabase/schemas (the current schema; supabase/README.md): registrations, part 6 of 7.

-- User cancellation and refund request (spec 2 sections 4, 5, 8): a pending or
-- approved registration whose program starts strictly after today (Toronto)
-- becomes refunded (refund > 0) or cancelled, with a refund_logs row. No money
-- moves here: an administrator processes the refund.

-- =====================================================================
-- cancel_registration
-- =====================================================================

-- Owner (maker, participant's owner/guardian, the volunteer) or admin. Admins
-- may also cancel after the start. p_refund asks for the amount paid back
-- (never more than was paid). The reason is required and capped at 500
-- characters (CANCELLATION_REASON_MAX in
-- supabase/functions/_shared/domain/cancellation.ts; the 'Please specify' text
-- is free input). Errors carry the spec's texts and a stable hint; returns
-- { id, status, refund_amount }.
create or replace function public.cancel_registration(
  p_registration_id uuid,
  p_reason text,
  p_refund boolean default false
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reg public.registrations;
  v_start date;
  v_admin boolean := private.is_admin() or private.is_server_caller();
  v_refund integer;
  v_status text;
begin
  select * into v_reg from public.registrations where id = p_registration_id for update;
  if not found then
    raise exception 'Registration not found' using errcode = 'P0002', hint = 'not_found';
  end if;
  if not (v_admin or private.owns_registration(p_registration_id)) then
    raise exception 'You do not have permission to cancel this registration'
      using errcode = '42501', hint = 'not_owner';
  end if;
  if v_reg.status not in ('pending', 'approved') then
    raise exception 'Registration is already %', v_reg.status using hint = 'already_' || v_reg.status;
  end if;
  if nullif(trim(coalesce(p_reason, '')), '') is null then
    raise exception 'Please provide a reason for the cancellation/refund'
      using errcode = '22023', hint = 'reason_required';
  end if;
  if length(trim(p_reason)) > 500 then
    raise exception 'The reason must be 500 characters or fewer'
      using errcode = '22001', hint = 'reason_too_long';
  end if;
  select p.start_date into v_start from public.programs p where p.id = v_reg.program_id;
  if not v_admin and v_start <= private.toronto_today() then
    raise exception 'Registrations can only be cancelled before the program starts'
      using hint = 'program_started';
  end if;

  v_refund := case when coalesce(p_refund, false) then coalesce(v_reg.amount_paid, 0) else 0 end;
  v_status := case when v_refund > 0 then 'refunded' else 'cancelled' end;

  update public.registrations
  set status = v_status,
      refund_reason = trim(p_reason),
      refund_amount = case when v_refund > 0 then v_refund else refund_amount end,
      refunded_at = case when v_refund > 0 then now() else refunded_at end
  where id = p_registration_id;

  insert into public.refund_logs (registration_id, user_id, action, refund_amount, refund_reason, processed_by)
  values (
    p_registration_id,
    coalesce(v_reg.user_id, auth.uid()),
    case when v_refund > 0 then 'refund_requested' else 'cancelled' end,
    v_refund, trim(p_reason), auth.uid());

  return jsonb_build_object('id', p_registration_id, 'status', v_status, 'refund_amount', v_refund);
end;
$$;
revoke all on function public.cancel_registration(p_registration_id uuid, p_reason text, p_refund boolean) from public, anon;

create trigger registrations_refuse_inactive_account before insert or delete or update on public.registrations for each statement execute function private.refuse_inactive_account();

create trigger registration_responses_refuse_inactive_account before insert or delete or update on public.registration_responses for each statement execute function private.refuse_inactive_account();

create trigger registration_assistance_codes_refuse_inactive_account before insert or delete or update on public.registration_assistance_codes for each statement execute function private.refuse_inactive_account();

create trigger refund_logs_refuse_inactive_account before insert or delete or update on public.refund_logs for each statement execute function private.refuse_inactive_account();

-- Code guessing is throttled in the database (issue 17 point 3): a family
-- that types 10 wrong assistance codes within 10 minutes is refused with the
-- hint 'too_many_attempts' until the oldest of them is 10 minutes old.
-- Counted in a table, so the limit holds on any number of API servers, and
-- under a per-user advisory lock, so parallel guesses cannot slip past it.
-- Successful checks do not count. The same limit applies to
-- check_assistance_code (the registration screen's Apply button), to
-- create_registrations (20261125000200) and to the checkout function, which
-- checks typed codes through check_assistance_code with the family's id.

-- =====================================================================
-- assistance_code_attempts
-- =====================================================================

-- One row per wrong code typed by a signed-in user. Nobody reads it through
-- the API: only the definer functions below write and count it.
create table public.assistance_code_attempts (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.user_profiles (id) on delete cascade,
  program_id uuid references public.programs (id) on delete cascade,
  attempted_at timestamptz not null default now()
);
alter table public.assistance_code_attempts enable row level security;
revoke all on table public.assistance_code_attempts from anon, authenticated;

-- The count of a user's recent failures; the program foreign key.
create index assistance_code_attempts_user_idx on public.assistance_code_attempts (user_id, attempted_at desc);

create index assistance_code_attempts_program_idx on public.assistance_code_attempts (program_id);

-- =====================================================================
-- Helpers
-- =====================================================================

-- Raises 'too_many_attempts' when the user has 10 wrong codes in the last 10
-- minutes. Takes a per-user transaction lock first, so the count and the
-- failure a caller may then record are not interleaved with another guess.
create or replace function private.assert_code_attempts_left(p_user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_user_id is null then
    return;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('assistance-code-attempts:' || p_user_id::text, 0));
  if (select count(*) from public.assistance_code_attempts a
      where a.user_id = p_user_id and a.attempted_at > now() - interval '10 minutes') >= 10 then
    raise exception 'Too many attempts. Please wait a few minutes and try again.'
      using errcode = 'P0001', hint = 'too_many_attempts';
  end if;
end;
$$;
revoke all on function private.assert_code_attempts_left(p_user_id uuid) from public;

-- Records one wrong code for the user (and deletes their failures older than
-- a day, so the table stays small).
create or replace function private.record_code_failure(p_user_id uuid, p_program_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_user_id is null then
    return;
  end if;
  delete from public.assistance_code_attempts a
  where a.user_id = p_user_id and a.attempted_at < now() - interval '1 day';
  insert into public.assistance_code_attempts (user_id, program_id) values (p_user_id, p_program_id);
end;
$$;
revoke all on function private.record_code_failure(p_user_id uuid, p_program_id uuid) from public;

-- The price rule of one registration line, once in SQL (issue 18 step 3): a
-- volunteer registers free; otherwise an assistance code's price beats the
-- tier's, which beats the program's (spec 2 sections 5 and 9). Its TypeScript
-- twin is supabase/functions/_shared/domain/price-rule.ts; both run the cases
-- of price-rule.cases.json (tests/db/price-rule.test.ts for this one).
-- registration_before_insert below prices every line with it.

-- =====================================================================
-- private.registration_price
-- =====================================================================

-- Price in cents of one registration line; a null tier or code price means
-- no tier or no code applies.
create or replace function private.registration_price(
  p_program_price integer,
  p_tier_price integer,
  p_code_price integer,
  p_is_volunteer boolean default false
)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case when coalesce(p_is_volunteer, false) then 0
              else coalesce(p_code_price, p_tier_price, p_program_price) end
$$;
revoke all on function private.registration_price(p_program_price integer, p_tier_price integer, p_code_price integer, p_is_volunteer boolean) from public;
grant execute on function private.registration_price(p_program_price integer, p_tier_price integer, p_code_price integer, p_is_volunteer boolean) to authenticated, service_role;

create trigger registration_responses_check_answer
  before insert or update on public.registration_responses
  for each row execute function private.check_registration_answer();

create index registrations_refund_processed_by_idx on public.registrations (refund_processed_by);

-- The refunds list: requested or refunded registrations, checkouts to refund.
create index registrations_refund_rows_idx on public.registrations (refunded_at desc)
  where status = 'refunded' or amount_refunded > 0;

create index refund_logs_checkout_session_id_idx on public.refund_logs (checkout_session_id);

create index refund_logs_refund_id_idx on public.refund_logs (refund_id);

-- Foreign keys (and "who agreed to this version").
create index registrations_waiver_document_id_idx on public.registrations (waiver_document_id);

create index registrations_media_consent_document_id_idx on public.registrations (media_consent_document_id);

create index registrations_concussion_document_id_idx on public.registrations (concussion_document_id);

create trigger registrations_guard_consent_evidence
  before update on public.registrations
  for each row execute function private.guard_consent_evidence();

-- Newest first, ties by id: the order of the screen and of Export All's keyset.
create index registrations_date_id_idx on public.registrations (registration_date, id);

create index registrations_concussion_confirmation_idx on public.registrations (concussion_confirmation_id)
  where concussion_confirmation_id is not null;

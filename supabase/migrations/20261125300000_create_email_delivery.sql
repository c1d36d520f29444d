-- E-mail delivery (issue 19, "E-mail that arrives"). The outbox rows queued by
-- the approval trigger (20261122031100), payment fulfilment (20261123030000)
-- and the queue-registration-email edge function are drained by the
-- deliver-emails edge function (service role):
--
--   1. claim_email_batch(limit, lease) takes due messages with
--      `for update skip locked` (two runs never take the same row) and marks
--      them 'sending' for a lease;
--   2. the function sends each one, passing the message id to the provider as
--      its idempotency key, so a message re-sent after a crash between send
--      and record is not delivered twice;
--   3. record_email_result() stores 'sent', or schedules a retry with
--      exponential backoff (private.email_retry_delay), or gives up ('failed').
--
-- A claim whose lease expires (the sender crashed) is taken again by the next
-- claim. Admins read the outbox (policy in 20261122030400) and put a failed
-- message back in the queue with resend_email(); they no longer update rows
-- directly (see "Browser rights" below).

-- =====================================================================
-- email_outbox: delivery columns
-- =====================================================================

-- 'sending' is a claimed message whose result is not recorded yet. Existing
-- writers only insert 'queued' (the default), which stays valid.
alter table public.email_outbox drop constraint email_outbox_status_check;
alter table public.email_outbox add constraint email_outbox_status_check
  check (status in ('queued', 'sending', 'sent', 'failed'));

-- The provider's last error for the message (nothing wrote `error` before);
-- its 2,000-character limit keeps the <table>_<column>_max name (20261125000600).
alter table public.email_outbox rename column error to last_error;
alter table public.email_outbox rename constraint email_outbox_error_max to email_outbox_last_error_max;

-- attempts: sends tried (a claim counts one); next_attempt_at: when a queued
-- message is due (now for a new one, later for a retry); claimed_at and
-- lease_expires_at: the current claim of a 'sending' message;
-- provider_message_id: the provider's id of the sent message.
alter table public.email_outbox
  add column attempts integer not null default 0,
  add column next_attempt_at timestamptz not null default now(),
  add column claimed_at timestamptz,
  add column lease_expires_at timestamptz,
  add column provider_message_id text;

-- Attempts never go below zero; a provider id is an identifier (255, as the
-- payment providers' ids in 20261125000600).
alter table public.email_outbox add constraint email_outbox_attempts_not_negative check (attempts >= 0);
alter table public.email_outbox add constraint email_outbox_provider_message_id_max
  check (char_length(provider_message_id) <= 255);
-- A 'sending' message always has a lease; a 'sent' one its time of sending.
alter table public.email_outbox add constraint email_outbox_sending_has_lease
  check (status <> 'sending' or (claimed_at is not null and lease_expires_at is not null));
alter table public.email_outbox add constraint email_outbox_sent_has_time
  check (status <> 'sent' or sent_at is not null);

-- The claim's two searches: queued messages by due time, claims by lease end.
create index email_outbox_queued_due_idx on public.email_outbox (next_attempt_at) where status = 'queued';
create index email_outbox_sending_lease_idx on public.email_outbox (lease_expires_at) where status = 'sending';

-- =====================================================================
-- Browser rights
-- =====================================================================

-- Admins used to be able to update any column of any outbox row (no screen
-- used it). That would let an admin session (or a script injected into one)
-- rewrite the recipient or body of a queued message, mark it 'sent', or reset
-- its attempts. The only change an admin needs, "Send again", is
-- resend_email() below; every other write is the server's. Non-admins could
-- never update (the policy checked is_admin) and still cannot. Admins keep
-- reading the outbox through "E-mail outbox is viewable by admins".
drop policy "E-mail outbox is editable by admins" on public.email_outbox;
revoke update on public.email_outbox from authenticated;

-- =====================================================================
-- Backoff rule (the TypeScript copy: _shared/domain/email-backoff.ts)
-- =====================================================================

-- The rule's constants, equal to EMAIL_MAX_ATTEMPTS, EMAIL_BASE_DELAY_SECONDS
-- and EMAIL_MAX_DELAY_SECONDS (tests/db/email-delivery.test.ts compares them).
create or replace function private.email_delivery_limits(
  out max_attempts integer,
  out base_delay_seconds integer,
  out max_delay_seconds integer
)
language sql
immutable
set search_path = ''
as $$
  select 8, 60, 3600
$$;

-- Seconds to wait before the next attempt after p_attempts failed attempts
-- (fewer than one counts as one): the base delay doubled per attempt, capped;
-- null when no attempt is left. Same cases as email-backoff.cases.json.
create or replace function private.email_retry_delay(p_attempts integer)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case
    when greatest(coalesce(p_attempts, 1), 1) >= l.max_attempts then null
    else least(l.base_delay_seconds * power(2::numeric, greatest(coalesce(p_attempts, 1), 1) - 1),
               l.max_delay_seconds)::integer
  end
  from private.email_delivery_limits() l
$$;

-- =====================================================================
-- claim_email_batch (server only)
-- =====================================================================

-- Claims up to p_limit due messages, oldest first, for p_lease: queued ones
-- whose next_attempt_at has come, and 'sending' ones whose lease expired (the
-- sender stopped before recording; the provider's idempotency key keeps a
-- second send from delivering twice). Each claimed row becomes 'sending' with
-- attempts + 1; the rows are returned with their new attempts, which the
-- sender passes back to record_email_result(). `for update skip locked`:
-- rows another claim is taking are skipped, never waited for or taken twice.
-- An expired claim that used the last attempt is given up ('failed').
create or replace function public.claim_email_batch(
  p_limit integer default 20,
  p_lease interval default interval '5 minutes'
)
returns setof public.email_outbox
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_max integer := (select l.max_attempts from private.email_delivery_limits() l);
begin
  if not private.is_server_caller() then
    raise exception 'Only the server delivers e-mail' using errcode = '42501', hint = 'server_only';
  end if;
  if p_limit is null or p_limit < 1 or p_limit > 100 then
    raise exception 'The batch size must be between 1 and 100' using errcode = '22023', hint = 'invalid_batch_size';
  end if;
  if p_lease is null or p_lease < interval '10 seconds' or p_lease > interval '1 hour' then
    raise exception 'The lease must be between 10 seconds and 1 hour' using errcode = '22023', hint = 'invalid_lease';
  end if;

  with expired as (
    select o.id from public.email_outbox o
    where o.status = 'sending' and o.lease_expires_at <= now() and o.attempts >= v_max
    for update skip locked
  )
  update public.email_outbox o
  set status = 'failed', lease_expires_at = null,
      last_error = left('Delivery not confirmed: the sender stopped before recording the result of the last attempt. '
                        || coalesce('Previous error: ' || o.last_error, ''), 2000)
  from expired
  where o.id = expired.id;

  return query
  with picked as (
    select o.id from public.email_outbox o
    where (o.status = 'queued' and o.next_attempt_at <= now())
       or (o.status = 'sending' and o.lease_expires_at <= now() and o.attempts < v_max)
    order by o.created_at, o.id
    limit p_limit
    for update skip locked
  )
  update public.email_outbox o
  set status = 'sending', attempts = o.attempts + 1, claimed_at = now(), lease_expires_at = now() + p_lease
  from picked
  where o.id = picked.id
  returning o.*;
end;
$$;

-- =====================================================================
-- record_email_result (server only)
-- =====================================================================

-- Records the outcome of the attempt p_attempt (the attempts value the claim
-- returned) and returns the message's status afterwards.
-- - p_ok: 'sent' with sent_at and the provider's id. A success is a fact, so
--   it is recorded even from a claim that has since expired; a message already
--   'sent' is left as it is (a repeated report changes nothing).
-- - failure: only from the current claim (status 'sending', same attempt);
--   otherwise ignored. Queued again at now() + email_retry_delay(attempts), or
--   'failed' when no attempt is left or p_permanent (the provider refused the
--   message for good, e.g. an invalid address). The error is kept (2,000 chars).
create or replace function public.record_email_result(
  p_id uuid,
  p_attempt integer,
  p_ok boolean,
  p_provider_message_id text default null,
  p_error text default null,
  p_permanent boolean default false
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.email_outbox;
  v_delay integer;
begin
  if not private.is_server_caller() then
    raise exception 'Only the server delivers e-mail' using errcode = '42501', hint = 'server_only';
  end if;
  select * into v_row from public.email_outbox where id = p_id for update;
  if not found then
    raise exception 'E-mail not found' using errcode = 'P0002', hint = 'email_not_found';
  end if;
  if v_row.status = 'sent' then
    return 'sent';
  end if;

  if coalesce(p_ok, false) then
    update public.email_outbox
    set status = 'sent', sent_at = now(), provider_message_id = p_provider_message_id,
        lease_expires_at = null, last_error = null
    where id = p_id;
    return 'sent';
  end if;

  if v_row.status <> 'sending' or v_row.attempts is distinct from p_attempt then
    return v_row.status;
  end if;
  v_delay := case when coalesce(p_permanent, false) then null else private.email_retry_delay(v_row.attempts) end;
  update public.email_outbox
  set status = case when v_delay is null then 'failed' else 'queued' end,
      next_attempt_at = case when v_delay is null then next_attempt_at else now() + make_interval(secs => v_delay) end,
      lease_expires_at = null,
      last_error = left(coalesce(nullif(p_error, ''), 'Unknown error'), 2000)
  where id = p_id;
  return case when v_delay is null then 'failed' else 'queued' end;
end;
$$;

-- =====================================================================
-- resend_email (admins)
-- =====================================================================

-- "Send again" on the admin E-mail view: a failed message goes back to the
-- queue, due now, with its attempts reset (its last error stays visible until
-- it is sent). Only failed messages: a queued or sending one is on its way, a
-- sent one was delivered. The message keeps its id, so the provider's
-- idempotency key still prevents a second delivery of one that did arrive.
create or replace function public.resend_email(p_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status text;
begin
  if not private.is_admin() then
    raise exception 'Only an administrator can send an e-mail again' using errcode = '42501', hint = 'admin_only';
  end if;
  select status into v_status from public.email_outbox where id = p_id for update;
  if not found then
    raise exception 'E-mail not found' using errcode = 'P0002', hint = 'email_not_found';
  end if;
  if v_status <> 'failed' then
    raise exception 'Only a failed e-mail can be sent again' using errcode = '55000', hint = 'email_not_failed';
  end if;
  update public.email_outbox
  set status = 'queued', attempts = 0, next_attempt_at = now(), claimed_at = null, lease_expires_at = null
  where id = p_id;
end;
$$;

-- =====================================================================
-- Execute rights
-- =====================================================================

-- The backoff helpers are used inside the definer functions only.
revoke all on function private.email_delivery_limits(), private.email_retry_delay(integer)
  from public, anon, authenticated;
-- Claim and record: the server only (the functions also check their caller).
revoke all on function
  public.claim_email_batch(integer, interval),
  public.record_email_result(uuid, integer, boolean, text, text, boolean)
  from public, anon, authenticated;
grant execute on function
  public.claim_email_batch(integer, interval),
  public.record_email_result(uuid, integer, boolean, text, text, boolean)
  to service_role;
-- Send again: signed-in callers (the function refuses non-admins).
revoke all on function public.resend_email(uuid) from public, anon;
grant execute on function public.resend_email(uuid) to authenticated;

-- supabase/schemas (the current schema; supabase/README.md): mail, part 2 of 4.

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
revoke all on function private.email_retry_delay(p_attempts integer) from public;

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
-- Receipts are not claimed while the organisation's address is incomplete
-- (public.organisation_settings): they stay queued, not failed.
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
    where ((o.status = 'queued' and o.next_attempt_at <= now())
           or (o.status = 'sending' and o.lease_expires_at <= now() and o.attempts < v_max))
      -- A receipt names the organisation's postal address: held, queued, until it is complete (issue 36).
      and (o.template is distinct from 'payment_receipt' or private.organisation_address_complete())
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
-- Claim and record: the server only (the functions also check their caller).
revoke all on function public.claim_email_batch(p_limit integer, p_lease interval) from public, anon, authenticated;

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
revoke all on function public.record_email_result(p_id uuid, p_attempt integer, p_ok boolean, p_provider_message_id text, p_error text, p_permanent boolean) from public, anon, authenticated;

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
-- Send again: signed-in callers (the function refuses non-admins).
revoke all on function public.resend_email(p_id uuid) from public, anon;

-- The rest of the messages of issue 19 ("E-mail that arrives", point 6):
--
--   * one payment receipt per paid checkout (receipt number, payer, each
--     participant and program with its amount, card's last four digits), in
--     place of the per-registration 'registration_paid' message;
--   * 'registration_rejected' when an administrator rejects a registration;
--   * 'registration_cancelled' when a pending or approved registration is
--     cancelled, with the refund requested (cancel_registration, an admin);
--   * the database asks for a delivery run as soon as a message is queued,
--     where pg_net exists (hosted Supabase); elsewhere the schedule of
--     20261125310000 (local-supabase: every 5 seconds) sends it.
--
-- The rows keep a short plain-text subject and body in the recipient's
-- language (what is sent if rendering ever has no data); deliver-emails
-- renders the real message from the template and the rows it points at
-- (_shared/email-delivery-data.ts).

-- =====================================================================
-- checkout_sessions: receipt number and card
-- =====================================================================

-- Receipt numbers: R-<year>-<6 digits>, assigned once when a checkout is
-- fulfilled (a gap-free series is not promised: a rolled-back fulfilment
-- burns a number). card_last4: the card's last four digits when the provider
-- tells us (Stripe's charge, or the test checkout's test card).
create sequence public.receipt_number_seq as bigint;
revoke all on sequence public.receipt_number_seq from anon, authenticated;

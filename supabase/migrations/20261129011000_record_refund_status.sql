-- The status Stripe reports for a refund, and its changes (issue 33 point 7a;
-- decision 0054). Stripe answers a refund 'pending' (or 'requires_action')
-- when the bank settles later, then 'succeeded', 'failed' or 'canceled'; a
-- refund that succeeded can still fail later. The webhook recorded 'pending'
-- as succeeded. Now every answer (refund-payment's, charge.refunded's list,
-- charge.refund.updated) goes through record_provider_refund_status, and the
-- rule is:
-- * pending / requires_action: the refund stays 'pending' in public.refunds,
--   with provider_status saying what Stripe said. It is reserved (counts
--   against what is left, so refunds never pass what was paid) but is not
--   refunded: no amount_refunded, no refund line, no e-mail to the family;
-- * succeeded: recorded as before (amount_refunded, a 'refunded' line, the
--   e-mail);
-- * failed / canceled: a pending refund is released ('failed'); a refund
--   already recorded as succeeded is taken back (amount_refunded lowered, a
--   'refund_failed' line), so what was refunded is what Stripe gave back.

alter table public.refunds
  add column provider_status text
    constraint refunds_provider_status_check
    check (provider_status in ('pending', 'requires_action', 'succeeded', 'failed', 'canceled'));

alter table public.refund_logs drop constraint refund_logs_action_check;
alter table public.refund_logs add constraint refund_logs_action_check
  check (action in ('cancelled', 'refund_requested', 'refunded', 'refund_failed'));

-- One refund row to the state Stripe reports (p_state: pending, succeeded or
-- failed; p_status: Stripe's word). Returns the cents newly recorded as
-- refunded, or -1 when the amount no longer fits (a released refund coming
-- back after the amount was refunded otherwise). The caller holds the lock.
create or replace function private.move_refund(p_refund_id uuid, p_state text, p_status text, p_provider_refund_id text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_f public.refunds;
  v_left integer;
  v_user uuid;
begin
  select * into v_f from public.refunds where id = p_refund_id for update;
  if v_f.status = 'succeeded' and p_state = 'pending' then
    return 0; -- Stripe does not go back; an older event arriving late.
  end if;
  update public.refunds
  set provider_status = p_status,
      provider_refund_id = coalesce(provider_refund_id, left(p_provider_refund_id, 255))
  where id = v_f.id;
  if v_f.status = p_state then
    return 0;
  end if;
  if v_f.status = 'failed' then
    -- Released earlier: back only if it still fits in what is left.
    if v_f.registration_id is not null then
      select r.amount_paid - private.refund_reserved(r.id, null) into v_left
      from public.registrations r where r.id = v_f.registration_id for update;
    else
      select s.amount_total - private.refund_reserved(null, s.id) into v_left
      from public.checkout_sessions s where s.id = v_f.checkout_session_id for update;
    end if;
    if coalesce(v_left, 0) < v_f.amount then
      return -1;
    end if;
  end if;
  if p_state = 'pending' then
    update public.refunds set status = 'pending', completed_at = null, failure_message = null where id = v_f.id;
    return 0;
  end if;
  if p_state = 'succeeded' then
    update public.refunds set status = 'succeeded', completed_at = now(), failure_message = null where id = v_f.id;
    perform private.apply_refund(v_f.id);
    return v_f.amount;
  end if;
  -- failed or canceled
  update public.refunds
  set status = 'failed', completed_at = now(), failure_message = 'Refund ' || p_status || ' at Stripe'
  where id = v_f.id;
  if v_f.status = 'succeeded' then
    if v_f.registration_id is not null then
      update public.registrations set amount_refunded = greatest(amount_refunded - v_f.amount, 0)
      where id = v_f.registration_id returning user_id into v_user;
    else
      update public.checkout_sessions set amount_refunded = greatest(amount_refunded - v_f.amount, 0)
      where id = v_f.checkout_session_id returning user_id into v_user;
    end if;
    insert into public.refund_logs (registration_id, checkout_session_id, user_id, action, refund_amount,
                                    refund_reason, processed_by, refund_id, provider_refund_id)
    values (v_f.registration_id, v_f.checkout_session_id, v_user, 'refund_failed', v_f.amount,
            'Refund ' || p_status || ' at Stripe after it succeeded', null, v_f.id, v_f.provider_refund_id);
  end if;
  return 0;
end;
$$;
revoke all on function private.move_refund(uuid, text, text, text) from public, anon, authenticated;

-- A refund as Stripe reports it (server only): refund-payment's answer,
-- each refund listed by charge.refunded, charge.refund.updated. Keyed by
-- Stripe's refund id, or by ours (p_refund_id, from its metadata): a known
-- refund moves to the reported state (see the header); an unknown one (made
-- in Stripe's dashboard) is recorded, in that state, on the checkout waiting
-- for a refund, else on the registrations paid with the payment intent
-- (refund requests first), never more than is left on each; an unknown failed
-- one records nothing. Hint invalid_status for a status Stripe does not use.
-- Returns { recorded, duplicate, unassigned, state }: cents newly refunded,
-- whether nothing changed for a known refund, cents that fit nowhere.
create or replace function public.record_provider_refund_status(
  p_payment_intent_id text,
  p_provider_refund_id text,
  p_amount integer,
  p_status text,
  p_refund_id uuid default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_state text := case p_status when 'succeeded' then 'succeeded' when 'pending' then 'pending'
    when 'requires_action' then 'pending' when 'failed' then 'failed' when 'canceled' then 'failed' end;
  v_f public.refunds;
  v_known boolean := false;
  v_final text;
  v_changed boolean := false;
  v_moved integer;
  v_recorded integer := 0;
  v_unassigned integer := 0;
  v_rest integer := coalesce(p_amount, 0);
  v_s public.checkout_sessions;
  v_reg record;
  v_left integer;
  v_part integer;
  v_id uuid;
begin
  if not private.is_server_caller() then
    raise exception 'Only the server records refunds' using errcode = '42501', hint = 'server_only';
  end if;
  if v_state is null then
    raise exception 'Unknown refund status %', p_status using errcode = '22023', hint = 'invalid_status';
  end if;
  if p_provider_refund_id is null or p_payment_intent_id is null or v_rest <= 0 then
    return jsonb_build_object('recorded', 0, 'duplicate', false, 'unassigned', greatest(v_rest, 0), 'state', v_state);
  end if;
  -- One at a time per payment intent (the answer and the events may race).
  perform pg_advisory_xact_lock(hashtext('refund:' || p_payment_intent_id));

  for v_f in
    select * from public.refunds
    where provider_refund_id = p_provider_refund_id
       or (p_refund_id is not null and id = p_refund_id and payment_intent_id = p_payment_intent_id)
    order by created_at, id
  loop
    v_known := true;
    v_changed := v_changed or (not (v_f.status = 'succeeded' and v_state = 'pending')
      and (v_f.status <> v_state or v_f.provider_status is distinct from p_status));
    v_moved := private.move_refund(v_f.id, v_state, p_status, p_provider_refund_id);
    if v_moved < 0 then
      v_unassigned := v_unassigned + v_f.amount;
    else
      v_recorded := v_recorded + v_moved;
    end if;
    select status into v_final from public.refunds where id = v_f.id;
  end loop;
  if v_known or v_state = 'failed' then
    -- state: where the refund now is (an answer arriving after the event that settled it says so).
    return jsonb_build_object('recorded', v_recorded, 'duplicate', v_known and not v_changed,
                              'unassigned', v_unassigned, 'state', coalesce(v_final, v_state));
  end if;

  -- Made in Stripe's dashboard: a checkout waiting for its refund first.
  select * into v_s from public.checkout_sessions
  where payment_intent_id = p_payment_intent_id and status = 'refund_needed'
  order by created_at limit 1 for update;
  if found then
    v_left := v_s.amount_total - private.refund_reserved(null, v_s.id);
    v_part := least(v_rest, greatest(v_left, 0));
    if v_part > 0 then
      insert into public.refunds (checkout_session_id, payment_intent_id, amount, status, provider, source,
                                  provider_refund_id, provider_status, completed_at)
      values (v_s.id, p_payment_intent_id, v_part, v_state, 'stripe', 'stripe_dashboard',
              left(p_provider_refund_id, 255), p_status, case when v_state = 'succeeded' then now() end)
      returning id into v_id;
      if v_state = 'succeeded' then
        perform private.apply_refund(v_id);
        v_recorded := v_recorded + v_part;
      end if;
      v_rest := v_rest - v_part;
    end if;
  end if;

  -- Then the registrations paid with it: refund requests first, then the oldest.
  for v_reg in
    select r.id, r.amount_paid from public.registrations r
    where r.payment_intent_id = p_payment_intent_id and r.amount_paid > 0
    order by (r.status = 'refunded') desc, r.created_at, r.id
    for update
  loop
    exit when v_rest <= 0;
    v_left := v_reg.amount_paid - private.refund_reserved(v_reg.id, null);
    v_part := least(v_rest, greatest(v_left, 0));
    continue when v_part <= 0;
    insert into public.refunds (registration_id, payment_intent_id, amount, status, provider, source,
                                provider_refund_id, provider_status, completed_at)
    values (v_reg.id, p_payment_intent_id, v_part, v_state, 'stripe', 'stripe_dashboard',
            left(p_provider_refund_id, 255), p_status, case when v_state = 'succeeded' then now() end)
    returning id into v_id;
    if v_state = 'succeeded' then
      perform private.apply_refund(v_id);
      v_recorded := v_recorded + v_part;
    end if;
    v_rest := v_rest - v_part;
  end loop;
  return jsonb_build_object('recorded', v_recorded, 'duplicate', false, 'unassigned', v_rest, 'state', v_state);
end;
$$;
revoke all on function public.record_provider_refund_status(text, text, integer, text, uuid) from public, anon, authenticated;
grant execute on function public.record_provider_refund_status(text, text, integer, text, uuid) to service_role;

-- The earlier form (20261125700000), kept for callers that only know
-- succeeded or not: the same rules.
create or replace function public.record_provider_refund(
  p_payment_intent_id text,
  p_provider_refund_id text,
  p_amount integer,
  p_succeeded boolean default true,
  p_refund_id uuid default null
)
returns jsonb
language sql
security definer
set search_path = ''
as $$
  select public.record_provider_refund_status(p_payment_intent_id, p_provider_refund_id, p_amount,
    case when coalesce(p_succeeded, true) then 'succeeded' else 'failed' end, p_refund_id)
$$;
revoke all on function public.record_provider_refund(text, text, integer, boolean, uuid) from public, anon, authenticated;
grant execute on function public.record_provider_refund(text, text, integer, boolean, uuid) to service_role;

-- supabase/schemas (the current schema; supabase/README.md): payments and refunds, part 4 of 8.

-- The provider's answer to a reserved refund (server only): p_ok true records
-- it (with the provider's refund id), false releases it (p_error: the
-- provider's reason). Once: a refund already finished is left as it is.
-- Returns { status, already }.
create or replace function public.finish_refund(
  p_refund_id uuid,
  p_ok boolean,
  p_provider_refund_id text default null,
  p_error text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_f public.refunds;
begin
  if not private.is_server_caller() then
    raise exception 'Only the server records refunds' using errcode = '42501', hint = 'server_only';
  end if;
  select * into v_f from public.refunds where id = p_refund_id for update;
  if not found then
    raise exception 'Refund not found' using errcode = 'P0002', hint = 'not_found';
  end if;
  if v_f.status <> 'pending' then
    return jsonb_build_object('status', v_f.status, 'already', true);
  end if;
  if not coalesce(p_ok, false) then
    update public.refunds
    set status = 'failed', completed_at = now(), failure_message = left(coalesce(p_error, 'Refused'), 1000)
    where id = v_f.id;
    return jsonb_build_object('status', 'failed', 'already', false);
  end if;
  update public.refunds
  set status = 'succeeded', completed_at = now(), provider_refund_id = left(p_provider_refund_id, 255)
  where id = v_f.id;
  perform private.apply_refund(v_f.id);
  return jsonb_build_object('status', 'succeeded', 'already', false);
end;
$$;
revoke all on function public.finish_refund(p_refund_id uuid, p_ok boolean, p_provider_refund_id text, p_error text) from public, anon, authenticated;

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
revoke all on function public.record_provider_refund_status(p_payment_intent_id text, p_provider_refund_id text, p_amount integer, p_status text, p_refund_id uuid) from public, anon, authenticated;

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
revoke all on function public.record_provider_refund(p_payment_intent_id text, p_provider_refund_id text, p_amount integer, p_succeeded boolean, p_refund_id uuid) from public, anon, authenticated;

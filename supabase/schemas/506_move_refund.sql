-- supabase/schemas (the current schema; supabase/README.md): payments and refunds, part 7 of 8.

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
revoke all on function private.move_refund(p_refund_id uuid, p_state text, p_status text, p_provider_refund_id text) from public;

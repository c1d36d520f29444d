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

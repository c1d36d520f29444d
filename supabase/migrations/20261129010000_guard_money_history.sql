-- Money history is written only by the payment, fulfilment and refund
-- functions (issue 33 points 1 and 7b; ARCHITECTURE section 3 "Records an
-- organisation cannot recreate"; decision 0054).
--
-- A second review found that an administrator could rewrite what was paid
-- (amount_paid 15000 -> 900000, then refund more than was really paid), write,
-- change and erase refund lines, zero a paid registration's money and then
-- delete it, and set any family's Stripe customer. Now:
-- * amount_paid, the payment ids (stripe_session_id, payment_intent_id,
--   checkout_session_id) and the family's refund request (refund_amount,
--   refunded_at) are refused to every browser update, administrators included
--   (hint money_columns_server_only), as the refund columns already were;
-- * refund_logs has no insert, update or delete for browsers: only the
--   functions that cancel, refund and record write it;
-- * what an administrator needs instead (a refund made outside the site, a
--   mistaken amount corrected) is in 20261129010500_create_money_corrections.sql;
-- * user_profiles.stripe_customer_id is set only by the server (the card and
--   checkout functions, service role): hint customer_id_server_only.

-- =====================================================================
-- Money columns of a registration
-- =====================================================================

-- As 20261125700000 (refund columns), plus the money paid, the payment ids and
-- the family's refund request. Security invoker on purpose: current_user tells
-- a direct browser statement from one inside a definer function or the server.
create or replace function private.guard_refund_columns()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_direct_client() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.amount_refunded := 0;
    new.refund_processed_at := null;
    new.refund_processed_by := null;
    new.provider_refund_id := null;
  elsif new.amount_refunded is distinct from old.amount_refunded
        or new.refund_processed_at is distinct from old.refund_processed_at
        or new.refund_processed_by is distinct from old.refund_processed_by
        or new.provider_refund_id is distinct from old.provider_refund_id then
    raise exception 'Refunds are recorded only by the refund functions'
      using errcode = '42501', hint = 'refund_columns_server_only';
  elsif (new.amount_paid, new.stripe_session_id, new.payment_intent_id, new.checkout_session_id,
         new.refund_amount, new.refunded_at)
        is distinct from
        (old.amount_paid, old.stripe_session_id, old.payment_intent_id, old.checkout_session_id,
         old.refund_amount, old.refunded_at) then
    raise exception 'What was paid is recorded only by the payment functions; use admin_correct_amount_paid'
      using errcode = '42501', hint = 'money_columns_server_only';
  end if;
  return new;
end;
$$;

-- =====================================================================
-- refund_logs: written by the functions only
-- =====================================================================

drop policy "Refund logs are manageable by admins" on public.refund_logs;
revoke insert, update, delete on public.refund_logs from authenticated;

-- =====================================================================
-- stripe_customer_id: the server's only
-- =====================================================================

-- As 20261125600000, plus: no browser caller, administrators included, sets
-- or changes a Stripe customer (it would let an administrator charge another
-- family's saved card); the card and checkout functions write it with the
-- service role.
create or replace function private.guard_user_profile()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_direct_client() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.stripe_customer_id := null;
    if (select private.is_admin()) then
      return new;
    end if;
    if new.role not in ('participant', 'parent_guardian', 'coach', 'volunteer') then
      new.role := 'participant';
    end if;
    new.is_active := true;
    new.email := coalesce(auth.email(), new.email);
    return new;
  end if;
  if not (select private.is_admin()) then
    if new.role is distinct from old.role
       or new.is_active is distinct from old.is_active
       or new.stripe_customer_id is distinct from old.stripe_customer_id
       or new.email is distinct from old.email
       or new.id is distinct from old.id then
      raise exception 'Only an administrator can change role, account status, e-mail or payment customer'
        using errcode = '42501', hint = 'protected_profile_column';
    end if;
    return new;
  end if;
  if new.stripe_customer_id is distinct from old.stripe_customer_id then
    raise exception 'The payment customer is set only by the card functions'
      using errcode = '42501', hint = 'customer_id_server_only';
  end if;
  if new.role is distinct from old.role or new.is_active is distinct from old.is_active then
    raise exception 'Roles and account status change through admin_set_user_role and admin_set_user_active'
      using errcode = '42501', hint = 'use_account_functions';
  end if;
  return new;
end;
$$;

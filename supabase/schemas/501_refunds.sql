-- supabase/schemas (the current schema; supabase/README.md): payments and refunds, part 2 of 8.

-- =====================================================================
-- Deleting a participant
-- =====================================================================

-- Refuses a family's delete while money or a started program is at stake
-- (hints participant_has_paid_registration, participant_in_started_program);
-- then, for every caller, cancels the active registrations (a refund log
-- line each: nothing is refunded here, an admin decides) and detaches all of
-- them. Security definer: the family cannot update registrations itself.
create or replace function private.participant_before_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_family boolean := not (private.is_admin() or private.is_server_caller());
  v_name text := nullif(btrim(concat_ws(' ', old.first_name, old.last_name)), '');
begin
  if v_family then
    if exists (select 1 from public.registrations r
               where r.participant_id = old.id and r.status in ('pending', 'approved') and r.amount_paid > 0) then
      raise exception '% has a paid registration: cancel it first, or contact an administrator', v_name
        using errcode = '23503', hint = 'participant_has_paid_registration';
    end if;
    if exists (select 1 from public.registrations r join public.programs p on p.id = r.program_id
               where r.participant_id = old.id and r.status in ('pending', 'approved')
                 and p.start_date <= private.toronto_today()) then
      raise exception '% is registered in a program that has started: contact an administrator', v_name
        using errcode = '23503', hint = 'participant_in_started_program';
    end if;
  end if;

  insert into public.refund_logs (registration_id, user_id, action, refund_amount, refund_reason, processed_by)
  select r.id, r.user_id, 'cancelled', 0, 'participant_removed', auth.uid()
  from public.registrations r
  where r.participant_id = old.id and r.status in ('pending', 'approved');

  update public.registrations r
  set status = case when r.status in ('pending', 'approved', 'draft') then 'cancelled' else r.status end,
      refund_reason = case when r.status in ('pending', 'approved', 'draft') then 'participant_removed'
                           else r.refund_reason end,
      participant_removed_at = now(),
      removed_participant_name = left(v_name, 201),
      participant_id = null
  where r.participant_id = old.id;
  return old;
end;
$$;
revoke all on function private.participant_before_delete() from public;

-- Every delete of a participant: direct, by delete_participant_cascade, or
-- cascading from an account an admin removes.
create trigger participants_before_delete
  before delete on public.participants
  for each row execute function private.participant_before_delete();

-- =====================================================================
-- purge_expired_records
-- =====================================================================

-- Paid registrations are kept for good (20261125000300) except by the purge
-- below: the server, with app.purging_expired_records on in its transaction.
create or replace function private.keep_paid_registration()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if current_setting('app.purging_expired_records', true) = 'on' and private.is_server_caller() then
    return old;
  end if;
  if old.amount_paid > 0 or coalesce(old.refund_amount, 0) > 0 or old.checkout_session_id is not null
     or old.payment_intent_id is not null
     or exists (select 1 from public.refund_logs l where l.registration_id = old.id) then
    raise exception 'This registration has payment history and cannot be deleted'
      using errcode = '23503', hint = 'registration_has_payment_history';
  end if;
  return old;
end;
$$;
revoke all on function private.keep_paid_registration() from public;

-- Every delete, whoever runs it.
create trigger registrations_keep_paid
  before delete on public.registrations
  for each row execute function private.keep_paid_registration();

create index checkout_sessions_refund_processed_by_idx on public.checkout_sessions (refund_processed_by);

create index checkout_sessions_refund_rows_idx on public.checkout_sessions (created_at desc)
  where status = 'refund_needed' or amount_refunded > 0;

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

create trigger registrations_guard_refund_columns
  before insert or update on public.registrations
  for each row execute function private.guard_refund_columns();

-- =====================================================================
-- refunds
-- =====================================================================

-- One refund of one registration or one checkout. 'pending': reserved, the
-- provider is being asked (or did not answer); 'succeeded': money went back;
-- 'failed': the provider refused, nothing changed (the reservation is released).
create table public.refunds (
  id uuid default gen_random_uuid() not null,
  registration_id uuid,
  checkout_session_id uuid,
  payment_intent_id text,
  amount integer not null,
  status text default 'pending'::text not null,
  provider text not null,
  -- Who started it: an administrator through refund-payment, or Stripe's dashboard (the webhook).
  source text default 'admin'::text not null,
  provider_refund_id text,
  note text,
  failure_message text,
  created_by uuid,
  created_at timestamp with time zone default now() not null,
  completed_at timestamp with time zone,
  -- The status Stripe reports for a refund, and its changes (issue 33 point 7a; decision 0054).
  provider_status text,
  constraint refunds_pkey primary key (id),
  constraint refunds_registration_id_fkey foreign key (registration_id) references public.registrations(id) on delete restrict,
  constraint refunds_checkout_session_id_fkey foreign key (checkout_session_id) references public.checkout_sessions(id) on delete restrict,
  constraint refunds_created_by_fkey foreign key (created_by) references public.user_profiles(id) on delete set null,
  constraint refunds_payment_intent_id_max check ((char_length(payment_intent_id) <= 255)),
  constraint refunds_amount_check check ((amount > 0)),
  constraint refunds_status_check check ((status = any (array['pending'::text, 'succeeded'::text, 'failed'::text]))),
  constraint refunds_source_check check ((source = any (array['admin'::text, 'stripe_dashboard'::text]))),
  constraint refunds_provider_refund_id_max check ((char_length(provider_refund_id) <= 255)),
  constraint refunds_note_max check ((char_length(note) <= 500)),
  constraint refunds_failure_message_max check ((char_length(failure_message) <= 1000)),
  constraint refunds_one_target check ((num_nonnulls(registration_id, checkout_session_id) = 1)),
  constraint refunds_completed check (((status = 'pending'::text) = (completed_at is null))),
  -- What an administrator needs now that money columns and refund lines are the functions' only (issue 33 point
  -- 1; 20261129010000_guard_money_history.sql; decision 0054): a refund made outside the site (cheque,
  -- transfer, cash) is
  constraint refunds_provider_check check ((provider = any (array['test'::text, 'stripe'::text, 'outside'::text]))),
  -- What an administrator needs now that money columns and refund lines are the functions' only (issue 33 point
  -- 1; 20261129010000_guard_money_history.sql; decision 0054): a refund made outside the site (cheque,
  -- transfer, cash) is
  constraint refunds_payment_intent_required check (((provider = 'outside'::text) or (payment_intent_id is not null))),
  constraint refunds_provider_status_check check ((provider_status = any (array['pending'::text, 'requires_action'::text, 'succeeded'::text, 'failed'::text, 'canceled'::text])))
);
alter table public.refunds enable row level security;
-- What an administrator needs now that money columns and refund lines are the
-- functions' only (issue 33 point 1; 20261129010000_guard_money_history.sql;
-- decision 0054): a refund made outside the site (cheque, transfer, cash) is
-- recorded with admin_record_outside_refund, a note required; a mistaken
-- amount is corrected with admin_correct_amount_paid, a reason required. Each
-- is a new record (a refund + its refund_logs line; a money_corrections row)
-- with the old value, who and when; nothing is overwritten without a trace.


-- 'outside': money given back by cheque, transfer or cash, recorded by an
-- administrator; it has no card payment (payment_intent_id may be null).
revoke all on table public.refunds from anon, authenticated;
grant select on table public.refunds to authenticated;

alter table public.refund_logs add constraint refund_logs_refund_id_fkey foreign key (refund_id) references public.refunds(id) on delete restrict;

create index refunds_registration_id_idx on public.refunds (registration_id);

create index refunds_checkout_session_id_idx on public.refunds (checkout_session_id);

create index refunds_created_by_idx on public.refunds (created_by);

create index refunds_payment_intent_id_idx on public.refunds (payment_intent_id);

-- A provider refund is recorded once per registration or checkout (a dashboard
-- refund of a payment for two children may be split over both).
create unique index refunds_provider_refund_key
  on public.refunds (provider_refund_id, coalesce(registration_id, checkout_session_id))
  where provider_refund_id is not null;

-- supabase/schemas (the current schema; supabase/README.md): payments and refunds, part 1 of 8.

-- Payment-side tables used by the payments issue: checkout sessions (the
-- server-validated order) and saved payment methods. ARCHITECTURE section 5.
-- Created before registrations, which reference checkout_sessions. Both are
-- written by the server only; each comes with its grants and policies.

-- =====================================================================
-- checkout_sessions
-- =====================================================================

-- One checkout of a paid order. Written only by the edge functions (service
-- role); the owner may read their own rows.
create table public.checkout_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.user_profiles (id) on delete cascade,
  program_id uuid not null references public.programs (id) on delete restrict,
  payload jsonb not null,
  amount_total integer not null check (amount_total >= 0),
  currency text not null default 'cad' check (currency = lower(currency)),
  status text not null default 'open'
    check (status in ('open', 'paid', 'fulfilled', 'expired', 'cancelled', 'refund_needed')),
  provider text not null default 'test' check (provider in ('test', 'stripe')),
  stripe_session_id text unique,
  payment_intent_id text,
  error text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '1 day',
  paid_at timestamptz,
  fulfilled_at timestamptz,
  -- The rest of the messages of issue 19 ("E-mail that arrives", point 6):
  receipt_number text,
  card_last4 text,
  -- Refunds an administrator can act on (issue 20 points 1-4, docs/payments.md "Refunds").
  amount_refunded integer default 0 not null,
  refund_processed_at timestamp with time zone,
  refund_processed_by uuid,
  provider_refund_id text,
  constraint checkout_sessions_receipt_number_key unique (receipt_number),
  constraint checkout_sessions_refund_processed_by_fkey foreign key (refund_processed_by) references public.user_profiles(id) on delete set null,
  constraint checkout_sessions_stripe_session_id_max check ((char_length(stripe_session_id) <= 255)),
  constraint checkout_sessions_payment_intent_id_max check ((char_length(payment_intent_id) <= 255)),
  constraint checkout_sessions_currency_max check ((char_length(currency) <= 3)),
  constraint checkout_sessions_error_max check ((char_length(error) <= 2000)),
  constraint checkout_sessions_payload_max check ((octet_length((payload)::text) <= 65536)),
  constraint checkout_sessions_receipt_number_format check ((receipt_number ~ '^R-[0-9]{4}-[0-9]{6,}$'::text)),
  constraint checkout_sessions_card_last4_format check ((card_last4 ~ '^[0-9]{4}$'::text)),
  constraint checkout_sessions_amount_refunded_range check (((amount_refunded >= 0) and (amount_refunded <= amount_total))),
  constraint checkout_sessions_provider_refund_id_max check ((char_length(provider_refund_id) <= 255))
);
alter table public.checkout_sessions enable row level security;
revoke all on table public.checkout_sessions from anon, authenticated;
grant select on table public.checkout_sessions to authenticated;

alter table public.registrations add constraint registrations_checkout_session_id_fkey foreign key (checkout_session_id) references public.checkout_sessions(id) on delete set null;

alter table public.refund_logs add constraint refund_logs_checkout_session_id_fkey foreign key (checkout_session_id) references public.checkout_sessions(id) on delete restrict;

-- Owner lookups and foreign keys.
create index checkout_sessions_user_id_idx on public.checkout_sessions (user_id, created_at desc);

create index checkout_sessions_program_id_idx on public.checkout_sessions (program_id);

create index checkout_sessions_payment_intent_id_idx on public.checkout_sessions (payment_intent_id);

-- Owner or admin; no browser writes (service role only).
create policy "Checkout sessions are viewable by their owner and admins"
  on public.checkout_sessions for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

-- =====================================================================
-- saved_payment_methods
-- =====================================================================

-- A card saved with the payment provider (only the provider's id is stored).
create table public.saved_payment_methods (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.user_profiles (id) on delete cascade,
  provider_payment_method_id text not null unique,
  brand text,
  last4 text check (last4 ~ '^[0-9]{4}$'),
  exp_month integer check (exp_month between 1 and 12),
  exp_year integer check (exp_year between 2000 and 2200),
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  constraint saved_payment_methods_provider_payment_method_id_max check ((char_length(provider_payment_method_id) <= 255)),
  constraint saved_payment_methods_brand_max check ((char_length(brand) <= 50))
);
alter table public.saved_payment_methods enable row level security;
revoke all on table public.saved_payment_methods from anon, authenticated;
grant select, delete on table public.saved_payment_methods to authenticated;

-- The user's methods, newest first (spec 1 section 7).
create index saved_payment_methods_user_id_idx on public.saved_payment_methods (user_id, created_at desc);

-- Owner or admin; the server saves methods.
create policy "Saved payment methods are viewable by their owner and admins"
  on public.saved_payment_methods for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

-- The owner may forget a saved card.
create policy "Saved payment methods are deletable by their owner"
  on public.saved_payment_methods for delete to authenticated
  using (user_id = (select auth.uid()));

-- Payment fulfilment (issue 7, ARCHITECTURE section 5): the registrations of a
-- paid checkout are created by the server only, once per checkout session, in
-- one transaction. The edge functions (service role) verify the payment with
-- the provider first, then call fulfil_checkout_session(). Stripe webhook
-- events are recorded so a replayed event is never processed twice.

-- =====================================================================
-- stripe_events
-- =====================================================================

-- Every verified Stripe event processed, by Stripe's event id (replay guard).
create table public.stripe_events (
  id text primary key,
  type text not null,
  checkout_session_id uuid references public.checkout_sessions (id) on delete set null,
  received_at timestamptz not null default now(),
  constraint stripe_events_id_max check ((char_length(id) <= 255)),
  constraint stripe_events_type_max check ((char_length(type) <= 100))
);
alter table public.stripe_events enable row level security;
revoke all on table public.stripe_events from anon, authenticated;

-- Foreign key.
create index stripe_events_checkout_session_id_idx on public.stripe_events (checkout_session_id);

-- =====================================================================
-- record_stripe_event
-- =====================================================================

-- True the first time an event id is seen, false for a replay. Server only.
create or replace function public.record_stripe_event(p_event_id text, p_type text, p_checkout_session_id uuid default null)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  if not private.is_server_caller() then
    raise exception 'Only the server records payment events' using errcode = '42501', hint = 'server_only';
  end if;
  insert into public.stripe_events (id, type, checkout_session_id)
  values (p_event_id, p_type, p_checkout_session_id)
  on conflict (id) do nothing;
  get diagnostics v_count = row_count;
  return v_count = 1;
end;
$$;
-- Server only (the functions also check their caller).
revoke all on function public.record_stripe_event(p_event_id text, p_type text, p_checkout_session_id uuid) from public, anon, authenticated;

-- fulfil_checkout_session (20261123030000) unchanged but for its last step:
-- one receipt for the checkout instead of one message per registration.
create or replace function public.fulfil_checkout_session(
  p_session_id uuid,
  p_payment_intent_id text default null,
  p_stripe_session_id text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_s public.checkout_sessions;
  v_rows jsonb;
  v_code text;
  v_state text;
  v_hint text;
  v_message text;
begin
  if not private.is_server_caller() then
    raise exception 'Only the server fulfils payments' using errcode = '42501', hint = 'server_only';
  end if;
  select * into v_s from public.checkout_sessions where id = p_session_id for update;
  if not found then
    return jsonb_build_object('ok', false, 'code', 'session_not_found');
  end if;
  if v_s.status = 'fulfilled' then
    select coalesce(jsonb_agg(jsonb_build_object('id', r.id, 'participant_id', r.participant_id,
             'status', r.status, 'amount_paid', r.amount_paid) order by r.created_at), '[]'::jsonb)
      into v_rows
    from public.registrations r where r.checkout_session_id = v_s.id;
    return jsonb_build_object('ok', true, 'already', true, 'registrations', v_rows);
  end if;
  if v_s.status = 'refund_needed' then
    return jsonb_build_object('ok', false, 'code', coalesce(v_s.payload ->> 'failure_code', 'registration_failed'));
  end if;
  if v_s.status not in ('open', 'paid') then
    return jsonb_build_object('ok', false, 'code', v_s.status);
  end if;

  update public.checkout_sessions
  set status = 'paid', paid_at = coalesce(paid_at, now()),
      payment_intent_id = coalesce(p_payment_intent_id, payment_intent_id),
      stripe_session_id = coalesce(stripe_session_id, p_stripe_session_id)
  where id = v_s.id
  returning * into v_s;

  begin
    v_rows := public.create_registrations(
      v_s.program_id,
      v_s.payload -> 'items',
      coalesce(v_s.payload -> 'answers', '{}'::jsonb),
      coalesce(v_s.payload -> 'consents', '{}'::jsonb),
      jsonb_build_object(
        'user_id', v_s.user_id, 'status', 'approved', 'checkout_session_id', v_s.id,
        'stripe_session_id', v_s.stripe_session_id, 'payment_intent_id', v_s.payment_intent_id,
        'amounts', coalesce(v_s.payload -> 'amounts', '{}'::jsonb)));
  exception when others then
    get stacked diagnostics v_state = returned_sqlstate, v_hint = pg_exception_hint, v_message = message_text;
    v_code := case
      when v_state = '23505' then 'already_registered'
      when v_hint in ('price_tier_sold_out', 'program_full', 'assistance_code_exhausted') then 'sold_out_after_payment'
      else 'registration_failed' end;
    update public.checkout_sessions
    set status = 'refund_needed', error = v_message,
        payload = payload || jsonb_build_object('failure_code', v_code, 'failure_hint', v_hint, 'failure_state', v_state)
    where id = v_s.id;
    return jsonb_build_object('ok', false, 'code', v_code);
  end;

  update public.checkout_sessions set status = 'fulfilled', fulfilled_at = now(), error = null where id = v_s.id;
  perform private.queue_payment_receipt(v_s.id);
  return jsonb_build_object('ok', true, 'already', false, 'registrations', v_rows);
end;
$$;
revoke all on function public.fulfil_checkout_session(p_session_id uuid, p_payment_intent_id text, p_stripe_session_id text) from public, anon, authenticated;

create trigger saved_payment_methods_refuse_inactive_account before insert or delete or update on public.saved_payment_methods for each statement execute function private.refuse_inactive_account();

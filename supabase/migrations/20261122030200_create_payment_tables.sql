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
  fulfilled_at timestamptz
);
alter table public.checkout_sessions enable row level security;
revoke all on public.checkout_sessions from anon, authenticated;

-- Owner lookups and foreign keys.
create index checkout_sessions_user_id_idx on public.checkout_sessions (user_id, created_at desc);
create index checkout_sessions_program_id_idx on public.checkout_sessions (program_id);
create index checkout_sessions_payment_intent_id_idx on public.checkout_sessions (payment_intent_id);

grant select on public.checkout_sessions to authenticated;

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
  created_at timestamptz not null default now()
);
alter table public.saved_payment_methods enable row level security;
revoke all on public.saved_payment_methods from anon, authenticated;

-- The user's methods, newest first (spec 1 section 7).
create index saved_payment_methods_user_id_idx on public.saved_payment_methods (user_id, created_at desc);

grant select, delete on public.saved_payment_methods to authenticated;

-- Owner or admin; the server saves methods.
create policy "Saved payment methods are viewable by their owner and admins"
  on public.saved_payment_methods for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

-- The owner may forget a saved card.
create policy "Saved payment methods are deletable by their owner"
  on public.saved_payment_methods for delete to authenticated
  using (user_id = (select auth.uid()));

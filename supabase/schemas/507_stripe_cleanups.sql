-- supabase/schemas (the current schema; supabase/README.md): payments and refunds, part 8 of 8.

-- What is owed to Stripe after a deletion here (issue 36 point 3, decision 0063): a removed saved card is
-- detached from the family's Stripe customer, a deleted account's Stripe customer is deleted. The database
-- records the work in the transaction that deletes (whatever removed the card: remove_payment_method, the
-- owner's own delete through the API, the account's deletion), so nothing is forgotten when a function
-- dies; the edge functions do it (save-payment-method right after a removal, stripe-cleanup for everything
-- pending) and record the outcome. After five failed attempts a row is 'failed' with Stripe's reason, for an
-- administrator to see (they read the table; nobody else does).

-- =====================================================================
-- stripe_cleanups
-- =====================================================================

-- One card to detach or one customer to delete at Stripe, and how it went.
create table public.stripe_cleanups (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('detach_payment_method', 'delete_customer')),
  stripe_id text not null,
  user_id uuid references public.user_profiles (id) on delete set null,
  status text not null default 'pending' check (status in ('pending', 'working', 'done', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  last_error text,
  created_at timestamptz not null default now(),
  claimed_at timestamptz,
  done_at timestamptz,
  constraint stripe_cleanups_stripe_id_max check ((char_length(stripe_id) <= 255)),
  constraint stripe_cleanups_last_error_max check ((char_length(last_error) <= 2000)),
  constraint stripe_cleanups_kind_stripe_id_key unique (kind, stripe_id)
);
alter table public.stripe_cleanups enable row level security;
revoke all on table public.stripe_cleanups from anon, authenticated;
grant select on table public.stripe_cleanups to authenticated;

-- The work left, oldest first.
create index stripe_cleanups_status_idx on public.stripe_cleanups (status, created_at);

-- Foreign key.
create index stripe_cleanups_user_id_idx on public.stripe_cleanups (user_id);

-- Administrators only; written by the functions below and the server.
create policy "Stripe clean-ups are viewable by admins"
  on public.stripe_cleanups for select to authenticated
  using ((select private.is_admin()));

-- Records (again) what Stripe is owed; a card saved and removed again is owed again.
create or replace function private.queue_stripe_cleanup(p_kind text, p_stripe_id text, p_user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.stripe_cleanups (kind, stripe_id, user_id)
  values (p_kind, p_stripe_id, p_user_id)
  on conflict (kind, stripe_id) do update
  set status = 'pending', attempts = 0, last_error = null, claimed_at = null, done_at = null,
      created_at = now(), user_id = excluded.user_id;
end;
$$;
revoke all on function private.queue_stripe_cleanup(p_kind text, p_stripe_id text, p_user_id uuid) from public;

-- A removed card is detached at Stripe. The local test provider's cards (pm_test_...) never were at Stripe.
create or replace function private.queue_payment_method_detach()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.provider_payment_method_id not like 'pm\_test\_%' then
    perform private.queue_stripe_cleanup('detach_payment_method', old.provider_payment_method_id, old.user_id);
  end if;
  return null;
end;
$$;
revoke all on function private.queue_payment_method_detach() from public;

create trigger saved_payment_methods_queue_detach
  after delete on public.saved_payment_methods
  for each row execute function private.queue_payment_method_detach();

-- New work starts a run of the edge function stripe-cleanup at once, through pg_net, with the project URL and
-- the service role key from Vault (private.request_function_run, as for deliver-emails; supabase/README.md
-- "E-mail delivery" says how to store them). Where either is missing, the work waits for the next run.

create trigger stripe_cleanups_request_run
  after insert on public.stripe_cleanups
  for each statement
  execute function private.request_function_run('stripe-cleanup');

-- =====================================================================
-- claim_stripe_cleanups / finish_stripe_cleanup (the server only)
-- =====================================================================

-- Claims pending work (p_ids: only those rows), oldest first and a card's detach before its customer's
-- deletion; a claim older than 10 minutes (a run that died) is claimed again. Two runs never get the same row.
create or replace function public.claim_stripe_cleanups(p_ids uuid[] default null, p_limit integer default 50)
returns setof public.stripe_cleanups
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_server_caller() then
    raise exception 'Only the server cleans up at Stripe' using errcode = '42501', hint = 'server_only';
  end if;
  return query
  update public.stripe_cleanups c
  set status = 'working', claimed_at = now(), attempts = c.attempts + 1
  where c.id in (
    select s.id from public.stripe_cleanups s
    where (s.status = 'pending' or (s.status = 'working' and s.claimed_at < now() - interval '10 minutes'))
      and (p_ids is null or s.id = any (p_ids))
    order by s.created_at, s.kind desc
    limit greatest(1, least(coalesce(p_limit, 50), 200))
    for update skip locked)
  returning c.*;
end;
$$;
revoke all on function public.claim_stripe_cleanups(p_ids uuid[], p_limit integer) from public, anon, authenticated;

-- Records a claimed row's outcome: done (p_error null), else pending again with Stripe's reason, or 'failed'
-- after the fifth attempt. Answers the new status (null: the row was not claimed).
create or replace function public.finish_stripe_cleanup(p_id uuid, p_error text default null)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status text;
begin
  if not private.is_server_caller() then
    raise exception 'Only the server cleans up at Stripe' using errcode = '42501', hint = 'server_only';
  end if;
  update public.stripe_cleanups
  set status = case when p_error is null then 'done' when attempts >= 5 then 'failed' else 'pending' end,
      done_at = case when p_error is null then now() end,
      last_error = left(p_error, 2000), claimed_at = null
  where id = p_id and status = 'working'
  returning status into v_status;
  return v_status;
end;
$$;
revoke all on function public.finish_stripe_cleanup(p_id uuid, p_error text) from public, anon, authenticated;

-- supabase/schemas (the current schema; supabase/README.md): accounts, part 1 of 6.

-- =====================================================================
-- user_profiles
-- =====================================================================

-- One row per auth user, created by the handle_new_user trigger on auth.users.
create table public.user_profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text not null,
  first_name text,
  last_name text,
  phone text,
  role text not null default 'participant'
    check (role in ('participant', 'parent_guardian', 'coach', 'volunteer', 'admin')),
  profile_photo_url text,
  is_active boolean not null default true,
  stripe_customer_id text,
  preferred_language text not null default 'en' check (preferred_language in ('en', 'fr')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A family's own data (issue 25 points 3-4): the copy of everything the database holds about an account
  -- (export_my_data), the account's deletion by its owner (delete_my_account) or by an administrator
  -- (admin_delete_account),
  deleted_at timestamp with time zone,
  -- Profiles and participants (issue 5): the rules of spec 1 sections 4-5 that the completion wizards, the
  -- participant screens and the profile page enforce, held again in the database so a hand-made request cannot
  -- skip them.
  constraint user_profiles_phone_length check (((phone is null) or (char_length(btrim(phone)) >= 10))),
  constraint user_profiles_first_name_max check ((char_length(first_name) <= 100)),
  constraint user_profiles_last_name_max check ((char_length(last_name) <= 100)),
  constraint user_profiles_phone_max check ((char_length(phone) <= 30)),
  constraint user_profiles_email_max check ((char_length(email) <= 254)),
  constraint user_profiles_profile_photo_url_max check ((char_length(profile_photo_url) <= 1000)),
  constraint user_profiles_stripe_customer_id_max check ((char_length(stripe_customer_id) <= 255)),
  -- Names refuse control and bidirectional formatting characters.
  constraint user_profiles_names_clean check ((private.is_clean_name(first_name) and private.is_clean_name(last_name))),
  -- Phones: digits and + ( ) - . and spaces, 10 to 15 digits ('aaaaaaaaaa' is refused).
  constraint user_profiles_phone_format check (private.is_phone(btrim(phone)))
);
alter table public.user_profiles enable row level security;
-- Grants: anon gets nothing; authenticated gets what the policies allow.
revoke all on table public.user_profiles from anon, authenticated;
grant insert, select, update, delete on table public.user_profiles to authenticated;

-- updated_at maintenance.
create trigger user_profiles_set_updated_at
  before update on public.user_profiles
  for each row execute function private.set_updated_at();

-- Admin users screen: filter by role, newest first; coordinator picker by role.
create index user_profiles_role_idx on public.user_profiles (role);

create index user_profiles_created_at_idx on public.user_profiles (created_at desc);

create index user_profiles_email_idx on public.user_profiles (lower(email));

-- Creates user_profiles from raw_user_meta_data (first_name, last_name, role,
-- preferred_language). A role outside the four sign-up roles becomes
-- participant: nobody signs up as admin.
create or replace function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  requested_role text := meta ->> 'role';
  requested_language text := meta ->> 'preferred_language';
begin
  insert into public.user_profiles (id, email, first_name, last_name, role, preferred_language)
  values (
    new.id,
    coalesce(new.email, ''),
    nullif(trim(meta ->> 'first_name'), ''),
    nullif(trim(meta ->> 'last_name'), ''),
    case when requested_role in ('participant', 'parent_guardian', 'coach', 'volunteer')
         then requested_role else 'participant' end,
    case when requested_language in ('en', 'fr') then requested_language else 'en' end
  )
  on conflict (id) do nothing;
  return new;
end;
$$;
revoke all on function private.handle_new_user() from public;

-- Fires for every new auth user (sign-up, admin creation, seed).
create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();

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
revoke all on function private.guard_user_profile() from public;

-- Runs before RLS checks the new row.
create trigger user_profiles_guard
  before insert or update on public.user_profiles
  for each row execute function private.guard_user_profile();

-- Access helper (security definer so policies can read user_profiles past RLS
-- without recursion; fixed empty search_path; used as (select private.fn())).
-- The caller is an active admin.
create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_profiles p
    where p.id = auth.uid() and p.role = 'admin' and p.is_active
  )
$$;
revoke all on function private.is_admin() from public;
grant execute on function private.is_admin() to anon, authenticated, service_role;

-- The caller's profile is active with a role that may coordinate.
create or replace function private.is_active_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_profiles p
    where p.id = auth.uid() and p.is_active and p.role in ('volunteer', 'coach', 'admin')
  )
$$;
revoke all on function private.is_active_staff() from public;
grant execute on function private.is_active_staff() to anon, authenticated, service_role;

-- Own row or admin.
create policy "Profiles are viewable by their owner and admins"
  on public.user_profiles for select to authenticated
  using (id = (select auth.uid()) or (select private.is_admin()));

-- The "create when missing" path: only one's own row (the guard trigger
-- forces a sign-up role).
create policy "Users can create their own missing profile"
  on public.user_profiles for insert to authenticated
  with check (id = (select auth.uid()) or (select private.is_admin()));

-- Own row or admin; the guard trigger protects role, is_active,
-- stripe_customer_id and email from non-admins.
create policy "Profiles are editable by their owner and admins"
  on public.user_profiles for update to authenticated
  using (id = (select auth.uid()) or (select private.is_admin()))
  with check (id = (select auth.uid()) or (select private.is_admin()));

-- Accounts are removed by admins only (auth.users cascade otherwise).
create policy "Profiles are deletable by admins"
  on public.user_profiles for delete to authenticated
  using ((select private.is_admin()));

-- Normalises the postal code (upper case, no spaces; empty becomes null) and
-- refuses a birth date less than five years before today (ARCHITECTURE s. 9).
create or replace function private.normalise_participant()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.postal_code := nullif(upper(regexp_replace(coalesce(new.postal_code, ''), '\s', '', 'g')), '');
  if new.date_of_birth is not null
     and new.date_of_birth > (private.toronto_today() - interval '5 years')::date then
    raise exception 'Date of birth must be at least five years before today'
      using errcode = '23514', hint = 'date_of_birth_too_recent';
  end if;
  return new;
end;
$$;
revoke all on function private.normalise_participant() from public;

-- Sign-up and profile protection: handle_new_user creates the profile from
-- sign-up metadata; a guard keeps role, is_active, stripe_customer_id and
-- email out of users' hands (ARCHITECTURE section 3, "No privilege escalation").

-- =====================================================================
-- Caller classification
-- =====================================================================

-- True for the server: the service role, or a direct database session with no
-- JWT (migrations, seed, the local auth server). Never true for a browser call,
-- even inside a security definer function (auth.role() still says who called).
-- Security invoker on purpose: current_user must be the caller's role.
create or replace function private.is_server_caller()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(auth.role(), '') not in ('anon', 'authenticated')
     and current_user not in ('anon', 'authenticated')
$$;

-- True when the statement comes straight from a browser role (not from inside
-- a security definer function, which has already checked its caller).
create or replace function private.is_direct_client()
returns boolean
language sql
stable
set search_path = ''
as $$
  select current_user in ('anon', 'authenticated')
$$;

-- =====================================================================
-- handle_new_user
-- =====================================================================

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

-- Fires for every new auth user (sign-up, admin creation, seed).
create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();

-- =====================================================================
-- Profile guard
-- =====================================================================

-- Browser inserts (the "create when missing" path of spec 1 section 4) get a
-- sign-up role only, is_active true and no customer id; browser updates by
-- non-admins may not touch role, is_active, stripe_customer_id or email.
create or replace function private.guard_user_profile()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_direct_client() or (select private.is_admin()) then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.role not in ('participant', 'parent_guardian', 'coach', 'volunteer') then
      new.role := 'participant';
    end if;
    new.is_active := true;
    new.stripe_customer_id := null;
    new.email := coalesce(auth.email(), new.email);
    return new;
  end if;
  if new.role is distinct from old.role
     or new.is_active is distinct from old.is_active
     or new.stripe_customer_id is distinct from old.stripe_customer_id
     or new.email is distinct from old.email
     or new.id is distinct from old.id then
    raise exception 'Only an administrator can change role, account status, e-mail or payment customer'
      using errcode = '42501', hint = 'protected_profile_column';
  end if;
  return new;
end;
$$;

-- Runs before RLS checks the new row.
create trigger user_profiles_guard
  before insert or update on public.user_profiles
  for each row execute function private.guard_user_profile();

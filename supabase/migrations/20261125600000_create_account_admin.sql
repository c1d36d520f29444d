-- Accounts an administrator can manage (issue 21 point 1): change a user's role
-- and deactivate / reactivate an account through two admin-only functions that
-- record who changed what and when in account_changes. They are the only way:
-- an admin's direct update of role or is_active is refused, so every change
-- has its history line. The last active administrator cannot be demoted or
-- deactivated (the account would have no one left to run it).

-- =====================================================================
-- account_changes
-- =====================================================================

-- One line per change of role or account status, newest read first.
create table public.account_changes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.user_profiles (id) on delete cascade,
  changed_by uuid references public.user_profiles (id) on delete set null,
  field text not null check (field in ('role', 'is_active')),
  old_value text not null check (char_length(old_value) <= 40),
  new_value text not null check (char_length(new_value) <= 40),
  changed_at timestamptz not null default now()
);
alter table public.account_changes enable row level security;
revoke all on public.account_changes from anon, authenticated;

-- The history of a user (newest first) and the foreign key of the changer.
create index account_changes_user_id_idx on public.account_changes (user_id, changed_at desc);
create index account_changes_changed_by_idx on public.account_changes (changed_by);

-- Admins read; only the functions below write (no insert/update/delete grant).
grant select on public.account_changes to authenticated;
create policy "Account changes are viewable by admins"
  on public.account_changes for select to authenticated
  using ((select private.is_admin()));

-- =====================================================================
-- Role and account status only through the functions
-- =====================================================================

-- As 20261122030000, plus: a browser caller, admin or not, never changes role
-- or is_active by a direct update (hint use_account_functions for admins; the
-- non-admin refusal keeps its hint protected_profile_column). The functions
-- below are security definer, so their updates are not a browser's.
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
    if (select private.is_admin()) then
      return new;
    end if;
    if new.role not in ('participant', 'parent_guardian', 'coach', 'volunteer') then
      new.role := 'participant';
    end if;
    new.is_active := true;
    new.stripe_customer_id := null;
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
  if new.role is distinct from old.role or new.is_active is distinct from old.is_active then
    raise exception 'Roles and account status change through admin_set_user_role and admin_set_user_active'
      using errcode = '42501', hint = 'use_account_functions';
  end if;
  return new;
end;
$$;

-- =====================================================================
-- The functions
-- =====================================================================

-- Locks the active admins' rows (so two admins demoting each other at once
-- are serialised) and raises last_admin when the change would leave none.
create or replace function private.assert_admin_remains(p_user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_others integer;
begin
  perform 1 from public.user_profiles where role = 'admin' and is_active order by id for update;
  select count(*) into v_others from public.user_profiles
  where role = 'admin' and is_active and id <> p_user_id;
  if v_others = 0 then
    raise exception 'The last active administrator cannot be demoted or deactivated'
      using errcode = '23514', hint = 'last_admin';
  end if;
end;
$$;

-- The user's account as the admin screens show it.
create or replace function private.account_json(p_user public.user_profiles)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object('id', p_user.id, 'role', p_user.role, 'is_active', p_user.is_active)
$$;

-- Changes a user's role (participant, parent_guardian, coach, volunteer,
-- admin). Same role: nothing changes, no history line. Hints: admin_only,
-- invalid_role, user_not_found, last_admin.
create or replace function public.admin_set_user_role(p_user_id uuid, p_role text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user public.user_profiles;
begin
  if not private.is_admin() then
    raise exception 'Only administrators can change roles' using errcode = '42501', hint = 'admin_only';
  end if;
  if p_role is null or p_role not in ('participant', 'parent_guardian', 'coach', 'volunteer', 'admin') then
    raise exception 'Unknown role' using errcode = '22023', hint = 'invalid_role';
  end if;
  select * into v_user from public.user_profiles where id = p_user_id;
  if not found then
    raise exception 'User not found' using errcode = 'P0002', hint = 'user_not_found';
  end if;
  if v_user.role = 'admin' and v_user.is_active and p_role <> 'admin' then
    perform private.assert_admin_remains(p_user_id);
  end if;
  select * into v_user from public.user_profiles where id = p_user_id for update;
  if v_user.role = p_role then
    return private.account_json(v_user);
  end if;
  insert into public.account_changes (user_id, changed_by, field, old_value, new_value)
  values (p_user_id, auth.uid(), 'role', v_user.role, p_role);
  update public.user_profiles set role = p_role where id = p_user_id returning * into v_user;
  return private.account_json(v_user);
end;
$$;

-- Deactivates (false) or reactivates (true) an account. A deactivated user
-- can sign in and read, and every write is refused (20261125000010). Same
-- status: nothing changes. Hints: admin_only, user_not_found, last_admin.
create or replace function public.admin_set_user_active(p_user_id uuid, p_active boolean)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user public.user_profiles;
begin
  if not private.is_admin() then
    raise exception 'Only administrators can change account status' using errcode = '42501', hint = 'admin_only';
  end if;
  if p_active is null then
    raise exception 'Say whether the account is active' using errcode = '22023', hint = 'invalid_status';
  end if;
  select * into v_user from public.user_profiles where id = p_user_id;
  if not found then
    raise exception 'User not found' using errcode = 'P0002', hint = 'user_not_found';
  end if;
  if v_user.role = 'admin' and v_user.is_active and not p_active then
    perform private.assert_admin_remains(p_user_id);
  end if;
  select * into v_user from public.user_profiles where id = p_user_id for update;
  if v_user.is_active = p_active then
    return private.account_json(v_user);
  end if;
  insert into public.account_changes (user_id, changed_by, field, old_value, new_value)
  values (p_user_id, auth.uid(), 'is_active', v_user.is_active::text, p_active::text);
  update public.user_profiles set is_active = p_active where id = p_user_id returning * into v_user;
  return private.account_json(v_user);
end;
$$;

-- Signed-in callers only (the functions check admin themselves).
revoke all on function public.admin_set_user_role(uuid, text), public.admin_set_user_active(uuid, boolean)
  from public, anon;
grant execute on function public.admin_set_user_role(uuid, text), public.admin_set_user_active(uuid, boolean)
  to authenticated;
revoke all on function private.assert_admin_remains(uuid), private.account_json(public.user_profiles)
  from public, anon, authenticated;

-- A deactivated caller's writes are refused on this table too.
create trigger account_changes_refuse_inactive_account
  before insert or update or delete on public.account_changes
  for each statement execute function private.refuse_inactive_account();

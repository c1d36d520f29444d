-- supabase/schemas (the current schema; supabase/README.md): accounts, part 4 of 6.

create policy "Account changes are viewable by admins"
  on public.account_changes for select to authenticated
  using ((select private.is_admin()));

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
revoke all on function private.assert_admin_remains(p_user_id uuid) from public;

-- The user's account as the admin screens show it.
create or replace function private.account_json(p_user public.user_profiles)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object('id', p_user.id, 'role', p_user.role, 'is_active', p_user.is_active)
$$;
revoke all on function private.account_json(p_user public.user_profiles) from public;

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
-- Signed-in callers only (the functions check admin themselves).
revoke all on function public.admin_set_user_role(p_user_id uuid, p_role text) from public, anon;

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
revoke all on function public.admin_set_user_active(p_user_id uuid, p_active boolean) from public, anon;

-- Issue 23 points 4-6 (owner B): the admin users tab is paged and searched on
-- the server, and the locations tab is aggregated by the database.
--
-- Users search text: one row per account in private.user_search (a schema
-- PostgREST does not expose and no client role is granted), kept up to date by
-- statement-level triggers on user_profiles and participants, so a family can
-- neither read nor write it. The text covers what the browser search covered
-- (src/.../domain/user-search.ts): the account's first name, last name, full
-- name and e-mail, and each of its own participants' city, province code and
-- province names in English and French (private.province_search_names), all
-- folded by private.search_fold ('Helene' finds 'Hélène'). A pg_trgm GIN index
-- serves `like '%typed%'` from 3 characters on.
create table private.user_search (
  user_id uuid primary key references public.user_profiles (id) on delete cascade,
  search_text text not null,
  has_participant boolean not null
);

create index user_search_text_trgm_idx on private.user_search using gin (search_text extensions.gin_trgm_ops);

-- Statement-level triggers with transition tables: one refresh per statement,
-- whatever its row count (a bulk seed of 100,000 accounts is one insert).
-- PostgreSQL allows one event per trigger with transition tables, and no column list.
create function private.user_search_on_profiles()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.refresh_user_search(array(select n.id from new_rows n));
  else
    -- Only accounts whose searched fields changed (an updated_at or a customer id change costs nothing).
    perform private.refresh_user_search(array(
      select n.id from new_rows n join old_rows o on o.id = n.id
      where (n.first_name, n.last_name, n.email) is distinct from (o.first_name, o.last_name, o.email)));
  end if;
  return null;
end;
$$;
revoke all on function private.user_search_on_profiles() from public;

create trigger user_search_profiles_insert after insert on public.user_profiles
  referencing new table as new_rows for each statement execute function private.user_search_on_profiles();

create trigger user_search_profiles_update after update on public.user_profiles
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.user_search_on_profiles();

create function private.user_search_on_participants()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.refresh_user_search(array(select distinct n.user_id from new_rows n where n.user_id is not null));
  elsif tg_op = 'DELETE' then
    perform private.refresh_user_search(array(select distinct o.user_id from old_rows o where o.user_id is not null));
  else
    perform private.refresh_user_search(array(
      select x.user_id from (
        select n.user_id from new_rows n join old_rows o on o.id = n.id
        where (n.user_id, n.city, n.province, n.created_at) is distinct from (o.user_id, o.city, o.province, o.created_at)
        union
        select o.user_id from new_rows n join old_rows o on o.id = n.id
        where n.user_id is distinct from o.user_id
      ) x where x.user_id is not null));
  end if;
  return null;
end;
$$;
revoke all on function private.user_search_on_participants() from public;

-- The typed search as a LIKE pattern: folded, LIKE's own characters escaped
-- (a typed '%' or '_' is a letter), the separator removed. '' when blank.
create function private.user_search_pattern(p_search text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when btrim(coalesce(p_search, '')) = '' then ''
    else '%' || replace(replace(replace(replace(private.search_fold(btrim(p_search)), chr(31), ''),
      '\', '\\'), '%', '\%'), '_', '\_') || '%' end
$$;
revoke all on function private.user_search_pattern(p_search text) from public;

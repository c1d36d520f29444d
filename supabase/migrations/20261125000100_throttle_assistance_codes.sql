-- Code guessing is throttled in the database (issue 17 point 3): a family
-- that types 10 wrong assistance codes within 10 minutes is refused with the
-- hint 'too_many_attempts' until the oldest of them is 10 minutes old.
-- Counted in a table, so the limit holds on any number of API servers, and
-- under a per-user advisory lock, so parallel guesses cannot slip past it.
-- Successful checks do not count. The same limit applies to
-- check_assistance_code (the registration screen's Apply button), to
-- create_registrations (20261125000200) and to the checkout function, which
-- checks typed codes through check_assistance_code with the family's id.

-- =====================================================================
-- assistance_code_attempts
-- =====================================================================

-- One row per wrong code typed by a signed-in user. Nobody reads it through
-- the API: only the definer functions below write and count it.
create table public.assistance_code_attempts (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.user_profiles (id) on delete cascade,
  program_id uuid references public.programs (id) on delete cascade,
  attempted_at timestamptz not null default now()
);
alter table public.assistance_code_attempts enable row level security;
revoke all on public.assistance_code_attempts from anon, authenticated;

-- The count of a user's recent failures; the program foreign key.
create index assistance_code_attempts_user_idx on public.assistance_code_attempts (user_id, attempted_at desc);
create index assistance_code_attempts_program_idx on public.assistance_code_attempts (program_id);

-- =====================================================================
-- Helpers
-- =====================================================================

-- Raises 'too_many_attempts' when the user has 10 wrong codes in the last 10
-- minutes. Takes a per-user transaction lock first, so the count and the
-- failure a caller may then record are not interleaved with another guess.
create or replace function private.assert_code_attempts_left(p_user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_user_id is null then
    return;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('assistance-code-attempts:' || p_user_id::text, 0));
  if (select count(*) from public.assistance_code_attempts a
      where a.user_id = p_user_id and a.attempted_at > now() - interval '10 minutes') >= 10 then
    raise exception 'Too many attempts. Please wait a few minutes and try again.'
      using errcode = 'P0001', hint = 'too_many_attempts';
  end if;
end;
$$;

-- Records one wrong code for the user (and deletes their failures older than
-- a day, so the table stays small).
create or replace function private.record_code_failure(p_user_id uuid, p_program_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_user_id is null then
    return;
  end if;
  delete from public.assistance_code_attempts a
  where a.user_id = p_user_id and a.attempted_at < now() - interval '1 day';
  insert into public.assistance_code_attempts (user_id, program_id) values (p_user_id, p_program_id);
end;
$$;

-- =====================================================================
-- check_assistance_code (now counts wrong codes)
-- =====================================================================

-- The two-argument version becomes a three-argument one; PostgREST calls with
-- { p_program_id, p_code } still reach it through the default.
drop function if exists public.check_assistance_code(uuid, text);

-- Checks one code (case-insensitive) for a program. Signed-in users check for
-- themselves; the server may name the family (p_user_id) whose attempt it is.
-- Returns { valid, error: null|'invalid'|'exhausted', code_id, code, price,
-- max_uses, current_uses, remaining_uses }; a wrong code is recorded, and
-- past the limit every check raises 'too_many_attempts'. Inactive accounts
-- are refused ('account_inactive').
create or replace function public.check_assistance_code(p_program_id uuid, p_code text, p_user_id uuid default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_server boolean := private.is_server_caller();
  v_user uuid := case when v_server then p_user_id else auth.uid() end;
  v_code public.financial_assistance_codes;
begin
  if v_user is null and not v_server then
    raise exception 'No active session found' using errcode = '42501', hint = 'not_signed_in';
  end if;
  perform private.assert_active_account();
  perform private.assert_code_attempts_left(v_user);
  select f.* into v_code
  from public.financial_assistance_codes f join public.programs p on p.id = f.program_id
  where f.program_id = p_program_id and f.code = upper(trim(coalesce(p_code, '')))
    and f.is_active and p.financial_assistance_enabled;
  if not found then
    perform private.record_code_failure(v_user, (select p.id from public.programs p where p.id = p_program_id));
    return jsonb_build_object('valid', false, 'error', 'invalid');
  end if;
  return jsonb_build_object(
    'valid', v_code.max_uses is null or v_code.current_uses < v_code.max_uses,
    'error', case when v_code.max_uses is not null and v_code.current_uses >= v_code.max_uses
                  then 'exhausted' end,
    'code_id', v_code.id, 'code', v_code.code, 'price', v_code.price,
    'max_uses', v_code.max_uses, 'current_uses', v_code.current_uses,
    'remaining_uses', case when v_code.max_uses is null then null
                           else greatest(v_code.max_uses - v_code.current_uses, 0) end);
end;
$$;

-- =====================================================================
-- Execute rights
-- =====================================================================

revoke all on function public.check_assistance_code(uuid, text, uuid) from public, anon;
grant execute on function public.check_assistance_code(uuid, text, uuid) to authenticated, service_role;
revoke all on function private.assert_code_attempts_left(uuid), private.record_code_failure(uuid, uuid)
  from public, anon, authenticated;

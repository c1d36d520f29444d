-- Program-side stored procedures: tiers with spots left, assistance codes
-- (checked without being listable), code usage, and participant deletion.
-- Security definer, empty search_path, caller checked in each.

-- =====================================================================
-- get_available_price_tiers
-- =====================================================================

-- Tiers of a visible program (active, or any for admins) available on
-- check_date (default: today in Toronto), in display order, with spots left
-- (null when unlimited) and sold_out.
create or replace function public.get_available_price_tiers(program_uuid uuid, check_date date default null)
returns table (
  id uuid, program_id uuid, name text, description text, price integer,
  available_from date, available_until date, max_spots integer, spots_taken integer,
  spots_left integer, is_sold_out boolean, is_default boolean, display_order integer
)
language sql
stable
security definer
set search_path = ''
as $$
  select t.id, t.program_id, t.name, t.description, t.price, t.available_from, t.available_until,
         t.max_spots, t.spots_taken,
         case when t.max_spots is null then null else greatest(t.max_spots - t.spots_taken, 0) end,
         t.max_spots is not null and t.spots_taken >= t.max_spots,
         t.is_default, t.display_order
  from public.program_price_tiers t
  join public.programs p on p.id = t.program_id
  where t.program_id = program_uuid
    and (p.is_active or private.is_admin())
    and (t.available_from is null or t.available_from <= coalesce(check_date, private.toronto_today()))
    and (t.available_until is null or t.available_until >= coalesce(check_date, private.toronto_today()))
  order by t.display_order, t.created_at
$$;

-- =====================================================================
-- Assistance codes: existence and check, never a list
-- =====================================================================

-- Whether the registration screen should offer a code field: the program has
-- financial assistance enabled and at least one active code.
create or replace function public.program_has_assistance_codes(p_program_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.programs p join public.financial_assistance_codes f on f.program_id = p.id
    where p.id = p_program_id and p.is_active and p.financial_assistance_enabled and f.is_active
  )
$$;

-- Checks one code (case-insensitive) for a program, signed-in users only.
-- Returns { valid, error: null|'invalid'|'exhausted', code_id, code, price,
-- max_uses, current_uses, remaining_uses } so the screen can apply the spec's
-- single-use and max-uses messages within one registration.
create or replace function public.check_assistance_code(p_program_id uuid, p_code text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_code public.financial_assistance_codes;
begin
  if auth.uid() is null and not private.is_server_caller() then
    raise exception 'No active session found' using errcode = '42501', hint = 'not_signed_in';
  end if;
  select f.* into v_code
  from public.financial_assistance_codes f join public.programs p on p.id = f.program_id
  where f.program_id = p_program_id and f.code = upper(trim(coalesce(p_code, '')))
    and f.is_active and p.financial_assistance_enabled;
  if not found then
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

-- Takes one use of a code atomically (single UPDATE, row lock), refusing past
-- max_uses. Admins and the server only: registrations take their code use in
-- the registration trigger, so the browser never needs to call this.
create or replace function public.increment_assistance_code_usage(code_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uses integer;
begin
  if not (private.is_admin() or private.is_server_caller()) then
    raise exception 'Only an administrator can change code usage' using errcode = '42501', hint = 'admin_only';
  end if;
  update public.financial_assistance_codes f
  set current_uses = f.current_uses + 1
  where f.id = code_id and (f.max_uses is null or f.current_uses < f.max_uses)
  returning f.current_uses into v_uses;
  if v_uses is null then
    if not exists (select 1 from public.financial_assistance_codes f where f.id = code_id) then
      raise exception 'Invalid assistance code' using errcode = 'P0002', hint = 'invalid_assistance_code';
    end if;
    raise exception 'This assistance code has reached its maximum usage limit' using hint = 'assistance_code_exhausted';
  end if;
  return v_uses;
end;
$$;

-- =====================================================================
-- delete_participant_cascade
-- =====================================================================

-- Deletes a participant with their registrations (freeing tier spots),
-- responses and emergency contacts. user_uuid must be the caller (owner or
-- guardian of the participant) unless the caller is an admin. Answers
-- { success, error } as the spec expects instead of raising.
create or replace function public.delete_participant_cascade(participant_uuid uuid, user_uuid uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_admin boolean := private.is_admin() or private.is_server_caller();
begin
  if not v_admin and (auth.uid() is null or user_uuid is distinct from auth.uid()) then
    return jsonb_build_object('success', false, 'error', 'You do not have permission to delete this participant');
  end if;
  if not exists (
    select 1 from public.participants p
    where p.id = participant_uuid and (v_admin or p.user_id = user_uuid or p.parent_guardian_id = user_uuid)
  ) then
    return jsonb_build_object('success', false, 'error', 'Participant not found');
  end if;
  delete from public.registrations where participant_id = participant_uuid;
  delete from public.emergency_contacts where participant_id = participant_uuid;
  delete from public.participants where id = participant_uuid;
  return jsonb_build_object('success', true, 'error', null);
end;
$$;

-- =====================================================================
-- Execute rights for all procedures of this issue
-- =====================================================================

-- Functions are executable by PUBLIC by default: grant per need instead.
revoke all on function
  public.create_registrations(uuid, jsonb, jsonb, jsonb, jsonb),
  public.save_registration_response(uuid, uuid, text),
  public.cancel_registration(uuid, text, boolean),
  public.get_available_price_tiers(uuid, date),
  public.program_has_assistance_codes(uuid),
  public.check_assistance_code(uuid, text),
  public.increment_assistance_code_usage(uuid),
  public.delete_participant_cascade(uuid, uuid)
  from public, anon, authenticated;
grant execute on function
  public.get_available_price_tiers(uuid, date),
  public.program_has_assistance_codes(uuid)
  to anon, authenticated, service_role;
grant execute on function
  public.create_registrations(uuid, jsonb, jsonb, jsonb, jsonb),
  public.save_registration_response(uuid, uuid, text),
  public.cancel_registration(uuid, text, boolean),
  public.check_assistance_code(uuid, text),
  public.increment_assistance_code_usage(uuid),
  public.delete_participant_cascade(uuid, uuid)
  to authenticated, service_role;

-- Trigger and helper functions in private are not for direct calls.
revoke all on all functions in schema private from public;
grant execute on function
  private.is_admin(), private.is_coordinator_of(uuid), private.owns_participant(uuid),
  private.owns_volunteer(uuid), private.owns_registration(uuid),
  private.has_registration_in(uuid), private.is_server_caller(), private.is_direct_client(),
  private.toronto_today(), private.answer_text(jsonb)
  to anon, authenticated, service_role;

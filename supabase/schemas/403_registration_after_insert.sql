-- supabase/schemas (the current schema; supabase/README.md): registrations, part 4 of 7.

-- =====================================================================
-- After insert: code link, concussion date
-- =====================================================================

-- Records the code used (registration_assistance_codes) and the participant's
-- latest concussion acknowledgment (annual re-prompt, ARCHITECTURE s. 9).
create or replace function private.registration_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.financial_assistance_code_id is not null then
    insert into public.registration_assistance_codes (registration_id, assistance_code_id)
    values (new.id, new.financial_assistance_code_id)
    on conflict (registration_id) do nothing;
  end if;
  if new.participant_id is not null and new.concussion_awareness_agreed_at is not null then
    update public.participants
    set concussion_acknowledged_at = greatest(concussion_acknowledged_at, new.concussion_awareness_agreed_at)
    where id = new.participant_id;
  end if;
  return null;
end;
$$;
revoke all on function private.registration_after_insert() from public;

-- After the row exists (the link references it).
create trigger registrations_after_insert
  after insert on public.registrations
  for each row execute function private.registration_after_insert();

-- =====================================================================
-- Before update: status is the admins'; spots follow the status
-- =====================================================================

-- Only admins (or the server, or a security definer function that checked its
-- caller) change registrations. Leaving pending/approved frees the tier spot;
-- coming back takes it again (admin decision, no sold-out refusal).
-- Security invoker on purpose: current_user tells a direct browser update
-- (anon/authenticated) from one made inside a checked definer function.
create or replace function private.registration_before_update()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_was_active boolean := old.status in ('pending', 'approved');
  v_is_active boolean := new.status in ('pending', 'approved');
begin
  if private.is_direct_client() and not private.is_admin() then
    raise exception 'Only an administrator can change a registration'
      using errcode = '42501', hint = 'admin_only';
  end if;
  -- A participant's place in the program (programs.places_taken), as the tier's below.
  if v_was_active and old.participant_id is not null
     and (not v_is_active or new.program_id <> old.program_id or new.participant_id is null) then
    perform private.count_program_place(old.program_id, -1);
  end if;
  if v_is_active and new.participant_id is not null
     and (not v_was_active or new.program_id <> old.program_id or old.participant_id is null) then
    perform private.count_program_place(new.program_id, 1);
  end if;
  if v_was_active and old.price_tier_id is not null
     and (not v_is_active or new.price_tier_id is distinct from old.price_tier_id) then
    update public.program_price_tiers set spots_taken = greatest(spots_taken - 1, 0)
    where id = old.price_tier_id;
  end if;
  if v_is_active and new.price_tier_id is not null
     and (not v_was_active or new.price_tier_id is distinct from old.price_tier_id) then
    update public.program_price_tiers set spots_taken = spots_taken + 1 where id = new.price_tier_id;
  end if;
  return new;
end;
$$;
revoke all on function private.registration_before_update() from public;

-- Every update of a registration.
create trigger registrations_before_update
  before update on public.registrations
  for each row execute function private.registration_before_update();

-- Deleting an active registration frees its tier spot.
create or replace function private.registration_after_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.status in ('pending', 'approved') and old.participant_id is not null then
    perform private.count_program_place(old.program_id, -1);
  end if;
  if old.status in ('pending', 'approved') and old.price_tier_id is not null then
    update public.program_price_tiers set spots_taken = greatest(spots_taken - 1, 0)
    where id = old.price_tier_id;
  end if;
  return null;
end;
$$;
revoke all on function private.registration_after_delete() from public;

-- Every delete (direct, cascade from participant, or delete_participant_cascade).
create trigger registrations_after_delete
  after delete on public.registrations
  for each row execute function private.registration_after_delete();

-- Registration stored procedures (spec 2 section 7; issue 3 point 4). Security
-- definer with an empty search_path; each checks its caller itself, and the
-- registration triggers still apply to the rows they write.

-- =====================================================================
-- Answer normalisation
-- =====================================================================

-- A JSON answer as stored text; null for empty and false answers (which the
-- spec skips): strings trimmed, true -> 'true', arrays joined with ', '.
create or replace function private.answer_text(p_value jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(nullif(case jsonb_typeof(p_value)
    when 'string' then trim(p_value #>> '{}')
    when 'boolean' then case when (p_value #>> '{}')::boolean then 'true' end
    when 'number' then p_value #>> '{}'
    when 'array' then array_to_string(array(select jsonb_array_elements_text(p_value)), ', ')
    else null end, ''), 'false')
$$;
revoke all on function private.answer_text(p_value jsonb) from public;
grant execute on function private.answer_text(p_value jsonb) to anon, authenticated, service_role;

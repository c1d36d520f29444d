-- supabase/schemas (the current schema; supabase/README.md): financial aid, part 3 of 3.

-- =====================================================================
-- Admin RPCs
-- =====================================================================

-- One request as an administrator sees it: the family's view plus the family's
-- name, e-mail and language and who decided.
create or replace function private.admin_financial_aid_request_json(p_r public.financial_aid_requests)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select private.financial_aid_request_json(p_r) || jsonb_build_object(
    'user_id', p_r.user_id,
    'family_name', nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''),
    'family_email', u.email,
    'family_language', u.preferred_language,
    'decided_by', p_r.decided_by,
    'decided_by_name', nullif(trim(concat_ws(' ', d.first_name, d.last_name)), ''),
    'code_id', p_r.code_id)
  from (select 1) x
  left join public.user_profiles u on u.id = p_r.user_id
  left join public.user_profiles d on d.id = p_r.decided_by
$$;
revoke all on function private.admin_financial_aid_request_json(p_r public.financial_aid_requests) from public;

-- The list itself: admin_financial_aid_page (563), paged on the server.

-- As 20261128200000, except that the code names the request's participants
-- and the program's financial assistance is left as it is.
create or replace function public.admin_decide_financial_aid(
  p_request_id uuid,
  p_approve boolean,
  p_price_cents integer default null,
  p_note text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_r public.financial_aid_requests;
  v_note text := nullif(trim(coalesce(p_note, '')), '');
  v_full integer;
  v_code_id uuid;
begin
  if not private.is_admin() then
    raise exception 'Only an administrator can decide financial-aid requests'
      using errcode = '42501', hint = 'admin_only';
  end if;
  if p_approve is null then
    raise exception 'Approve or reject' using errcode = '22023', hint = 'invalid_payload';
  end if;
  if char_length(v_note) > 1000 then
    raise exception 'The note is too long (1000 characters at most)' using errcode = '22023', hint = 'note_too_long';
  end if;
  select * into v_r from public.financial_aid_requests where id = p_request_id for update;
  if not found then
    raise exception 'Request not found' using errcode = 'P0002', hint = 'not_found';
  end if;
  if v_r.status <> 'pending' then
    raise exception 'This request has already been decided or withdrawn' using errcode = 'P0001', hint = 'not_pending';
  end if;

  if p_approve then
    if p_price_cents is null then
      raise exception 'Please give the price the family will pay' using errcode = '22023', hint = 'price_required';
    end if;
    v_full := coalesce(private.program_full_price(v_r.program_id), 0);
    if p_price_cents < 0 or p_price_cents > v_full then
      raise exception 'The price must be between 0 and the program''s price'
        using errcode = '22023', hint = 'price_out_of_range', detail = v_full::text;
    end if;
    insert into public.financial_assistance_codes (program_id, code, description, price, max_uses, current_uses,
      is_active, user_id, request_id, participant_ids)
    values (v_r.program_id, private.new_financial_aid_code(v_r.program_id), 'Financial-aid request',
      p_price_cents, cardinality(v_r.participant_ids), 0, true, v_r.user_id, v_r.id, v_r.participant_ids)
    returning id into v_code_id;
    -- The program is left as it is: the family's code works whether its assistance is on or off.
    update public.financial_aid_requests set
      status = 'approved', approved_price_cents = p_price_cents, code_id = v_code_id,
      decided_at = now(), decided_by = auth.uid(), decision_note = v_note
    where id = v_r.id;
  else
    update public.financial_aid_requests set
      status = 'rejected', decided_at = now(), decided_by = auth.uid(), decision_note = v_note
    where id = v_r.id;
  end if;
  perform private.queue_financial_aid_email(v_r.id);
  return (select private.admin_financial_aid_request_json(r)
          from public.financial_aid_requests r where r.id = v_r.id);
end;
$$;
revoke all on function public.admin_decide_financial_aid(p_request_id uuid, p_approve boolean, p_price_cents integer, p_note text) from public, anon;

-- The backstop for any insert, whoever makes it: a registration's code must be
-- open to the registration's account (the browser's own id, the server's
-- named family). Fires after registrations_before_insert (triggers fire by
-- name), which has already forced user_id for a browser caller.
create or replace function private.registration_code_owner()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := case when private.is_server_caller() then new.user_id else auth.uid() end;
  v_code_user uuid;
begin
  if new.financial_assistance_code_id is not null then
    select f.user_id into v_code_user from public.financial_assistance_codes f
    where f.id = new.financial_assistance_code_id;
    if not private.assistance_code_open_to(v_code_user, v_user) then
      raise exception 'Invalid assistance code' using errcode = '23503', hint = 'invalid_assistance_code';
    end if;
  end if;
  return new;
end;
$$;
revoke all on function private.registration_code_owner() from public;

create trigger registrations_before_insert_code_owner
  before insert on public.registrations
  for each row execute function private.registration_code_owner();

-- Whether a code's participant list (null: anyone) names a participant.
create or replace function private.assistance_code_names(p_ids uuid[], p_participant uuid)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_ids is null or coalesce(p_participant = any (p_ids), false)
$$;
-- Execute rights.
revoke all on function private.assistance_code_names(p_ids uuid[], p_participant uuid) from public;

create function public.check_assistance_code(
  p_program_id uuid,
  p_code text,
  p_user_id uuid default null,
  p_participant_id uuid default null
)
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
    and f.is_active and (p.financial_assistance_enabled or f.user_id is not null)
    and private.assistance_code_open_to(f.user_id, v_user)
    and (p_participant_id is null or private.assistance_code_names(f.participant_ids, p_participant_id));
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
                           else greatest(v_code.max_uses - v_code.current_uses, 0) end,
    'participant_ids', to_jsonb(v_code.participant_ids));
end;
$$;
-- Redefined above: the rights they had.
revoke all on function public.check_assistance_code(p_program_id uuid, p_code text, p_user_id uuid, p_participant_id uuid) from public, anon;

-- An admin's update that moves a registration with a code to another
-- participant, or puts a code on it, meets the same rule as an insert.
create or replace function private.registration_code_participants()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.financial_assistance_code_id is not null and not exists (
    select 1 from public.financial_assistance_codes f
    where f.id = new.financial_assistance_code_id
      and private.assistance_code_names(f.participant_ids, new.participant_id)) then
    raise exception 'Invalid assistance code' using errcode = '23503', hint = 'invalid_assistance_code';
  end if;
  return new;
end;
$$;
revoke all on function private.registration_code_participants() from public;

create trigger registrations_code_participants
  before update of participant_id, financial_assistance_code_id on public.registrations
  for each row execute function private.registration_code_participants();

-- supabase/schemas (the current schema; supabase/README.md): concussion, part 6 of 6.

-- =====================================================================
-- The confirmations a registration asks for, in one transaction
-- =====================================================================

-- The yearly confirmations the registration screen collects (issue 38 point
-- 2), recorded by the functions that own them (confirm_own_concussion_safety,
-- confirm_concussion_safety) inside the caller's transaction: with
-- create_registrations(p_concussion) the confirmation and the registrations
-- are kept or undone together, and a refusal part-way leaves nothing.
-- p_confirmation: { awareness_document_id, code_of_conduct_document_id (null
-- for a volunteer who leaves it), language, self: boolean (the caller as coach
-- or volunteer), participants: [{ participant_id, guardian_reviewed }] }.
create or replace function private.record_concussion_confirmations(p_confirmation jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  c jsonb := p_confirmation;
  v_awareness uuid;
  v_code uuid;
  v_lang text;
  v_reviewed uuid[];
  v_others uuid[];
begin
  if c is null then
    return;
  end if;
  if jsonb_typeof(c) <> 'object' or jsonb_typeof(coalesce(c -> 'participants', '[]'::jsonb)) <> 'array' then
    raise exception 'Invalid concussion confirmation' using errcode = '22023', hint = 'invalid_payload';
  end if;
  v_awareness := nullif(c ->> 'awareness_document_id', '')::uuid;
  v_code := nullif(c ->> 'code_of_conduct_document_id', '')::uuid;
  v_lang := case when c ->> 'language' = 'fr' then 'fr' else 'en' end;
  if coalesce((c ->> 'self')::boolean, false) then
    perform public.confirm_own_concussion_safety(v_awareness, v_code, v_lang);
  end if;
  -- Minors with their guardian's review, the others without: one call each, as the screen used to make them.
  select coalesce(array_agg((e ->> 'participant_id')::uuid)
                    filter (where coalesce((e ->> 'guardian_reviewed')::boolean, false)), '{}'),
         coalesce(array_agg((e ->> 'participant_id')::uuid)
                    filter (where not coalesce((e ->> 'guardian_reviewed')::boolean, false)), '{}')
    into v_reviewed, v_others
  from jsonb_array_elements(coalesce(c -> 'participants', '[]'::jsonb)) e;
  if cardinality(v_reviewed) > 0 then
    perform public.confirm_concussion_safety(v_reviewed, v_awareness, v_code, true, v_lang);
  end if;
  if cardinality(v_others) > 0 then
    perform public.confirm_concussion_safety(v_others, v_awareness, v_code, false, v_lang);
  end if;
end;
$$;
revoke all on function private.record_concussion_confirmations(p_confirmation jsonb) from public, anon, authenticated;

-- The same confirmations on their own, in one call and one transaction: the
-- paid path records them before the checkout (its registrations are created
-- by the server once paid, in another transaction).
create or replace function public.confirm_concussion_for_registration(p_confirmation jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'Please sign in' using errcode = '42501', hint = 'not_signed_in';
  end if;
  if p_confirmation is null then
    raise exception 'Invalid concussion confirmation' using errcode = '22023', hint = 'invalid_payload';
  end if;
  perform private.record_concussion_confirmations(p_confirmation);
end;
$$;
revoke all on function public.confirm_concussion_for_registration(p_confirmation jsonb) from public, anon;

-- supabase/schemas (the current schema; supabase/README.md): programs, part 5 of 6.

-- Issue 33 point 7d (decision 0057): the program editor's "sensitive" box.
-- save_registration_questions as 20261125820000, with questions[].is_sensitive:
-- a new question takes it (absent = false); a kept question takes it when given
-- and keeps its own otherwise (a client that does not know the box never
-- unmarks a question). Unmarking a question that has answers is refused by the
-- trigger of 20261129041000 (42501, hint sensitive_question_answered); here the
-- same refusal comes first, with the question's position as detail like the
-- function's other errors.
create or replace function public.save_registration_questions(p_program_id uuid, p_questions jsonb)
returns setof public.registration_questions
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_item jsonb;
  v_n bigint;
  v_type text;
  v_options jsonb;
  v_options_fr jsonb;
  v_given_fr jsonb;
  v_row_id uuid;
begin
  if not (private.is_admin() or private.is_server_caller()) then
    raise exception 'Only an administrator can save questions' using errcode = '42501', hint = 'admin_only';
  end if;
  if jsonb_typeof(coalesce(p_questions, 'null'::jsonb)) <> 'array' then
    raise exception 'Invalid question data' using errcode = '22023', hint = 'invalid_payload';
  end if;
  perform 1 from public.programs where id = p_program_id for update;
  if not found then
    raise exception 'Program not found' using errcode = 'P0002', hint = 'program_not_found';
  end if;

  update public.registration_questions set is_active = false where program_id = p_program_id and is_active;
  for v_item, v_n in select e, o from jsonb_array_elements(p_questions) with ordinality as t(e, o) loop
    v_type := coalesce(nullif(v_item->>'question_type', ''), 'checkbox');
    if nullif(trim(coalesce(v_item->>'question_text', '')), '') is null then
      raise exception 'Question %: Question text is required', v_n
        using errcode = '23514', hint = 'question_text_required', detail = v_n::text;
    end if;
    v_options_fr := null;
    if v_type in ('select', 'radio') then
      v_given_fr := case when jsonb_typeof(v_item->'options_fr') = 'array' then v_item->'options_fr' end;
      if v_given_fr is not null and jsonb_array_length(v_given_fr) <> jsonb_array_length(
          case when jsonb_typeof(v_item->'options') = 'array' then v_item->'options' else '[]'::jsonb end) then
        raise exception 'Question %: Give a French label for every option, or none', v_n
          using errcode = '23514', hint = 'question_options_fr_mismatch', detail = v_n::text;
      end if;
      select coalesce(jsonb_agg(trim(o.value #>> '{}') order by o.n), '[]'::jsonb),
        jsonb_agg(nullif(trim(coalesce(v_given_fr->>(o.n::integer - 1), '')), '') order by o.n)
      into v_options, v_options_fr
      from jsonb_array_elements(
        case when jsonb_typeof(v_item->'options') = 'array' then v_item->'options' else '[]'::jsonb end)
        with ordinality as o(value, n)
      where trim(o.value #>> '{}') <> '';
      if jsonb_array_length(v_options) = 0 then
        raise exception 'Question %: Add at least one option', v_n
          using errcode = '23514', hint = 'question_options_required', detail = v_n::text;
      end if;
      if v_options_fr is not null and not jsonb_path_exists(v_options_fr, '$[*] ? (@.type() == "string")') then
        v_options_fr := null; -- no French given
      elsif jsonb_path_exists(v_options_fr, '$[*] ? (@.type() == "null")') then
        raise exception 'Question %: Give a French label for every option, or none', v_n
          using errcode = '23514', hint = 'question_options_fr_mismatch', detail = v_n::text;
      end if;
    else
      v_options := '[]'::jsonb;
    end if;
    v_row_id := nullif(v_item->>'id', '')::uuid;
    if v_row_id is not null and not coalesce((nullif(v_item->>'is_sensitive', ''))::boolean, true)
       and exists (select 1 from public.registration_questions q
                   where q.id = v_row_id and q.program_id = p_program_id and q.is_sensitive)
       and exists (select 1 from public.registration_responses a where a.question_id = v_row_id) then
      raise exception 'Question %: it has answers given as health information, so it stays sensitive', v_n
        using errcode = '42501', hint = 'sensitive_question_answered', detail = v_n::text;
    end if;
    if v_row_id is not null then
      update public.registration_questions set
        question_text = trim(v_item->>'question_text'),
        question_text_fr = nullif(trim(coalesce(v_item->>'question_text_fr', '')), ''),
        question_type = v_type,
        required = coalesce((v_item->>'required')::boolean, false),
        options = v_options,
        options_fr = v_options_fr,
        category = coalesce(nullif(v_item->>'category', ''), 'other'),
        is_sensitive = coalesce((nullif(v_item->>'is_sensitive', ''))::boolean, is_sensitive),
        display_order = v_n - 1,
        is_active = true
      where id = v_row_id and program_id = p_program_id;
      if not found then
        raise exception 'Question %: not a question of this program', v_n
          using errcode = '23503', hint = 'question_not_in_program', detail = v_n::text;
      end if;
    else
      insert into public.registration_questions (program_id, question_text, question_text_fr, question_type,
        required, options, options_fr, category, is_sensitive, display_order, is_active)
      values (p_program_id, trim(v_item->>'question_text'),
        nullif(trim(coalesce(v_item->>'question_text_fr', '')), ''), v_type,
        coalesce((v_item->>'required')::boolean, false), v_options, v_options_fr,
        coalesce(nullif(v_item->>'category', ''), 'other'),
        coalesce((nullif(v_item->>'is_sensitive', ''))::boolean, false), v_n - 1, true);
    end if;
  end loop;

  return query
    select q.* from public.registration_questions q
    where q.program_id = p_program_id and q.is_active
    order by q.display_order, q.created_at;
end;
$$;
revoke all on function public.save_registration_questions(p_program_id uuid, p_questions jsonb) from public, anon;

-- Coordinator assignments (issue 10, spec 2 sections 4 and 6): the database,
-- not the browser, records who made an assignment and when, and keeps both
-- unchanged afterwards. Who may assign (admins) and who may be assigned
-- (volunteer, coach, admin) are already enforced by the policies of
-- 20261122030100 and the trigger private.check_coordinator_role().

-- =====================================================================
-- assigned_by / assigned_at stamped by the database
-- =====================================================================

-- Browser callers: assigned_by is the caller and assigned_at is now on insert;
-- on update both keep their stored values. The server (seed, service role)
-- may set them, e.g. to import history.
create or replace function private.stamp_coordinator_assignment()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.is_server_caller() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.assigned_by := auth.uid();
    new.assigned_at := now();
  else
    new.assigned_by := old.assigned_by;
    new.assigned_at := old.assigned_at;
  end if;
  return new;
end;
$$;

-- Runs on every insert and update of an assignment.
create trigger program_coordinators_stamp_assignment
  before insert or update on public.program_coordinators
  for each row execute function private.stamp_coordinator_assignment();

-- =====================================================================
-- coordinator_roster
-- =====================================================================

-- As 20261127200000 (every field kept: the roster is where coordinators see
-- allergies, medical conditions and contacts on the ice). Its one record per
-- call is now 'medical_and_emergency' (it was 'concussion_status') and names
-- the volunteers read as well as the participants.
create or replace function public.coordinator_roster(p_program_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_out jsonb;
  v_ids uuid[];
  v_volunteer_ids uuid[];
begin
  if auth.uid() is null then
    raise exception 'Please sign in' using errcode = '42501', hint = 'not_signed_in';
  end if;
  if not (private.is_admin() or private.is_coordinator_of(p_program_id)) then
    raise exception 'You are not a coordinator of this program' using errcode = '42501', hint = 'not_coordinator';
  end if;
  select coalesce(jsonb_agg(
      jsonb_build_object(
        'id', r.id,
        'status', r.status,
        'registration_date', r.registration_date,
        'participant', case when p.id is null then null else jsonb_build_object(
          'id', p.id, 'first_name', p.first_name, 'last_name', p.last_name, 'email', p.email,
          'date_of_birth', p.date_of_birth, 'address', p.address, 'city', p.city, 'province', p.province,
          'postal_code', p.postal_code, 'gender_identity', p.gender_identity,
          'gender_self_description', p.gender_self_description,
          'visual_classification', p.visual_classification, 'skating_experience', p.skating_experience,
          'allergies', p.allergies, 'medical_conditions', p.medical_conditions,
          'emergency_contacts', coalesce((
            select jsonb_agg(jsonb_build_object(
              'name', e.name, 'relationship', e.relationship, 'relationship_other', e.relationship_other,
              'phone', e.phone, 'is_primary', e.is_primary) order by e.is_primary desc, e.created_at)
            from public.emergency_contacts e where e.participant_id = p.id), '[]'::jsonb)) end,
        'volunteer', case when v.id is null then null else jsonb_build_object(
          'id', v.id, 'first_name', v.first_name, 'last_name', v.last_name, 'email', v.email,
          'date_of_birth', v.date_of_birth, 'address', v.address, 'city', v.city, 'phone', v.phone,
          'medical_conditions', v.medical_conditions,
          'emergency_contacts', coalesce((
            select jsonb_agg(jsonb_build_object(
              'name', e.name, 'relationship', e.relationship, 'relationship_other', e.relationship_other,
              'phone', e.phone, 'is_primary', e.is_primary) order by e.is_primary desc, e.created_at)
            from public.emergency_contacts e where e.volunteer_id = v.id), '[]'::jsonb)) end,
        'removed_from_sport', (select jsonb_build_object('since', min(x.suspected_on))
                               from public.concussion_removals x
                               where p.id is not null and x.participant_id = p.id and x.cleared_at is null
                               having count(*) > 0),
        'concussion_valid_until', c.valid_until,
        'code_of_conduct', coalesce(c.code_of_conduct_document_id is not null, false)
      ) order by r.registration_date, r.id), '[]'::jsonb),
    coalesce(array_agg(p.id) filter (where p.id is not null), '{}'),
    coalesce(array_agg(v.id) filter (where v.id is not null), '{}')
  into v_out, v_ids, v_volunteer_ids
  from public.registrations r
  left join public.participants p on p.id = r.participant_id
  left join public.volunteer_profiles v on v.id = r.volunteer_id
  left join lateral (
    select * from private.valid_athlete_confirmation(p.id) a where p.id is not null and a.id is not null
    union all
    select * from private.valid_staff_confirmation(v.user_id) s where v.id is not null and s.id is not null
    limit 1) c on true
  where r.program_id = p_program_id and r.status in ('pending', 'approved');
  perform private.log_data_access('read', 'medical_and_emergency', v_ids, p_program_id, 'coordinator_roster',
    v_volunteer_ids, null);
  return v_out;
end;
$$;
-- Signed-in callers only (the function checks the assignment itself).
revoke all on function public.coordinator_roster(p_program_id uuid) from public, anon;

create trigger programs_refuse_inactive_account before insert or delete or update on public.programs for each statement execute function private.refuse_inactive_account();

create trigger program_price_tiers_refuse_inactive_account before insert or delete or update on public.program_price_tiers for each statement execute function private.refuse_inactive_account();

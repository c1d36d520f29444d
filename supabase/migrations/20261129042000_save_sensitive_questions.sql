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

revoke all on function public.save_registration_questions(uuid, jsonb) from public, anon, authenticated;
grant execute on function public.save_registration_questions(uuid, jsonb) to authenticated, service_role;

-- supabase/schemas (the current schema; supabase/README.md): programs, part 6 of 6.

create trigger financial_assistance_codes_refuse_inactive_account before insert or delete or update on public.financial_assistance_codes for each statement execute function private.refuse_inactive_account();

create trigger registration_questions_refuse_inactive_account before insert or delete or update on public.registration_questions for each statement execute function private.refuse_inactive_account();

create trigger program_coordinators_refuse_inactive_account before insert or delete or update on public.program_coordinators for each statement execute function private.refuse_inactive_account();

-- Custom question answers are what the question offers (a review of issue 21
-- point 11): until now the database stored any text as the answer to a select
-- or radio question, and any value for a checkbox; only the screen limited the
-- choices. One rule, private.answer_fits_question() (the TypeScript copy is
-- supabase/functions/_shared/domain/answer-rule.ts; both run
-- answer-rule.cases.json), applied by a trigger to every answer however it is
-- written: create_registrations, save_registration_response, or the table.
-- An unchanged answer is not checked again, so an admin who later edits a
-- question's options does not lock the answers already given.
create or replace function private.answer_fits_question(p_type text, p_options jsonb, p_text text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when p_text is null then true
    when p_type = 'checkbox' then p_text = 'true'
    when p_type in ('select', 'radio') then coalesce(p_options, '[]'::jsonb) ? p_text
    else true
  end
$$;
revoke all on function private.answer_fits_question(p_type text, p_options jsonb, p_text text) from public;

create or replace function private.check_registration_answer()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_question public.registration_questions;
begin
  if tg_op = 'UPDATE' and new.question_id = old.question_id
     and new.response_value is not distinct from old.response_value then
    return new;
  end if;
  select * into v_question from public.registration_questions where id = new.question_id;
  if found and not private.answer_fits_question(v_question.question_type, v_question.options, new.response_value) then
    raise exception 'This answer is not one of the choices offered: %', v_question.question_text
      using errcode = '23514', hint = 'invalid_answer', detail = v_question.id::text;
  end if;
  return new;
end;
$$;
revoke all on function private.check_registration_answer() from public;

-- programs.search_names shorter (issue 22 point 2, after 20261125833000): a
-- search reads (and lower-cases) every character of search_text on every
-- registration, so each name has only the forms a search needs, each once:
-- as written (lower case, accents, its apostrophes: what a pasted name
-- gives), without accents with the typed apostrophe ('), and with accents
-- with the typed apostrophe. 'Winter League' has one form, 'Été à Québec'
-- two, 'Camp d’Été' three ('camp d’été', 'camp d'ete', 'camp d'été'); not
-- kept: no accents with ’ (typed ’ without accents). English then French.
-- The view appends the names after lower() (they are lower case already).
-- Computed when a program is written: nothing of this is done per search.
create or replace function private.program_search_names(p_name text, p_name_fr text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select string_agg(f.form, chr(31) order by f.position)
  from (
    select distinct on (u.form) u.form, u.position
    from unnest(array[
      private.search_lower(p_name),
      replace(private.search_fold(p_name), '’', ''''),
      replace(private.search_lower(p_name), '’', ''''),
      private.search_lower(p_name_fr),
      replace(private.search_fold(p_name_fr), '’', ''''),
      replace(private.search_lower(p_name_fr), '’', '''')
    ]) with ordinality as u(form, position)
    where u.form is not null
    order by u.form, u.position
  ) f
$$;
revoke all on function private.program_search_names(p_name text, p_name_fr text) from public;
grant execute on function private.program_search_names(p_name text, p_name_fr text) to authenticated, service_role;

create index financial_assistance_codes_user_idx on public.financial_assistance_codes (user_id);

-- Exactly one code per request.
create unique index financial_assistance_codes_request_key
  on public.financial_assistance_codes (request_id) where request_id is not null;

-- Security definer: the policies below ask it about a question the caller
-- may not be able to read (an inactive program's).
create function private.is_sensitive_question(p_question_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select q.is_sensitive from public.registration_questions q where q.id = p_question_id), false)
$$;
revoke all on function private.is_sensitive_question(p_question_id uuid) from public;
grant execute on function private.is_sensitive_question(p_question_id uuid) to authenticated, service_role;

-- =====================================================================
-- A sensitive question with answers stays sensitive
-- =====================================================================
create function private.keep_question_sensitive()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.is_sensitive and not new.is_sensitive
     and exists (select 1 from public.registration_responses a where a.question_id = old.id) then
    raise exception 'This question has answers given as health information: it stays sensitive'
      using errcode = '42501', hint = 'sensitive_question_answered', detail = old.id::text;
  end if;
  return new;
end;
$$;
revoke all on function private.keep_question_sensitive() from public;

create trigger registration_questions_keep_sensitive
  before update of is_sensitive on public.registration_questions
  for each row execute function private.keep_question_sensitive();

-- =====================================================================
-- admin_registration_answers: the logged read
-- =====================================================================

-- The answers of the given registrations (at most 1000 ids), in the
-- registrations' order then the questions' display order: [{registration_id,
-- question_id, question_text, question_text_fr, question_type, is_sensitive,
-- response_value}]. Admins only (42501, hint admin_only). Volatile: it writes
-- one data_access_log record when a sensitive answer is returned.
create function public.admin_registration_answers(p_registration_ids uuid[])
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_out jsonb;
  v_sensitive uuid[];
  v_questions uuid[];
begin
  if not private.is_admin() then
    raise exception 'Only administrators can read registration answers' using errcode = '42501', hint = 'admin_only';
  end if;
  if cardinality(coalesce(p_registration_ids, '{}')) > 1000 then
    raise exception 'At most 1000 registrations at a time' using errcode = '22023', hint = 'too_many_ids';
  end if;
  select coalesce(jsonb_agg(jsonb_build_object(
      'registration_id', a.registration_id, 'question_id', q.id, 'question_text', q.question_text,
      'question_text_fr', q.question_text_fr, 'question_type', q.question_type, 'is_sensitive', q.is_sensitive,
      'response_value', a.response_value) order by u.ord, q.display_order, q.created_at, q.id), '[]'::jsonb),
    coalesce(array_agg(distinct a.registration_id) filter (where q.is_sensitive), '{}'),
    coalesce(array_agg(distinct q.id) filter (where q.is_sensitive), '{}')
  into v_out, v_sensitive, v_questions
  from unnest(p_registration_ids) with ordinality u(id, ord)
  join public.registration_responses a on a.registration_id = u.id
  join public.registration_questions q on q.id = a.question_id;
  if cardinality(v_sensitive) > 0 then
    perform private.log_data_access('read', 'sensitive_answers',
      coalesce((select array_agg(distinct r.participant_id) from public.registrations r
                where r.id = any (v_sensitive) and r.participant_id is not null), '{}'),
      (select case when count(distinct r.program_id) = 1 then min(r.program_id::text)::uuid end
         from public.registrations r where r.id = any (v_sensitive)),
      'admin_registration_answers',
      coalesce((select array_agg(distinct r.volunteer_id) from public.registrations r
                where r.id = any (v_sensitive) and r.volunteer_id is not null), '{}'),
      jsonb_build_object('question_ids', to_jsonb(v_questions)));
  end if;
  return v_out;
end;
$$;
revoke all on function public.admin_registration_answers(p_registration_ids uuid[]) from public, anon;

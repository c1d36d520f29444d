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

revoke all on function private.answer_fits_question(text, jsonb, text) from public;
revoke all on function private.check_registration_answer() from public;

create trigger registration_responses_check_answer
  before insert or update on public.registration_responses
  for each row execute function private.check_registration_answer();

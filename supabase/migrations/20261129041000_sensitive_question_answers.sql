-- Issue 33 point 7d (decision 0057): a program's own question can ask for
-- health data; an admin marks it sensitive in the program editor, and its
-- answers are then read outside the family only through a logged function,
-- like the medical columns (decision 0053).
--
-- * registration_questions.is_sensitive (default false; the questions already
--   filed under the 'medical' or 'emergency' category are marked). Set by
--   save_registration_questions (questions[].is_sensitive; left out = kept) or
--   an admin's direct write. Once a sensitive question has answers it stays
--   sensitive (hint sensitive_question_answered): unmarking it would hand the
--   answers given under that promise to a plain table read.
-- * registration_responses, answers to a sensitive question: a direct read by
--   anyone but the family (the registration's maker, the participant's account
--   or guardian, the volunteer) returns no row, admins included; admins no
--   longer insert, update or delete them through the table either (an update
--   or delete reads the row, which is how a value could be probed). Other
--   answers are as before (family and admins; coordinators read none).
-- * admin_registration_answers(ids): the answers of up to 1000 registrations,
--   sensitive ones included, for admins; one data_access_log record per call
--   that returns at least one sensitive answer ('read', 'sensitive_answers',
--   reason 'admin_registration_answers', the registrations' participants and
--   volunteers, scope = the question ids).
-- * A write of an answer to a sensitive question by someone outside the family
--   (an admin through save_registration_response, the service key) writes one
--   record per row ('write', 'sensitive_answers', 'registration_responses').
-- No other staff read path returns answers: admin_registrations_page/export
-- and coordinator_roster never did (grep registration_responses).

alter table public.registration_questions add column is_sensitive boolean not null default false;
update public.registration_questions set is_sensitive = true where category in ('medical', 'emergency');

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
revoke all on function private.is_sensitive_question(uuid) from public, anon;
grant execute on function private.is_sensitive_question(uuid) to authenticated, service_role;

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
revoke all on function private.keep_question_sensitive() from public, anon, authenticated;

create trigger registration_questions_keep_sensitive
  before update of is_sensitive on public.registration_questions
  for each row execute function private.keep_question_sensitive();

-- =====================================================================
-- registration_responses: the table hides sensitive answers from staff
-- =====================================================================

drop policy "Responses are viewable by the registration owner and admins" on public.registration_responses;
drop policy "Responses are manageable by admins" on public.registration_responses;

create policy "Responses are viewable by the registration owner, and by admins unless sensitive"
  on public.registration_responses for select to authenticated
  using (
    registration_id in (select private.my_registration_ids())
    or ((select private.is_admin()) and not private.is_sensitive_question(question_id))
  );

create policy "Responses other than sensitive ones can be added by admins"
  on public.registration_responses for insert to authenticated
  with check ((select private.is_admin()) and not private.is_sensitive_question(question_id));

create policy "Responses other than sensitive ones are editable by admins"
  on public.registration_responses for update to authenticated
  using ((select private.is_admin()) and not private.is_sensitive_question(question_id))
  with check ((select private.is_admin()) and not private.is_sensitive_question(question_id));

create policy "Responses other than sensitive ones are deletable by admins"
  on public.registration_responses for delete to authenticated
  using ((select private.is_admin()) and not private.is_sensitive_question(question_id));

-- =====================================================================
-- A write of a sensitive answer from outside the family: one record a row
-- =====================================================================

create function private.log_sensitive_answer_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reg public.registrations;
begin
  if nullif(current_setting('request.jwt.claims', true), '') is null
     and nullif(current_setting('request.jwt.claim.role', true), '') is null
     and nullif(current_setting('request.jwt.claim.sub', true), '') is null then
    return null; -- a migration, pg_cron or an operator
  end if;
  if not private.is_sensitive_question(new.question_id) then
    return null;
  end if;
  if tg_op = 'UPDATE' and new.response_value is not distinct from old.response_value
     and new.question_id = old.question_id then
    return null;
  end if;
  if auth.uid() is not null and new.registration_id in (select private.my_registration_ids()) then
    return null; -- the family's own answer
  end if;
  select * into v_reg from public.registrations r where r.id = new.registration_id;
  perform private.log_data_access('write', 'sensitive_answers',
    case when v_reg.participant_id is null then '{}'::uuid[] else array[v_reg.participant_id] end,
    v_reg.program_id, 'registration_responses',
    case when v_reg.volunteer_id is null then '{}'::uuid[] else array[v_reg.volunteer_id] end,
    jsonb_build_object('operation', lower(tg_op), 'question_ids', jsonb_build_array(new.question_id))
      || case when auth.uid() is null and private.is_server_caller()
              then jsonb_build_object('caller', 'service_role') else '{}'::jsonb end);
  return null;
end;
$$;
revoke all on function private.log_sensitive_answer_write() from public, anon, authenticated;

create trigger registration_responses_log_sensitive_write
  after insert or update on public.registration_responses
  for each row execute function private.log_sensitive_answer_write();

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
revoke all on function public.admin_registration_answers(uuid[]) from public, anon;
grant execute on function public.admin_registration_answers(uuid[]) to authenticated, service_role;

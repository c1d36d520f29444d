-- supabase/schemas (the current schema; supabase/README.md): registrations, part 5 of 7.

-- As 20261128200000 (the code lookup per item: open to the account, to the
-- item's participant, and for the browser either an aid code or the
-- program's assistance on), and with the screen's concussion confirmations.
create or replace function public.create_registrations(
  p_program_id uuid,
  p_items jsonb,
  p_answers jsonb default '{}'::jsonb,
  p_consents jsonb default '{}'::jsonb,
  p_payment jsonb default null,
  p_concussion jsonb default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_server boolean := private.is_server_caller();
  v_user uuid;
  v_status text := 'pending';
  v_item jsonb;
  v_participant uuid;
  v_volunteer uuid;
  v_code_text text;
  v_code_id uuid;
  v_codes jsonb := '{}'::jsonb;
  v_reg public.registrations;
  v_question record;
  v_answer record;
  v_value text;
  v_out jsonb := '[]'::jsonb;
  c jsonb := coalesce(p_consents, '{}'::jsonb);
begin
  if v_server then
    v_user := nullif(p_payment ->> 'user_id', '')::uuid;
    v_status := coalesce(p_payment ->> 'status', 'approved');
    if v_user is null or v_status not in ('pending', 'approved') then
      raise exception 'p_payment.user_id and a pending/approved status are required' using errcode = '22023';
    end if;
  else
    v_user := auth.uid();
    if v_user is null then
      raise exception 'No active session found' using errcode = '42501', hint = 'not_signed_in';
    end if;
    if p_payment is not null then
      raise exception 'Only the server records payments' using errcode = '42501', hint = 'server_only';
    end if;
    perform private.assert_active_account();
  end if;
  if jsonb_typeof(p_items) is distinct from 'array' or jsonb_array_length(p_items) = 0 then
    raise exception 'Please select at least one participant' using errcode = '22023', hint = 'no_participants';
  end if;
  if jsonb_typeof(coalesce(p_answers, '{}'::jsonb)) <> 'object' or jsonb_typeof(c) <> 'object' then
    raise exception 'Invalid registration data' using errcode = '22023', hint = 'invalid_payload';
  end if;
  if not exists (select 1 from public.programs p where p.id = p_program_id
                 and p.is_active and p.end_date >= private.toronto_today()) then
    raise exception 'Registration is closed for this program' using hint = 'program_closed';
  end if;

  -- Codes by their text, all of them before any write (point 3); each for
  -- its item's participant (issue 33 point 7e): a code naming other
  -- participants is, for this one, an unknown code.
  for v_item in select value from jsonb_array_elements(p_items) loop
    v_code_text := upper(trim(coalesce(v_item ->> 'assistance_code', '')));
    if v_code_text <> '' and nullif(v_item ->> 'participant_id', '') is not null then
      if not v_server then
        perform private.assert_code_attempts_left(v_user);
      end if;
      v_participant := (v_item ->> 'participant_id')::uuid;
      select f.id into v_code_id from public.financial_assistance_codes f
      join public.programs p on p.id = f.program_id
      where f.program_id = p_program_id and f.code = v_code_text
        and (v_server or (f.is_active and (p.financial_assistance_enabled or f.user_id is not null)))
        and private.assistance_code_open_to(f.user_id, v_user)
        and private.assistance_code_names(f.participant_ids, v_participant);
      if v_code_id is null then
        if v_server then
          raise exception 'Invalid assistance code' using errcode = '23503', hint = 'invalid_assistance_code';
        end if;
        perform private.record_code_failure(v_user, p_program_id);
        return jsonb_build_object('error', jsonb_build_object(
          'hint', 'invalid_assistance_code', 'message', 'Invalid assistance code'));
      end if;
      v_codes := v_codes || jsonb_build_object(v_code_text, v_code_id);
    end if;
  end loop;

  for v_question in
    select q.id, q.question_text from public.registration_questions q
    where q.program_id = p_program_id and q.is_active and q.required order by q.display_order
  loop
    if private.answer_text(coalesce(p_answers, '{}'::jsonb) -> v_question.id::text) is null then
      raise exception 'Please answer: %', v_question.question_text using errcode = '22023', hint = 'question_required';
    end if;
  end loop;

  -- The yearly concussion confirmations asked on the same screen (issue 38 point 2), recorded by their own
  -- functions in this transaction: the registration gate below finds them, and a refusal undoes both.
  if p_concussion is not null then
    if v_server then
      raise exception 'Confirmations are the family''s own' using errcode = '42501', hint = 'not_owner';
    end if;
    perform private.record_concussion_confirmations(p_concussion);
  end if;

  for v_item in select value from jsonb_array_elements(p_items) loop
    v_participant := nullif(v_item ->> 'participant_id', '')::uuid;
    v_volunteer := null;
    if v_participant is not null then
      if not exists (select 1 from public.participants p where p.id = v_participant
                     and (p.user_id = v_user or p.parent_guardian_id = v_user)) then
        raise exception 'You do not have permission to register this participant'
          using errcode = '42501', hint = 'not_owner';
      end if;
    elsif coalesce((v_item ->> 'volunteer')::boolean, false) or v_item ? 'volunteer_id' then
      select v.id into v_volunteer from public.volunteer_profiles v where v.user_id = v_user;
      if v_volunteer is null then
        raise exception 'Please complete your volunteer profile first' using hint = 'volunteer_profile_missing';
      end if;
    else
      raise exception 'Each item needs a participant_id or volunteer: true' using errcode = '22023';
    end if;

    v_code_id := case when v_volunteer is null
      then (v_codes ->> upper(trim(coalesce(v_item ->> 'assistance_code', ''))))::uuid end;

    insert into public.registrations (
      participant_id, volunteer_id, program_id, price_tier_id, user_id, status,
      financial_assistance_code_id, amount_paid, checkout_session_id, stripe_session_id, payment_intent_id,
      waiver_agreed, waiver_agreed_at, media_consent_agreed, media_consent_agreed_at,
      concussion_awareness_agreed, concussion_awareness_agreed_at,
      waiver_document_id, media_consent_document_id, concussion_document_id, language, notes)
    values (
      v_participant, v_volunteer, p_program_id, nullif(v_item ->> 'price_tier_id', '')::uuid, v_user, v_status,
      v_code_id,
      coalesce((p_payment -> 'amounts' ->> v_participant::text)::integer, 0),
      nullif(p_payment ->> 'checkout_session_id', '')::uuid,
      p_payment ->> 'stripe_session_id', p_payment ->> 'payment_intent_id',
      coalesce((c ->> 'waiver_agreed')::boolean, false),
      case when v_server then (c ->> 'waiver_agreed_at')::timestamptz end,
      coalesce((c ->> 'media_consent_agreed')::boolean, false),
      case when v_server then (c ->> 'media_consent_agreed_at')::timestamptz end,
      coalesce((c ->> 'concussion_awareness_agreed')::boolean, false),
      case when v_server then (c ->> 'concussion_awareness_agreed_at')::timestamptz end,
      private.consent_document_arg(c -> 'waiver_document_id'), private.consent_document_arg(c -> 'media_consent_document_id'),
      private.consent_document_arg(c -> 'concussion_document_id'),
      case when c ->> 'language' in ('en', 'fr') then c ->> 'language' else 'en' end,
      c -> 'notes')
    returning * into v_reg;

    for v_answer in select key, value from jsonb_each(coalesce(p_answers, '{}'::jsonb)) loop
      v_value := private.answer_text(v_answer.value);
      if v_value is not null and exists (
        select 1 from public.registration_questions q
        where q.id::text = v_answer.key and q.program_id = p_program_id
      ) then
        insert into public.registration_responses (registration_id, question_id, response_value)
        values (v_reg.id, v_answer.key::uuid, v_value)
        on conflict (registration_id, question_id) do update set response_value = excluded.response_value;
      end if;
    end loop;

    v_out := v_out || jsonb_build_array(jsonb_build_object(
      'id', v_reg.id, 'participant_id', v_reg.participant_id, 'volunteer_id', v_reg.volunteer_id,
      'status', v_reg.status, 'amount_paid', v_reg.amount_paid));
  end loop;
  return v_out;
end;
$$;
-- Functions are executable by PUBLIC by default: grant per need instead.
revoke all on function public.create_registrations(p_program_id uuid, p_items jsonb, p_answers jsonb, p_consents jsonb, p_payment jsonb, p_concussion jsonb) from public, anon;

-- =====================================================================
-- save_registration_response: answers frozen after pending (point 8)
-- =====================================================================

-- As 20261122031200, but a family answers only while its registration is
-- pending (or a draft); once approved (or closed) only admins and the server
-- change answers ('answers_locked').
create or replace function public.save_registration_response(
  p_registration_id uuid,
  p_question_id uuid,
  p_response_value text
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_staff boolean := private.is_server_caller() or private.is_admin();
  v_id uuid;
begin
  if not (v_staff or private.owns_registration(p_registration_id)) then
    raise exception 'You do not have permission to answer for this registration'
      using errcode = '42501', hint = 'not_owner';
  end if;
  if not exists (
    select 1 from public.registrations r join public.registration_questions q on q.program_id = r.program_id
    where r.id = p_registration_id and q.id = p_question_id
  ) then
    raise exception 'This question does not belong to the registration''s program'
      using errcode = '23503', hint = 'question_mismatch';
  end if;
  if not v_staff and not exists (
    select 1 from public.registrations r where r.id = p_registration_id and r.status in ('pending', 'draft')
  ) then
    raise exception 'Answers can no longer be changed: please contact an administrator'
      using errcode = '42501', hint = 'answers_locked';
  end if;
  insert into public.registration_responses (registration_id, question_id, response_value)
  values (p_registration_id, p_question_id, p_response_value)
  on conflict (registration_id, question_id) do update set response_value = excluded.response_value
  returning id into v_id;
  return v_id;
end;
$$;
revoke all on function public.save_registration_response(p_registration_id uuid, p_question_id uuid, p_response_value text) from public, anon;

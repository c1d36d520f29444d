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

-- =====================================================================
-- create_registrations
-- =====================================================================

-- The whole registration in one transaction: inserts one registration per
-- item, takes tier spots and code uses under row locks (trigger), saves the
-- answers (skipping empty/false) and returns the created rows.
--   p_items:    [{ "participant_id": uuid } | { "volunteer": true },
--                 + "price_tier_id": uuid?, "assistance_code": "TEXT"? ]
--   p_answers:  { "<question uuid>": "text" | true | false | ["a","b"] }
--   p_consents: { "waiver_agreed": true, "waiver_agreed_at": ts,
--                 "media_consent_agreed": true, "media_consent_agreed_at": ts,
--                 "concussion_awareness_agreed": true, "concussion_awareness_agreed_at": ts,
--                 "waiver_version", "media_consent_version", "concussion_version",
--                 "language": "en"|"fr", "notes": json? }   (missing _at with agreed -> now())
--   p_payment (service role only): { "user_id", "status": "approved"|"pending",
--                 "checkout_session_id", "stripe_session_id", "payment_intent_id",
--                 "amounts": { "<participant uuid>": cents } }
-- Returns [{ id, participant_id, volunteer_id, status, amount_paid }].
create or replace function public.create_registrations(
  p_program_id uuid,
  p_items jsonb,
  p_answers jsonb default '{}'::jsonb,
  p_consents jsonb default '{}'::jsonb,
  p_payment jsonb default null
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
  end if;
  if jsonb_typeof(p_items) is distinct from 'array' or jsonb_array_length(p_items) = 0 then
    raise exception 'Please select at least one participant' using errcode = '22023', hint = 'no_participants';
  end if;
  if not exists (select 1 from public.programs p where p.id = p_program_id
                 and p.is_active and p.end_date >= private.toronto_today()) then
    raise exception 'Registration is closed for this program' using hint = 'program_closed';
  end if;
  for v_question in
    select q.id, q.question_text from public.registration_questions q
    where q.program_id = p_program_id and q.is_active and q.required order by q.display_order
  loop
    if private.answer_text(coalesce(p_answers, '{}'::jsonb) -> v_question.id::text) is null then
      raise exception 'Please answer: %', v_question.question_text using errcode = '22023', hint = 'question_required';
    end if;
  end loop;

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

    v_code_id := null;
    v_code_text := upper(trim(coalesce(v_item ->> 'assistance_code', '')));
    if v_code_text <> '' and v_volunteer is null then
      select f.id into v_code_id from public.financial_assistance_codes f
      where f.program_id = p_program_id and f.code = v_code_text;
      if v_code_id is null then
        raise exception 'Invalid assistance code' using errcode = '23503', hint = 'invalid_assistance_code';
      end if;
    end if;

    insert into public.registrations (
      participant_id, volunteer_id, program_id, price_tier_id, user_id, status,
      financial_assistance_code_id, amount_paid, checkout_session_id, stripe_session_id, payment_intent_id,
      waiver_agreed, waiver_agreed_at, media_consent_agreed, media_consent_agreed_at,
      concussion_awareness_agreed, concussion_awareness_agreed_at,
      waiver_version, media_consent_version, concussion_version, language, notes)
    values (
      v_participant, v_volunteer, p_program_id, nullif(v_item ->> 'price_tier_id', '')::uuid, v_user, v_status,
      v_code_id,
      coalesce((p_payment -> 'amounts' ->> v_participant::text)::integer, 0),
      nullif(p_payment ->> 'checkout_session_id', '')::uuid,
      p_payment ->> 'stripe_session_id', p_payment ->> 'payment_intent_id',
      coalesce((c ->> 'waiver_agreed')::boolean, false),
      case when coalesce((c ->> 'waiver_agreed')::boolean, false)
           then coalesce((c ->> 'waiver_agreed_at')::timestamptz, now()) end,
      coalesce((c ->> 'media_consent_agreed')::boolean, false),
      case when coalesce((c ->> 'media_consent_agreed')::boolean, false)
           then coalesce((c ->> 'media_consent_agreed_at')::timestamptz, now()) end,
      coalesce((c ->> 'concussion_awareness_agreed')::boolean, false),
      case when coalesce((c ->> 'concussion_awareness_agreed')::boolean, false)
           then coalesce((c ->> 'concussion_awareness_agreed_at')::timestamptz, now()) end,
      c ->> 'waiver_version', c ->> 'media_consent_version', c ->> 'concussion_version',
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

-- =====================================================================
-- save_registration_response
-- =====================================================================

-- Saves (upserts) one answer, only for a registration the caller owns (or an
-- admin/the server) and a question of the same program. Returns the row id.
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
  v_id uuid;
begin
  if not (private.is_server_caller() or private.is_admin() or private.owns_registration(p_registration_id)) then
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
  insert into public.registration_responses (registration_id, question_id, response_value)
  values (p_registration_id, p_question_id, p_response_value)
  on conflict (registration_id, question_id) do update set response_value = excluded.response_value
  returning id into v_id;
  return v_id;
end;
$$;

-- Issue 33 point 7e (b) and (c): a family's financial-aid code, stated rules.
--
-- (b) An approved aid code is valid only for the participants named in the
--     request. The code carries them (financial_assistance_codes.participant_ids,
--     copied from the request at approval; null = any participant, as for every
--     code an admin makes) and every door checks them: check_assistance_code
--     (p_participant_id, the screen's Apply), create_registrations (each item;
--     the free path and the checkout's fulfilment), the registration gate
--     (private.registration_before_insert, for any insert) and, for an admin's
--     update of a registration's participant or code, the trigger
--     registrations_code_participants. For another child of the same family it
--     is exactly an unknown code: 'invalid' / 'invalid_assistance_code', counted
--     as a wrong attempt.
-- (c) Approving a request no longer changes the program: the gate accepts a
--     code bound to an account (financial_assistance_codes.user_id, only the
--     aid codes) whatever programs.financial_assistance_enabled says, so turning
--     the program's assistance off does not stop a family's aid code either.
--     General codes (no account) still need the program's assistance on, at
--     the screen's check, create_registrations and the gate.
--     program_has_assistance_codes answers true to the family holding an aid
--     code even while the program's assistance is off (the code field shows).
-- Decision record: docs/decisions/0058-stated-rules-waitlist-and-aid-codes.md.

alter table public.financial_assistance_codes
  add column participant_ids uuid[]
    constraint financial_assistance_codes_participant_ids_check
    check (participant_ids is null or cardinality(participant_ids) between 1 and 10);

-- The codes approved so far name their request's participants.
update public.financial_assistance_codes f set participant_ids = r.participant_ids
from public.financial_aid_requests r
where r.id = f.request_id and f.participant_ids is null;

-- Whether a code's participant list (null: anyone) names a participant.
create or replace function private.assistance_code_names(p_ids uuid[], p_participant uuid)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_ids is null or coalesce(p_participant = any (p_ids), false)
$$;

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

-- As 20261128200000 with one more argument, p_participant_id: the participant
-- the code is for. A code naming other participants is then 'invalid' (and a
-- counted attempt), exactly as an unknown code. A code bound to an account is
-- looked up whatever the program's financial assistance (general codes need it
-- on). The answer adds participant_ids (the family's own, for its aid code;
-- null for a general code) so a caller checking a code once for several
-- participants (the checkout) can apply it only to those.
drop function public.check_assistance_code(uuid, text, uuid);
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

-- As 20261128200000: codes open to the caller; the caller's own aid code
-- counts whatever the program's financial assistance, general codes only
-- while it is on.
create or replace function public.program_has_assistance_codes(p_program_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.programs p join public.financial_assistance_codes f on f.program_id = p.id
    where p.id = p_program_id and p.is_active and f.is_active
      and (p.financial_assistance_enabled or f.user_id is not null)
      and private.assistance_code_open_to(f.user_id, auth.uid())
  )
$$;

-- As 20261128200000, with the code lookup per item: open to the account, to
-- the item's participant, and (for the browser) either an aid code or the
-- program's assistance on.
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

-- As 20261127200000 (the registration gate), with the one change in the code
-- check marked below.
create or replace function private.registration_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_server boolean := private.is_server_caller();
  v_today date := private.toronto_today();
  v_program public.programs;
  v_tier public.program_price_tiers;
  v_code public.financial_assistance_codes;
  v_guardian public.user_profiles;
  v_lang text;
  v_waiver uuid;
  v_media uuid;
  v_concussion uuid;
  v_price integer;
  v_active boolean;
  v_conf public.concussion_confirmations;
begin
  if not v_server then
    new.status := 'pending';
    new.user_id := auth.uid();
    new.registration_date := now();
    new.stripe_session_id := null;
    new.payment_intent_id := null;
    new.checkout_session_id := null;
    new.refund_amount := null;
    new.refund_reason := null;
    new.refunded_at := null;
    new.participant_removed_at := null;
    new.removed_participant_name := null;
    if not (private.owns_participant(new.participant_id) or private.owns_volunteer(new.volunteer_id)
            or private.is_admin()) then
      raise exception 'You do not have permission to register this person'
        using errcode = '42501', hint = 'not_owner';
    end if;
  end if;
  v_active := new.status in ('pending', 'approved');

  -- Concussion safety (issue 24 point 5): the valid yearly confirmation that
  -- covers this registration, the athlete's or the volunteer's own. A browser
  -- registration needs one and its evidence comes from it (the browser's
  -- flags are ignored); the server links one when there is one.
  if new.participant_id is not null then
    v_conf := private.valid_athlete_confirmation(new.participant_id);
  elsif new.volunteer_id is not null then
    v_conf := private.valid_staff_confirmation(
      (select v.user_id from public.volunteer_profiles v where v.id = new.volunteer_id));
  end if;
  new.concussion_confirmation_id := v_conf.id;
  if v_conf.id is not null then
    new.concussion_awareness_agreed := true;
    new.concussion_awareness_agreed_at := v_conf.confirmed_at;
    new.concussion_document_id := v_conf.awareness_document_id;
  elsif not v_server then
    new.concussion_awareness_agreed := false;
    new.concussion_document_id := null;
  end if;

  -- The program row is locked so capacity counts cannot race.
  select * into v_program from public.programs where id = new.program_id for update;
  if not found then
    raise exception 'Program not found' using errcode = '23503', hint = 'program_not_found';
  end if;
  if not v_server and (not v_program.is_active or v_program.end_date < v_today) then
    raise exception 'Registration is closed for this program' using hint = 'program_closed';
  end if;

  if new.status <> 'draft' then
    if not new.waiver_agreed then
      raise exception 'Please accept the waiver agreement' using errcode = '23514', hint = 'waiver_required';
    elsif not new.media_consent_agreed then
      raise exception 'Please accept the media consent agreement' using errcode = '23514', hint = 'media_consent_required';
    elsif not new.concussion_awareness_agreed and not v_server then
      raise exception 'A yearly concussion safety confirmation is needed before registering'
        using errcode = '23514', hint = 'concussion_confirmation_required';
    elsif not new.concussion_awareness_agreed then
      raise exception 'Please acknowledge concussion awareness' using errcode = '23514', hint = 'concussion_required';
    end if;
  end if;

  -- Consent evidence: the database's clock, and the documents in force in the
  -- registration's language (English where that language has none).
  v_lang := case when new.language = 'fr' then 'fr' else 'en' end;
  v_waiver := private.waiver_in_force(new.program_id, v_lang);
  v_media := private.legal_document_in_force_or_english('media_consent', null, v_lang);
  v_concussion := private.legal_document_in_force_or_english('concussion_awareness', null, v_lang);
  if v_server then
    new.waiver_agreed_at := case when new.waiver_agreed then least(coalesce(new.waiver_agreed_at, now()), now()) end;
    new.media_consent_agreed_at :=
      case when new.media_consent_agreed then least(coalesce(new.media_consent_agreed_at, now()), now()) end;
    new.concussion_awareness_agreed_at :=
      case when new.concussion_awareness_agreed then least(coalesce(new.concussion_awareness_agreed_at, now()), now()) end;
    if v_conf.id is not null then
      new.concussion_document_id := v_conf.awareness_document_id;
    end if;
    -- The documents the checkout stored when the family accepted (it checked
    -- them then), provided they are published texts of the right kind (and
    -- of this program for its own waiver); else those in force.
    if exists (select 1 from public.legal_documents d
               where d.id = new.waiver_document_id and d.published_at is not null
                 and ((d.kind = 'waiver' and d.program_id is null)
                      or (d.kind = 'program_waiver' and d.program_id = new.program_id))) then
      v_waiver := new.waiver_document_id;
    end if;
    if exists (select 1 from public.legal_documents d
               where d.id = new.media_consent_document_id and d.published_at is not null
                 and d.kind = 'media_consent') then
      v_media := new.media_consent_document_id;
    end if;
    if exists (select 1 from public.legal_documents d
               where d.id = new.concussion_document_id and d.published_at is not null
                 and d.kind = 'concussion_awareness') then
      v_concussion := new.concussion_document_id;
    end if;
  else
    new.waiver_agreed_at := case when new.waiver_agreed then now() end;
    new.media_consent_agreed_at := case when new.media_consent_agreed then now() end;
    -- The confirmation's own time and document.
    new.concussion_awareness_agreed_at := case when new.concussion_awareness_agreed then v_conf.confirmed_at end;
    if v_conf.id is not null then
      v_concussion := v_conf.awareness_document_id;
    end if;
    -- A document the family was shown (create_registrations passes the ids
    -- the browser sent) must be the one in force: otherwise they agreed to a
    -- text that is no longer the one recorded.
    if (new.waiver_agreed and new.waiver_document_id is not null and new.waiver_document_id is distinct from v_waiver)
       or (new.media_consent_agreed and new.media_consent_document_id is not null
           and new.media_consent_document_id is distinct from v_media) then
      raise exception 'An agreement has changed since it was read: please read it again'
        using errcode = '23514', hint = 'consent_version_outdated';
    end if;
  end if;
  new.waiver_document_id := case when new.waiver_agreed then v_waiver end;
  new.media_consent_document_id := case when new.media_consent_agreed then v_media end;
  new.concussion_document_id := case when new.concussion_awareness_agreed then v_concussion end;
  -- The former version strings, readable, from the documents (never the browser's).
  new.waiver_version := private.legal_document_label(new.waiver_document_id);
  new.media_consent_version := private.legal_document_label(new.media_consent_document_id);
  new.concussion_version := private.legal_document_label(new.concussion_document_id);
  -- French only when every document recorded is French.
  new.consent_language := case
    when num_nonnulls(new.waiver_document_id, new.media_consent_document_id, new.concussion_document_id) = 0 then null
    when exists (select 1 from public.legal_documents d
                 where d.id in (new.waiver_document_id, new.media_consent_document_id, new.concussion_document_id)
                   and d.language = 'en') then 'en'
    else 'fr' end;

  -- Guardian shown on admin screens comes from the participant, not the client.
  if new.participant_id is not null then
    select u.* into v_guardian
    from public.participants p join public.user_profiles u on u.id = p.parent_guardian_id
    where p.id = new.participant_id;
    new.parent_guardian_id := v_guardian.id;
    new.parent_guardian_name := nullif(trim(concat_ws(' ', v_guardian.first_name, v_guardian.last_name)), '');
    -- Places held by waiting-list offers count as taken, except this participant's own offer.
    if v_active and v_program.max_participants is not null and (
      select count(*) from public.registrations r
      where r.program_id = new.program_id and r.participant_id is not null
        and r.status in ('pending', 'approved')
    ) + private.program_places_held(new.program_id, new.participant_id) >= v_program.max_participants then
      raise exception 'This program is full' using hint = 'program_full';
    end if;
  end if;

  if new.volunteer_id is not null then
    -- Volunteers register free, with no tier or code (spec 2 section 9).
    new.price_tier_id := null;
    new.financial_assistance_code_id := null;
  else
    if new.price_tier_id is null then
      -- The program price applies only to a program without tiers (point 1).
      if exists (select 1 from public.program_price_tiers t where t.program_id = new.program_id) then
        raise exception 'Please select a price option' using errcode = '23514', hint = 'price_option_required';
      end if;
    else
      select * into v_tier from public.program_price_tiers where id = new.price_tier_id for update;
      if not found or v_tier.program_id <> new.program_id then
        raise exception 'Invalid price option' using errcode = '23503', hint = 'invalid_price_tier';
      end if;
      if not v_server and ((v_tier.available_from is not null and v_tier.available_from > v_today)
                           or (v_tier.available_until is not null and v_tier.available_until < v_today)) then
        raise exception 'This price option is not available today' using hint = 'price_tier_unavailable';
      end if;
      if v_active then
        if v_tier.max_spots is not null
           and v_tier.spots_taken + private.tier_places_held(v_tier.id, new.participant_id) >= v_tier.max_spots then
          raise exception 'This price option is sold out' using hint = 'price_tier_sold_out';
        end if;
        update public.program_price_tiers set spots_taken = spots_taken + 1 where id = v_tier.id;
      end if;
    end if;
    if new.financial_assistance_code_id is not null then
      select * into v_code from public.financial_assistance_codes
      where id = new.financial_assistance_code_id for update;
      -- Changed (issue 33 point 7e): a family's aid code (bound to its
      -- account) works whatever the program's assistance; general codes need
      -- it on. A code naming participants serves only them.
      if not found or v_code.program_id <> new.program_id or not v_code.is_active
         or (not v_server and not v_program.financial_assistance_enabled and v_code.user_id is null)
         or not private.assistance_code_names(v_code.participant_ids, new.participant_id) then
        raise exception 'Invalid assistance code' using errcode = '23503', hint = 'invalid_assistance_code';
      end if;
      if v_active then
        if v_code.max_uses is not null and v_code.current_uses >= v_code.max_uses then
          raise exception 'This assistance code has reached its maximum usage limit'
            using hint = 'assistance_code_exhausted';
        end if;
        update public.financial_assistance_codes set current_uses = current_uses + 1 where id = v_code.id;
      end if;
    end if;
  end if;
  -- Unset tier or code rows read as null prices: the rule falls back to the next price.
  v_price := private.registration_price(v_program.price, v_tier.price, v_code.price, new.volunteer_id is not null);
  new.financial_assistance_applied := new.financial_assistance_code_id is not null;

  if not v_server then
    if v_price > 0 then
      raise exception 'Payment is required: paid registrations are created by the checkout'
        using hint = 'payment_required';
    end if;
    new.amount_paid := 0;
  end if;
  return new;
end;
$$;

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

create trigger registrations_code_participants
  before update of participant_id, financial_assistance_code_id on public.registrations
  for each row execute function private.registration_code_participants();

-- Execute rights.
revoke all on function
  private.assistance_code_names(uuid[], uuid),
  private.registration_code_participants()
  from public, anon, authenticated;
revoke all on function public.check_assistance_code(uuid, text, uuid, uuid) from public, anon;
grant execute on function public.check_assistance_code(uuid, text, uuid, uuid) to authenticated, service_role;
revoke all on function public.program_has_assistance_codes(uuid) from public;
grant execute on function public.program_has_assistance_codes(uuid) to anon, authenticated, service_role;
revoke all on function public.create_registrations(uuid, jsonb, jsonb, jsonb, jsonb) from public, anon;
grant execute on function public.create_registrations(uuid, jsonb, jsonb, jsonb, jsonb) to authenticated, service_role;
revoke all on function public.admin_decide_financial_aid(uuid, boolean, integer, text) from public, anon;
grant execute on function public.admin_decide_financial_aid(uuid, boolean, integer, text) to authenticated, service_role;

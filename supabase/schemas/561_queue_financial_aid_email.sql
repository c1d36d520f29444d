-- supabase/schemas (the current schema; supabase/README.md): financial aid, part 2 of 3.

-- The decision e-mail, plain text in the family's preferred language:
-- 'financial_aid_approved' (code, price, program, registration path) or
-- 'financial_aid_rejected' (the note).
create or replace function private.queue_financial_aid_email(p_request_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_r public.financial_aid_requests;
  v_program public.programs;
  v_code public.financial_assistance_codes;
  v_to public.user_profiles;
  v_lang text;
  v_name text;
  v_people text;
  v_price text;
  v_path text;
  v_subject text;
  v_body text;
begin
  select * into v_r from public.financial_aid_requests where id = p_request_id;
  if not found or v_r.status not in ('approved', 'rejected') then
    return;
  end if;
  select * into v_program from public.programs where id = v_r.program_id;
  select * into v_code from public.financial_assistance_codes where id = v_r.code_id;
  select * into v_to from public.user_profiles where id = v_r.user_id;
  if v_to.id is null or coalesce(v_to.email, '') = '' then
    return;
  end if;
  v_lang := case when v_to.preferred_language = 'fr' then 'fr' else 'en' end;
  v_name := case when v_lang = 'fr' then coalesce(v_program.name_fr, v_program.name) else v_program.name end;
  select string_agg(e ->> 'name', ', ') into v_people
  from jsonb_array_elements(private.financial_aid_participants(v_r.participant_ids)) e
  where e ->> 'name' is not null;
  v_path := '/programs/' || v_r.program_id::text || '/register';

  if v_r.status = 'approved' then
    v_price := private.format_cents(v_r.approved_price_cents, v_lang);
    if v_lang = 'fr' then
      v_subject := 'Aide financière accordée : ' || v_name;
      v_body := 'Bonjour ' || coalesce(v_to.first_name, '') || E',\n\n'
        || 'Votre demande d’aide financière pour le programme ' || v_name || E' a été acceptée.\n'
        || case when v_people is not null then 'Participants : ' || v_people || E'\n' else '' end
        || 'Prix à payer : ' || v_price || E' par participant.\n'
        || 'Votre code : ' || v_code.code
        || ' (valable pour ' || coalesce(v_code.max_uses, 1)
        || case when coalesce(v_code.max_uses, 1) > 1 then ' inscriptions' else ' inscription' end
        || E', uniquement à partir de votre compte).\n\n'
        || 'Pour inscrire, ouvrez ' || v_path
        || ', entrez ce code dans le champ du code d’aide financière et terminez l’inscription.'
        || case when v_r.decision_note is not null then E'\n\nNote : ' || v_r.decision_note else '' end
        || E'\n\nHockey canadien pour aveugles';
    else
      v_subject := 'Financial assistance approved: ' || v_name;
      v_body := 'Hello ' || coalesce(v_to.first_name, '') || E',\n\n'
        || 'Your request for financial assistance for ' || v_name || E' has been approved.\n'
        || case when v_people is not null then 'Participants: ' || v_people || E'\n' else '' end
        || 'Price you will pay: ' || v_price || E' per participant.\n'
        || 'Your code: ' || v_code.code
        || ' (valid for ' || coalesce(v_code.max_uses, 1)
        || case when coalesce(v_code.max_uses, 1) > 1 then ' registrations' else ' registration' end
        || E', only from your account).\n\n'
        || 'To register, open ' || v_path
        || ', enter this code in the assistance code field and complete the registration.'
        || case when v_r.decision_note is not null then E'\n\nNote: ' || v_r.decision_note else '' end
        || E'\n\nCanadian Blind Hockey';
    end if;
  else
    if v_lang = 'fr' then
      v_subject := 'Demande d’aide financière : ' || v_name;
      v_body := 'Bonjour ' || coalesce(v_to.first_name, '') || E',\n\n'
        || 'Nous sommes désolés : votre demande d’aide financière pour le programme ' || v_name
        || ' n’a pas été acceptée.'
        || case when v_r.decision_note is not null then E'\n\nNote : ' || v_r.decision_note else '' end
        || E'\n\nVous pouvez tout de même vous inscrire au prix régulier : ' || v_path
        || E'\n\nHockey canadien pour aveugles';
    else
      v_subject := 'Financial assistance request: ' || v_name;
      v_body := 'Hello ' || coalesce(v_to.first_name, '') || E',\n\n'
        || 'We are sorry: your request for financial assistance for ' || v_name || ' was not approved.'
        || case when v_r.decision_note is not null then E'\n\nNote: ' || v_r.decision_note else '' end
        || E'\n\nYou can still register at the regular price: ' || v_path
        || E'\n\nCanadian Blind Hockey';
    end if;
  end if;

  insert into public.email_outbox (registration_id, to_email, language, template, subject, body, payload)
  values (
    null, v_to.email, v_lang,
    case when v_r.status = 'approved' then 'financial_aid_approved' else 'financial_aid_rejected' end,
    v_subject, v_body,
    jsonb_build_object(
      'request_id', v_r.id, 'program_id', v_r.program_id, 'program_name', v_program.name,
      'program_name_fr', v_program.name_fr, 'code', v_code.code, 'price_cents', v_r.approved_price_cents,
      'max_uses', v_code.max_uses, 'register_path', v_path, 'decision_note', v_r.decision_note));
end;
$$;
revoke all on function private.queue_financial_aid_email(p_request_id uuid) from public;

-- =====================================================================
-- Family RPCs
-- =====================================================================

-- Asks for financial assistance for some of the caller's participants in an
-- active program with a price. Returns the request id.
create or replace function public.request_financial_aid(
  p_program_id uuid,
  p_participant_ids uuid[],
  p_can_pay_cents integer,
  p_note text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
  v_ids uuid[];
  v_note text := nullif(trim(coalesce(p_note, '')), '');
  v_lang text;
  v_id uuid;
begin
  if v_user is null then
    raise exception 'No active session found' using errcode = '42501', hint = 'not_signed_in';
  end if;
  perform private.assert_active_account();
  -- Each participant once, in the order given.
  v_ids := array(select u.i from unnest(coalesce(p_participant_ids, '{}'::uuid[])) with ordinality as u(i, n)
                 where u.i is not null group by u.i order by min(u.n));
  if cardinality(v_ids) = 0 then
    raise exception 'Please select at least one participant' using errcode = '22023', hint = 'no_participants';
  end if;
  if cardinality(v_ids) > 10 then
    raise exception 'At most 10 participants per request' using errcode = '22023', hint = 'too_many_participants';
  end if;
  if p_can_pay_cents is null or p_can_pay_cents < 0 then
    raise exception 'Please say what you can pay (0 or more)' using errcode = '22023', hint = 'invalid_amount';
  end if;
  if char_length(v_note) > 1000 then
    raise exception 'The note is too long (1000 characters at most)' using errcode = '22023', hint = 'note_too_long';
  end if;
  if exists (select 1 from unnest(v_ids) i
             where not exists (select 1 from public.participants p
                               where p.id = i and (p.user_id = v_user or p.parent_guardian_id = v_user))) then
    raise exception 'You do not have permission to ask for this participant'
      using errcode = '42501', hint = 'not_owner';
  end if;
  if not exists (select 1 from public.programs p where p.id = p_program_id
                 and p.is_active and p.end_date >= private.toronto_today()) then
    raise exception 'Registration is closed for this program' using errcode = 'P0001', hint = 'program_closed';
  end if;
  if coalesce(private.program_full_price(p_program_id), 0) <= 0 then
    raise exception 'This program is free' using errcode = '22023', hint = 'program_free';
  end if;

  -- One request at a time per program, so two parallel requests cannot both pass the check below.
  perform pg_advisory_xact_lock(hashtextextended('financial-aid:' || p_program_id::text, 0));
  if exists (select 1 from public.financial_aid_requests r
             where r.program_id = p_program_id and r.status in ('pending', 'approved')
               and r.participant_ids && v_ids) then
    raise exception 'A request for this participant and program is already open'
      using errcode = 'P0001', hint = 'already_requested';
  end if;
  if exists (select 1 from public.registrations r
             where r.program_id = p_program_id and r.participant_id = any (v_ids)
               and r.status in ('pending', 'approved')) then
    raise exception 'This participant is already registered in this program'
      using errcode = 'P0001', hint = 'already_registered';
  end if;

  select case when u.preferred_language = 'fr' then 'fr' else 'en' end into v_lang
  from public.user_profiles u where u.id = v_user;
  insert into public.financial_aid_requests (user_id, program_id, participant_ids, can_pay_cents, note, language)
  values (v_user, p_program_id, v_ids, p_can_pay_cents, v_note, coalesce(v_lang, 'en'))
  returning id into v_id;
  return v_id;
end;
$$;
revoke all on function public.request_financial_aid(p_program_id uuid, p_participant_ids uuid[], p_can_pay_cents integer, p_note text) from public, anon;

-- The family withdraws one of its pending requests.
create or replace function public.withdraw_financial_aid_request(p_request_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_r public.financial_aid_requests;
begin
  if auth.uid() is null then
    raise exception 'No active session found' using errcode = '42501', hint = 'not_signed_in';
  end if;
  perform private.assert_active_account();
  select * into v_r from public.financial_aid_requests
  where id = p_request_id and user_id = auth.uid() for update;
  if not found then
    raise exception 'Request not found' using errcode = 'P0002', hint = 'not_found';
  end if;
  if v_r.status <> 'pending' then
    raise exception 'Only a pending request can be withdrawn' using errcode = 'P0001', hint = 'not_pending';
  end if;
  update public.financial_aid_requests set status = 'withdrawn' where id = v_r.id;
end;
$$;
revoke all on function public.withdraw_financial_aid_request(p_request_id uuid) from public, anon;

-- The caller's requests, newest first (optionally of one program).
create or replace function public.my_financial_aid_requests(p_program_id uuid default null)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(private.financial_aid_request_json(r) order by r.created_at desc, r.id), '[]'::jsonb)
  from public.financial_aid_requests r
  where r.user_id = auth.uid() and (p_program_id is null or r.program_id = p_program_id)
$$;
revoke all on function public.my_financial_aid_requests(p_program_id uuid) from public, anon;

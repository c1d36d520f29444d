-- E-mails in the recipient's language, program names included (issue 22
-- point 2). deliver-emails renders each message from its template with the
-- program's name in the row's language (_shared/email-delivery-data.ts); the
-- subject and plain-text body stored on the outbox row are what is sent when
-- that rendering has no data, and what /_dev/mail and the outbox show. They
-- now name the program in French in a French message when the program has a
-- French name (else the English), and the payload carries program_name_fr
-- beside program_name. The language of each message is decided as before.
--
-- Redefined from their latest definitions, with only the program's name (and
-- the approval's location) changed:
--   * private.queue_approval_email (20261122031100);
--   * private.queue_registration_email (20261125320000);
--   * private.queue_refund_email (20261125700000).

-- =====================================================================
-- Approved
-- =====================================================================

create or replace function private.queue_approval_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_program public.programs;
  v_to public.user_profiles;
  v_person text;
  v_lang text;
  v_subject text;
  v_body text;
  v_where text;
  v_name text;
begin
  select * into v_program from public.programs where id = new.program_id;
  select coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''),
                  nullif(trim(concat_ws(' ', v.first_name, v.last_name)), ''))
    into v_person
  from (select 1) x
  left join public.participants p on p.id = new.participant_id
  left join public.volunteer_profiles v on v.id = new.volunteer_id;

  -- Recipient: the account that registered, else the person's account.
  select u.* into v_to from public.user_profiles u
  where u.id = coalesce(
    new.user_id,
    (select p.user_id from public.participants p where p.id = new.participant_id),
    (select v.user_id from public.volunteer_profiles v where v.id = new.volunteer_id));
  if v_to.id is null or coalesce(v_to.email, '') = '' then
    return null;
  end if;

  v_lang := coalesce(v_to.preferred_language, 'en');
  if v_lang = 'fr' then
    v_name := coalesce(v_program.name_fr, v_program.name);
    v_where := coalesce(v_program.location_fr, v_program.location, '');
    v_subject := 'Inscription approuvée : ' || v_name;
    v_body := 'Bonjour ' || coalesce(v_to.first_name, '') || E',\n\n'
      || 'L''inscription de ' || coalesce(v_person, '') || ' au programme ' || v_name
      || ' (du ' || to_char(v_program.start_date, 'YYYY-MM-DD') || ' au '
      || to_char(v_program.end_date, 'YYYY-MM-DD')
      || case when v_where <> '' then ', ' || v_where else '' end
      || E') a été approuvée.\n\nÀ bientôt sur la glace!\nL''équipe de Canadian Blind Hockey';
  else
    v_name := v_program.name;
    v_where := coalesce(v_program.location, '');
    v_subject := 'Registration approved: ' || v_name;
    v_body := 'Hello ' || coalesce(v_to.first_name, '') || E',\n\n'
      || 'The registration of ' || coalesce(v_person, '') || ' for ' || v_name
      || ' (' || to_char(v_program.start_date, 'YYYY-MM-DD') || ' to '
      || to_char(v_program.end_date, 'YYYY-MM-DD')
      || case when v_where <> '' then ', ' || v_where else '' end
      || E') has been approved.\n\nSee you on the ice!\nCanadian Blind Hockey';
  end if;

  insert into public.email_outbox (registration_id, to_email, language, template, subject, body, payload)
  values (
    new.id, v_to.email, v_lang, 'registration_approved', v_subject, v_body,
    jsonb_build_object(
      'registration_id', new.id, 'program_id', v_program.id, 'program_name', v_program.name,
      'program_name_fr', v_program.name_fr,
      'person_name', v_person, 'start_date', v_program.start_date, 'end_date', v_program.end_date,
      'location', v_program.location, 'status', new.status)
  );
  return null;
end;
$$;

-- =====================================================================
-- Rejected, cancelled, ... (one registration)
-- =====================================================================

create or replace function private.queue_registration_email(
  p_registration_id uuid,
  p_template text,
  p_payload jsonb default '{}'::jsonb,
  p_language text default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reg public.registrations;
  v_program public.programs;
  v_to public.user_profiles;
  v_person text;
  v_lang text;
  v_subject text;
  v_body text;
  v_name text;
begin
  select * into v_reg from public.registrations where id = p_registration_id;
  if not found then
    return;
  end if;
  select * into v_program from public.programs where id = v_reg.program_id;
  select coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''),
                  nullif(trim(concat_ws(' ', v.first_name, v.last_name)), ''),
                  v_reg.removed_participant_name)
    into v_person
  from (select 1) x
  left join public.participants p on p.id = v_reg.participant_id
  left join public.volunteer_profiles v on v.id = v_reg.volunteer_id;
  select u.* into v_to from public.user_profiles u
  where u.id = coalesce(
    v_reg.user_id,
    (select p.user_id from public.participants p where p.id = v_reg.participant_id),
    (select v.user_id from public.volunteer_profiles v where v.id = v_reg.volunteer_id));
  if v_to.id is null or coalesce(v_to.email, '') = '' then
    return;
  end if;
  v_lang := case when p_language in ('en', 'fr') then p_language else coalesce(v_to.preferred_language, 'en') end;

  if v_lang = 'fr' then
    v_name := coalesce(v_program.name_fr, v_program.name);
    v_subject := case p_template
      when 'registration_rejected' then 'Inscription refusée : '
      when 'registration_cancelled' then 'Inscription annulée : '
      else 'Votre inscription : ' end || v_name;
    v_body := 'Bonjour ' || coalesce(v_to.first_name, '') || E',\n\n'
      || case p_template
           when 'registration_rejected' then 'L''inscription de ' || coalesce(v_person, '') || ' au programme '
             || v_name || ' n''a pas pu être approuvée.'
           when 'registration_cancelled' then 'L''inscription de ' || coalesce(v_person, '') || ' au programme '
             || v_name || ' est annulée.'
           else 'L''inscription de ' || coalesce(v_person, '') || ' au programme ' || v_name
             || ' a été mise à jour.' end
      || E'\n\nL''équipe de Canadian Blind Hockey';
  else
    v_name := v_program.name;
    v_subject := case p_template
      when 'registration_rejected' then 'Registration declined: '
      when 'registration_cancelled' then 'Registration cancelled: '
      else 'Your registration: ' end || v_name;
    v_body := 'Hello ' || coalesce(v_to.first_name, '') || E',\n\n'
      || case p_template
           when 'registration_rejected' then 'The registration of ' || coalesce(v_person, '') || ' for '
             || v_name || ' could not be approved.'
           when 'registration_cancelled' then 'The registration of ' || coalesce(v_person, '') || ' for '
             || v_name || ' is cancelled.'
           else 'The registration of ' || coalesce(v_person, '') || ' for ' || v_name
             || ' was updated.' end
      || E'\n\nCanadian Blind Hockey';
  end if;

  insert into public.email_outbox (registration_id, to_email, language, template, subject, body, payload)
  values (
    v_reg.id, v_to.email, v_lang, p_template, v_subject, v_body,
    jsonb_build_object(
      'registration_id', v_reg.id, 'program_id', v_program.id, 'program_name', v_program.name,
      'program_name_fr', v_program.name_fr,
      'person_name', v_person, 'status', v_reg.status) || coalesce(p_payload, '{}'::jsonb));
end;
$$;
revoke all on function private.queue_registration_email(uuid, text, jsonb, text) from public, anon, authenticated;

-- =====================================================================
-- Refund processed
-- =====================================================================

create or replace function private.queue_refund_email(p_refund_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_f public.refunds;
  v_reg public.registrations;
  v_s public.checkout_sessions;
  v_to public.user_profiles;
  v_program text;
  v_program_fr text;
  v_person text;
  v_lang text;
  v_amount text;
  v_name text;
begin
  select * into v_f from public.refunds where id = p_refund_id;
  if v_f.registration_id is not null then
    select * into v_reg from public.registrations where id = v_f.registration_id;
    select pr.name, pr.name_fr into v_program, v_program_fr from public.programs pr where pr.id = v_reg.program_id;
    select coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''),
                    nullif(trim(concat_ws(' ', v.first_name, v.last_name)), ''),
                    v_reg.removed_participant_name)
      into v_person
    from (select 1) x
    left join public.participants p on p.id = v_reg.participant_id
    left join public.volunteer_profiles v on v.id = v_reg.volunteer_id;
    select u.* into v_to from public.user_profiles u
    where u.id = coalesce(
      v_reg.user_id,
      (select p.user_id from public.participants p where p.id = v_reg.participant_id),
      (select v.user_id from public.volunteer_profiles v where v.id = v_reg.volunteer_id));
    v_lang := coalesce(v_to.preferred_language, v_reg.language, 'en');
  else
    select * into v_s from public.checkout_sessions where id = v_f.checkout_session_id;
    select pr.name, pr.name_fr into v_program, v_program_fr from public.programs pr where pr.id = v_s.program_id;
    select string_agg(l ->> 'name', ', ') into v_person
    from jsonb_array_elements(case when jsonb_typeof(v_s.payload -> 'lines') = 'array'
                                   then v_s.payload -> 'lines' else '[]'::jsonb end) l;
    select * into v_to from public.user_profiles where id = v_s.user_id;
    v_lang := case when v_s.payload ->> 'language' in ('en', 'fr') then v_s.payload ->> 'language'
                   else coalesce(v_to.preferred_language, 'en') end;
  end if;
  if v_to.id is null or coalesce(v_to.email, '') = '' then
    return;
  end if;
  if v_lang not in ('en', 'fr') then
    v_lang := 'en';
  end if;
  v_name := case when v_lang = 'fr' then coalesce(v_program_fr, v_program, '') else coalesce(v_program, '') end;
  v_amount := to_char(v_f.amount / 100.0, 'FM999999990.00');
  insert into public.email_outbox (registration_id, to_email, language, template, subject, body, payload)
  values (
    v_reg.id, v_to.email, v_lang, 'refund_processed',
    case when v_lang = 'fr' then 'Remboursement effectué : ' else 'Refund processed: ' end || v_name,
    case when v_lang = 'fr' then
      'Bonjour ' || coalesce(v_to.first_name, '') || E',\n\n'
      || 'Nous avons remboursé ' || replace(v_amount, '.', ',') || ' $ pour l''inscription de '
      || coalesce(v_person, '') || ' au programme ' || v_name || '.'
      || E'\n\nL''équipe de Canadian Blind Hockey'
    else
      'Hello ' || coalesce(v_to.first_name, '') || E',\n\n'
      || 'We have refunded $' || v_amount || ' for the registration of ' || coalesce(v_person, '')
      || ' in ' || v_name || '.' || E'\n\nCanadian Blind Hockey'
    end,
    jsonb_build_object(
      'refund_id', v_f.id, 'registration_id', v_reg.id, 'checkout_session_id', coalesce(v_s.id, v_reg.checkout_session_id),
      'amount_refunded', v_f.amount, 'refunded_at', v_f.completed_at,
      'program_name', v_program, 'program_name_fr', v_program_fr, 'person_name', v_person));
end;
$$;
revoke all on function private.queue_refund_email(uuid) from public, anon, authenticated;

-- Approval e-mail: when a registration becomes approved by an update (admin
-- decision), a message is queued in email_outbox in the account holder's
-- preferred language (spec 2 section 4; ARCHITECTURE section 5). Registrations
-- created approved by the payment fulfilment are e-mailed by that function.

-- =====================================================================
-- Queue the approval e-mail
-- =====================================================================

-- Builds an EN or FR message from the registration, program and person.
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
  v_where := coalesce(v_program.location, '');
  if v_lang = 'fr' then
    v_subject := 'Inscription approuvée : ' || v_program.name;
    v_body := 'Bonjour ' || coalesce(v_to.first_name, '') || E',\n\n'
      || 'L''inscription de ' || coalesce(v_person, '') || ' au programme ' || v_program.name
      || ' (du ' || to_char(v_program.start_date, 'YYYY-MM-DD') || ' au '
      || to_char(v_program.end_date, 'YYYY-MM-DD')
      || case when v_where <> '' then ', ' || v_where else '' end
      || E') a été approuvée.\n\nÀ bientôt sur la glace!\nL''équipe de Canadian Blind Hockey';
  else
    v_subject := 'Registration approved: ' || v_program.name;
    v_body := 'Hello ' || coalesce(v_to.first_name, '') || E',\n\n'
      || 'The registration of ' || coalesce(v_person, '') || ' for ' || v_program.name
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
      'person_name', v_person, 'start_date', v_program.start_date, 'end_date', v_program.end_date,
      'location', v_program.location, 'status', new.status)
  );
  return null;
end;
$$;

-- Only a change of status to approved queues the e-mail.
create trigger registrations_queue_approval_email
  after update of status on public.registrations
  for each row
  when (new.status = 'approved' and old.status is distinct from 'approved')
  execute function private.queue_approval_email();

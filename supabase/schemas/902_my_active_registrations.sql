-- supabase/schemas (the current schema; supabase/README.md): my data, part 3 of 5.

-- =====================================================================
-- my_active_registrations
-- =====================================================================

-- The caller's registrations that must be cancelled before the account can be
-- deleted (private.active_registrations): one family's, so rows (far under
-- max_rows) that the generated types describe.
create or replace function public.my_active_registrations()
returns table (
  registration_id uuid,
  program_id uuid,
  program_name text,
  program_name_fr text,
  start_date date,
  end_date date,
  person_name text,
  status text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'Please sign in' using errcode = '42501', hint = 'not_signed_in';
  end if;
  return query
    select a.registration_id, a.program_id, a.program_name, a.program_name_fr, a.start_date, a.end_date,
           a.person_name, a.status
    from private.active_registrations(auth.uid()) a
    order by a.start_date, a.person_name, a.registration_id;
end;
$$;
revoke all on function public.my_active_registrations() from public, anon;

-- =====================================================================
-- The deletion
-- =====================================================================

-- The notice to the account's address, in its language, queued before the
-- address is anonymised. Returns the outbox row's id (kept by the deletion).
create or replace function private.queue_account_deleted_email(p_user public.user_profiles, p_by_admin boolean)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_lang text := coalesce(p_user.preferred_language, 'en');
  v_when text := to_char(now() at time zone 'America/Toronto', 'YYYY-MM-DD HH24:MI');
  v_years text := private.retention_years()::text;
  v_subject text;
  v_body text;
  v_id uuid;
begin
  if coalesce(p_user.email, '') = '' then
    return null;
  end if;
  if v_lang = 'fr' then
    v_subject := 'Votre compte a été supprimé';
    v_body := 'Bonjour ' || coalesce(p_user.first_name, '') || E',\n\n'
      || 'Votre compte ' || p_user.email || ' a été supprimé le ' || v_when || ' (heure de Toronto)'
      || case when p_by_admin then ' par un administrateur' else ' à votre demande' end || E'.\n\n'
      || 'Nous avons effacé votre profil, les renseignements personnels et médicaux de vos participants, '
      || 'leurs contacts d’urgence, vos cartes enregistrées, vos réponses aux questions d’inscription '
      || E'et les courriels qui vous étaient destinés.\n\n'
      || 'Comme la loi nous y oblige, nous conservons sans votre nom ni vos coordonnées les dossiers '
      || 'des inscriptions, des paiements et des remboursements, ainsi que la preuve des décharges et '
      || 'des consentements acceptés, pendant ' || v_years || ' ans après la fin de chaque programme; '
      || E'ils sont ensuite supprimés.\n\n'
      || E'Si vous n’avez pas demandé cette suppression, communiquez avec nous sans tarder.\n\n'
      || 'Hockey canadien pour aveugles';
  else
    v_subject := 'Your account has been deleted';
    v_body := 'Hello ' || coalesce(p_user.first_name, '') || E',\n\n'
      || 'Your account ' || p_user.email || ' was deleted on ' || v_when || ' (Toronto time)'
      || case when p_by_admin then ' by an administrator' else ' at your request' end || E'.\n\n'
      || 'We removed your profile, your participants'' personal and medical information, their emergency '
      || 'contacts, your saved cards, your answers to registration questions and the e-mails sent to you.'
      || E'\n\n'
      || 'As the law requires, we keep the records of registrations, payments and refunds, and the evidence '
      || 'of the waivers and consents agreed to, without your name or contact details, for ' || v_years
      || E' years after the end of each program; then they are deleted.\n\n'
      || E'If you did not ask for this, please contact us right away.\n\n'
      || 'Canadian Blind Hockey';
  end if;
  insert into public.email_outbox (registration_id, to_email, language, template, subject, body, payload)
  values (null, p_user.email, v_lang, 'account_deleted', v_subject, v_body,
          jsonb_build_object('by_admin', p_by_admin, 'retention_years', private.retention_years()))
  returning id into v_id;
  return v_id;
end;
$$;
revoke all on function private.queue_account_deleted_email(p_user public.user_profiles, p_by_admin boolean) from public;

-- supabase/schemas (the current schema; supabase/README.md): accessibility feedback, part 2 of 3.

-- =====================================================================
-- Submitting
-- =====================================================================

-- As 20261128300000, with the rules of the header. The outbox rows record
-- whose data they hold (about_user_id, 20261129030000) when the sender is
-- signed in, so that deleting the account redacts them.
create or replace function public.submit_accessibility_feedback(
  p_email text,
  p_message text,
  p_page text default null,
  p_name text default null,
  p_language text default 'en'
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_settings private.accessibility_settings;
  v_org public.organisation_settings;
  v_email text := btrim(coalesce(p_email, ''));
  v_message text := btrim(coalesce(p_message, ''));
  v_page text := nullif(btrim(regexp_replace(coalesce(p_page, ''), '[\t\r\n]+', ' ', 'g')), '');
  v_name text := nullif(btrim(regexp_replace(coalesce(p_name, ''), '[\t\r\n]+', ' ', 'g')), '');
  v_lang text := coalesce(nullif(btrim(p_language), ''), 'en');
  v_user uuid := auth.uid();
  v_verified boolean := false;
  v_client text;
  v_id uuid;
  v_at timestamptz := now();
  v_day text;
  v_subject text;
  v_body text;
begin
  if v_email = '' or char_length(v_email) > 254 or not private.is_email(v_email) or v_email !~ '@[^@]+\.[^@.]+$' then
    raise exception 'Enter a valid e-mail address so we can answer you.'
      using errcode = '22023', hint = 'feedback_email_invalid';
  end if;
  if v_message = '' then
    raise exception 'Describe what happened.' using errcode = '22023', hint = 'feedback_message_required';
  end if;
  if char_length(v_message) > 4000 then
    raise exception 'The message can be at most 4000 characters.'
      using errcode = '22023', hint = 'feedback_message_too_long';
  end if;
  if v_page is not null and char_length(v_page) > 300 then
    raise exception 'The page can be at most 300 characters.' using errcode = '22023', hint = 'feedback_page_too_long';
  end if;
  if not private.is_clean_name(v_page) then
    raise exception 'The page cannot contain control characters.' using errcode = '22023', hint = 'feedback_page_invalid';
  end if;
  if v_name is not null and char_length(v_name) > 100 then
    raise exception 'The name can be at most 100 characters.' using errcode = '22023', hint = 'feedback_name_too_long';
  end if;
  if not private.is_clean_name(v_name) then
    raise exception 'The name cannot contain control characters.' using errcode = '22023', hint = 'feedback_name_invalid';
  end if;
  if v_lang not in ('en', 'fr') then
    raise exception 'The language must be en or fr.' using errcode = '22023', hint = 'feedback_language_invalid';
  end if;
  -- A signed-in caller is recorded only when the account has a profile; the
  -- address is proved when it is the account's confirmed sign-in address.
  if v_user is not null and not exists (select 1 from public.user_profiles u where u.id = v_user) then
    v_user := null;
  end if;
  if v_user is not null then
    select exists (select 1 from auth.users a
                   where a.id = v_user and a.email_confirmed_at is not null and lower(a.email) = lower(v_email))
    into v_verified;
  end if;
  v_client := md5(case when v_user is not null then 'user:' || v_user::text
                       else 'ip:' || coalesce(private.request_client_ip(), 'unknown') end);

  select * into v_settings from private.accessibility_settings s where s.id;
  select * into v_org from public.organisation_settings s where s.id;

  -- One lock for every submission: the counts below and the inserts are not
  -- interleaved with another call's.
  perform pg_advisory_xact_lock(hashtextextended('accessibility-feedback', 0));
  delete from private.accessibility_feedback_clients c where c.created_at <= v_at - interval '1 hour';
  if (select count(*) from private.accessibility_feedback_clients c where c.client_hash = v_client)
     >= v_settings.per_client_per_hour then
    raise exception 'You have sent several messages in the last hour. Please try again later.'
      using errcode = 'P0001', hint = 'feedback_too_many_from_client';
  end if;
  -- Messages in this address's name from callers not signed in with it.
  if not v_verified and (
       select count(*) from public.accessibility_feedback f
       where lower(f.email) = lower(v_email) and f.created_at > v_at - interval '1 hour'
         and not exists (select 1 from auth.users a
                         where a.id = f.user_id and a.email_confirmed_at is not null
                           and lower(a.email) = lower(f.email)))
     >= v_settings.per_email_per_hour then
    raise exception 'Too many messages from this e-mail address. Please try again in an hour.'
      using errcode = 'P0001', hint = 'feedback_too_many_from_email';
  end if;
  if (select count(*) from public.accessibility_feedback f where f.created_at > v_at - interval '1 minute')
     >= v_settings.global_per_minute then
    raise exception 'Many messages are arriving right now. Please try again in a minute.'
      using errcode = 'P0001', hint = 'feedback_busy';
  end if;

  insert into public.accessibility_feedback (user_id, name, email, page, message, language, created_at)
  values (v_user, v_name, v_email, v_page, v_message, v_lang, v_at)
  returning id into v_id;
  insert into private.accessibility_feedback_clients (client_hash, created_at) values (v_client, v_at);

  v_day := to_char(v_at at time zone 'America/Toronto', 'YYYY-MM-DD HH24:MI');

  -- To the organisation, in its language: everything the sender wrote.
  if v_settings.organisation_language = 'fr' then
    v_subject := 'Commentaire sur l’accessibilité' || coalesce(' : ' || left(v_page, 80), '');
    v_body := 'Un nouveau commentaire sur l’accessibilité a été reçu le ' || v_day || E' (heure de Toronto).\n\n'
      || 'Nom : ' || coalesce(v_name, '(non indiqué)') || E'\n'
      || 'Courriel : ' || v_email || E'\n'
      || 'Page : ' || coalesce(v_page, '(non indiquée)') || E'\n'
      || 'Langue : ' || case v_lang when 'fr' then 'français' else 'anglais' end || E'\n'
      || 'Compte : ' || case when v_user is null then 'non connecté' else 'connecté' end || E'\n\n'
      || E'Message :\n' || v_message || E'\n\n'
      || 'Pour le marquer comme lu ou résolu : /admin/accessibility-feedback'
      || E'\nPour répondre, écrivez à ' || v_email || '.'
      || E'\n\n' || v_org.name_fr;
  else
    v_subject := 'Accessibility feedback' || coalesce(': ' || left(v_page, 80), '');
    v_body := 'New accessibility feedback was received on ' || v_day || E' (Toronto time).\n\n'
      || 'Name: ' || coalesce(v_name, '(not given)') || E'\n'
      || 'E-mail: ' || v_email || E'\n'
      || 'Page: ' || coalesce(v_page, '(not given)') || E'\n'
      || 'Language: ' || case v_lang when 'fr' then 'French' else 'English' end || E'\n'
      || 'Account: ' || case when v_user is null then 'not signed in' else 'signed in' end || E'\n\n'
      || E'Message:\n' || v_message || E'\n\n'
      || 'To mark it read or resolved: /admin/accessibility-feedback'
      || E'\nTo answer, write to ' || v_email || '.'
      || E'\n\n' || v_org.name_en;
  end if;
  -- Queued only when the organisation has an address (public.accessibility_contact_email()).
  insert into public.email_outbox (registration_id, to_email, language, template, subject, body, payload,
                                  about_user_id)
  select null, a.email, v_settings.organisation_language, 'accessibility_feedback', v_subject, v_body,
    jsonb_build_object('feedback_id', v_id, 'sender_email', v_email, 'sender_language', v_lang), v_user
  from (select public.accessibility_contact_email() as email) a
  where a.email is not null;

  -- To the sender, only at a proved address, in the sender's language: an
  -- acknowledgement that repeats none of the free text.
  if not v_verified then
    return v_id;
  end if;
  if v_lang = 'fr' then
    v_subject := 'Nous avons reçu votre commentaire sur l’accessibilité';
    v_body := E'Bonjour,\n\n'
      || 'Merci de nous avoir écrit. Nous avons bien reçu votre commentaire sur l’accessibilité le ' || v_day
      || E' (heure de Toronto).\n\n'
      || 'Une personne de notre équipe le lira. Si vous avez posé une question ou si nous avons besoin de précisions, '
      || E'nous vous répondrons à cette adresse.\n\n'
      || 'Si vous n’avez pas envoyé ce message, vous pouvez ignorer ce courriel.'
      || E'\n\nL’équipe de ' || v_org.name_fr;
  else
    v_subject := 'We received your accessibility feedback';
    v_body := E'Hello,\n\n'
      || 'Thank you for writing to us. We received your accessibility feedback on ' || v_day
      || E' (Toronto time).\n\n'
      || 'A person on our team will read it. If you asked a question or we need more details, '
      || E'we will answer at this address.\n\n'
      || 'If you did not send this message, you can ignore this e-mail.'
      || E'\n\n' || v_org.name_en;
  end if;
  insert into public.email_outbox (registration_id, to_email, language, template, subject, body, payload,
                                  about_user_id)
  values (null, v_email, v_lang, 'accessibility_feedback_ack', v_subject, v_body,
    jsonb_build_object('feedback_id', v_id), v_user);

  return v_id;
end;
$$;
revoke all on function public.submit_accessibility_feedback(p_email text, p_message text, p_page text, p_name text, p_language text) from public;

-- =====================================================================
-- Handling (admins)
-- =====================================================================

-- Marks a message read or resolved (who and when are recorded), or new again (cleared).
create or replace function public.admin_set_feedback_status(p_id uuid, p_status text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'Only an administrator can change the status of feedback'
      using errcode = '42501', hint = 'admin_only';
  end if;
  if p_status is null or p_status not in ('new', 'read', 'resolved') then
    raise exception 'The status must be new, read or resolved.' using errcode = '22023', hint = 'feedback_status_invalid';
  end if;
  update public.accessibility_feedback f
  set status = p_status,
      handled_by = case when p_status = 'new' then null else auth.uid() end,
      handled_at = case when p_status = 'new' then null else now() end
  where f.id = p_id;
  if not found then
    raise exception 'Feedback not found' using errcode = 'P0002', hint = 'feedback_not_found';
  end if;
end;
$$;
revoke all on function public.admin_set_feedback_status(p_id uuid, p_status text) from public, anon;

-- =====================================================================
-- Who sent what (one hour)
-- =====================================================================

-- One row per stored message: the client's key, hashed (md5 of 'user:<id>'
-- or 'ip:<address>'), and when. Rows older than an hour are deleted by the
-- next submission; nobody but the definer functions reads or writes them.
create table private.accessibility_feedback_clients (
  id bigint generated always as identity primary key,
  client_hash text not null check (char_length(client_hash) = 32),
  created_at timestamptz not null default now()
);

create index accessibility_feedback_clients_hash_idx
  on private.accessibility_feedback_clients (client_hash, created_at desc);

create index accessibility_feedback_clients_created_at_idx on private.accessibility_feedback_clients (created_at);

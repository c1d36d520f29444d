-- Accessibility feedback (issue 25 point 5): the /accessibility page's form.
--
-- Anyone (signed in or not) may send a message about an accessibility problem
-- through public.submit_accessibility_feedback; it is stored in
-- public.accessibility_feedback, e-mailed to the organisation
-- ('accessibility_feedback') and acknowledged to the sender in the sender's
-- language ('accessibility_feedback_ack'). Only administrators read the
-- messages (RLS) and change their status (public.admin_set_feedback_status).
-- Browsers never write the table directly.
--
-- WHERE THE ORGANISATION'S ADDRESS IS CONFIGURED
-- private.accessibility_settings, one row. Its default is
-- accessibility@canadianblindhockey.ca (the organisation's domain, as the
-- e-mail sender's default no-reply@canadianblindhockey.ca in
-- supabase/functions/_shared/email-delivery.ts). An operator sets the real
-- address, the language of the organisation's copy and the two rate limits
-- once per project, in the SQL editor (service role / postgres):
--
--   update private.accessibility_settings
--   set organisation_email = 'accessibility@example.org', organisation_language = 'fr';
--
-- The statement page shows the same address (public.accessibility_contact_email()).
--
-- RATE LIMITS (counted on the stored messages, under one advisory lock so
-- parallel calls cannot slip past them; a refused call stores nothing):
--   * per_email_per_hour (default 5): messages from one e-mail address
--     (case-insensitive) in the last hour; hint 'feedback_too_many_from_email';
--   * global_per_minute (default 20): messages from everyone in the last
--     minute; hint 'feedback_busy'.
-- The acknowledgement never repeats the sender's free text (message, page,
-- name), so the form cannot be used to send arbitrary text to an arbitrary
-- address; the global cap bounds how many acknowledgements can be caused.

-- =====================================================================
-- Settings
-- =====================================================================

create table private.accessibility_settings (
  id boolean primary key default true check (id),
  organisation_email text not null default 'accessibility@canadianblindhockey.ca'
    check (private.is_email(organisation_email) and char_length(organisation_email) <= 254),
  organisation_language text not null default 'en' check (organisation_language in ('en', 'fr')),
  per_email_per_hour integer not null default 5 check (per_email_per_hour between 1 and 1000),
  global_per_minute integer not null default 20 check (global_per_minute between 1 and 10000)
);
insert into private.accessibility_settings default values;
revoke all on private.accessibility_settings from public, anon, authenticated;

-- =====================================================================
-- accessibility_feedback
-- =====================================================================

create table public.accessibility_feedback (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  -- The sender's account when signed in (auth.uid()); null for a visitor.
  user_id uuid references public.user_profiles (id) on delete set null,
  name text check (name is null or char_length(name) between 1 and 100),
  email text not null check (private.is_email(email) and char_length(email) between 3 and 254),
  page text check (page is null or char_length(page) between 1 and 300),
  message text not null check (char_length(btrim(message)) between 1 and 4000),
  language text not null default 'en' check (language in ('en', 'fr')),
  status text not null default 'new' check (status in ('new', 'read', 'resolved')),
  handled_by uuid references public.user_profiles (id) on delete set null,
  handled_at timestamptz
);
alter table public.accessibility_feedback enable row level security;
revoke all on public.accessibility_feedback from public, anon, authenticated;
grant select on public.accessibility_feedback to authenticated;

create policy "Accessibility feedback is viewable by admins"
  on public.accessibility_feedback for select to authenticated
  using ((select private.is_admin()));

-- The admin list (newest first, by status); the rate limits; the foreign keys.
create index accessibility_feedback_created_at_idx on public.accessibility_feedback (created_at desc);
create index accessibility_feedback_status_idx on public.accessibility_feedback (status, created_at desc);
create index accessibility_feedback_email_idx on public.accessibility_feedback (lower(email), created_at desc);
create index accessibility_feedback_user_id_idx on public.accessibility_feedback (user_id);
create index accessibility_feedback_handled_by_idx on public.accessibility_feedback (handled_by);

-- =====================================================================
-- The public address
-- =====================================================================

-- The organisation's accessibility address, shown on the statement page.
create or replace function public.accessibility_contact_email()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select s.organisation_email from private.accessibility_settings s where s.id
$$;
revoke all on function public.accessibility_contact_email() from public, anon, authenticated;
grant execute on function public.accessibility_contact_email() to anon, authenticated;

-- =====================================================================
-- Submitting
-- =====================================================================

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
  v_email text := btrim(coalesce(p_email, ''));
  v_message text := btrim(coalesce(p_message, ''));
  v_page text := nullif(btrim(coalesce(p_page, '')), '');
  v_name text := nullif(btrim(coalesce(p_name, '')), '');
  v_lang text := coalesce(nullif(btrim(p_language), ''), 'en');
  v_user uuid := auth.uid();
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
  if v_name is not null and char_length(v_name) > 100 then
    raise exception 'The name can be at most 100 characters.' using errcode = '22023', hint = 'feedback_name_too_long';
  end if;
  if v_lang not in ('en', 'fr') then
    raise exception 'The language must be en or fr.' using errcode = '22023', hint = 'feedback_language_invalid';
  end if;
  -- A signed-in caller is recorded only when the account has a profile.
  if v_user is not null and not exists (select 1 from public.user_profiles u where u.id = v_user) then
    v_user := null;
  end if;

  select * into v_settings from private.accessibility_settings s where s.id;

  -- One lock for every submission: the counts below and the insert are not
  -- interleaved with another call's.
  perform pg_advisory_xact_lock(hashtextextended('accessibility-feedback', 0));
  if (select count(*) from public.accessibility_feedback f
      where lower(f.email) = lower(v_email) and f.created_at > v_at - interval '1 hour')
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
      || E'\n\nHockey canadien pour aveugles';
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
      || E'\n\nCanadian Blind Hockey';
  end if;
  insert into public.email_outbox (registration_id, to_email, language, template, subject, body, payload)
  values (null, v_settings.organisation_email, v_settings.organisation_language, 'accessibility_feedback',
    v_subject, v_body,
    jsonb_build_object('feedback_id', v_id, 'sender_email', v_email, 'sender_language', v_lang));

  -- To the sender, in the sender's language: an acknowledgement that repeats none of the free text.
  if v_lang = 'fr' then
    v_subject := 'Nous avons reçu votre commentaire sur l’accessibilité';
    v_body := E'Bonjour,\n\n'
      || 'Merci de nous avoir écrit. Nous avons bien reçu votre commentaire sur l’accessibilité le ' || v_day
      || E' (heure de Toronto).\n\n'
      || 'Une personne de notre équipe le lira. Si vous avez posé une question ou si nous avons besoin de précisions, '
      || E'nous vous répondrons à cette adresse.\n\n'
      || 'Si vous n’avez pas envoyé ce message, vous pouvez ignorer ce courriel.'
      || E'\n\nL’équipe de Hockey canadien pour aveugles';
  else
    v_subject := 'We received your accessibility feedback';
    v_body := E'Hello,\n\n'
      || 'Thank you for writing to us. We received your accessibility feedback on ' || v_day
      || E' (Toronto time).\n\n'
      || 'A person on our team will read it. If you asked a question or we need more details, '
      || E'we will answer at this address.\n\n'
      || 'If you did not send this message, you can ignore this e-mail.'
      || E'\n\nCanadian Blind Hockey';
  end if;
  insert into public.email_outbox (registration_id, to_email, language, template, subject, body, payload)
  values (null, v_email, v_lang, 'accessibility_feedback_ack', v_subject, v_body,
    jsonb_build_object('feedback_id', v_id));

  return v_id;
end;
$$;
revoke all on function public.submit_accessibility_feedback(text, text, text, text, text) from public, anon, authenticated;
grant execute on function public.submit_accessibility_feedback(text, text, text, text, text) to anon, authenticated;

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
revoke all on function public.admin_set_feedback_status(uuid, text) from public, anon, authenticated;
grant execute on function public.admin_set_feedback_status(uuid, text) to authenticated;

-- Accessibility feedback cannot be used to mail strangers or to lock everyone
-- out (issue 33 point 6), and its page and name cannot carry line breaks into
-- an e-mail header (issue 33 point 7c). Decision 0056.
--
-- Before: every message was acknowledged by e-mail to whatever address was
-- typed, and one shared cap (20 a minute) was the only bound on what one
-- client could send: one anonymous client queued 19 acknowledgements to 19
-- addresses it did not own, then the cap refused everybody's feedback.
--
-- Now, in public.submit_accessibility_feedback:
--   * ACKNOWLEDGEMENT only to an address the sender has proved: the caller is
--     signed in and the typed address is the account's confirmed sign-in
--     address. Anyone else's message is stored and reaches the organisation
--     as before; the page tells them no confirmation is sent.
--   * PER CLIENT: per_client_per_hour (default 10) messages an hour from one
--     client (hint 'feedback_too_many_from_client'). The client is the
--     signed-in account, else the caller's IP address as the proxy in front
--     of PostgREST forwarded it (X-Forwarded-For in PostgREST's
--     request.headers; see private.request_client_ip). Counted in
--     private.accessibility_feedback_clients, which keeps a hash of the key
--     for an hour, not the address itself.
--   * PER ADDRESS: per_email_per_hour (default 5) messages an hour with one
--     address from callers not signed in with it (hint
--     'feedback_too_many_from_email'); its owner, signed in, is not stopped
--     by what others sent in its name.
--   * SHARED CAP: global_per_minute (hint 'feedback_busy') stays as a breaker
--     against a flood from many clients; default 200 (was 20), so one client
--     (10 an hour) can never trip it alone.
--   * HEADERS: tabs and line breaks in the page and the name become spaces;
--     any other control or bidirectional formatting character is refused
--     ('feedback_page_invalid', 'feedback_name_invalid'), as the table's
--     check (accessibility_feedback_text_clean) refuses it from any writer.

-- =====================================================================
-- Settings
-- =====================================================================

-- forwarded_for_position: which entry of X-Forwarded-For, counted from the
-- right, is the client: 1 = the last one, added by the proxy next to the API
-- (Supabase's API gateway appends the caller's address; local-supabase listens
-- on 127.0.0.1 only and passes the header it receives, so its local callers
-- are trusted as a proxy would be). An operator behind one more trusted proxy
-- sets 2. Entries further left are the caller's own claims and are never
-- used. A request without the header counts as one unknown client.
alter table private.accessibility_settings
  add column per_client_per_hour integer not null default 10 check (per_client_per_hour between 1 and 1000),
  add column forwarded_for_position integer not null default 1 check (forwarded_for_position between 1 and 10);
alter table private.accessibility_settings alter column global_per_minute set default 200;
update private.accessibility_settings set global_per_minute = 200 where global_per_minute = 20;

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
revoke all on private.accessibility_feedback_clients from public, anon, authenticated;
create index accessibility_feedback_clients_hash_idx
  on private.accessibility_feedback_clients (client_hash, created_at desc);
create index accessibility_feedback_clients_created_at_idx on private.accessibility_feedback_clients (created_at);

-- The caller's IP address as forwarded by the trusted proxy (see the
-- settings), or null outside an API request (SQL editor, tests' SQL).
create or replace function private.request_client_ip()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select nullif(left(lower(btrim(
           h.parts[greatest(coalesce(array_length(h.parts, 1), 0) - s.forwarded_for_position + 1, 1)])), 64), '')
  from private.accessibility_settings s,
       lateral (select string_to_array(coalesce(
         nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ''), ',') as parts) h
  where s.id
$$;

-- =====================================================================
-- The page and the name: no control characters
-- =====================================================================

-- Rows stored before: line breaks and tabs become spaces, other control and
-- bidirectional formatting characters go.
update public.accessibility_feedback
set page = nullif(btrim(regexp_replace(regexp_replace(page, '[\t\r\n]+', ' ', 'g'),
                   '[\x01-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]', '', 'g')), ''),
    name = nullif(btrim(regexp_replace(regexp_replace(name, '[\t\r\n]+', ' ', 'g'),
                   '[\x01-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]', '', 'g')), '')
where not private.is_clean_name(page) or not private.is_clean_name(name);
alter table public.accessibility_feedback add constraint accessibility_feedback_text_clean
  check (private.is_clean_name(page) and private.is_clean_name(name));

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
  insert into public.email_outbox (registration_id, to_email, language, template, subject, body, payload,
                                  about_user_id)
  values (null, v_settings.organisation_email, v_settings.organisation_language, 'accessibility_feedback',
    v_subject, v_body,
    jsonb_build_object('feedback_id', v_id, 'sender_email', v_email, 'sender_language', v_lang), v_user);

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
  insert into public.email_outbox (registration_id, to_email, language, template, subject, body, payload,
                                  about_user_id)
  values (null, v_email, v_lang, 'accessibility_feedback_ack', v_subject, v_body,
    jsonb_build_object('feedback_id', v_id), v_user);

  return v_id;
end;
$$;
revoke all on function public.submit_accessibility_feedback(text, text, text, text, text) from public, anon, authenticated;
grant execute on function public.submit_accessibility_feedback(text, text, text, text, text) to anon, authenticated;
revoke all on function private.request_client_ip() from public, anon, authenticated;

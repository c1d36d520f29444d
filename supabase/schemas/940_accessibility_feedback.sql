-- supabase/schemas (the current schema; supabase/README.md): accessibility feedback, part 1 of 3.

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
-- The organisation's copy goes to the accessibility address an administrator
-- sets on /admin/settings (public.organisation_settings, issue 36), else to
-- its contact address; with neither, no copy is queued (administrators read
-- the messages on /admin/accessibility-feedback). The statement page shows
-- the same address (public.accessibility_contact_email()).
-- private.accessibility_settings, one row, holds the language of the
-- organisation's copy and the rate limits; an operator changes them in the
-- SQL editor (service role / postgres):
--
--   update private.accessibility_settings set organisation_language = 'fr';
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
  id boolean default true not null,
  organisation_language text default 'en'::text not null,
  per_email_per_hour integer default 5 not null,
  global_per_minute integer default 200 not null,
  -- Accessibility feedback cannot be used to mail strangers or to lock everyone out (issue 33 point 6), and its
  -- page and name cannot carry line breaks into an e-mail header (issue 33 point 7c).
  per_client_per_hour integer default 10 not null,
  forwarded_for_position integer default 1 not null,
  constraint accessibility_settings_pkey primary key (id),
  constraint accessibility_settings_id_check check (id),
  constraint accessibility_settings_organisation_language_check check ((organisation_language = any (array['en'::text, 'fr'::text]))),
  constraint accessibility_settings_per_email_per_hour_check check (((per_email_per_hour >= 1) and (per_email_per_hour <= 1000))),
  constraint accessibility_settings_global_per_minute_check check (((global_per_minute >= 1) and (global_per_minute <= 10000))),
  constraint accessibility_settings_per_client_per_hour_check check (((per_client_per_hour >= 1) and (per_client_per_hour <= 1000))),
  constraint accessibility_settings_forwarded_for_position_check check (((forwarded_for_position >= 1) and (forwarded_for_position <= 10)))
);

-- Hand-written (supabase/README.md): the one settings row (a differ compares structure, not rows). The form's limits
-- are changed with an update, in the row and in a migration written by hand.
insert into private.accessibility_settings default values;

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
  handled_at timestamptz,
  -- accessibility_feedback.message (20261128300000) is bounded by a check on its trimmed length; the plain
  -- length check every other free-text column has (the text-limits test finds unbounded columns by it) is added
  -- too.
  constraint accessibility_feedback_message_max check ((char_length(message) <= 4000)),
  -- Accessibility feedback cannot be used to mail strangers or to lock everyone out (issue 33 point 6), and its
  -- page and name cannot carry line breaks into an e-mail header (issue 33 point 7c).
  constraint accessibility_feedback_text_clean check ((private.is_clean_name(page) and private.is_clean_name(name)))
);
alter table public.accessibility_feedback enable row level security;
revoke all on table public.accessibility_feedback from anon, authenticated;
grant select on table public.accessibility_feedback to authenticated;

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

-- The organisation's accessibility address (else its contact address; null
-- when neither is set), shown on the statement page.
create or replace function public.accessibility_contact_email()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(s.accessibility_email, s.contact_email) from public.organisation_settings s where s.id
$$;
revoke all on function public.accessibility_contact_email() from public;

-- Every text and JSON column has a size limit (issue 17 point 8; decision
-- 0008 lists the limits and why). Names refuse control and bidirectional
-- formatting characters (U+202E can make a name read backwards on an admin's
-- screen), and e-mail addresses and phone numbers have the forms' formats.
-- The same limits are in supabase/functions/_shared/domain/text-limits.ts,
-- which the forms use; tests/db/text-limits.test.ts checks that they agree.

-- =====================================================================
-- Helpers (immutable: usable in check constraints)
-- =====================================================================

-- A name without control characters (C0, DEL, C1), bidirectional marks,
-- embeddings, overrides and isolates, or a byte-order mark.
create or replace function private.is_clean_name(p_value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_value is null
      or p_value !~ '[\x01-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]'
$$;

-- A phone number: digits, spaces and + ( ) - . only, with 10 to 15 digits.
create or replace function private.is_phone(p_value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_value is null
      or (p_value ~ '^[0-9+(). -]{10,30}$'
          and char_length(regexp_replace(p_value, '[^0-9]', '', 'g')) between 10 and 15)
$$;

-- An e-mail address: something, one @, something, no spaces (the forms' rule
-- for a participant's e-mail; contacts and volunteers also need a dot).
create or replace function private.is_email(p_value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_value is null or p_value ~ '^[^[:space:]@]+@[^[:space:]@]+$'
$$;

-- =====================================================================
-- Length limits (characters; JSON in bytes of its text)
-- =====================================================================

-- One constraint per column, named <table>_<column>_max.
do $$
declare
  r record;
begin
  for r in select * from (values
    -- Person names: 100.
    ('user_profiles', 'first_name', 100), ('user_profiles', 'last_name', 100),
    ('participants', 'first_name', 100), ('participants', 'last_name', 100),
    ('volunteer_profiles', 'first_name', 100), ('volunteer_profiles', 'last_name', 100),
    ('emergency_contacts', 'name', 100), ('registrations', 'parent_guardian_name', 201),
    -- Names of things: 200.
    ('programs', 'name', 200), ('program_price_tiers', 'name', 200), ('events', 'name', 200),
    ('equipment_inventory', 'item_name', 200),
    -- Phone numbers: 30 (the format below also needs 10 to 15 digits).
    ('user_profiles', 'phone', 30), ('volunteer_profiles', 'phone', 30), ('emergency_contacts', 'phone', 30),
    -- E-mail addresses: 254 (RFC 5321 path limit).
    ('user_profiles', 'email', 254), ('participants', 'email', 254), ('volunteer_profiles', 'email', 254),
    ('emergency_contacts', 'email', 254), ('email_outbox', 'to_email', 254),
    -- Short text: 255.
    ('participants', 'address', 255), ('participants', 'city', 255), ('participants', 'gender_self_description', 255),
    ('participants', 'visual_condition_other', 255), ('participants', 'hockey_referral_other', 255),
    ('participants', 'social_media_handles', 255), ('volunteer_profiles', 'address', 255),
    ('volunteer_profiles', 'city', 255), ('emergency_contacts', 'relationship_other', 255),
    ('programs', 'location', 255), ('events', 'location', 255), ('events', 'event_type', 100),
    ('equipment_inventory', 'category', 100), ('equipment_inventory', 'condition', 100),
    ('equipment_inventory', 'size', 100), ('programs', 'waiver_type', 50),
    ('financial_assistance_codes', 'description', 500),
    -- Identifiers written by the server or the providers.
    ('user_profiles', 'profile_photo_url', 1000), ('user_profiles', 'stripe_customer_id', 255),
    ('registrations', 'stripe_session_id', 255), ('registrations', 'payment_intent_id', 255),
    ('registrations', 'waiver_version', 100), ('registrations', 'media_consent_version', 100),
    ('registrations', 'concussion_version', 100),
    ('checkout_sessions', 'stripe_session_id', 255), ('checkout_sessions', 'payment_intent_id', 255),
    ('checkout_sessions', 'currency', 3), ('saved_payment_methods', 'provider_payment_method_id', 255),
    ('saved_payment_methods', 'brand', 50), ('stripe_events', 'id', 255), ('stripe_events', 'type', 100),
    ('email_outbox', 'template', 100), ('email_outbox', 'subject', 500),
    -- Free text a family types: 2,000.
    ('participants', 'allergies', 2000), ('participants', 'medical_conditions', 2000),
    ('volunteer_profiles', 'medical_conditions', 2000), ('registration_responses', 'response_value', 2000),
    ('registrations', 'refund_reason', 500), ('refund_logs', 'refund_reason', 500),
    -- Free text staff type: 2,000, descriptions 5,000, a custom waiver 50,000.
    ('program_price_tiers', 'description', 2000), ('program_coordinators', 'notes', 2000),
    ('equipment_inventory', 'notes', 2000), ('equipment_loans', 'notes', 2000),
    ('registration_questions', 'question_text', 1000), ('programs', 'description', 5000),
    ('events', 'description', 5000), ('programs', 'custom_waiver_text', 50000),
    -- Server-written text.
    ('checkout_sessions', 'error', 2000), ('email_outbox', 'error', 2000), ('email_outbox', 'body', 100000)
  ) as t(tbl, col, max) loop
    execute format('alter table public.%I add constraint %I check (char_length(%I) <= %s)',
                   r.tbl, r.tbl || '_' || r.col || '_max', r.col, r.max);
  end loop;

  for r in select * from (values
    -- Answers and agreements of a registration: 16 KB; question options: 10 KB;
    -- a checkout's order: 64 KB; an e-mail's data: 16 KB.
    ('registrations', 'notes', 16384), ('registration_questions', 'options', 10240),
    ('checkout_sessions', 'payload', 65536), ('email_outbox', 'payload', 16384)
  ) as t(tbl, col, max) loop
    execute format('alter table public.%I add constraint %I check (octet_length(%I::text) <= %s)',
                   r.tbl, r.tbl || '_' || r.col || '_max', r.col, r.max);
  end loop;
end;
$$;

-- =====================================================================
-- Names, e-mail addresses, phone numbers
-- =====================================================================

-- Names refuse control and bidirectional formatting characters.
alter table public.user_profiles add constraint user_profiles_names_clean
  check (private.is_clean_name(first_name) and private.is_clean_name(last_name));
alter table public.participants add constraint participants_names_clean
  check (private.is_clean_name(first_name) and private.is_clean_name(last_name));
alter table public.volunteer_profiles add constraint volunteer_profiles_names_clean
  check (private.is_clean_name(first_name) and private.is_clean_name(last_name));
alter table public.emergency_contacts add constraint emergency_contacts_name_clean
  check (private.is_clean_name(name));
alter table public.programs add constraint programs_name_clean check (private.is_clean_name(name));
alter table public.program_price_tiers add constraint program_price_tiers_name_clean check (private.is_clean_name(name));
alter table public.events add constraint events_name_clean check (private.is_clean_name(name));

-- A participant's e-mail has text on both sides of one @ ('a@' is refused);
-- a volunteer's is a full address, like an emergency contact's.
alter table public.participants drop constraint participants_email_format;
alter table public.participants add constraint participants_email_format check (private.is_email(email));
alter table public.volunteer_profiles add constraint volunteer_profiles_email_format
  check (email is null or email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$');

-- Phones: digits and + ( ) - . and spaces, 10 to 15 digits ('aaaaaaaaaa' is refused).
alter table public.user_profiles add constraint user_profiles_phone_format check (private.is_phone(btrim(phone)));
alter table public.volunteer_profiles add constraint volunteer_profiles_phone_format
  check (private.is_phone(btrim(phone)));
alter table public.emergency_contacts add constraint emergency_contacts_phone_format
  check (private.is_phone(btrim(phone)));

revoke all on function private.is_clean_name(text), private.is_phone(text), private.is_email(text) from public;
grant execute on function private.is_clean_name(text), private.is_phone(text), private.is_email(text)
  to anon, authenticated, service_role;

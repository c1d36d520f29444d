-- Registrations and their linked rows: responses to questions, the assistance
-- code used, refund logs. Spec 2 sections 3-4; integrity rules are in
-- 20261122031000_create_registration_rules.sql.

-- =====================================================================
-- registrations
-- =====================================================================

-- One person (participant or volunteer) in one program. amount_paid is set by
-- the database, never by the browser. Versions record which legal text
-- (id/hash with language) was accepted.
create table public.registrations (
  id uuid primary key default gen_random_uuid(),
  participant_id uuid references public.participants (id) on delete cascade,
  volunteer_id uuid references public.volunteer_profiles (id) on delete cascade,
  program_id uuid not null references public.programs (id) on delete restrict,
  price_tier_id uuid references public.program_price_tiers (id) on delete restrict,
  user_id uuid references public.user_profiles (id) on delete set null,
  registration_date timestamptz not null default now(),
  status text not null default 'pending'
    check (status in ('draft', 'pending', 'approved', 'rejected', 'cancelled', 'refunded')),
  parent_guardian_name text,
  parent_guardian_id uuid references public.user_profiles (id) on delete set null,
  financial_assistance_applied boolean not null default false,
  financial_assistance_code_id uuid references public.financial_assistance_codes (id) on delete set null,
  amount_paid integer not null default 0 check (amount_paid >= 0),
  stripe_session_id text,
  payment_intent_id text,
  checkout_session_id uuid references public.checkout_sessions (id) on delete set null,
  waiver_agreed boolean not null default false,
  waiver_agreed_at timestamptz,
  media_consent_agreed boolean not null default false,
  media_consent_agreed_at timestamptz,
  concussion_awareness_agreed boolean not null default false,
  concussion_awareness_agreed_at timestamptz,
  waiver_version text,
  media_consent_version text,
  concussion_version text,
  language text not null default 'en' check (language in ('en', 'fr')),
  notes jsonb,
  refund_amount integer check (refund_amount >= 0),
  refund_reason text,
  refunded_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint registrations_one_person check (num_nonnulls(participant_id, volunteer_id) = 1),
  -- Each agreement is accepted with a timestamp, or not accepted without one.
  constraint registrations_waiver_timestamp check (waiver_agreed = (waiver_agreed_at is not null)),
  constraint registrations_media_timestamp check (media_consent_agreed = (media_consent_agreed_at is not null)),
  constraint registrations_concussion_timestamp
    check (concussion_awareness_agreed = (concussion_awareness_agreed_at is not null))
);
alter table public.registrations enable row level security;
revoke all on public.registrations from anon, authenticated;

-- One active (pending/approved) registration per person per program: 23505.
create unique index registrations_active_participant_key
  on public.registrations (participant_id, program_id)
  where status in ('pending', 'approved') and participant_id is not null;
create unique index registrations_active_volunteer_key
  on public.registrations (volunteer_id, program_id)
  where status in ('pending', 'approved') and volunteer_id is not null;

-- Foreign keys and the lists/filters of the screens (by program, status, date).
create index registrations_program_id_idx on public.registrations (program_id, status);
create index registrations_participant_id_idx on public.registrations (participant_id);
create index registrations_volunteer_id_idx on public.registrations (volunteer_id);
create index registrations_user_id_idx on public.registrations (user_id);
create index registrations_parent_guardian_id_idx on public.registrations (parent_guardian_id);
create index registrations_price_tier_id_idx on public.registrations (price_tier_id);
create index registrations_code_id_idx on public.registrations (financial_assistance_code_id);
create index registrations_checkout_session_id_idx on public.registrations (checkout_session_id);
create index registrations_status_idx on public.registrations (status);
create index registrations_registration_date_idx on public.registrations (registration_date desc);

-- updated_at maintenance.
create trigger registrations_set_updated_at
  before update on public.registrations
  for each row execute function private.set_updated_at();

-- =====================================================================
-- registration_responses
-- =====================================================================

-- Answer of one registration to one custom question (string value).
create table public.registration_responses (
  id uuid primary key default gen_random_uuid(),
  registration_id uuid not null references public.registrations (id) on delete cascade,
  question_id uuid not null references public.registration_questions (id) on delete cascade,
  response_value text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint registration_responses_pair_key unique (registration_id, question_id)
);
alter table public.registration_responses enable row level security;
revoke all on public.registration_responses from anon, authenticated;

-- Foreign key on question (registration_id is covered by the unique key).
create index registration_responses_question_id_idx on public.registration_responses (question_id);

-- updated_at maintenance.
create trigger registration_responses_set_updated_at
  before update on public.registration_responses
  for each row execute function private.set_updated_at();

-- =====================================================================
-- registration_assistance_codes
-- =====================================================================

-- Link between a registration and the assistance code it used (written by the
-- registration trigger, one per registration).
create table public.registration_assistance_codes (
  id uuid primary key default gen_random_uuid(),
  registration_id uuid not null unique references public.registrations (id) on delete cascade,
  assistance_code_id uuid not null references public.financial_assistance_codes (id) on delete cascade,
  created_at timestamptz not null default now()
);
alter table public.registration_assistance_codes enable row level security;
revoke all on public.registration_assistance_codes from anon, authenticated;

-- Foreign key on code.
create index registration_assistance_codes_code_id_idx
  on public.registration_assistance_codes (assistance_code_id);

-- =====================================================================
-- refund_logs
-- =====================================================================

-- Audit of cancellations and refund requests (written by cancel_registration).
create table public.refund_logs (
  id uuid primary key default gen_random_uuid(),
  registration_id uuid references public.registrations (id) on delete set null,
  user_id uuid references public.user_profiles (id) on delete set null,
  action text not null check (action in ('cancelled', 'refund_requested', 'refunded')),
  refund_amount integer not null default 0 check (refund_amount >= 0),
  refund_reason text,
  processed_at timestamptz not null default now(),
  processed_by uuid references public.user_profiles (id) on delete set null
);
alter table public.refund_logs enable row level security;
revoke all on public.refund_logs from anon, authenticated;

-- Foreign keys and the admin list (newest first).
create index refund_logs_registration_id_idx on public.refund_logs (registration_id);
create index refund_logs_user_id_idx on public.refund_logs (user_id);
create index refund_logs_processed_by_idx on public.refund_logs (processed_by);
create index refund_logs_processed_at_idx on public.refund_logs (processed_at desc);

-- Registrations and their linked rows: responses to questions, the assistance
-- code used, refund logs. Spec 2 sections 3-4; integrity rules are in
-- 20261122031000_create_registration_rules.sql.
-- Each table comes with its indexes, triggers, grants and row-level security
-- policies. Users read their own; status changes are admin-only (users cancel
-- through public.cancel_registration()); linked rows are written by security
-- definer functions, so users never attach rows to others' records.
-- The last section holds the read policies of accounts and programs that go
-- through registrations (coordinators see the people of their programs,
-- registrants keep seeing their programs): they need this table.

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

-- ---------------------------------------------------------------------
-- Access helpers (security definer, fixed empty search_path). Policies use the
-- set-returning forms as "column in (select private.my_...())", which Postgres
-- runs once per query (a hashed subplan) instead of once per row
-- (ARCHITECTURE section 8 budgets); the RLS matrix test checks the rules.
-- ---------------------------------------------------------------------

-- The caller can see a registration as its owner: made it, owns the
-- participant, or is the volunteer.
create or replace function private.owns_registration(p_registration_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.registrations r
    where r.id = p_registration_id
      and (
        r.user_id = auth.uid()
        or exists (select 1 from public.participants p
                   where p.id = r.participant_id
                     and (p.user_id = auth.uid() or p.parent_guardian_id = auth.uid()))
        or exists (select 1 from public.volunteer_profiles v
                   where v.id = r.volunteer_id and v.user_id = auth.uid())
      )
  )
$$;

-- The caller has a registration (any status) in the program, so it can still
-- read the program, tier and questions after the program is deactivated.
create or replace function private.has_registration_in(p_program_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.registrations r
    left join public.participants p on p.id = r.participant_id
    left join public.volunteer_profiles v on v.id = r.volunteer_id
    where r.program_id = p_program_id
      and (r.user_id = auth.uid() or p.user_id = auth.uid()
           or p.parent_guardian_id = auth.uid() or v.user_id = auth.uid())
  )
$$;

-- Registrations the caller owns (made them, owns/guards the participant, or
-- is the volunteer): a UNION of arms that each use an index
-- (registrations_user_id_idx, registrations_participant_id_idx,
-- registrations_volunteer_id_idx); "a OR b IN (...)" could not (issue 12).
create or replace function private.my_registration_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select r.id from public.registrations r where r.user_id = (select auth.uid())
  union
  select r.id from public.registrations r
  where r.participant_id = any (array(select private.my_participant_ids()))
  union
  select r.id from public.registrations r
  where r.volunteer_id = any (array(select private.my_volunteer_ids()))
$$;

-- Programs in which the caller has a registration (any status), same arms.
create or replace function private.my_registered_program_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select r.program_id from public.registrations r where r.user_id = (select auth.uid())
  union
  select r.program_id from public.registrations r
  where r.participant_id = any (array(select private.my_participant_ids()))
  union
  select r.program_id from public.registrations r
  where r.volunteer_id = any (array(select private.my_volunteer_ids()))
$$;

-- Participants actively registered in programs the caller coordinates.
create or replace function private.coordinated_participant_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select r.participant_id from public.registrations r
  where r.participant_id is not null and r.status in ('pending', 'approved')
    and r.program_id in (select private.my_coordinated_program_ids())
$$;

-- Volunteers actively registered in programs the caller coordinates.
create or replace function private.coordinated_volunteer_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select r.volunteer_id from public.registrations r
  where r.volunteer_id is not null and r.status in ('pending', 'approved')
    and r.program_id in (select private.my_coordinated_program_ids())
$$;

-- ---------------------------------------------------------------------
-- Grants and policies
-- ---------------------------------------------------------------------

-- No insert for browsers (no insert grant, no insert policy): every
-- registration goes through create_registrations() (20261122031200, final form
-- in 20261125000200), the one gate that checks tiers, codes, questions,
-- consents and spots in one transaction.
grant select, update, delete on public.registrations to authenticated;

-- Owner (maker, participant's owner or guardian, the volunteer) and admins.
-- Coordinators do not read registrations rows (they hold question answers and
-- payment data): their roster comes from coordinator_roster() (20261123060100).
create policy "Registrations are viewable by their owner and admins"
  on public.registrations for select to authenticated
  using (
    user_id = (select auth.uid())
    or (select private.is_admin())
    or participant_id in (select private.my_participant_ids())
    or volunteer_id in (select private.my_volunteer_ids())
  );

-- Status and everything else: admins only.
create policy "Registrations are editable by admins"
  on public.registrations for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

-- Admins only.
create policy "Registrations are deletable by admins"
  on public.registrations for delete to authenticated
  using ((select private.is_admin()));

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

grant select, insert, update, delete on public.registration_responses to authenticated;

-- Owner of the registration or admin.
create policy "Responses are viewable by the registration owner and admins"
  on public.registration_responses for select to authenticated
  using ((select private.is_admin()) or registration_id in (select private.my_registration_ids()));

-- Direct writes by admins only; users go through save_registration_response().
create policy "Responses are manageable by admins"
  on public.registration_responses for all to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

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

grant select, insert, update, delete on public.registration_assistance_codes to authenticated;

-- Owner of the registration or admin.
create policy "Code links are viewable by the registration owner and admins"
  on public.registration_assistance_codes for select to authenticated
  using ((select private.is_admin()) or registration_id in (select private.my_registration_ids()));

-- Written by the registration trigger; admins may correct them.
create policy "Code links are manageable by admins"
  on public.registration_assistance_codes for all to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

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

grant select, insert, update, delete on public.refund_logs to authenticated;

-- The user the log is about, or admins.
create policy "Refund logs are viewable by their user and admins"
  on public.refund_logs for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

-- Written by cancel_registration(); admins may add processing entries.
create policy "Refund logs are manageable by admins"
  on public.refund_logs for all to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

-- =====================================================================
-- Reading people and programs through registrations
-- =====================================================================

-- participants (20261122030000): owner, guardian, admins, and coordinators of
-- a program the participant is actively (pending/approved) registered in.
create policy "Participants are viewable by their owner, guardian, coordinators and admins"
  on public.participants for select to authenticated
  using (
    user_id = (select auth.uid())
    or parent_guardian_id = (select auth.uid())
    or (select private.is_admin())
    or id in (select private.coordinated_participant_ids())
  );

-- volunteer_profiles (20261122030000): owner, admins, and coordinators of a
-- program the volunteer is actively registered in.
create policy "Volunteer profiles are viewable by their owner, coordinators and admins"
  on public.volunteer_profiles for select to authenticated
  using (
    user_id = (select auth.uid())
    or (select private.is_admin())
    or id in (select private.coordinated_volunteer_ids())
  );

-- emergency_contacts (20261122030000): owner of the participant or volunteer,
-- coordinators of their programs, admins.
create policy "Emergency contacts are viewable by their owner, coordinators and admins"
  on public.emergency_contacts for select to authenticated
  using (
    (select private.is_admin())
    or participant_id in (select private.my_participant_ids())
    or volunteer_id in (select private.my_volunteer_ids())
    or participant_id in (select private.coordinated_participant_ids())
    or volunteer_id in (select private.coordinated_volunteer_ids())
  );

-- programs (20261122030100): inactive ones stay readable by admins, their
-- coordinators and registrants (any status).
create policy "Programs are viewable by admins, their coordinators and registrants"
  on public.programs for select to authenticated
  using (
    (select private.is_admin())
    or id in (select private.my_coordinated_program_ids())
    or id in (select private.my_registered_program_ids())
  );

-- program_price_tiers (20261122030100): admins and registrants of the program.
create policy "Price tiers are viewable by admins and registrants"
  on public.program_price_tiers for select to authenticated
  using ((select private.is_admin()) or program_id in (select private.my_registered_program_ids()));

-- registration_questions (20261122030100): admins see all; registrants see the
-- questions they answered.
create policy "Questions are viewable by admins and registrants"
  on public.registration_questions for select to authenticated
  using ((select private.is_admin()) or program_id in (select private.my_registered_program_ids()));

-- =====================================================================
-- Execute rights
-- =====================================================================

revoke all on all functions in schema private from public;
grant execute on function
  private.owns_registration(uuid), private.has_registration_in(uuid),
  private.my_registration_ids(), private.my_registered_program_ids(),
  private.coordinated_participant_ids(), private.coordinated_volunteer_ids()
  to anon, authenticated, service_role;

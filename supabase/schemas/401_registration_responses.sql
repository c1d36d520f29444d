-- supabase/schemas (the current schema; supabase/README.md): registrations, part 2 of 7.

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
revoke all on function private.my_registered_program_ids() from public;
grant execute on function private.my_registered_program_ids() to anon, authenticated, service_role;

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
revoke all on function private.coordinated_participant_ids() from public;
grant execute on function private.coordinated_participant_ids() to anon, authenticated, service_role;

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
revoke all on function private.coordinated_volunteer_ids() from public;
grant execute on function private.coordinated_volunteer_ids() to anon, authenticated, service_role;

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
  constraint registration_responses_pair_key unique (registration_id, question_id),
  constraint registration_responses_response_value_max check ((char_length(response_value) <= 2000))
);
alter table public.registration_responses enable row level security;
revoke all on table public.registration_responses from anon, authenticated;
grant insert, select, update, delete on table public.registration_responses to authenticated;

-- updated_at maintenance.
create trigger registration_responses_set_updated_at
  before update on public.registration_responses
  for each row execute function private.set_updated_at();

-- Foreign key on question (registration_id is covered by the unique key).
create index registration_responses_question_id_idx on public.registration_responses (question_id);

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
revoke all on table public.registration_assistance_codes from anon, authenticated;
grant insert, select, update, delete on table public.registration_assistance_codes to authenticated;

-- Foreign key on code.
create index registration_assistance_codes_code_id_idx
  on public.registration_assistance_codes (assistance_code_id);

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
  id uuid default gen_random_uuid() not null,
  registration_id uuid,
  user_id uuid,
  action text not null,
  refund_amount integer default 0 not null,
  refund_reason text,
  processed_at timestamp with time zone default now() not null,
  processed_by uuid,
  -- Refunds an administrator can act on (issue 20 points 1-4, docs/payments.md "Refunds").
  checkout_session_id uuid,
  refund_id uuid,
  provider_refund_id text,
  constraint refund_logs_pkey primary key (id),
  constraint refund_logs_user_id_fkey foreign key (user_id) references public.user_profiles(id) on delete set null,
  constraint refund_logs_processed_by_fkey foreign key (processed_by) references public.user_profiles(id) on delete set null,
  -- Money history is never removed by a family's action (issue 17 point 4).
  constraint refund_logs_registration_id_fkey foreign key (registration_id) references public.registrations(id) on delete restrict,
  constraint refund_logs_refund_amount_check check ((refund_amount >= 0)),
  constraint refund_logs_refund_reason_max check ((char_length(refund_reason) <= 500)),
  constraint refund_logs_provider_refund_id_max check ((char_length(provider_refund_id) <= 255)),
  -- The status Stripe reports for a refund, and its changes (issue 33 point 7a; decision 0054).
  constraint refund_logs_action_check check ((action = any (array['cancelled'::text, 'refund_requested'::text, 'refunded'::text, 'refund_failed'::text])))
);
alter table public.refund_logs enable row level security;
-- Refund logs keep their registration.
revoke all on table public.refund_logs from anon, authenticated;
grant select on table public.refund_logs to authenticated;

-- Foreign keys and the admin list (newest first).
create index refund_logs_registration_id_idx on public.refund_logs (registration_id);

create index refund_logs_user_id_idx on public.refund_logs (user_id);

create index refund_logs_processed_by_idx on public.refund_logs (processed_by);

create index refund_logs_processed_at_idx on public.refund_logs (processed_at desc);

-- The user the log is about, or admins.
create policy "Refund logs are viewable by their user and admins"
  on public.refund_logs for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

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

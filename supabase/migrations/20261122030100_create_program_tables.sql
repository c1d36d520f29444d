-- Programs and what hangs off them: price tiers, financial assistance codes,
-- custom questions and coordinator assignments. Spec 2 sections 3 and 4.
-- Each table comes with its indexes, triggers, grants and row-level security
-- policies. Anonymous users read active programs, their tiers and active
-- questions, nothing else; admins manage all. Signed-in users also read the
-- programs they are registered in or coordinate: those read policies need the
-- registrations table and live in 20261122030300_create_registration_tables.sql.
-- Assistance codes are never listable by users (see check_assistance_code()).

-- =====================================================================
-- programs
-- =====================================================================

-- A program (camp, season, clinic). Money in integer cents; season derived.
create table public.programs (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(trim(name)) > 0),
  description text,
  start_date date not null,
  end_date date not null,
  location text,
  price integer not null default 0 check (price >= 0),
  max_participants integer check (max_participants >= 1),
  is_active boolean not null default true,
  season text generated always as ((extract(year from start_date))::integer::text) stored,
  waiver_required boolean not null default true,
  waiver_type text not null default 'standard',
  custom_waiver_text text,
  financial_assistance_enabled boolean not null default false,
  financial_assistance_code_ids uuid[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint programs_dates_ordered check (end_date >= start_date)
);
alter table public.programs enable row level security;
revoke all on public.programs from anon, authenticated;

-- Public list (active, by start date) and admin list (by start date desc).
create index programs_active_start_date_idx on public.programs (is_active, start_date);
create index programs_start_date_idx on public.programs (start_date desc);

-- updated_at maintenance.
create trigger programs_set_updated_at
  before update on public.programs
  for each row execute function private.set_updated_at();

grant select on public.programs to anon;
grant select, insert, update, delete on public.programs to authenticated;

-- Active programs are public.
create policy "Active programs are viewable by everyone"
  on public.programs for select to anon, authenticated
  using (is_active);

-- Inactive ones stay readable by admins, their coordinators and registrants:
-- policy "Programs are viewable by admins, their coordinators and registrants"
-- in 20261122030300_create_registration_tables.sql.

-- Admins create programs.
create policy "Programs are creatable by admins"
  on public.programs for insert to authenticated
  with check ((select private.is_admin()));

-- Admins edit programs.
create policy "Programs are editable by admins"
  on public.programs for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

-- Admins delete programs (refused by the foreign key once registrations exist).
create policy "Programs are deletable by admins"
  on public.programs for delete to authenticated
  using ((select private.is_admin()));

-- =====================================================================
-- program_price_tiers
-- =====================================================================

-- A price option of a program; spots_taken is maintained by the registration
-- triggers under a row lock (never trust the client's count).
create table public.program_price_tiers (
  id uuid primary key default gen_random_uuid(),
  program_id uuid not null references public.programs (id) on delete cascade,
  name text not null check (length(trim(name)) > 0),
  description text,
  price integer not null default 0 check (price >= 0),
  available_from date,
  available_until date,
  max_spots integer check (max_spots >= 1),
  spots_taken integer not null default 0 check (spots_taken >= 0),
  is_default boolean not null default false,
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint program_price_tiers_window check (
    available_from is null or available_until is null or available_until >= available_from)
);
alter table public.program_price_tiers enable row level security;
revoke all on public.program_price_tiers from anon, authenticated;

-- Tiers of a program in display order.
create index program_price_tiers_program_id_idx on public.program_price_tiers (program_id, display_order);

-- updated_at maintenance.
create trigger program_price_tiers_set_updated_at
  before update on public.program_price_tiers
  for each row execute function private.set_updated_at();

grant select on public.program_price_tiers to anon;
grant select, insert, update, delete on public.program_price_tiers to authenticated;

-- Tiers of active programs are public.
create policy "Price tiers of active programs are viewable by everyone"
  on public.program_price_tiers for select to anon, authenticated
  using (exists (select 1 from public.programs p where p.id = program_id and p.is_active));

-- Registrants of the program: policy "Price tiers are viewable by admins and
-- registrants" in 20261122030300_create_registration_tables.sql.

-- Admins manage tiers.
create policy "Price tiers are manageable by admins"
  on public.program_price_tiers for all to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

-- =====================================================================
-- financial_assistance_codes
-- =====================================================================

-- A discount code of a program: upper case, at most 20 characters; price in
-- cents replaces the tier price. Never listable by users (admin only); users
-- validate a code through public.check_assistance_code().
create table public.financial_assistance_codes (
  id uuid primary key default gen_random_uuid(),
  program_id uuid not null references public.programs (id) on delete cascade,
  code text not null check (code ~ '^[A-Z0-9_-]{1,20}$'),
  description text,
  price integer not null default 0 check (price >= 0),
  max_uses integer check (max_uses >= 1),
  current_uses integer not null default 0 check (current_uses >= 0),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.financial_assistance_codes enable row level security;
revoke all on public.financial_assistance_codes from anon, authenticated;

-- One code text per program (case-insensitive because stored upper case).
create unique index financial_assistance_codes_program_code_key
  on public.financial_assistance_codes (program_id, code);
create index financial_assistance_codes_program_created_idx
  on public.financial_assistance_codes (program_id, created_at);

-- Stores codes upper case without surrounding spaces (spec 2 section 3).
create or replace function private.normalise_assistance_code()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.code := upper(trim(new.code));
  return new;
end;
$$;

-- Runs before the check constraint sees the code.
create trigger financial_assistance_codes_normalise
  before insert or update of code on public.financial_assistance_codes
  for each row execute function private.normalise_assistance_code();

-- updated_at maintenance.
create trigger financial_assistance_codes_set_updated_at
  before update on public.financial_assistance_codes
  for each row execute function private.set_updated_at();

grant select, insert, update, delete on public.financial_assistance_codes to authenticated;

-- Admins only: codes must not be listable by anyone else.
create policy "Assistance codes are manageable by admins"
  on public.financial_assistance_codes for all to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

-- =====================================================================
-- registration_questions
-- =====================================================================

-- Custom questions of a program; removed questions are deactivated, not deleted.
create table public.registration_questions (
  id uuid primary key default gen_random_uuid(),
  program_id uuid not null references public.programs (id) on delete cascade,
  question_text text not null check (length(trim(question_text)) > 0),
  question_type text not null default 'checkbox'
    check (question_type in ('checkbox', 'text', 'select', 'radio')),
  required boolean not null default false,
  options jsonb not null default '[]'::jsonb check (jsonb_typeof(options) = 'array'),
  category text not null default 'other'
    check (category in ('other', 'medical', 'emergency', 'waiver', 'media')),
  display_order integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.registration_questions enable row level security;
revoke all on public.registration_questions from anon, authenticated;

-- Active questions of a program in display order.
create index registration_questions_program_id_idx
  on public.registration_questions (program_id, is_active, display_order);

-- updated_at maintenance.
create trigger registration_questions_set_updated_at
  before update on public.registration_questions
  for each row execute function private.set_updated_at();

grant select on public.registration_questions to anon;
grant select, insert, update, delete on public.registration_questions to authenticated;

-- Active questions of active programs are public.
create policy "Active questions of active programs are viewable by everyone"
  on public.registration_questions for select to anon, authenticated
  using (is_active and exists (select 1 from public.programs p where p.id = program_id and p.is_active));

-- Registrants see the questions they answered: policy "Questions are viewable
-- by admins and registrants" in 20261122030300_create_registration_tables.sql.

-- Admins manage questions.
create policy "Questions are manageable by admins"
  on public.registration_questions for all to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

-- =====================================================================
-- program_coordinators
-- =====================================================================

-- Assignment of a coach, volunteer or admin to a program (soft removal via
-- is_active = false). Gives read-only access to that program's registrants.
create table public.program_coordinators (
  id uuid primary key default gen_random_uuid(),
  program_id uuid not null references public.programs (id) on delete cascade,
  user_id uuid not null references public.user_profiles (id) on delete cascade,
  assigned_by uuid references public.user_profiles (id) on delete set null,
  notes text,
  is_active boolean not null default true,
  assigned_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.program_coordinators enable row level security;
revoke all on public.program_coordinators from anon, authenticated;

-- At most one active assignment per program and user.
create unique index program_coordinators_active_key
  on public.program_coordinators (program_id, user_id) where is_active;
create index program_coordinators_user_id_idx on public.program_coordinators (user_id, is_active);
create index program_coordinators_assigned_at_idx on public.program_coordinators (assigned_at desc);
create index program_coordinators_assigned_by_idx on public.program_coordinators (assigned_by);

-- Only admins (or the server) assign, checked BEFORE the role lookup so that a
-- non-admin's insert is refused the same way whatever the role of the user it
-- names; only users with role volunteer, coach or admin can be coordinators
-- (spec 2 s. 6).
create or replace function private.check_coordinator_role()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (private.is_admin() or private.is_server_caller()) then
    raise exception 'Only an administrator can assign coordinators' using errcode = '42501', hint = 'admin_only';
  end if;
  if not exists (
    select 1 from public.user_profiles p
    where p.id = new.user_id and p.role in ('volunteer', 'coach', 'admin')
  ) then
    raise exception 'Coordinators must have the role volunteer, coach or admin'
      using errcode = '23514', hint = 'coordinator_role';
  end if;
  return new;
end;
$$;

-- Checked on every assignment and re-assignment.
create trigger program_coordinators_check_role
  before insert or update of user_id on public.program_coordinators
  for each row execute function private.check_coordinator_role();

-- updated_at maintenance.
create trigger program_coordinators_set_updated_at
  before update on public.program_coordinators
  for each row execute function private.set_updated_at();

-- Access helpers for policies and procedures.
-- The caller has an active coordinator assignment for the program and is
-- still active staff (a deactivated or demoted coordinator loses the roster).
create or replace function private.is_coordinator_of(p_program_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.is_active_staff() and exists (
    select 1 from public.program_coordinators c
    where c.program_id = p_program_id and c.user_id = auth.uid() and c.is_active
  )
$$;

-- Programs the caller actively coordinates (none unless active staff).
create or replace function private.my_coordinated_program_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select c.program_id from public.program_coordinators c
  where c.user_id = auth.uid() and c.is_active and private.is_active_staff()
$$;

grant select, insert, update, delete on public.program_coordinators to authenticated;

-- A coordinator sees their own assignments; admins see all.
create policy "Coordinator assignments are viewable by the coordinator and admins"
  on public.program_coordinators for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

-- Admins assign, edit and remove.
create policy "Coordinator assignments are manageable by admins"
  on public.program_coordinators for all to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

-- =====================================================================
-- Execute rights
-- =====================================================================

revoke all on all functions in schema private from public;
grant execute on function private.is_coordinator_of(uuid), private.my_coordinated_program_ids()
  to anon, authenticated, service_role;

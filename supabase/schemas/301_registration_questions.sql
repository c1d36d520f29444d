-- supabase/schemas (the current schema; supabase/README.md): programs, part 2 of 6.

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
  updated_at timestamptz not null default now(),
  -- Bilingual program content (issue 22 points 1-3, decision 0044).
  question_text_fr text,
  options_fr jsonb,
  -- Issue 33 point 7d (decision 0057): a program's own question can ask for health data; an admin marks it
  -- sensitive in the program editor, and its answers are then read outside the family only through a logged
  -- function,
  is_sensitive boolean default false not null,
  constraint registration_questions_question_text_max check ((char_length(question_text) <= 1000)),
  constraint registration_questions_options_max check ((octet_length((options)::text) <= 10240)),
  -- Bilingual program content (issue 22 points 1-3, decision 0044).
  constraint registration_questions_text_fr_present check (((question_text_fr is null) or (length(trim(both from question_text_fr)) > 0))),
  constraint registration_questions_question_text_fr_max check ((char_length(question_text_fr) <= 1000)),
  constraint registration_questions_options_fr_shape check (((options_fr is null) or ((jsonb_typeof(options_fr) = 'array'::text) and (jsonb_array_length(options_fr) = jsonb_array_length(options))))),
  constraint registration_questions_options_fr_max check ((octet_length((options_fr)::text) <= 10240)),
  -- Bilingual program content in the admin forms (issue 22 point 1, decision 0044).
  constraint registration_questions_options_fr_present check (((options_fr is null) or (not jsonb_path_exists(options_fr, '$[*]?(@.type() != "string" || !(@ like_regex "\\S"))'::jsonpath))))
);
alter table public.registration_questions enable row level security;
revoke all on table public.registration_questions from anon, authenticated;
grant select on table public.registration_questions to anon;
grant insert, select, update, delete on table public.registration_questions to authenticated;

-- updated_at maintenance.
create trigger registration_questions_set_updated_at
  before update on public.registration_questions
  for each row execute function private.set_updated_at();

-- Active questions of a program in display order.
create index registration_questions_program_id_idx
  on public.registration_questions (program_id, is_active, display_order);

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
  updated_at timestamptz not null default now(),
  constraint program_coordinators_notes_max check ((char_length(notes) <= 2000))
);
alter table public.program_coordinators enable row level security;
revoke all on table public.program_coordinators from anon, authenticated;
grant insert, select, update, delete on table public.program_coordinators to authenticated;

-- updated_at maintenance.
create trigger program_coordinators_set_updated_at
  before update on public.program_coordinators
  for each row execute function private.set_updated_at();

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
revoke all on function private.check_coordinator_role() from public;

-- Checked on every assignment and re-assignment.
create trigger program_coordinators_check_role
  before insert or update of user_id on public.program_coordinators
  for each row execute function private.check_coordinator_role();

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
revoke all on function private.is_coordinator_of(p_program_id uuid) from public;
grant execute on function private.is_coordinator_of(p_program_id uuid) to anon, authenticated, service_role;

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
revoke all on function private.my_coordinated_program_ids() from public;
grant execute on function private.my_coordinated_program_ids() to anon, authenticated, service_role;

-- A coordinator sees their own assignments; admins see all.
create policy "Coordinator assignments are viewable by the coordinator and admins"
  on public.program_coordinators for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

-- Admins assign, edit and remove.
create policy "Coordinator assignments are manageable by admins"
  on public.program_coordinators for all to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

-- Takes one use of a code atomically (single UPDATE, row lock), refusing past
-- max_uses. Admins and the server only: registrations take their code use in
-- the registration trigger, so the browser never needs to call this.
create or replace function public.increment_assistance_code_usage(code_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uses integer;
begin
  if not (private.is_admin() or private.is_server_caller()) then
    raise exception 'Only an administrator can change code usage' using errcode = '42501', hint = 'admin_only';
  end if;
  update public.financial_assistance_codes f
  set current_uses = f.current_uses + 1
  where f.id = code_id and (f.max_uses is null or f.current_uses < f.max_uses)
  returning f.current_uses into v_uses;
  if v_uses is null then
    if not exists (select 1 from public.financial_assistance_codes f where f.id = code_id) then
      raise exception 'Invalid assistance code' using errcode = 'P0002', hint = 'invalid_assistance_code';
    end if;
    raise exception 'This assistance code has reached its maximum usage limit' using hint = 'assistance_code_exhausted';
  end if;
  return v_uses;
end;
$$;
revoke all on function public.increment_assistance_code_usage(code_id uuid) from public, anon;

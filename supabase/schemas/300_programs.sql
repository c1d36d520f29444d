-- supabase/schemas (the current schema; supabase/README.md): programs, part 1 of 6.

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
  financial_assistance_enabled boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint programs_dates_ordered check (end_date >= start_date),
  -- Bilingual program content (issue 22 points 1-3, decision 0044).
  name_fr text,
  description_fr text,
  location_fr text,
  -- Issue 24: the data model of waiting lists (points 1-4) and of concussion safety as Ontario's Rowan's Law
  -- asks (points 5-7).
  waitlist_offer_hours integer default 48 not null,
  -- Participant places taken (registrations pending or approved): a counter the registration triggers keep under
  -- the program row's lock (issue 39 point 1), written only by private.count_program_place.
  places_taken integer default 0 not null,
  constraint programs_places_taken_positive check ((places_taken >= 0)),
  constraint programs_name_max check ((char_length(name) <= 200)),
  constraint programs_location_max check ((char_length(location) <= 255)),
  constraint programs_waiver_type_max check ((char_length(waiver_type) <= 50)),
  constraint programs_description_max check ((char_length(description) <= 5000)),
  -- Every text and JSON column has a size limit (issue 17 point 8; decision 0008 lists the limits and why).
  constraint programs_name_clean check (private.is_clean_name(name)),
  -- A French value is either missing (null) or says something; lengths as the
  -- English columns (20261125000600_limit_text_columns.sql).
  constraint programs_name_fr_present check (((name_fr is null) or (length(trim(both from name_fr)) > 0))),
  constraint programs_name_fr_max check ((char_length(name_fr) <= 200)),
  constraint programs_description_fr_max check ((char_length(description_fr) <= 5000)),
  constraint programs_location_fr_max check ((char_length(location_fr) <= 255)),
  -- Bilingual program content in the admin forms (issue 22 point 1, decision 0044).
  constraint programs_description_fr_present check (((description_fr is null) or (length(trim(both from description_fr)) > 0))),
  constraint programs_location_fr_present check (((location_fr is null) or (length(trim(both from location_fr)) > 0))),
  constraint programs_waitlist_offer_hours_range check (((waitlist_offer_hours >= 1) and (waitlist_offer_hours <= 336)))
);
alter table public.programs enable row level security;
-- One gate for registrations (issue 17 points 1, 2, 3, 5 and 8;
-- ARCHITECTURE section 3 "One gate for registrations"). Browsers never insert
-- into registrations: every registration goes through create_registrations,
-- which checks the tier (required when the program has tiers, available that
-- day, spots left), assistance codes by their text (wrong ones counted,
-- 20261125000100), questions and consents in one transaction. Consent times
-- are the database's clock and versions those in force (20261125000000).
-- (registrations has no insert grant or policy for browsers: 20261122030300.)
-- Assistance code ids are readable by admins only. Answers are frozen once a
-- registration leaves pending. Decision 0008 records the rule.

-- programs.financial_assistance_code_ids listed every code's id to anyone who
-- could read the program (anon included). The codes' own table, readable by
-- admins only, already links each code to its program, so the list goes.
-- The program's names per registration come from the stored text now: the
-- generated column 20261125834000 added for the view is read by nothing.
revoke all on table public.programs from anon, authenticated;
grant select on table public.programs to anon;
grant insert, select, update, delete on table public.programs to authenticated;

-- updated_at maintenance: an edit of the program, not a place taken or freed (private.count_program_place changes
-- nothing else; programs_keep_places_taken, which runs first, undoes anyone else's change of the count).
create trigger programs_set_updated_at
  before update on public.programs
  for each row
  when (old.places_taken = new.places_taken)
  execute function private.set_updated_at();

-- Public list (active, by start date) and admin list (by start date desc).
create index programs_active_start_date_idx on public.programs (is_active, start_date);

create index programs_start_date_idx on public.programs (start_date desc);

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
    available_from is null or available_until is null or available_until >= available_from),
  -- Bilingual program content (issue 22 points 1-3, decision 0044).
  name_fr text,
  description_fr text,
  constraint program_price_tiers_name_max check ((char_length(name) <= 200)),
  constraint program_price_tiers_description_max check ((char_length(description) <= 2000)),
  -- Every text and JSON column has a size limit (issue 17 point 8; decision 0008 lists the limits and why).
  constraint program_price_tiers_name_clean check (private.is_clean_name(name)),
  -- Bilingual program content (issue 22 points 1-3, decision 0044).
  constraint program_price_tiers_name_fr_present check (((name_fr is null) or (length(trim(both from name_fr)) > 0))),
  constraint program_price_tiers_name_fr_max check ((char_length(name_fr) <= 200)),
  constraint program_price_tiers_description_fr_max check ((char_length(description_fr) <= 2000)),
  -- Bilingual program content in the admin forms (issue 22 point 1, decision 0044).
  constraint program_price_tiers_description_fr_present check (((description_fr is null) or (length(trim(both from description_fr)) > 0)))
);
alter table public.program_price_tiers enable row level security;
revoke all on table public.program_price_tiers from anon, authenticated;
grant select on table public.program_price_tiers to anon;
grant insert, select, update, delete on table public.program_price_tiers to authenticated;

-- updated_at maintenance.
create trigger program_price_tiers_set_updated_at
  before update on public.program_price_tiers
  for each row execute function private.set_updated_at();

-- Tiers of a program in display order.
create index program_price_tiers_program_id_idx on public.program_price_tiers (program_id, display_order);

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
  updated_at timestamptz not null default now(),
  -- Financial-aid requests (issue 25 point 6).
  user_id uuid,
  request_id uuid,
  -- Issue 33 point 7e (b) and (c): a family's financial-aid code, stated rules.
  participant_ids uuid[],
  constraint financial_assistance_codes_user_id_fkey foreign key (user_id) references public.user_profiles(id) on delete cascade,
  constraint financial_assistance_codes_description_max check ((char_length(description) <= 500)),
  constraint financial_assistance_codes_participant_ids_check check (((participant_ids is null) or ((cardinality(participant_ids) >= 1) and (cardinality(participant_ids) <= 10))))
);
alter table public.financial_assistance_codes enable row level security;
revoke all on table public.financial_assistance_codes from anon, authenticated;
grant insert, select, update, delete on table public.financial_assistance_codes to authenticated;

-- updated_at maintenance.
create trigger financial_assistance_codes_set_updated_at
  before update on public.financial_assistance_codes
  for each row execute function private.set_updated_at();

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
revoke all on function private.normalise_assistance_code() from public;

-- Runs before the check constraint sees the code.
create trigger financial_assistance_codes_normalise
  before insert or update of code on public.financial_assistance_codes
  for each row execute function private.normalise_assistance_code();

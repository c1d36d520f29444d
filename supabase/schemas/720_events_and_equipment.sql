-- supabase/schemas (the current schema; supabase/README.md): events and equipment, part 1 of 2.

-- =====================================================================
-- events
-- =====================================================================

-- Scheduled practices, games, tournaments and clinics (admin screen /admin/events).
create table public.events (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(trim(name)) > 0),
  program_id uuid references public.programs (id) on delete set null,
  event_type text not null default 'practice'
    check (event_type in ('practice', 'game', 'tournament', 'clinic', 'other')),
  starts_at timestamptz not null,
  ends_at timestamptz,
  location text,
  description text,
  capacity integer check (capacity >= 1),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint events_times_ordered check (ends_at is null or ends_at >= starts_at),
  -- Bilingual program content (issue 22 points 1-3, decision 0044).
  name_fr text,
  description_fr text,
  constraint events_name_max check ((char_length(name) <= 200)),
  constraint events_location_max check ((char_length(location) <= 255)),
  constraint events_event_type_max check ((char_length(event_type) <= 100)),
  constraint events_description_max check ((char_length(description) <= 5000)),
  -- Every text and JSON column has a size limit (issue 17 point 8; decision 0008 lists the limits and why).
  constraint events_name_clean check (private.is_clean_name(name)),
  -- Bilingual program content (issue 22 points 1-3, decision 0044).
  constraint events_name_fr_present check (((name_fr is null) or (length(trim(both from name_fr)) > 0))),
  constraint events_name_fr_max check ((char_length(name_fr) <= 200)),
  constraint events_description_fr_max check ((char_length(description_fr) <= 5000)),
  -- Bilingual program content in the admin forms (issue 22 point 1, decision 0044).
  constraint events_description_fr_present check (((description_fr is null) or (length(trim(both from description_fr)) > 0)))
);
alter table public.events enable row level security;
revoke all on table public.events from anon, authenticated;
grant insert, select, update, delete on table public.events to authenticated;

-- updated_at maintenance.
create trigger events_set_updated_at
  before update on public.events
  for each row execute function private.set_updated_at();

-- Upcoming list and foreign key.
create index events_starts_at_idx on public.events (starts_at);

create index events_program_id_idx on public.events (program_id);

-- Admins manage events.
create policy "Events are manageable by admins"
  on public.events for all to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

-- =====================================================================
-- equipment_inventory
-- =====================================================================

-- Equipment the organisation lends (admin screen /admin/equipment).
create table public.equipment_inventory (
  id uuid primary key default gen_random_uuid(),
  item_name text not null check (length(trim(item_name)) > 0),
  category text,
  size text,
  quantity integer not null default 0 check (quantity >= 0),
  condition text check (condition in ('new', 'good', 'fair', 'poor', 'retired')),
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint equipment_inventory_item_name_max check ((char_length(item_name) <= 200)),
  constraint equipment_inventory_category_max check ((char_length(category) <= 100)),
  constraint equipment_inventory_condition_max check ((char_length(condition) <= 100)),
  constraint equipment_inventory_size_max check ((char_length(size) <= 100)),
  constraint equipment_inventory_notes_max check ((char_length(notes) <= 2000))
);
alter table public.equipment_inventory enable row level security;
revoke all on table public.equipment_inventory from anon, authenticated;
grant insert, select, update, delete on table public.equipment_inventory to authenticated;

-- updated_at maintenance.
create trigger equipment_inventory_set_updated_at
  before update on public.equipment_inventory
  for each row execute function private.set_updated_at();

-- Admin list by name and category.
create index equipment_inventory_item_name_idx on public.equipment_inventory (item_name);

create index equipment_inventory_category_idx on public.equipment_inventory (category);

-- Admins manage the equipment inventory.
create policy "Equipment is manageable by admins"
  on public.equipment_inventory for all to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

-- =====================================================================
-- equipment_loans
-- =====================================================================

-- Equipment lent to a participant; returned_at null while out.
create table public.equipment_loans (
  id uuid primary key default gen_random_uuid(),
  equipment_id uuid not null references public.equipment_inventory (id) on delete cascade,
  participant_id uuid references public.participants (id) on delete set null,
  quantity integer not null default 1 check (quantity >= 1),
  loaned_at timestamptz not null default now(),
  returned_at timestamptz,
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint equipment_loans_dates_ordered check (returned_at is null or returned_at >= loaned_at),
  constraint equipment_loans_notes_max check ((char_length(notes) <= 2000))
);
alter table public.equipment_loans enable row level security;
revoke all on table public.equipment_loans from anon, authenticated;
grant insert, select, update, delete on table public.equipment_loans to authenticated;

-- updated_at maintenance.
create trigger equipment_loans_set_updated_at
  before update on public.equipment_loans
  for each row execute function private.set_updated_at();

-- Foreign keys; open loans.
create index equipment_loans_equipment_id_idx on public.equipment_loans (equipment_id);

create index equipment_loans_participant_id_idx on public.equipment_loans (participant_id);

create index equipment_loans_open_idx on public.equipment_loans (equipment_id) where returned_at is null;

-- Admins manage equipment loans.
create policy "Equipment loans are manageable by admins"
  on public.equipment_loans for all to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

-- Equipment loans (issue 11, /admin/equipment): a loan made from the app
-- (admins in the browser) names a participant, and no loan ever lends more
-- items than the inventory holds; the inventory quantity cannot drop below
-- what is out on loan. The server and direct database sessions (seed,
-- fixtures) may record a loan without a participant, as the nullable column
-- allows (a participant's deletion also leaves such loans). Events and
-- equipment stay admin-only (policies in 20261122030400); these rules also
-- hold for admins and the server.

-- =====================================================================
-- equipment_loans: availability and participant
-- =====================================================================

-- Before a loan is created or changed: a participant is required on new loans
-- from browser callers, and the open loans of the item (this one included)
-- must fit its quantity. The item row is locked so two loans cannot take the
-- last item together.
create or replace function private.check_equipment_loan()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_quantity integer;
  v_out integer;
begin
  -- Non-admin browser callers are refused by row-level security after this
  -- trigger; checking stock for them would only leak the item's numbers.
  if not (private.is_admin() or private.is_server_caller()) then
    return new;
  end if;
  if tg_op = 'INSERT' and new.participant_id is null and not private.is_server_caller() then
    raise exception 'Choose the participant who borrows the equipment'
      using errcode = '23502', hint = 'loan_participant_required';
  end if;
  if new.returned_at is not null then
    return new;
  end if;
  select e.quantity into v_quantity
  from public.equipment_inventory e
  where e.id = new.equipment_id
  for update;
  select coalesce(sum(l.quantity), 0) into v_out
  from public.equipment_loans l
  where l.equipment_id = new.equipment_id
    and l.returned_at is null
    and l.id <> new.id;
  if v_out + new.quantity > coalesce(v_quantity, 0) then
    raise exception 'Only % of this item are available', greatest(coalesce(v_quantity, 0) - v_out, 0)
      using errcode = '23514', hint = 'equipment_unavailable';
  end if;
  return new;
end;
$$;

-- Runs for raw writes and definer functions alike.
create trigger equipment_loans_check_availability
  before insert or update of equipment_id, quantity, returned_at on public.equipment_loans
  for each row execute function private.check_equipment_loan();

-- =====================================================================
-- equipment_inventory: quantity covers open loans
-- =====================================================================

-- An item's quantity may not go below the number out on loan.
create or replace function private.check_equipment_quantity()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_out integer;
begin
  select coalesce(sum(l.quantity), 0) into v_out
  from public.equipment_loans l
  where l.equipment_id = new.id and l.returned_at is null;
  if new.quantity < v_out then
    raise exception '% of this item are out on loan', v_out
      using errcode = '23514', hint = 'equipment_on_loan';
  end if;
  return new;
end;
$$;

-- Only when the quantity changes.
create trigger equipment_inventory_check_quantity
  before update of quantity on public.equipment_inventory
  for each row execute function private.check_equipment_quantity();

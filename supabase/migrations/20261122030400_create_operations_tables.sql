-- Operations: the e-mail outbox, events, equipment inventory and loans.
-- All admin-only for users (ARCHITECTURE sections 3 and 5); each table comes
-- with its grants and policies.

-- =====================================================================
-- email_outbox
-- =====================================================================

-- Queued e-mails in the recipient's language. Written by triggers, functions and
-- the queue-registration-email edge function; read by admins and the sender.
create table public.email_outbox (
  id uuid primary key default gen_random_uuid(),
  registration_id uuid references public.registrations (id) on delete set null,
  to_email text not null,
  language text not null default 'en' check (language in ('en', 'fr')),
  template text not null,
  subject text not null,
  body text not null,
  payload jsonb not null default '{}'::jsonb,
  status text not null default 'queued' check (status in ('queued', 'sent', 'failed')),
  error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
alter table public.email_outbox enable row level security;
revoke all on public.email_outbox from anon, authenticated;

-- The sender picks queued rows oldest first; /_dev/mail lists newest first.
create index email_outbox_status_created_idx on public.email_outbox (status, created_at);
create index email_outbox_created_at_idx on public.email_outbox (created_at desc);
create index email_outbox_registration_id_idx on public.email_outbox (registration_id);

grant select, update on public.email_outbox to authenticated;

-- Admins read the outbox and may mark rows (e.g. retry); triggers write it.
create policy "E-mail outbox is viewable by admins"
  on public.email_outbox for select to authenticated
  using ((select private.is_admin()));

-- Admins may change a row's status.
create policy "E-mail outbox is editable by admins"
  on public.email_outbox for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

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
  constraint events_times_ordered check (ends_at is null or ends_at >= starts_at)
);
alter table public.events enable row level security;
revoke all on public.events from anon, authenticated;

-- Upcoming list and foreign key.
create index events_starts_at_idx on public.events (starts_at);
create index events_program_id_idx on public.events (program_id);

-- updated_at maintenance.
create trigger events_set_updated_at
  before update on public.events
  for each row execute function private.set_updated_at();

grant select, insert, update, delete on public.events to authenticated;

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
  updated_at timestamptz not null default now()
);
alter table public.equipment_inventory enable row level security;
revoke all on public.equipment_inventory from anon, authenticated;

-- Admin list by name and category.
create index equipment_inventory_item_name_idx on public.equipment_inventory (item_name);
create index equipment_inventory_category_idx on public.equipment_inventory (category);

-- updated_at maintenance.
create trigger equipment_inventory_set_updated_at
  before update on public.equipment_inventory
  for each row execute function private.set_updated_at();

grant select, insert, update, delete on public.equipment_inventory to authenticated;

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
  constraint equipment_loans_dates_ordered check (returned_at is null or returned_at >= loaned_at)
);
alter table public.equipment_loans enable row level security;
revoke all on public.equipment_loans from anon, authenticated;

-- Foreign keys; open loans.
create index equipment_loans_equipment_id_idx on public.equipment_loans (equipment_id);
create index equipment_loans_participant_id_idx on public.equipment_loans (participant_id);
create index equipment_loans_open_idx on public.equipment_loans (equipment_id) where returned_at is null;

-- updated_at maintenance.
create trigger equipment_loans_set_updated_at
  before update on public.equipment_loans
  for each row execute function private.set_updated_at();

grant select, insert, update, delete on public.equipment_loans to authenticated;

-- Admins manage equipment loans.
create policy "Equipment loans are manageable by admins"
  on public.equipment_loans for all to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

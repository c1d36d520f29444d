-- supabase/schemas (the current schema; supabase/README.md): the organisation's own details (issue 36 point 1).

-- One record: the organisation's name in English and French, its postal
-- address, its contact and accessibility e-mail addresses and, optionally, its
-- registered charity number. Receipts, every e-mail's footer, the site footer,
-- the accessibility statement and the deactivated-account notice read it; none
-- of them carries a stand-in. Until the address is complete, receipts stay
-- queued (claim_email_batch skips them) and /admin/settings and /admin/setup
-- say why.
--
-- Administrators change it only through admin_save_organisation_settings();
-- every change of a field is written to organisation_settings_changes (who,
-- when, old and new value) by the trigger below, never by a browser.
-- Everyone, signed in or not, reads the public part through
-- organisation_details().

create table public.organisation_settings (
  id boolean primary key default true check (id),
  name_en text not null default 'Canadian Blind Hockey' check (char_length(name_en) <= 120 and btrim(name_en) <> ''),
  name_fr text not null default 'Hockey canadien pour aveugles' check (char_length(name_fr) <= 120 and btrim(name_fr) <> ''),
  address_line1 text check (char_length(address_line1) between 1 and 120),
  address_line2 text check (char_length(address_line2) between 1 and 120),
  city text check (char_length(city) between 1 and 80),
  province text check (province in ('AB','BC','MB','NB','NL','NS','NT','NU','ON','PE','QC','SK','YT')),
  postal_code text check (postal_code ~ '^[A-Z][0-9][A-Z][0-9][A-Z][0-9]$'),
  contact_email text check (private.is_email(contact_email) and char_length(contact_email) <= 254),
  accessibility_email text check (private.is_email(accessibility_email) and char_length(accessibility_email) <= 254),
  -- The Canada Revenue Agency's form: nine digits, RR, four digits.
  charity_number text check (charity_number ~ '^[0-9]{9}RR[0-9]{4}$'),
  updated_at timestamptz,
  updated_by uuid references public.user_profiles (id) on delete set null
);
alter table public.organisation_settings enable row level security;

-- Hand-written (supabase/README.md): the one record (a differ compares structure, not rows).
insert into public.organisation_settings default values;

revoke all on table public.organisation_settings from anon, authenticated;
grant select on table public.organisation_settings to authenticated;

create policy "Organisation settings are viewable by admins"
  on public.organisation_settings for select to authenticated
  using ((select private.is_admin()));

create index organisation_settings_updated_by_idx on public.organisation_settings (updated_by);

-- One line per changed field. Never cascaded away: a deleted administrator's
-- lines stay, without the name.
create table public.organisation_settings_changes (
  id uuid primary key default gen_random_uuid(),
  changed_at timestamptz not null default now(),
  changed_by uuid references public.user_profiles (id) on delete set null,
  field text not null check (char_length(field) <= 63),
  old_value text check (char_length(old_value) <= 254),
  new_value text check (char_length(new_value) <= 254)
);
alter table public.organisation_settings_changes enable row level security;

revoke all on table public.organisation_settings_changes from anon, authenticated;
grant select on table public.organisation_settings_changes to authenticated;

create policy "Organisation settings changes are viewable by admins"
  on public.organisation_settings_changes for select to authenticated
  using ((select private.is_admin()));

create index organisation_settings_changes_changed_at_idx on public.organisation_settings_changes (changed_at desc);

create index organisation_settings_changes_changed_by_idx on public.organisation_settings_changes (changed_by);

-- Writes the changed fields of an update (the trigger owns the table).
create or replace function private.log_organisation_settings_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.organisation_settings_changes (changed_by, field, old_value, new_value)
  select auth.uid(), o.key, o.value, n.value
  from jsonb_each_text(to_jsonb(old) - 'updated_at' - 'updated_by') o
  join jsonb_each_text(to_jsonb(new) - 'updated_at' - 'updated_by') n using (key)
  where o.value is distinct from n.value;
  return new;
end;
$$;
revoke all on function private.log_organisation_settings_change() from public;

create trigger organisation_settings_log_change
  after update on public.organisation_settings
  for each row execute function private.log_organisation_settings_change();

-- The address is complete: a street line, city, province and postal code.
create or replace function private.organisation_address_complete()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select s.address_line1 is not null and s.city is not null and s.province is not null and s.postal_code is not null
    from public.organisation_settings s where s.id
  ), false)
$$;
revoke all on function private.organisation_address_complete() from public;
grant execute on function private.organisation_address_complete() to anon, authenticated, service_role;

-- What anyone may read: the names, the address, the two e-mail addresses,
-- the charity number and whether the address is complete.
create or replace function public.organisation_details()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'name_en', s.name_en, 'name_fr', s.name_fr,
    'address_line1', s.address_line1, 'address_line2', s.address_line2, 'city', s.city,
    'province', s.province, 'postal_code', s.postal_code,
    'contact_email', s.contact_email, 'accessibility_email', s.accessibility_email,
    'charity_number', s.charity_number,
    'address_complete', private.organisation_address_complete())
  from public.organisation_settings s where s.id
$$;
revoke all on function public.organisation_details() from public;
grant execute on function public.organisation_details() to anon, authenticated, service_role;

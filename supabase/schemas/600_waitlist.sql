-- supabase/schemas (the current schema; supabase/README.md): waitlist, part 1 of 6.

create sequence public.waitlist_entries_sort_key_seq;

-- One participant waiting for a place in a program (and the tier wanted, if
-- any). The line's order is sort_key (then joined_at); the place in line shown
-- to a family is the rank among the program's 'waiting' entries.
--   waiting  -> offered (a place is held until offer_expires_at)
--   offered  -> accepted (registered: registration_id), declined, expired
--   waiting/offered -> left (by the family), removed (by an admin)
-- An entry is active while waiting or offered; a participant has at most one
-- active entry per program.
create table public.waitlist_entries (
  id uuid default gen_random_uuid() not null,
  program_id uuid not null,
  participant_id uuid not null,
  price_tier_id uuid,
  user_id uuid not null,
  status text default 'waiting'::text not null,
  sort_key bigint default nextval('public.waitlist_entries_sort_key_seq'::regclass) not null,
  joined_at timestamp with time zone default now() not null,
  offered_at timestamp with time zone,
  offer_expires_at timestamp with time zone,
  offered_by uuid,
  registration_id uuid,
  closed_at timestamp with time zone,
  closed_by uuid,
  language text default 'en'::text not null,
  updated_at timestamp with time zone default now() not null,
  constraint waitlist_entries_pkey primary key (id),
  constraint waitlist_entries_program_id_fkey foreign key (program_id) references public.programs(id) on delete cascade,
  constraint waitlist_entries_participant_id_fkey foreign key (participant_id) references public.participants(id) on delete cascade,
  constraint waitlist_entries_price_tier_id_fkey foreign key (price_tier_id) references public.program_price_tiers(id) on delete set null,
  constraint waitlist_entries_user_id_fkey foreign key (user_id) references public.user_profiles(id) on delete cascade,
  constraint waitlist_entries_offered_by_fkey foreign key (offered_by) references public.user_profiles(id) on delete set null,
  constraint waitlist_entries_registration_id_fkey foreign key (registration_id) references public.registrations(id) on delete set null,
  constraint waitlist_entries_closed_by_fkey foreign key (closed_by) references public.user_profiles(id) on delete set null,
  constraint waitlist_entries_status_check check ((status = any (array['waiting'::text, 'offered'::text, 'accepted'::text, 'declined'::text, 'expired'::text, 'left'::text, 'removed'::text]))),
  constraint waitlist_entries_language_check check ((language = any (array['en'::text, 'fr'::text]))),
  constraint waitlist_entries_offer_times check (((status = 'offered'::text) = (offer_expires_at is not null))),
  constraint waitlist_entries_offered_at check (((offer_expires_at is null) or (offered_at is not null))),
  constraint waitlist_entries_closed check (((status = any (array['waiting'::text, 'offered'::text])) = (closed_at is null)))
);
alter table public.waitlist_entries enable row level security;
revoke all on table public.waitlist_entries from anon, authenticated;
grant select on table public.waitlist_entries to authenticated;

create or replace function private.tier_places_held_against(p_tier_id uuid, p_user_id uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from public.waitlist_entries e
  where e.price_tier_id = p_tier_id and e.status = 'offered'
    and not (e.user_id is not distinct from p_user_id and e.offer_expires_at > now())
$$;
revoke all on function private.tier_places_held_against(p_tier_id uuid, p_user_id uuid) from public;
grant execute on function private.tier_places_held_against(p_tier_id uuid, p_user_id uuid) to service_role;

-- As 20261125830000 (same columns), spots_left and is_sold_out counting the
-- spots held by other families' live offers; spots_taken stays the count of
-- registrations.
create or replace function public.get_available_price_tiers(program_uuid uuid, check_date date default null)
returns table (
  id uuid, program_id uuid, name text, description text, name_fr text, description_fr text, price integer,
  available_from date, available_until date, max_spots integer, spots_taken integer,
  spots_left integer, is_sold_out boolean, is_default boolean, display_order integer
)
language sql
stable
security definer
set search_path = ''
as $$
  select t.id, t.program_id, t.name, t.description, t.name_fr, t.description_fr, t.price,
         t.available_from, t.available_until, t.max_spots, t.spots_taken,
         case when t.max_spots is null then null
              else greatest(t.max_spots - t.spots_taken - h.held, 0) end,
         t.max_spots is not null and t.spots_taken + h.held >= t.max_spots,
         t.is_default, t.display_order
  from public.program_price_tiers t
  join public.programs p on p.id = t.program_id
  cross join lateral (select private.tier_places_held_against(t.id, auth.uid()) as held) h
  where t.program_id = program_uuid
    and (p.is_active or private.is_admin())
    and (t.available_from is null or t.available_from <= coalesce(check_date, private.toronto_today()))
    and (t.available_until is null or t.available_until >= coalesce(check_date, private.toronto_today()))
  order by t.display_order, t.created_at
$$;
revoke all on function public.get_available_price_tiers(program_uuid uuid, check_date date) from public;

create or replace function private.program_places_held_against(p_program_id uuid, p_user_id uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from public.waitlist_entries e
  where e.program_id = p_program_id and e.status = 'offered'
    and not (e.user_id is not distinct from p_user_id and e.offer_expires_at > now())
$$;
revoke all on function private.program_places_held_against(p_program_id uuid, p_user_id uuid) from public;
grant execute on function private.program_places_held_against(p_program_id uuid, p_user_id uuid) to service_role;

-- =====================================================================
-- 'Full' and the tiers' spots count holds
-- =====================================================================

-- As 20261125610000, with live offers held against everyone but their family.
create or replace function public.is_full(p public.programs)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select
    (p.max_participants is not null
      and p.places_taken + private.program_places_held_against(p.id, auth.uid()) >= p.max_participants)
    or (
      exists (select 1 from public.program_price_tiers t where t.program_id = p.id)
      and not exists (
        select 1 from public.program_price_tiers t
        where t.program_id = p.id
          and (t.available_until is null or t.available_until >= private.toronto_today())
          and (t.max_spots is null
               or t.spots_taken + private.tier_places_held_against(t.id, auth.uid()) < t.max_spots)
      )
    )
$$;
revoke all on function public.is_full(p public.programs) from public;

create trigger waitlist_entries_set_updated_at
  before update on public.waitlist_entries
  for each row execute function private.set_updated_at();

create unique index waitlist_entries_one_active
  on public.waitlist_entries (program_id, participant_id) where status in ('waiting', 'offered');

create index waitlist_entries_line_idx on public.waitlist_entries (program_id, status, sort_key, joined_at);

create index waitlist_entries_participant_idx on public.waitlist_entries (participant_id);

create index waitlist_entries_user_idx on public.waitlist_entries (user_id);

create index waitlist_entries_tier_idx on public.waitlist_entries (price_tier_id) where price_tier_id is not null;

create index waitlist_entries_offers_due_idx on public.waitlist_entries (offer_expires_at) where status = 'offered';

create index waitlist_entries_offered_by_idx on public.waitlist_entries (offered_by) where offered_by is not null;

create index waitlist_entries_closed_by_idx on public.waitlist_entries (closed_by) where closed_by is not null;

create index waitlist_entries_registration_idx on public.waitlist_entries (registration_id)
  where registration_id is not null;

-- The family reads its own entries (the account that joined, or the
-- participant's owner); admins read all. Writes only through the functions.
create policy waitlist_entries_select on public.waitlist_entries
  for select to authenticated
  using (user_id = (select auth.uid()) or private.owns_participant(participant_id) or (select private.is_admin()));

-- A lapsed offer keeps its place for the waiting list until it is passed on
-- (issue 24 point 2, decision 0051). As 20261127100000, except that an offer
-- past its deadline but not yet marked 'expired' (the sweep runs every minute,
-- and at once on any waiting-list action) still counts as held for everyone,
-- the family that let it lapse included: in that gap the place goes to the
-- next in line, never to whoever registers first. Only a family's own LIVE
-- offer is not held against it.
create or replace function private.program_places_held(p_program_id uuid, p_except_participant uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from public.waitlist_entries e
  where e.program_id = p_program_id and e.status = 'offered'
    and not (e.participant_id is not distinct from p_except_participant and e.offer_expires_at > now())
$$;
revoke all on function private.program_places_held(p_program_id uuid, p_except_participant uuid) from public;
grant execute on function private.program_places_held(p_program_id uuid, p_except_participant uuid) to anon, authenticated, service_role;

create or replace function private.tier_places_held(p_tier_id uuid, p_except_participant uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from public.waitlist_entries e
  where e.price_tier_id = p_tier_id and e.status = 'offered'
    and not (e.participant_id is not distinct from p_except_participant and e.offer_expires_at > now())
$$;
revoke all on function private.tier_places_held(p_tier_id uuid, p_except_participant uuid) from public;
grant execute on function private.tier_places_held(p_tier_id uuid, p_except_participant uuid) to anon, authenticated, service_role;

-- One line of the log: the caller (auth.uid(), its role) did p_action on
-- p_what of p_participant_ids (in p_program_id) from p_reason (the screen or
-- function).
create or replace function private.log_data_access(
  p_action text,
  p_what text,
  p_participant_ids uuid[],
  p_program_id uuid,
  p_reason text
)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.data_access_log (actor_id, actor_role, action, what, participant_ids, program_id, reason)
  values (auth.uid(), (select u.role from public.user_profiles u where u.id = auth.uid()), p_action, p_what,
          coalesce(p_participant_ids, '{}'), p_program_id, p_reason)
$$;
revoke all on function private.log_data_access(p_action text, p_what text, p_participant_ids uuid[], p_program_id uuid, p_reason text) from public;
grant execute on function private.log_data_access(p_action text, p_what text, p_participant_ids uuid[], p_program_id uuid, p_reason text) to authenticated, service_role;

-- Issue 24: the data model of waiting lists (points 1-4) and of concussion
-- safety as Ontario's Rowan's Law asks (points 5-7). Tables, columns and
-- constraints only, plus the two hold counters the registration gate reads
-- (stubs here, answering 0; 20261127100000 gives them their rule). The
-- functions that write these tables come in the later issue-24 migrations:
-- browsers have no write grant on any of them (one gate per rule).

-- =====================================================================
-- Waiting lists
-- =====================================================================

-- How long a place offered from the waiting list is held for the family
-- before it passes to the next in line (issue 24 point 2; default 48 hours,
-- at most 14 days).
alter table public.programs
  add column waitlist_offer_hours integer not null default 48
    constraint programs_waitlist_offer_hours_range check (waitlist_offer_hours between 1 and 336);

-- One participant waiting for a place in a program (and the tier wanted, if
-- any). The line's order is sort_key (then joined_at); the place in line shown
-- to a family is the rank among the program's 'waiting' entries.
--   waiting  -> offered (a place is held until offer_expires_at)
--   offered  -> accepted (registered: registration_id), declined, expired
--   waiting/offered -> left (by the family), removed (by an admin)
-- An entry is active while waiting or offered; a participant has at most one
-- active entry per program.
create table public.waitlist_entries (
  id uuid primary key default gen_random_uuid(),
  program_id uuid not null references public.programs (id) on delete cascade,
  participant_id uuid not null references public.participants (id) on delete cascade,
  price_tier_id uuid references public.program_price_tiers (id) on delete set null,
  user_id uuid not null references public.user_profiles (id) on delete cascade,
  status text not null default 'waiting'
    check (status in ('waiting', 'offered', 'accepted', 'declined', 'expired', 'left', 'removed')),
  sort_key bigint not null,
  joined_at timestamptz not null default now(),
  offered_at timestamptz,
  offer_expires_at timestamptz,
  offered_by uuid references public.user_profiles (id) on delete set null,
  registration_id uuid references public.registrations (id) on delete set null,
  closed_at timestamptz,
  closed_by uuid references public.user_profiles (id) on delete set null,
  language text not null default 'en' check (language in ('en', 'fr')),
  updated_at timestamptz not null default now(),
  constraint waitlist_entries_offer_times check ((status = 'offered') = (offer_expires_at is not null)),
  constraint waitlist_entries_offered_at check (offer_expires_at is null or offered_at is not null),
  constraint waitlist_entries_closed check ((status in ('waiting', 'offered')) = (closed_at is null))
);
alter table public.waitlist_entries enable row level security;
revoke all on public.waitlist_entries from anon, authenticated;
grant select on public.waitlist_entries to authenticated;
grant all on public.waitlist_entries to service_role;

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

create sequence public.waitlist_entries_sort_key_seq;
alter table public.waitlist_entries alter column sort_key set default nextval('public.waitlist_entries_sort_key_seq');
grant usage on sequence public.waitlist_entries_sort_key_seq to service_role;

create trigger waitlist_entries_set_updated_at
  before update on public.waitlist_entries
  for each row execute function private.set_updated_at();

-- The family reads its own entries (the account that joined, or the
-- participant's owner); admins read all. Writes only through the functions.
create policy waitlist_entries_select on public.waitlist_entries
  for select to authenticated
  using (user_id = (select auth.uid()) or private.owns_participant(participant_id) or (select private.is_admin()));

-- Places held by live offers (not yet lapsed) of a program, and of a tier,
-- not counting the offer of p_except_participant (the family registering on
-- its own offer). Stubs until 20261127100000.
create or replace function private.program_places_held(p_program_id uuid, p_except_participant uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$ select 0 $$;

create or replace function private.tier_places_held(p_tier_id uuid, p_except_participant uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$ select 0 $$;

revoke all on function private.program_places_held(uuid, uuid) from public;
revoke all on function private.tier_places_held(uuid, uuid) from public;
grant execute on function private.program_places_held(uuid, uuid) to anon, authenticated, service_role;
grant execute on function private.tier_places_held(uuid, uuid) to anon, authenticated, service_role;

-- =====================================================================
-- Concussion safety (Rowan's Law)
-- =====================================================================

-- The Concussion Code of Conduct is a legal document of its own kind.
alter table public.legal_documents drop constraint legal_documents_kind_check;
alter table public.legal_documents add constraint legal_documents_kind_check check (kind in
  ('waiver', 'media_consent', 'concussion_awareness', 'concussion_code_of_conduct', 'terms', 'privacy',
   'program_waiver'));

-- A yearly confirmation (issue 24 point 5): an athlete (participant_id, role
-- 'athlete'; for an athlete under 18 the parent or guardian who confirmed
-- having reviewed the resources too is guardian_id), or a coach or volunteer
-- (user_id, role 'coach' or 'volunteer'). It records the exact versions of the
-- concussion awareness resources and of the Code of Conduct (athletes and
-- coaches; volunteers review the resources only), the language read, who
-- confirmed and when (the database's clock). valid_until is the first Toronto
-- day on which it no longer counts: the confirmation day plus 12 months.
create table public.concussion_confirmations (
  id uuid primary key default gen_random_uuid(),
  participant_id uuid references public.participants (id) on delete cascade,
  user_id uuid references public.user_profiles (id) on delete cascade,
  role text not null check (role in ('athlete', 'coach', 'volunteer')),
  awareness_document_id uuid not null references public.legal_documents (id) on delete restrict,
  code_of_conduct_document_id uuid references public.legal_documents (id) on delete restrict,
  guardian_id uuid references public.user_profiles (id) on delete set null,
  language text not null check (language in ('en', 'fr')),
  confirmed_by uuid references public.user_profiles (id) on delete set null,
  confirmed_at timestamptz not null default now(),
  valid_until date not null,
  constraint concussion_confirmations_one_subject check (num_nonnulls(participant_id, user_id) = 1),
  constraint concussion_confirmations_athlete check ((role = 'athlete') = (participant_id is not null)),
  constraint concussion_confirmations_code_of_conduct
    check (role = 'volunteer' or code_of_conduct_document_id is not null)
);
alter table public.concussion_confirmations enable row level security;
revoke all on public.concussion_confirmations from anon, authenticated;
grant select on public.concussion_confirmations to authenticated;
grant all on public.concussion_confirmations to service_role;
create index concussion_confirmations_participant_idx
  on public.concussion_confirmations (participant_id, valid_until desc) where participant_id is not null;
create index concussion_confirmations_user_idx
  on public.concussion_confirmations (user_id, valid_until desc) where user_id is not null;
create index concussion_confirmations_awareness_idx on public.concussion_confirmations (awareness_document_id);
create index concussion_confirmations_code_idx on public.concussion_confirmations (code_of_conduct_document_id);
create index concussion_confirmations_guardian_idx on public.concussion_confirmations (guardian_id);
create index concussion_confirmations_confirmed_by_idx on public.concussion_confirmations (confirmed_by);

create policy concussion_confirmations_select on public.concussion_confirmations
  for select to authenticated
  using (user_id = (select auth.uid()) or private.owns_participant(participant_id) or (select private.is_admin()));

-- The registration's concussion evidence points at the confirmation that
-- covered it.
alter table public.registrations
  add column concussion_confirmation_id uuid references public.concussion_confirmations (id) on delete set null;
create index registrations_concussion_confirmation_idx on public.registrations (concussion_confirmation_id)
  where concussion_confirmation_id is not null;

-- Removal from sport (issue 24 point 6): a suspected concussion recorded by a
-- coordinator of the program or an admin; the participant is removed from
-- sport everywhere until an admin records the medical clearance. Notes are
-- kept to the minimum.
create table public.concussion_removals (
  id uuid primary key default gen_random_uuid(),
  participant_id uuid not null references public.participants (id) on delete cascade,
  program_id uuid references public.programs (id) on delete set null,
  suspected_on date not null,
  notes text check (char_length(notes) <= 500),
  recorded_by uuid references public.user_profiles (id) on delete set null,
  recorded_at timestamptz not null default now(),
  cleared_on date,
  cleared_note text check (char_length(cleared_note) <= 500),
  cleared_by uuid references public.user_profiles (id) on delete set null,
  cleared_at timestamptz,
  constraint concussion_removals_cleared check ((cleared_on is null) = (cleared_at is null)),
  constraint concussion_removals_clearance_after check (cleared_on is null or cleared_on >= suspected_on)
);
alter table public.concussion_removals enable row level security;
revoke all on public.concussion_removals from anon, authenticated;
grant select on public.concussion_removals to authenticated;
grant all on public.concussion_removals to service_role;
create index concussion_removals_participant_idx on public.concussion_removals (participant_id)
  where cleared_at is null;
create index concussion_removals_participant_all_idx on public.concussion_removals (participant_id);
create index concussion_removals_program_idx on public.concussion_removals (program_id);
create index concussion_removals_recorded_by_idx on public.concussion_removals (recorded_by);
create index concussion_removals_cleared_by_idx on public.concussion_removals (cleared_by);

-- The family reads its participants' removals; admins read all; coordinators
-- read them only through the roster function (which logs the read).
create policy concussion_removals_select on public.concussion_removals
  for select to authenticated
  using (private.owns_participant(participant_id) or (select private.is_admin()));

-- =====================================================================
-- Access log of sensitive data
-- =====================================================================

-- Who saw or changed sensitive data of whom (issue 24 point 6; issue 25
-- extends it to every medical read). Written only by security-definer
-- functions, in the same transaction as the read or write they record, through
-- private.log_data_access. Admins read it; a family reads the lines about its
-- own participants (issue 25 shows them).
create table public.data_access_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  actor_id uuid references public.user_profiles (id) on delete set null,
  actor_role text check (char_length(actor_role) <= 40),
  action text not null check (action in ('read', 'write')),
  what text not null check (char_length(what) <= 80),
  participant_ids uuid[] not null default '{}' check (cardinality(participant_ids) <= 100000),
  program_id uuid references public.programs (id) on delete set null,
  reason text not null check (char_length(reason) <= 120)
);
alter table public.data_access_log enable row level security;
revoke all on public.data_access_log from anon, authenticated;
grant select on public.data_access_log to authenticated;
grant all on public.data_access_log to service_role;
create index data_access_log_at_idx on public.data_access_log (at desc);
create index data_access_log_actor_idx on public.data_access_log (actor_id);
create index data_access_log_program_idx on public.data_access_log (program_id);
create index data_access_log_participants_idx on public.data_access_log using gin (participant_ids);

create policy data_access_log_select on public.data_access_log
  for select to authenticated
  using ((select private.is_admin()));

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
revoke all on function private.log_data_access(text, text, uuid[], uuid, text) from public;
grant execute on function private.log_data_access(text, text, uuid[], uuid, text) to authenticated, service_role;

-- =====================================================================
-- The registration gate counts held places
-- =====================================================================

-- As 20261125840000, with the places held by waiting-list offers counted in
-- the program's capacity and the tier's spots (a family's own offer is not
-- counted against it).
create or replace function private.registration_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_server boolean := private.is_server_caller();
  v_today date := private.toronto_today();
  v_program public.programs;
  v_tier public.program_price_tiers;
  v_code public.financial_assistance_codes;
  v_guardian public.user_profiles;
  v_lang text;
  v_waiver uuid;
  v_media uuid;
  v_concussion uuid;
  v_price integer;
  v_active boolean;
begin
  if not v_server then
    new.status := 'pending';
    new.user_id := auth.uid();
    new.registration_date := now();
    new.stripe_session_id := null;
    new.payment_intent_id := null;
    new.checkout_session_id := null;
    new.refund_amount := null;
    new.refund_reason := null;
    new.refunded_at := null;
    new.participant_removed_at := null;
    new.removed_participant_name := null;
    if not (private.owns_participant(new.participant_id) or private.owns_volunteer(new.volunteer_id)
            or private.is_admin()) then
      raise exception 'You do not have permission to register this person'
        using errcode = '42501', hint = 'not_owner';
    end if;
  end if;
  v_active := new.status in ('pending', 'approved');

  -- The program row is locked so capacity counts cannot race.
  select * into v_program from public.programs where id = new.program_id for update;
  if not found then
    raise exception 'Program not found' using errcode = '23503', hint = 'program_not_found';
  end if;
  if not v_server and (not v_program.is_active or v_program.end_date < v_today) then
    raise exception 'Registration is closed for this program' using hint = 'program_closed';
  end if;

  if new.status <> 'draft' then
    if not new.waiver_agreed then
      raise exception 'Please accept the waiver agreement' using errcode = '23514', hint = 'waiver_required';
    elsif not new.media_consent_agreed then
      raise exception 'Please accept the media consent agreement' using errcode = '23514', hint = 'media_consent_required';
    elsif not new.concussion_awareness_agreed then
      raise exception 'Please acknowledge concussion awareness' using errcode = '23514', hint = 'concussion_required';
    end if;
  end if;

  -- Consent evidence: the database's clock, and the documents in force in the
  -- registration's language (English where that language has none).
  v_lang := case when new.language = 'fr' then 'fr' else 'en' end;
  v_waiver := private.waiver_in_force(new.program_id, v_lang);
  v_media := private.legal_document_in_force_or_english('media_consent', null, v_lang);
  v_concussion := private.legal_document_in_force_or_english('concussion_awareness', null, v_lang);
  if v_server then
    new.waiver_agreed_at := case when new.waiver_agreed then least(coalesce(new.waiver_agreed_at, now()), now()) end;
    new.media_consent_agreed_at :=
      case when new.media_consent_agreed then least(coalesce(new.media_consent_agreed_at, now()), now()) end;
    new.concussion_awareness_agreed_at :=
      case when new.concussion_awareness_agreed then least(coalesce(new.concussion_awareness_agreed_at, now()), now()) end;
    -- The documents the checkout stored when the family accepted (it checked
    -- them then), provided they are published texts of the right kind (and
    -- of this program for its own waiver); else those in force.
    if exists (select 1 from public.legal_documents d
               where d.id = new.waiver_document_id and d.published_at is not null
                 and ((d.kind = 'waiver' and d.program_id is null)
                      or (d.kind = 'program_waiver' and d.program_id = new.program_id))) then
      v_waiver := new.waiver_document_id;
    end if;
    if exists (select 1 from public.legal_documents d
               where d.id = new.media_consent_document_id and d.published_at is not null
                 and d.kind = 'media_consent') then
      v_media := new.media_consent_document_id;
    end if;
    if exists (select 1 from public.legal_documents d
               where d.id = new.concussion_document_id and d.published_at is not null
                 and d.kind = 'concussion_awareness') then
      v_concussion := new.concussion_document_id;
    end if;
  else
    new.waiver_agreed_at := case when new.waiver_agreed then now() end;
    new.media_consent_agreed_at := case when new.media_consent_agreed then now() end;
    new.concussion_awareness_agreed_at := case when new.concussion_awareness_agreed then now() end;
    -- A document the family was shown (create_registrations passes the ids
    -- the browser sent) must be the one in force: otherwise they agreed to a
    -- text that is no longer the one recorded.
    if (new.waiver_agreed and new.waiver_document_id is not null and new.waiver_document_id is distinct from v_waiver)
       or (new.media_consent_agreed and new.media_consent_document_id is not null
           and new.media_consent_document_id is distinct from v_media)
       or (new.concussion_awareness_agreed and new.concussion_document_id is not null
           and new.concussion_document_id is distinct from v_concussion) then
      raise exception 'An agreement has changed since it was read: please read it again'
        using errcode = '23514', hint = 'consent_version_outdated';
    end if;
  end if;
  new.waiver_document_id := case when new.waiver_agreed then v_waiver end;
  new.media_consent_document_id := case when new.media_consent_agreed then v_media end;
  new.concussion_document_id := case when new.concussion_awareness_agreed then v_concussion end;
  -- The former version strings, readable, from the documents (never the browser's).
  new.waiver_version := private.legal_document_label(new.waiver_document_id);
  new.media_consent_version := private.legal_document_label(new.media_consent_document_id);
  new.concussion_version := private.legal_document_label(new.concussion_document_id);
  -- French only when every document recorded is French.
  new.consent_language := case
    when num_nonnulls(new.waiver_document_id, new.media_consent_document_id, new.concussion_document_id) = 0 then null
    when exists (select 1 from public.legal_documents d
                 where d.id in (new.waiver_document_id, new.media_consent_document_id, new.concussion_document_id)
                   and d.language = 'en') then 'en'
    else 'fr' end;

  -- Guardian shown on admin screens comes from the participant, not the client.
  if new.participant_id is not null then
    select u.* into v_guardian
    from public.participants p join public.user_profiles u on u.id = p.parent_guardian_id
    where p.id = new.participant_id;
    new.parent_guardian_id := v_guardian.id;
    new.parent_guardian_name := nullif(trim(concat_ws(' ', v_guardian.first_name, v_guardian.last_name)), '');
    -- Places held by waiting-list offers count as taken, except this participant's own offer.
    if v_active and v_program.max_participants is not null and (
      select count(*) from public.registrations r
      where r.program_id = new.program_id and r.participant_id is not null
        and r.status in ('pending', 'approved')
    ) + private.program_places_held(new.program_id, new.participant_id) >= v_program.max_participants then
      raise exception 'This program is full' using hint = 'program_full';
    end if;
  end if;

  if new.volunteer_id is not null then
    -- Volunteers register free, with no tier or code (spec 2 section 9).
    new.price_tier_id := null;
    new.financial_assistance_code_id := null;
  else
    if new.price_tier_id is null then
      -- The program price applies only to a program without tiers (point 1).
      if exists (select 1 from public.program_price_tiers t where t.program_id = new.program_id) then
        raise exception 'Please select a price option' using errcode = '23514', hint = 'price_option_required';
      end if;
    else
      select * into v_tier from public.program_price_tiers where id = new.price_tier_id for update;
      if not found or v_tier.program_id <> new.program_id then
        raise exception 'Invalid price option' using errcode = '23503', hint = 'invalid_price_tier';
      end if;
      if not v_server and ((v_tier.available_from is not null and v_tier.available_from > v_today)
                           or (v_tier.available_until is not null and v_tier.available_until < v_today)) then
        raise exception 'This price option is not available today' using hint = 'price_tier_unavailable';
      end if;
      if v_active then
        if v_tier.max_spots is not null
           and v_tier.spots_taken + private.tier_places_held(v_tier.id, new.participant_id) >= v_tier.max_spots then
          raise exception 'This price option is sold out' using hint = 'price_tier_sold_out';
        end if;
        update public.program_price_tiers set spots_taken = spots_taken + 1 where id = v_tier.id;
      end if;
    end if;
    if new.financial_assistance_code_id is not null then
      select * into v_code from public.financial_assistance_codes
      where id = new.financial_assistance_code_id for update;
      if not found or v_code.program_id <> new.program_id or not v_code.is_active
         or (not v_server and not v_program.financial_assistance_enabled) then
        raise exception 'Invalid assistance code' using errcode = '23503', hint = 'invalid_assistance_code';
      end if;
      if v_active then
        if v_code.max_uses is not null and v_code.current_uses >= v_code.max_uses then
          raise exception 'This assistance code has reached its maximum usage limit'
            using hint = 'assistance_code_exhausted';
        end if;
        update public.financial_assistance_codes set current_uses = current_uses + 1 where id = v_code.id;
      end if;
    end if;
  end if;
  -- Unset tier or code rows read as null prices: the rule falls back to the next price.
  v_price := private.registration_price(v_program.price, v_tier.price, v_code.price, new.volunteer_id is not null);
  new.financial_assistance_applied := new.financial_assistance_code_id is not null;

  if not v_server then
    if v_price > 0 then
      raise exception 'Payment is required: paid registrations are created by the checkout'
        using hint = 'payment_required';
    end if;
    new.amount_paid := 0;
  end if;
  return new;
end;
$$;


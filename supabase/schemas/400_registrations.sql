-- supabase/schemas (the current schema; supabase/README.md): registrations, part 1 of 7.

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
  id uuid default gen_random_uuid() not null,
  participant_id uuid,
  volunteer_id uuid,
  program_id uuid not null,
  price_tier_id uuid,
  user_id uuid,
  registration_date timestamp with time zone default now() not null,
  status text default 'pending'::text not null,
  parent_guardian_name text,
  parent_guardian_id uuid,
  financial_assistance_applied boolean default false not null,
  financial_assistance_code_id uuid,
  amount_paid integer default 0 not null,
  stripe_session_id text,
  payment_intent_id text,
  checkout_session_id uuid,
  waiver_agreed boolean default false not null,
  waiver_agreed_at timestamp with time zone,
  media_consent_agreed boolean default false not null,
  media_consent_agreed_at timestamp with time zone,
  concussion_awareness_agreed boolean default false not null,
  concussion_awareness_agreed_at timestamp with time zone,
  waiver_version text,
  media_consent_version text,
  concussion_version text,
  language text default 'en'::text not null,
  notes jsonb,
  refund_amount integer,
  refund_reason text,
  refunded_at timestamp with time zone,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  -- Money history is never removed by a family's action (issue 17 point 4).
  participant_removed_at timestamp with time zone,
  removed_participant_name text,
  -- Refunds an administrator can act on (issue 20 points 1-4, docs/payments.md "Refunds").
  amount_refunded integer default 0 not null,
  refund_processed_at timestamp with time zone,
  refund_processed_by uuid,
  provider_refund_id text,
  -- Registrations point at the legal documents they agreed to (issue 22 points 5-7, decision 0045).
  waiver_document_id uuid,
  media_consent_document_id uuid,
  concussion_document_id uuid,
  consent_language text,
  -- The registration's concussion evidence points at the confirmation that
  -- covered it.
  concussion_confirmation_id uuid,
  constraint registrations_pkey primary key (id),
  constraint registrations_volunteer_id_fkey foreign key (volunteer_id) references public.volunteer_profiles(id) on delete cascade,
  constraint registrations_program_id_fkey foreign key (program_id) references public.programs(id) on delete restrict,
  constraint registrations_price_tier_id_fkey foreign key (price_tier_id) references public.program_price_tiers(id) on delete restrict,
  constraint registrations_user_id_fkey foreign key (user_id) references public.user_profiles(id) on delete set null,
  constraint registrations_parent_guardian_id_fkey foreign key (parent_guardian_id) references public.user_profiles(id) on delete set null,
  constraint registrations_financial_assistance_code_id_fkey foreign key (financial_assistance_code_id) references public.financial_assistance_codes(id) on delete set null,
  -- Money history is never removed by a family's action (issue 17 point 4).
  constraint registrations_participant_id_fkey foreign key (participant_id) references public.participants(id) on delete restrict,
  constraint registrations_refund_processed_by_fkey foreign key (refund_processed_by) references public.user_profiles(id) on delete set null,
  constraint registrations_waiver_document_id_fkey foreign key (waiver_document_id) references public.legal_documents(id) on delete restrict,
  constraint registrations_media_consent_document_id_fkey foreign key (media_consent_document_id) references public.legal_documents(id) on delete restrict,
  constraint registrations_concussion_document_id_fkey foreign key (concussion_document_id) references public.legal_documents(id) on delete restrict,
  constraint registrations_concussion_confirmation_id_fkey foreign key (concussion_confirmation_id) references public.concussion_confirmations(id) on delete set null,
  constraint registrations_status_check check ((status = any (array['draft'::text, 'pending'::text, 'approved'::text, 'rejected'::text, 'cancelled'::text, 'refunded'::text]))),
  constraint registrations_amount_paid_check check ((amount_paid >= 0)),
  constraint registrations_language_check check ((language = any (array['en'::text, 'fr'::text]))),
  constraint registrations_refund_amount_check check ((refund_amount >= 0)),
  constraint registrations_waiver_timestamp check ((waiver_agreed = (waiver_agreed_at is not null))),
  constraint registrations_media_timestamp check ((media_consent_agreed = (media_consent_agreed_at is not null))),
  constraint registrations_concussion_timestamp check ((concussion_awareness_agreed = (concussion_awareness_agreed_at is not null))),
  constraint registrations_removed_participant_name_length check ((char_length(removed_participant_name) <= 201)),
  -- Money history is never removed by a family's action (issue 17 point 4).
  constraint registrations_one_person check (((num_nonnulls(participant_id, volunteer_id) = 1) or ((participant_id is null) and (volunteer_id is null) and (participant_removed_at is not null)))),
  constraint registrations_parent_guardian_name_max check ((char_length(parent_guardian_name) <= 201)),
  constraint registrations_stripe_session_id_max check ((char_length(stripe_session_id) <= 255)),
  constraint registrations_payment_intent_id_max check ((char_length(payment_intent_id) <= 255)),
  constraint registrations_waiver_version_max check ((char_length(waiver_version) <= 100)),
  constraint registrations_media_consent_version_max check ((char_length(media_consent_version) <= 100)),
  constraint registrations_concussion_version_max check ((char_length(concussion_version) <= 100)),
  constraint registrations_refund_reason_max check ((char_length(refund_reason) <= 500)),
  constraint registrations_notes_max check ((octet_length((notes)::text) <= 16384)),
  constraint registrations_amount_refunded_range check (((amount_refunded >= 0) and (amount_refunded <= amount_paid))),
  constraint registrations_provider_refund_id_max check ((char_length(provider_refund_id) <= 255)),
  constraint registrations_consent_language_check check ((consent_language = any (array['en'::text, 'fr'::text])))
);
alter table public.registrations enable row level security;
-- ---------------------------------------------------------------------
-- Grants and policies
-- ---------------------------------------------------------------------

-- No insert for browsers (no insert grant, no insert policy): every
-- registration goes through create_registrations() (20261122031200, final form
-- in 20261125000200), the one gate that checks tiers, codes, questions,
-- consents and spots in one transaction.
-- Exactly one person, or none once the participant was removed.
-- No cascade from participants: the delete trigger below detaches first.
revoke all on table public.registrations from anon, authenticated;
grant select, update, delete on table public.registrations to authenticated;

-- updated_at maintenance.
create trigger registrations_set_updated_at
  before update on public.registrations
  for each row execute function private.set_updated_at();

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
revoke all on function private.owns_registration(p_registration_id uuid) from public;
grant execute on function private.owns_registration(p_registration_id uuid) to anon, authenticated, service_role;

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
revoke all on function private.has_registration_in(p_program_id uuid) from public;
grant execute on function private.has_registration_in(p_program_id uuid) to anon, authenticated, service_role;

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
revoke all on function private.my_registration_ids() from public;
grant execute on function private.my_registration_ids() to anon, authenticated, service_role;

-- supabase/schemas (the current schema; supabase/README.md): my data, part 1 of 5.

-- One row per account deletion. user_id is not a foreign key: the record
-- outlives the anonymised account (the purge removes it after 7 years).
create table public.account_deletions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique,
  deleted_at timestamptz not null default now(),
  deleted_by uuid references public.user_profiles (id) on delete set null,
  by_admin boolean not null,
  reason text check (char_length(reason) <= 500),
  participant_ids uuid[] not null default '{}',
  volunteer_id uuid
);
alter table public.account_deletions enable row level security;
revoke all on table public.account_deletions from anon, authenticated;
grant select on table public.account_deletions to authenticated;

create index account_deletions_deleted_by_idx on public.account_deletions (deleted_by);

create index account_deletions_deleted_at_idx on public.account_deletions (deleted_at);

create policy account_deletions_select on public.account_deletions
  for select to authenticated
  using ((select private.is_admin()));

-- =====================================================================
-- Helpers
-- =====================================================================

-- How long kept records of a deleted account stay (see the header).
create or replace function private.retention_years()
returns integer
language sql
immutable
set search_path = ''
as $$ select 7 $$;
revoke all on function private.retention_years() from public;

-- The registrations that belong to an account: those of the participants it
-- owns (p_with_guarded: or is guardian of), of its volunteer profile, and
-- those it made whose participant was removed (no other family's
-- registration, even one the account made as an administrator).
create or replace function private.account_registration_ids(p_user_id uuid, p_with_guarded boolean)
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select r.id from public.registrations r
  where r.participant_id in (select p.id from public.participants p
                             where p.user_id = p_user_id
                                or (p_with_guarded and p.parent_guardian_id = p_user_id))
  union
  select r.id from public.registrations r
  where r.volunteer_id in (select v.id from public.volunteer_profiles v where v.user_id = p_user_id)
  union
  select r.id from public.registrations r
  where r.user_id = p_user_id and r.participant_id is null and r.volunteer_id is null
$$;
revoke all on function private.account_registration_ids(p_user_id uuid, p_with_guarded boolean) from public;

-- A registration's person, as the family knows them.
create or replace function private.registration_person_name(p_registration public.registrations)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), '')
     from public.participants p where p.id = p_registration.participant_id),
    (select nullif(btrim(concat_ws(' ', v.first_name, v.last_name)), '')
     from public.volunteer_profiles v where v.id = p_registration.volunteer_id),
    p_registration.removed_participant_name)
$$;
revoke all on function private.registration_person_name(p_registration public.registrations) from public;

-- The account's registrations that must be cancelled before it can be
-- deleted: pending or approved in a program that has not ended (Toronto day),
-- by program start then name. my_active_registrations answers these rows;
-- the deletion's refusal names them as JSON (below).
create or replace function private.active_registrations(p_user_id uuid)
returns table (
  registration_id uuid,
  program_id uuid,
  program_name text,
  program_name_fr text,
  start_date date,
  end_date date,
  person_name text,
  status text
)
language sql
stable
security definer
set search_path = ''
as $$
  select r.id, r.program_id, pr.name, pr.name_fr, pr.start_date, pr.end_date,
         private.registration_person_name(r), r.status
  from public.registrations r
  join public.programs pr on pr.id = r.program_id
  where r.id in (select private.account_registration_ids(p_user_id, false))
    and r.status in ('pending', 'approved')
    and pr.end_date >= private.toronto_today()
  order by pr.start_date, private.registration_person_name(r), r.id
$$;
revoke all on function private.active_registrations(p_user_id uuid) from public;

-- The same registrations as one JSON array, [{ registration_id, program_id,
-- program_name, program_name_fr, start_date, end_date, person_name, status }]:
-- the detail of private.delete_account's refusal 'active_registrations'.
create or replace function private.active_registrations_json(p_user_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(to_jsonb(a) order by a.start_date, a.person_name, a.registration_id), '[]'::jsonb)
  from private.active_registrations(p_user_id) a
$$;
revoke all on function private.active_registrations_json(p_user_id uuid) from public;

-- A published legal document as the export shows it (with its program and publication time; the
-- registration screens' private.legal_document_json of 20261125840000 stays as it is).
create or replace function private.export_legal_document_json(p_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('id', d.id, 'kind', d.kind, 'version', d.version, 'language', d.language,
                            'title', d.title, 'body', d.body, 'published_at', d.published_at,
                            'program_id', d.program_id)
  from public.legal_documents d where d.id = p_id
$$;
revoke all on function private.export_legal_document_json(p_id uuid) from public;

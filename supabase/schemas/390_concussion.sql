-- supabase/schemas (the current schema; supabase/README.md): concussion, part 1 of 6.

-- A yearly confirmation (issue 24 point 5): an athlete (participant_id, role
-- 'athlete'; for an athlete under 18 the parent or guardian who confirmed
-- having reviewed the resources too is guardian_id), or a coach or volunteer
-- (user_id, role 'coach' or 'volunteer'). It records the exact versions of the
-- concussion awareness resources and of the Code of Conduct (athletes and
-- coaches; volunteers review the resources only), the language read, who
-- confirmed and when (the database's clock). valid_until is the first Toronto
-- day on which it no longer counts: the confirmation day plus 12 months.
create table public.concussion_confirmations (
  id uuid default gen_random_uuid() not null,
  participant_id uuid,
  user_id uuid,
  role text not null,
  awareness_document_id uuid not null,
  code_of_conduct_document_id uuid,
  guardian_id uuid,
  language text not null,
  confirmed_by uuid,
  confirmed_at timestamp with time zone default now() not null,
  valid_until date not null,
  constraint concussion_confirmations_pkey primary key (id),
  constraint concussion_confirmations_awareness_document_id_fkey foreign key (awareness_document_id) references public.legal_documents(id) on delete restrict,
  constraint concussion_confirmations_code_of_conduct_document_id_fkey foreign key (code_of_conduct_document_id) references public.legal_documents(id) on delete restrict,
  -- Removals from sport, clearances and concussion confirmations are health and safety records (issue 33 point
  -- 2, decisions 0052, 0053, 0055).
  constraint concussion_confirmations_participant_id_fkey foreign key (participant_id) references public.participants(id) on delete restrict,
  constraint concussion_confirmations_user_id_fkey foreign key (user_id) references public.user_profiles(id) on delete restrict,
  constraint concussion_confirmations_guardian_id_fkey foreign key (guardian_id) references public.user_profiles(id) on delete restrict,
  constraint concussion_confirmations_confirmed_by_fkey foreign key (confirmed_by) references public.user_profiles(id) on delete restrict,
  constraint concussion_confirmations_role_check check ((role = any (array['athlete'::text, 'coach'::text, 'volunteer'::text]))),
  constraint concussion_confirmations_language_check check ((language = any (array['en'::text, 'fr'::text]))),
  constraint concussion_confirmations_one_subject check ((num_nonnulls(participant_id, user_id) = 1)),
  constraint concussion_confirmations_athlete check (((role = 'athlete'::text) = (participant_id is not null))),
  constraint concussion_confirmations_code_of_conduct check (((role = 'volunteer'::text) or (code_of_conduct_document_id is not null)))
);
alter table public.concussion_confirmations enable row level security;
revoke all on table public.concussion_confirmations from anon, authenticated;
grant select on table public.concussion_confirmations to authenticated;

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

-- Removal from sport (issue 24 point 6): a suspected concussion recorded by a
-- coordinator of the program or an admin; the participant is removed from
-- sport everywhere until an admin records the medical clearance. Notes are
-- kept to the minimum.
create table public.concussion_removals (
  id uuid default gen_random_uuid() not null,
  participant_id uuid not null,
  program_id uuid,
  suspected_on date not null,
  notes text,
  recorded_by uuid,
  recorded_at timestamp with time zone default now() not null,
  cleared_on date,
  cleared_note text,
  cleared_by uuid,
  cleared_at timestamp with time zone,
  constraint concussion_removals_pkey primary key (id),
  -- Removals from sport, clearances and concussion confirmations are health and safety records (issue 33 point
  -- 2, decisions 0052, 0053, 0055).
  constraint concussion_removals_participant_id_fkey foreign key (participant_id) references public.participants(id) on delete restrict,
  constraint concussion_removals_program_id_fkey foreign key (program_id) references public.programs(id) on delete restrict,
  constraint concussion_removals_recorded_by_fkey foreign key (recorded_by) references public.user_profiles(id) on delete restrict,
  constraint concussion_removals_cleared_by_fkey foreign key (cleared_by) references public.user_profiles(id) on delete restrict,
  constraint concussion_removals_notes_check check ((char_length(notes) <= 500)),
  constraint concussion_removals_cleared_note_check check ((char_length(cleared_note) <= 500)),
  constraint concussion_removals_cleared check (((cleared_on is null) = (cleared_at is null))),
  constraint concussion_removals_clearance_after check (((cleared_on is null) or (cleared_on >= suspected_on)))
);
alter table public.concussion_removals enable row level security;
revoke all on table public.concussion_removals from anon, authenticated;
grant select on table public.concussion_removals to authenticated;

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

-- At most one open removal per participant (two coordinators recording at
-- once: the second gets already_removed).
create unique index concussion_removals_one_open
  on public.concussion_removals (participant_id) where cleared_at is null;

-- =====================================================================
-- Helpers
-- =====================================================================

-- The last day before which a confirmation made now counts: Toronto today
-- plus 12 months (2026-11-26 -> 2027-11-26; Feb 29 -> Feb 28).
create or replace function private.concussion_valid_until_from_today()
returns date
language sql
stable
set search_path = ''
as $$ select (private.toronto_today() + interval '12 months')::date $$;
revoke all on function private.concussion_valid_until_from_today() from public;

-- The participant's latest valid athlete confirmation (null when none).
create or replace function private.valid_athlete_confirmation(p_participant_id uuid)
returns public.concussion_confirmations
language sql
stable
security definer
set search_path = ''
as $$
  select c.* from public.concussion_confirmations c
  where c.participant_id = p_participant_id and c.role = 'athlete' and c.valid_until > private.toronto_today()
  order by c.valid_until desc, c.confirmed_at desc
  limit 1
$$;
revoke all on function private.valid_athlete_confirmation(p_participant_id uuid) from public;

-- A user's latest valid confirmation as coach or volunteer (null when none).
create or replace function private.valid_staff_confirmation(p_user_id uuid)
returns public.concussion_confirmations
language sql
stable
security definer
set search_path = ''
as $$
  select c.* from public.concussion_confirmations c
  where c.user_id = p_user_id and c.role in ('coach', 'volunteer') and c.valid_until > private.toronto_today()
  order by (c.code_of_conduct_document_id is not null) desc, c.valid_until desc, c.confirmed_at desc
  limit 1
$$;
revoke all on function private.valid_staff_confirmation(p_user_id uuid) from public;

-- Under 18 on Toronto today. Without a birth date: a minor when a parent or
-- guardian manages the participant (the safe answer).
create or replace function private.concussion_minor(p public.participants)
returns boolean
language sql
stable
set search_path = ''
as $$
  select case when p.date_of_birth is null then p.parent_guardian_id is not null
              else (p.date_of_birth + interval '18 years')::date > private.toronto_today() end
$$;
revoke all on function private.concussion_minor(p public.participants) from public;

-- What the caller is asked to confirm for themselves: 'coach' (role coach,
-- or an active coordinator assignment), 'volunteer' (role volunteer or a
-- volunteer profile), or null.
create or replace function private.concussion_role_required(p_user_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when exists (select 1 from public.user_profiles u where u.id = p_user_id and u.role = 'coach')
      or exists (select 1 from public.program_coordinators c where c.user_id = p_user_id and c.is_active)
      then 'coach'
    when exists (select 1 from public.user_profiles u where u.id = p_user_id and u.role = 'volunteer')
      or exists (select 1 from public.volunteer_profiles v where v.user_id = p_user_id)
      then 'volunteer'
  end
$$;
revoke all on function private.concussion_role_required(p_user_id uuid) from public;

-- Issue 24 point 5 (decision 0052): a confirmation that must acknowledge the
-- Code of Conduct (athletes, coaches) and names none is refused with its own
-- hint, code_of_conduct_required, rather than consent_version_outdated (which
-- stays for a document that is not the one in force). As 20261127200000
-- otherwise.
create or replace function private.assert_concussion_documents(
  p_awareness uuid, p_code uuid, p_language text, p_code_required boolean)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_lang text := case when p_language = 'fr' then 'fr' else 'en' end;
  v_awareness uuid := private.legal_document_in_force_or_english('concussion_awareness', null, v_lang);
  v_code uuid := private.legal_document_in_force_or_english('concussion_code_of_conduct', null, v_lang);
begin
  if p_code is null and p_code_required then
    raise exception 'Please acknowledge the Concussion Code of Conduct'
      using errcode = '23514', hint = 'code_of_conduct_required';
  end if;
  if p_awareness is null or p_awareness is distinct from v_awareness
     or (p_code is not null and p_code is distinct from v_code) then
    raise exception 'A document has changed since it was read: please read it again'
      using errcode = '23514', hint = 'consent_version_outdated';
  end if;
end;
$$;
revoke all on function private.assert_concussion_documents(p_awareness uuid, p_code uuid, p_language text, p_code_required boolean) from public;

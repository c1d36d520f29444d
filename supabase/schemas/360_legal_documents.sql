-- supabase/schemas (the current schema; supabase/README.md): legal documents, part 1 of 5.

-- Legal texts as versioned documents the organisation edits (issue 22 points
-- 4-7, decision 0045). They replace the code files of src/components/legal/
-- content and the version strings of private.legal_version().
--
-- One row is one language of one version of one kind of document. A draft has
-- published_at null (at most one per kind, program and language); publishing
-- (public.publish_legal_document) stamps both languages' drafts with the next
-- version number at once. A published row never changes again: it can only be
-- superseded by a later version. The version in force of a kind is its
-- highest published version in a language.
--
-- kind 'program_waiver' is a program's own waiver (program_id set); every other
-- kind is organisation-wide (program_id null).
--
-- body: plain text; a line starting with '## ' is a heading, a blank line ends
-- a paragraph. Never HTML (the app renders it as text).
create table public.legal_documents (
  id uuid default gen_random_uuid() not null,
  kind text not null,
  program_id uuid,
  language text not null,
  version integer,
  title text not null,
  body text not null,
  published_at timestamp with time zone,
  published_by uuid,
  created_by uuid,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint legal_documents_pkey primary key (id),
  constraint legal_documents_program_id_fkey foreign key (program_id) references public.programs(id) on delete cascade,
  constraint legal_documents_published_by_fkey foreign key (published_by) references auth.users(id) on delete set null,
  constraint legal_documents_created_by_fkey foreign key (created_by) references auth.users(id) on delete set null,
  constraint legal_documents_language_check check ((language = any (array['en'::text, 'fr'::text]))),
  constraint legal_documents_version_check check ((version >= 1)),
  constraint legal_documents_title_check check (((length(trim(both from title)) > 0) and (char_length(title) <= 300))),
  constraint legal_documents_body_check check (((length(trim(both from body)) > 0) and (char_length(body) <= 100000))),
  constraint legal_documents_program_kind check (((kind = 'program_waiver'::text) = (program_id is not null))),
  constraint legal_documents_published_versioned check (((published_at is null) = (version is null))),
  -- Issue 24: the data model of waiting lists (points 1-4) and of concussion safety as Ontario's Rowan's Law
  -- asks (points 5-7).
  constraint legal_documents_kind_check check ((kind = any (array['waiver'::text, 'media_consent'::text, 'concussion_awareness'::text, 'concussion_code_of_conduct'::text, 'terms'::text, 'privacy'::text, 'program_waiver'::text])))
);
alter table public.legal_documents enable row level security;
-- The Concussion Code of Conduct is a legal document of its own kind.
revoke all on table public.legal_documents from anon, authenticated;
grant select on table public.legal_documents to anon;
grant select, delete on table public.legal_documents to authenticated;
grant insert (kind, program_id, language, title, body) on table public.legal_documents to authenticated;
grant update (title, body) on table public.legal_documents to authenticated;

create trigger legal_documents_set_updated_at
  before update on public.legal_documents
  for each row execute function private.set_updated_at();

create trigger legal_documents_refuse_inactive_account
  before insert or update or delete on public.legal_documents
  for each statement execute function private.refuse_inactive_account();

-- One version number per kind, program and language; one draft at a time.
create unique index legal_documents_version_key
  on public.legal_documents (kind, coalesce(program_id, '00000000-0000-0000-0000-000000000000'::uuid), language, version)
  where published_at is not null;

create unique index legal_documents_one_draft
  on public.legal_documents (kind, coalesce(program_id, '00000000-0000-0000-0000-000000000000'::uuid), language)
  where published_at is null;

-- The version in force: the highest published version of a kind.
create index legal_documents_in_force_idx
  on public.legal_documents (kind, program_id, language, version desc) where published_at is not null;

-- Published texts are evidence: nobody (admins included) changes or deletes
-- them; a draft is written by an admin, who cannot publish it by hand.
create or replace function private.legal_document_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- A program's own waiver goes with the program (a cascade, depth > 1), which
  -- the registrations' references allow only when nobody agreed to it.
  if tg_op = 'DELETE' and old.published_at is not null and pg_trigger_depth() > 1 then
    return old;
  end if;
  if tg_op in ('UPDATE', 'DELETE') and old.published_at is not null then
    raise exception 'A published legal document cannot be changed; publish a new version'
      using errcode = '42501', hint = 'legal_document_published';
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  if current_setting('app.publishing_legal_document', true) is distinct from 'on' then
    -- Only publish_legal_document stamps a version.
    new.published_at := null;
    new.published_by := null;
    new.version := null;
  end if;
  if tg_op = 'INSERT' then
    new.created_by := auth.uid();
  else
    new.created_by := old.created_by;
    new.kind := old.kind;
    new.program_id := old.program_id;
    new.language := old.language;
  end if;
  return new;
end;
$$;
revoke all on function private.legal_document_guard() from public;

create trigger legal_documents_guard
  before insert or update or delete on public.legal_documents
  for each row execute function private.legal_document_guard();

-- Published texts are public: families read them before signing in, and the
-- terms and privacy policy are for everyone.
create policy "Published legal documents are viewable by everyone"
  on public.legal_documents for select to anon, authenticated
  using (published_at is not null);

-- Drafts are the admins'.
create policy "Legal document drafts are viewable by admins"
  on public.legal_documents for select to authenticated
  using (published_at is null and (select private.is_admin()));

create policy "Legal document drafts are creatable by admins"
  on public.legal_documents for insert to authenticated
  with check ((select private.is_admin()));

create policy "Legal document drafts are editable by admins"
  on public.legal_documents for update to authenticated
  using (published_at is null and (select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Legal document drafts are deletable by admins"
  on public.legal_documents for delete to authenticated
  using (published_at is null and (select private.is_admin()));

-- =====================================================================
-- Publishing
-- =====================================================================

-- Publishes the drafts of one kind (and program, for 'program_waiver') in both
-- languages as the next version; both languages are required. Returns the new
-- version number. Admins only.
create or replace function public.publish_legal_document(p_kind text, p_program_id uuid default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_version integer;
  v_drafts integer;
begin
  if not private.is_admin() then
    raise exception 'Only administrators publish legal documents' using errcode = '42501', hint = 'not_admin';
  end if;
  -- One publisher at a time per document.
  perform pg_advisory_xact_lock(hashtext('legal_document:' || p_kind || ':' || coalesce(p_program_id::text, '')));
  select count(*) into v_drafts from public.legal_documents d
  where d.kind = p_kind and d.program_id is not distinct from p_program_id and d.published_at is null;
  if v_drafts < 2 then
    raise exception 'Both the English and the French text are needed to publish'
      using errcode = '23514', hint = 'legal_document_translation_missing';
  end if;
  select coalesce(max(d.version), 0) + 1 into v_version from public.legal_documents d
  where d.kind = p_kind and d.program_id is not distinct from p_program_id and d.published_at is not null;
  perform set_config('app.publishing_legal_document', 'on', true);
  update public.legal_documents d
  set published_at = now(), published_by = auth.uid(), version = v_version
  where d.kind = p_kind and d.program_id is not distinct from p_program_id and d.published_at is null;
  perform set_config('app.publishing_legal_document', 'off', true);
  return v_version;
end;
$$;
revoke all on function public.publish_legal_document(p_kind text, p_program_id uuid) from public;

-- The document in force of a kind in a language (null when none is published).
create or replace function private.legal_document_in_force(p_kind text, p_program_id uuid, p_language text)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select d.id from public.legal_documents d
  where d.kind = p_kind and d.program_id is not distinct from p_program_id and d.language = p_language
    and d.published_at is not null
  order by d.version desc
  limit 1
$$;
revoke all on function private.legal_document_in_force(p_kind text, p_program_id uuid, p_language text) from public;

-- =====================================================================
-- The documents in force
-- =====================================================================

-- The document in force of a kind in a language, else in English (null: none).
create or replace function private.legal_document_in_force_or_english(p_kind text, p_program_id uuid, p_language text)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(private.legal_document_in_force(p_kind, p_program_id, p_language),
                  private.legal_document_in_force(p_kind, p_program_id, 'en'))
$$;
revoke all on function private.legal_document_in_force_or_english(p_kind text, p_program_id uuid, p_language text) from public;

-- The waiver a registration in this program agrees to: the program's own one
-- when one is in force, otherwise the standard waiver.
create or replace function private.waiver_in_force(p_program_id uuid, p_language text)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    case when p_program_id is not null
      then private.legal_document_in_force_or_english('program_waiver', p_program_id, p_language) end,
    private.legal_document_in_force_or_english('waiver', null, p_language))
$$;
revoke all on function private.waiver_in_force(p_program_id uuid, p_language text) from public;

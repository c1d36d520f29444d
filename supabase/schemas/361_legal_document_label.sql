-- supabase/schemas (the current schema; supabase/README.md): legal documents, part 2 of 5.

-- A readable version string of a document, as the old *_version columns held:
-- 'waiver-v2-fr', 'program-waiver-v1-en'.
create or replace function private.legal_document_label(p_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select replace(d.kind, '_', '-') || '-v' || d.version || '-' || d.language
  from public.legal_documents d where d.id = p_id
$$;
revoke all on function private.legal_document_label(p_id uuid) from public;

-- What a registration in this program agrees to now, in this language ('en'
-- or 'fr'; anything else reads as 'en'), falling back to English per document:
-- { waiver, media_consent, concussion_awareness }, each { id, kind, language,
-- version, title, body } or null when nothing is published. Public (the texts
-- are shown before signing in); the registration screen reads the texts with
-- it and sends back the ids it showed. A null program: the standard texts.
create or replace function public.consent_documents_in_force(p_program_id uuid, p_language text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_lang text := case when p_language = 'fr' then 'fr' else 'en' end;
begin
  if p_program_id is not null and not exists (select 1 from public.programs p where p.id = p_program_id) then
    raise exception 'Program not found' using errcode = 'P0002', hint = 'program_not_found';
  end if;
  return (
    select jsonb_build_object(
      'waiver', (select private.legal_document_json(private.waiver_in_force(p_program_id, v_lang))),
      'media_consent',
        (select private.legal_document_json(private.legal_document_in_force_or_english('media_consent', null, v_lang))),
      'concussion_awareness', (select private.legal_document_json(
        private.legal_document_in_force_or_english('concussion_awareness', null, v_lang)))));
end;
$$;
revoke all on function public.consent_documents_in_force(p_program_id uuid, p_language text) from public;

-- One published document as JSON (null for a null id).
create or replace function private.legal_document_json(p_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('id', d.id, 'kind', d.kind, 'language', d.language, 'version', d.version,
                            'title', d.title, 'body', d.body)
  from public.legal_documents d where d.id = p_id and d.published_at is not null
$$;
revoke all on function private.legal_document_json(p_id uuid) from public;

-- =====================================================================
-- Stamping at insert
-- =====================================================================

-- A document id sent in create_registrations' consents: a uuid, null when
-- absent, and the nil uuid for anything else (never in force: a garbled id is
-- refused as outdated, not taken as "none sent").
create or replace function private.consent_document_arg(p_value jsonb)
returns uuid
language sql
immutable
set search_path = ''
as $$
  select case
    when p_value is null or jsonb_typeof(p_value) = 'null' or p_value = '""'::jsonb then null
    when jsonb_typeof(p_value) = 'string'
         and (p_value #>> '{}') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      then (p_value #>> '{}')::uuid
    else '00000000-0000-0000-0000-000000000000'::uuid
  end
$$;
revoke all on function private.consent_document_arg(p_value jsonb) from public;

-- =====================================================================
-- Evidence never changes
-- =====================================================================

-- What was agreed to, when and in which language is written once, at insert
-- (above), and changed by nobody afterwards: not a family (RLS already lets
-- only admins update registrations), not an administrator, not a function.
create or replace function private.guard_consent_evidence()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (new.waiver_agreed, new.waiver_agreed_at, new.media_consent_agreed, new.media_consent_agreed_at,
      new.concussion_awareness_agreed, new.concussion_awareness_agreed_at,
      new.waiver_version, new.media_consent_version, new.concussion_version,
      new.waiver_document_id, new.media_consent_document_id, new.concussion_document_id, new.consent_language)
     is distinct from
     (old.waiver_agreed, old.waiver_agreed_at, old.media_consent_agreed, old.media_consent_agreed_at,
      old.concussion_awareness_agreed, old.concussion_awareness_agreed_at,
      old.waiver_version, old.media_consent_version, old.concussion_version,
      old.waiver_document_id, old.media_consent_document_id, old.concussion_document_id, old.consent_language) then
    raise exception 'What was agreed to cannot be changed after registration'
      using errcode = '42501', hint = 'consent_evidence_immutable';
  end if;
  return new;
end;
$$;
revoke all on function private.guard_consent_evidence() from public;

-- public.legal_documents (20261125810000) follows the rules every table of
-- public follows (tests/db/security-checks.test.ts): each foreign key has an
-- index leading with its column, and a deactivated account writes nothing
-- (issue 17 point 6, 20261125000010). Decision 0045.
create index legal_documents_program_id_idx on public.legal_documents (program_id);

create index legal_documents_created_by_idx on public.legal_documents (created_by);

create index legal_documents_published_by_idx on public.legal_documents (published_by);

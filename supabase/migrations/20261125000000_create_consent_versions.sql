-- Consent evidence is the server's (issue 17 point 5, ARCHITECTURE section 3
-- "Evidence is the server's"): the versions of the legal texts in force live
-- here, so a registration records a version only when it is the one in force.
-- The app shows the same texts (src/features/legal/legal-types.ts,
-- LEGAL_VERSIONS; tests/db/consent-evidence.test.ts checks they agree). A later
-- issue moves the texts themselves into the database; until then a new wording
-- means a new version here and in LEGAL_VERSIONS, in one change.

-- =====================================================================
-- Versions in force
-- =====================================================================

-- The version id of a standard legal text in force: 'waiver', 'media' or
-- 'concussion'. Null for any other id.
create or replace function private.legal_version(p_document text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_document
    when 'waiver' then 'waiver-2026-11-v1'
    when 'media' then 'media-release-2026-11-v1'
    when 'concussion' then 'concussion-awareness-2026-11-v1'
  end
$$;

-- The version id of a program's custom waiver: 'custom-sha256-' and the first
-- 16 hex digits of the SHA-256 of the text without surrounding white space,
-- as customWaiverVersion() computes it in the browser. Null for a blank text.
create or replace function private.custom_waiver_version(p_text text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when nullif(v.t, '') is not null
    then 'custom-sha256-' || left(encode(sha256(convert_to(v.t, 'UTF8')), 'hex'), 16) end
  from (select regexp_replace(coalesce(p_text, ''),
          '^[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$',
          '', 'g') as t) v
$$;

-- The three versions a registration in this program must record now:
-- { waiver_version, media_consent_version, concussion_version }. Public
-- knowledge (the texts are shown to anyone who opens the form); the checkout
-- function compares what the browser agreed to with it.
create or replace function public.consent_versions_in_force(p_program_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_custom text;
begin
  select p.custom_waiver_text into v_custom from public.programs p where p.id = p_program_id;
  if not found then
    raise exception 'Program not found' using errcode = 'P0002', hint = 'program_not_found';
  end if;
  return jsonb_build_object(
    'waiver_version', coalesce(private.custom_waiver_version(v_custom), private.legal_version('waiver')),
    'media_consent_version', private.legal_version('media'),
    'concussion_version', private.legal_version('concussion'));
end;
$$;

-- Anyone may ask; the helpers are for the database's own functions.
revoke all on function public.consent_versions_in_force(uuid) from public;
grant execute on function public.consent_versions_in_force(uuid) to anon, authenticated, service_role;
revoke all on function private.legal_version(text), private.custom_waiver_version(text) from public;

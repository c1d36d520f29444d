-- supabase/schemas (the current schema; supabase/README.md): extensions and helpers, part 1 of 1.

-- Accounts: user profiles, participants, volunteer profiles, emergency contacts.
-- Spec 1 section 3 (entities), ARCHITECTURE sections 3 and 9 (codes, rules).
-- Each table comes with its indexes, triggers, grants and row-level security
-- policies, and with the access helpers its policies use. Supabase's default
-- grants (all to anon/authenticated) are revoked right after each table and
-- re-granted per need before its policies.
-- Who sees what (ARCHITECTURE section 3, "Who sees what"): a user sees and
-- edits their own profile, participants (own and children), volunteer profile
-- and emergency contacts; admins see and change all. Coordinators read the
-- people actively registered in their programs: those read policies need the
-- registrations table and live in 20261122030300_create_registration_tables.sql.

-- =====================================================================
-- Shared helpers
-- =====================================================================

-- Private schema: helper and trigger functions that PostgREST must not expose.
create schema if not exists private;

grant usage on schema private to anon, authenticated, service_role;

-- Accent-proof, index-backed search (issue 23 point 5): the two extensions
-- hosted Supabase offers (in the extensions schema) and PGlite ships as contrib,
-- and one folding function every search text and every typed search go through.
--
-- private.search_fold is what makes 'Helene', 'hélène' and 'HELENE' the same
-- text: unaccent with the named dictionary (so it does not depend on the
-- caller's search_path) then lower. unaccent() itself is only STABLE (its
-- dictionary could change), so it cannot be used in an index or a stored
-- generated column; this wrapper is declared IMMUTABLE, as the PostgreSQL docs
-- suggest, which is true for as long as nobody edits unaccent.rules. If that
-- ever happens, the stored search texts must be recomputed.
create extension if not exists pg_trgm with schema extensions;

create extension if not exists unaccent with schema extensions;

-- Keeps updated_at current on every UPDATE (attached to each table below).
create or replace function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
revoke all on function private.set_updated_at() from public;

-- The organisation's local date (America/Toronto): every day-level rule uses it
-- (ARCHITECTURE section 9, "Day-level rules").
create or replace function private.toronto_today()
returns date
language sql
stable
set search_path = ''
as $$
  select (now() at time zone 'America/Toronto')::date
$$;
revoke all on function private.toronto_today() from public;
grant execute on function private.toronto_today() to anon, authenticated, service_role;

-- Caller classification (ARCHITECTURE section 3, "No privilege escalation").

-- True for the server only: a request whose JWT says role service_role, or a
-- direct database session with no JWT claims at all (migrations, seed, the
-- local auth server) as a role other than anon/authenticated. A JWT without
-- a role claim (storage signed-URL tokens are such JWTs) is NOT the server,
-- even inside a security definer function. Security invoker on purpose:
-- current_user must be the caller's role.
create or replace function private.is_server_caller()
returns boolean
language sql
stable
set search_path = ''
as $$
  select case
    when nullif(current_setting('request.jwt.claims', true), '') is null
         and nullif(current_setting('request.jwt.claim.role', true), '') is null
         and nullif(current_setting('request.jwt.claim.sub', true), '') is null
      then current_user not in ('anon', 'authenticated')
    else coalesce(auth.role(), '') = 'service_role'
  end
$$;
revoke all on function private.is_server_caller() from public;
grant execute on function private.is_server_caller() to anon, authenticated, service_role;

-- True when the statement comes straight from a browser role (not from inside
-- a security definer function, which has already checked its caller).
create or replace function private.is_direct_client()
returns boolean
language sql
stable
set search_path = ''
as $$
  select current_user in ('anon', 'authenticated')
$$;
revoke all on function private.is_direct_client() from public;
grant execute on function private.is_direct_client() to anon, authenticated, service_role;

-- Every text and JSON column has a size limit (issue 17 point 8; decision
-- 0008 lists the limits and why). Names refuse control and bidirectional
-- formatting characters (U+202E can make a name read backwards on an admin's
-- screen), and e-mail addresses and phone numbers have the forms' formats.
-- The same limits are in supabase/functions/_shared/domain/text-limits.ts,
-- which the forms use; tests/db/text-limits.test.ts checks that they agree.

-- =====================================================================
-- Helpers (immutable: usable in check constraints)
-- =====================================================================

-- A name without control characters (C0, DEL, C1), bidirectional marks,
-- embeddings, overrides and isolates, or a byte-order mark.
create or replace function private.is_clean_name(p_value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_value is null
      or p_value !~ '[\x01-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]'
$$;
revoke all on function private.is_clean_name(p_value text) from public;
grant execute on function private.is_clean_name(p_value text) to anon, authenticated, service_role;

-- A phone number: digits, spaces and + ( ) - . only, with 10 to 15 digits.
create or replace function private.is_phone(p_value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_value is null
      or (p_value ~ '^[0-9+(). -]{10,30}$'
          and char_length(regexp_replace(p_value, '[^0-9]', '', 'g')) between 10 and 15)
$$;
revoke all on function private.is_phone(p_value text) from public;
grant execute on function private.is_phone(p_value text) to anon, authenticated, service_role;

-- An e-mail address: something, one @, something, no spaces (the forms' rule
-- for a participant's e-mail; contacts and volunteers also need a dot).
create or replace function private.is_email(p_value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_value is null or p_value ~ '^[^[:space:]@]+@[^[:space:]@]+$'
$$;
revoke all on function private.is_email(p_value text) from public;
grant execute on function private.is_email(p_value text) to anon, authenticated, service_role;

-- The admin registrations search and apostrophes (issue 22 point 2, after
-- 20261125830000): French names are written with the typographic apostrophe
-- (’) and searched with either it or the typed one ('). A name with ’ is
-- searchable with or without accents, with either apostrophe:
-- 'Camp d’Été' -> 'camp d’été', 'camp d’ete', 'camp d'été', 'camp d'ete'. A
-- name without ’ has its two forms as in 20261125830000. Plain immutable SQL
-- over immutable built-ins, so the planner inlines it into the view (no
-- per-row function call; tests/db/bilingual-search.test.ts checks the plan).

-- Lower case with its accents and its apostrophes as written (what the screen
-- sends: the typed text, toLocaleLowerCase'd).
create or replace function private.search_lower(p_text text)
returns text
language sql
immutable
parallel safe
as $$
  select translate(lower(p_text),
    'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝŸŒÆ',
    'àáâãäåçèéêëìíîïñòóôõöùúûüýÿœæ')
$$;
-- The view is security_invoker: its reader calls the functions (and may inline them only with EXECUTE).
revoke all on function private.search_lower(p_text text) from public;
grant execute on function private.search_lower(p_text text) to authenticated, service_role;

create or replace function private.search_fold(p_text text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select lower(extensions.unaccent('extensions.unaccent'::regdictionary, coalesce(p_text, '')))
$$;
comment on function private.search_fold(p_text text) is 'Lower case without accents (unaccent, fixed dictionary): the one folding of search texts and typed searches.';
revoke all on function private.search_fold(p_text text) from public;
grant execute on function private.search_fold(p_text text) to authenticated, service_role, anon;

-- How many matches of a typed search a screen's page sorts itself (issue 39
-- point 2). Left to itself, the planner pages a search by walking the date (or
-- creation) index and checking each row, hoping to meet a page of matches
-- soon; when they are few it reads most of the table (0.6 s at scale 10 for
-- 'user-123', 358 registrations). So a search reads its matches first through
-- the trigram index, at most this many plus one: when they all came, its count
-- and its page come from them; beyond, matches are at least 1 in 100 at scale
-- 10 and the walk meets a page of them soon. Sorting 3,000 costs about what
-- walking to 50 of them costs there.
create function private.search_sorted_up_to()
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select 3000
$$;
revoke all on function private.search_sorted_up_to() from public;

-- One name's searchable forms, separated by the view's separator (chr(31)):
-- with and without accents, and when it has a ’ both again with '; null for
-- null. Built with || and coalesce, not concat_ws: concat_ws is only stable,
-- and the planner does not inline an immutable function whose body is not.
create function private.search_names(p_text text)
returns text
language sql
immutable
parallel safe
as $$
  select private.search_lower(p_text) || chr(31) || private.search_fold(p_text)
    || case when strpos(p_text, '’') > 0
         then chr(31) || replace(private.search_lower(p_text), '’', '''')
              || chr(31) || replace(private.search_fold(p_text), '’', '''')
         else '' end
$$;
revoke all on function private.search_names(p_text text) from public;
grant execute on function private.search_names(p_text text) to authenticated, service_role;

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

create or replace function private.search_fold(p_text text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select lower(extensions.unaccent('extensions.unaccent'::regdictionary, coalesce(p_text, '')))
$$;

comment on function private.search_fold(text) is
  'Lower case without accents (unaccent, fixed dictionary): the one folding of search texts and typed searches.';

revoke all on function private.search_fold(text) from public;
grant execute on function private.search_fold(text) to anon, authenticated, service_role;

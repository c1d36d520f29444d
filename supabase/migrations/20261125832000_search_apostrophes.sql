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

-- Lower case without accents (apostrophes as written).
create or replace function private.search_fold(p_text text)
returns text
language sql
immutable
parallel safe
as $$
  select replace(replace(translate(private.search_lower(p_text),
    'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ',
    'aaaaaaceeeeiiiinooooouuuuyy'), 'œ', 'oe'), 'æ', 'ae')
$$;

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

-- Both names of a program (20261125830000's concat_ws kept it from being inlined).
create or replace function private.program_search_names(p_name text, p_name_fr text)
returns text
language sql
immutable
parallel safe
as $$
  select private.search_names(p_name) || coalesce(chr(31) || private.search_names(p_name_fr), '')
$$;

revoke all on function private.search_names(text) from public;
grant execute on function private.search_names(text) to authenticated, service_role;

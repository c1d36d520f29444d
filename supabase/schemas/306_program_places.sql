-- supabase/schemas (the current schema; supabase/README.md): programs, places taken and the public list.

-- Issue 39 point 1: /programs for families stays small however many programs exist. The places a program has
-- taken are a counter (programs.places_taken) the registration triggers keep under the program row's lock,
-- instead of a count of its registrations per program per request; the list reads the programs one can still
-- take part in, and the ended ones a page at a time.

-- places_taken is the registrations' count: no one sets it by hand, an administrator included (issue 39).
create or replace function private.programs_keep_places_taken()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_direct_client() then
    new.places_taken := case when tg_op = 'INSERT' then 0 else old.places_taken end;
  end if;
  return new;
end;
$$;
revoke all on function private.programs_keep_places_taken() from public;

create trigger programs_keep_places_taken
  before insert or update of places_taken on public.programs
  for each row execute function private.programs_keep_places_taken();

-- The one writer of places_taken: the registration triggers, as a registration takes or frees a place. An
-- administrator's own update of a registration (or the server's) runs registration_before_update as that role
-- (security invoker on purpose), hence the grants; called from anywhere but a trigger, it refuses.
create or replace function private.count_program_place(p_program_id uuid, p_delta integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if pg_trigger_depth() < 1 then
    raise exception 'Places taken are counted by the registration triggers only'
      using errcode = '42501', hint = 'places_taken_by_triggers';
  end if;
  update public.programs set places_taken = greatest(places_taken + p_delta, 0) where id = p_program_id;
end;
$$;
revoke all on function private.count_program_place(p_program_id uuid, p_delta integer) from public;
grant execute on function private.count_program_place(p_program_id uuid, p_delta integer) to authenticated, service_role;

-- The public programs list (issue 39 point 1): the programs one can still take part in (not ended), or, with
-- p_past, those that have ended, read a page at a time. Security invoker: row-level security applies as to the table.
create or replace function public.listed_programs(p_past boolean default false)
returns setof public.programs
language sql
stable
set search_path = ''
as $$
  select p.* from public.programs p
  where p.is_active and (p.end_date < private.toronto_today()) = p_past
$$;
revoke all on function public.listed_programs(p_past boolean) from public;
grant execute on function public.listed_programs(p_past boolean) to anon, authenticated, service_role;

-- Past programs, newest ended first (listed_programs(p_past => true)).
create index programs_active_end_date_idx on public.programs (is_active, end_date);

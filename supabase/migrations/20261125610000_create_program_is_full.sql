-- 'Full' computed by the database for any visitor (issue 21 point 7): a
-- program is full when its participant capacity is reached, or when it has
-- price tiers and none of those still open (today or later) has a place left.
-- Exposed as a PostgREST computed field, so /programs reads it in its one
-- request (`select=...,is_full`) and the registration screen with the program.
-- Security definer: visitors cannot read registrations; only the answer is
-- given, never the rows.

create or replace function public.is_full(p public.programs)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select
    (p.max_participants is not null and (
      select count(*) from public.registrations r
      where r.program_id = p.id and r.participant_id is not null and r.status in ('pending', 'approved')
    ) >= p.max_participants)
    or (
      exists (select 1 from public.program_price_tiers t where t.program_id = p.id)
      and not exists (
        select 1 from public.program_price_tiers t
        where t.program_id = p.id
          and (t.available_until is null or t.available_until >= private.toronto_today())
          and (t.max_spots is null or t.spots_taken < t.max_spots)
      )
    )
$$;

revoke all on function public.is_full(public.programs) from public;
grant execute on function public.is_full(public.programs) to anon, authenticated;

-- supabase/schemas (the current schema; supabase/README.md): waitlist, part 5 of 6.

-- A program's waiting list: active entries in line order, then the closed
-- ones (newest first, at most 200).
create or replace function public.admin_waitlist(p_program_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_program public.programs;
begin
  perform private.assert_waitlist_admin();
  select * into v_program from public.programs where id = p_program_id;
  if not found then
    raise exception 'Program not found' using errcode = 'P0002', hint = 'program_not_found';
  end if;
  return jsonb_build_object(
    'program', jsonb_build_object(
      'id', v_program.id, 'name', v_program.name, 'name_fr', v_program.name_fr,
      'max_participants', v_program.max_participants, 'waitlist_offer_hours', v_program.waitlist_offer_hours,
      'places_left', private.program_places_left(v_program.id, null)),
    'entries', (
      with picked as (
        (select e.*, 0 as grp from public.waitlist_entries e
         where e.program_id = p_program_id and e.status in ('waiting', 'offered'))
        union all
        (select e.*, 1 as grp from public.waitlist_entries e
         where e.program_id = p_program_id and e.status not in ('waiting', 'offered')
         order by e.closed_at desc limit 200)
      )
      select coalesce(jsonb_agg(jsonb_build_object(
        'id', e.id, 'position', private.waitlist_position(e.id), 'status', e.status,
        'participant_id', e.participant_id,
        'participant_name', nullif(trim(concat_ws(' ', pa.first_name, pa.last_name)), ''),
        'family_name', nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''),
        'family_email', u.email,
        'price_tier_id', e.price_tier_id, 'tier_name', t.name,
        'joined_at', e.joined_at, 'offered_at', e.offered_at, 'offer_expires_at', e.offer_expires_at,
        'offered_by_name', nullif(trim(concat_ws(' ', ob.first_name, ob.last_name)), ''))
        order by e.grp, case when e.grp = 0 then e.sort_key end, case when e.grp = 0 then e.joined_at end,
                 e.closed_at desc, e.id), '[]'::jsonb)
      from picked e
      join public.participants pa on pa.id = e.participant_id
      left join public.user_profiles u on u.id = e.user_id
      left join public.program_price_tiers t on t.id = e.price_tier_id
      left join public.user_profiles ob on ob.id = e.offered_by));
end;
$$;
revoke all on function public.admin_waitlist(p_program_id uuid) from public, anon;

-- The entry, its program locked first, for an admin action.
create or replace function private.admin_waitlist_entry(p_entry_id uuid)
returns public.waitlist_entries
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_e public.waitlist_entries;
begin
  perform private.assert_waitlist_admin();
  select * into v_e from public.waitlist_entries where id = p_entry_id;
  if not found then
    raise exception 'Waiting-list entry not found' using errcode = 'P0002', hint = 'not_found';
  end if;
  perform 1 from public.programs where id = v_e.program_id for update;
  select * into v_e from public.waitlist_entries where id = p_entry_id for update;
  return v_e;
end;
$$;
revoke all on function private.admin_waitlist_entry(p_entry_id uuid) from public;

-- Move a waiting entry to a place in line (1-based among the waiting ones;
-- clamped to the line). The program's waiting entries keep their set of
-- sort keys, given out again in the new order.
create or replace function public.admin_move_waitlist_entry(p_entry_id uuid, p_position integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_e public.waitlist_entries := private.admin_waitlist_entry(p_entry_id);
  v_keys bigint[];
  v_order uuid[];
  v_pos integer;
begin
  if v_e.status <> 'waiting' then
    raise exception 'Only a waiting entry can be moved' using hint = 'waitlist_entry_closed';
  end if;
  if p_position is null then
    raise exception 'Choose a place in line' using errcode = '22023', hint = 'invalid_request';
  end if;
  select array_agg(e.sort_key order by e.sort_key, e.joined_at, e.id),
         array_agg(e.id order by e.sort_key, e.joined_at, e.id) filter (where e.id <> v_e.id)
    into v_keys, v_order
  from public.waitlist_entries e
  where e.program_id = v_e.program_id and e.status = 'waiting';
  v_order := coalesce(v_order, '{}');
  v_pos := least(greatest(p_position, 1), cardinality(v_order) + 1);
  v_order := v_order[1:v_pos - 1] || v_e.id || v_order[v_pos:];
  update public.waitlist_entries e set sort_key = v_keys[x.ord]
  from unnest(v_order) with ordinality x(id, ord) where e.id = x.id;
end;
$$;
revoke all on function public.admin_move_waitlist_entry(p_entry_id uuid, p_position integer) from public, anon;

-- Offer a place now (an admin's decision, even when none is free): offered_by
-- is the admin, the e-mail is queued. An entry already offered is left as it is.
create or replace function public.admin_offer_waitlist_place(p_entry_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_e public.waitlist_entries := private.admin_waitlist_entry(p_entry_id);
  v_hours integer;
begin
  if v_e.status = 'offered' and v_e.offer_expires_at > now() then
    return;
  end if;
  if v_e.status not in ('waiting', 'offered') then
    raise exception 'This waiting-list entry is closed' using hint = 'waitlist_entry_closed';
  end if;
  if exists (select 1 from public.registrations r
             where r.program_id = v_e.program_id and r.participant_id = v_e.participant_id
               and r.status in ('pending', 'approved')) then
    raise exception 'This participant is already registered in this program' using hint = 'already_registered';
  end if;
  select p.waitlist_offer_hours into v_hours from public.programs p where p.id = v_e.program_id;
  update public.waitlist_entries
  set status = 'offered', offered_at = now(), offer_expires_at = now() + make_interval(hours => v_hours),
      offered_by = auth.uid()
  where id = v_e.id;
  perform private.queue_waitlist_offer_email(v_e.id);
end;
$$;
revoke all on function public.admin_offer_waitlist_place(p_entry_id uuid) from public, anon;

-- Remove an entry (waiting or offered -> removed; an offered place passes on).
create or replace function public.admin_remove_waitlist_entry(p_entry_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_e public.waitlist_entries := private.admin_waitlist_entry(p_entry_id);
begin
  if v_e.status not in ('waiting', 'offered') then
    raise exception 'This waiting-list entry is closed' using hint = 'waitlist_entry_closed';
  end if;
  update public.waitlist_entries
  set status = 'removed', offer_expires_at = null, closed_at = now(), closed_by = auth.uid()
  where id = v_e.id;
  perform private.process_waitlist(v_e.program_id);
end;
$$;
revoke all on function public.admin_remove_waitlist_entry(p_entry_id uuid) from public, anon;

-- The waiting lists (active entries) of one program or all, for the CSV:
-- [{program_id, program_name, program_name_fr, participant_name, family_name,
--   family_email, tier_name, status, position, joined_at, offer_expires_at}].
create or replace function public.admin_waitlist_export(p_program_id uuid default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.assert_waitlist_admin();
  return (
    select coalesce(jsonb_agg(jsonb_build_object(
      'program_id', e.program_id, 'program_name', pr.name, 'program_name_fr', pr.name_fr,
      'participant_name', nullif(trim(concat_ws(' ', pa.first_name, pa.last_name)), ''),
      'family_name', nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''),
      'family_email', u.email, 'tier_name', t.name, 'status', e.status,
      'position', private.waitlist_position(e.id), 'joined_at', e.joined_at,
      'offer_expires_at', e.offer_expires_at)
      order by pr.start_date, pr.name, e.program_id, e.sort_key, e.joined_at, e.id), '[]'::jsonb)
    from public.waitlist_entries e
    join public.programs pr on pr.id = e.program_id
    join public.participants pa on pa.id = e.participant_id
    left join public.user_profiles u on u.id = e.user_id
    left join public.program_price_tiers t on t.id = e.price_tier_id
    where e.status in ('waiting', 'offered')
      and (p_program_id is null or e.program_id = p_program_id));
end;
$$;
revoke all on function public.admin_waitlist_export(p_program_id uuid) from public, anon;

-- Issue 33 point 7e (a): a stated cap on waiting-list entries per account.
--
-- The rule: one account holds at most 10 open waiting-list entries (status
-- 'waiting' or 'offered') at a time, across every program; a participant has
-- at most one open entry per program (waitlist_entries_one_active, since
-- 20261127000000). Entries that are closed (accepted, declined, expired, left,
-- removed) do not count, so leaving a list frees a slot at once.
--
-- Why 10: a family with three or four children can wait for two or three
-- programs each, while one account can no longer fill every line of the
-- organisation with placeholder participants (each entry can hold a place
-- for the offer period when it comes up). The number is
-- private.waitlist_entries_per_account(), used by the trigger below and said
-- in the join panel's message ("at most 10").
--
-- Where: a before-insert/update trigger on the table, so every writer is held
-- to it (join_waitlist, the service role, any future function); browsers have
-- no write grant at all. An account's entries are counted under a
-- per-account advisory lock, so two joins in parallel (two programs, two
-- tabs) cannot both take the tenth slot. join_waitlist raises the trigger's
-- refusal unchanged (hint 'waitlist_limit_reached', detail the cap) and
-- writes nothing: its entries are one statement's worth of one transaction.
create or replace function private.waitlist_entries_per_account()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 10
$$;
revoke all on function private.waitlist_entries_per_account() from public;

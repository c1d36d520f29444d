-- supabase/schemas (the current schema; supabase/README.md): waitlist, part 4 of 6.

-- =====================================================================
-- join_waitlist: as 20261127100000_waitlist_rules.sql, v_ids' empty array
-- typed
-- =====================================================================
create or replace function public.join_waitlist(p_program_id uuid, p_items jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_program public.programs;
  v_item jsonb;
  v_participant uuid;
  v_tier uuid;
  v_lang text;
  v_id uuid;
  v_ids uuid[] := '{}'::uuid[];
begin
  if v_uid is null then
    raise exception 'Please sign in' using errcode = '42501', hint = 'not_signed_in';
  end if;
  perform private.assert_active_account();
  if p_items is null or jsonb_typeof(p_items) <> 'array' or jsonb_array_length(p_items) = 0
     or jsonb_array_length(p_items) > 20 then
    raise exception 'Choose who joins the waiting list' using errcode = '22023', hint = 'invalid_request';
  end if;

  select * into v_program from public.programs where id = p_program_id for update;
  if not found or not v_program.is_active or v_program.end_date < private.toronto_today() then
    raise exception 'Registration is closed for this program' using hint = 'program_closed';
  end if;
  -- Lapsed offers move on first, so 'full' is judged on today's line.
  perform private.process_waitlist(p_program_id);

  select coalesce(u.preferred_language, 'en') into v_lang from public.user_profiles u where u.id = v_uid;

  for v_item in select value from jsonb_array_elements(p_items)
  loop
    if jsonb_typeof(v_item) <> 'object' then
      raise exception 'Choose who joins the waiting list' using errcode = '22023', hint = 'invalid_request';
    end if;
    begin
      v_participant := (v_item ->> 'participant_id')::uuid;
      v_tier := nullif(v_item ->> 'price_tier_id', '')::uuid;
    exception when invalid_text_representation then
      raise exception 'Choose who joins the waiting list' using errcode = '22023', hint = 'invalid_request';
    end;
    if v_participant is null or not private.owns_participant(v_participant) then
      raise exception 'You do not have permission to register this person'
        using errcode = '42501', hint = 'not_owner';
    end if;
    if v_tier is not null and not exists (
      select 1 from public.program_price_tiers t
      where t.id = v_tier and t.program_id = p_program_id
        and (t.available_from is null or t.available_from <= private.toronto_today())
        and (t.available_until is null or t.available_until >= private.toronto_today())) then
      raise exception 'Invalid price option' using errcode = '23503', hint = 'invalid_price_tier';
    end if;
    if exists (select 1 from public.registrations r
               where r.program_id = p_program_id and r.participant_id = v_participant
                 and r.status in ('pending', 'approved')) then
      raise exception 'This participant is already registered in this program' using hint = 'already_registered';
    end if;
    if exists (select 1 from public.waitlist_entries e
               where e.program_id = p_program_id and e.participant_id = v_participant
                 and e.status in ('waiting', 'offered')) then
      raise exception 'This participant is already on the waiting list' using hint = 'already_on_waitlist';
    end if;
    if private.waitlist_wish_fits(p_program_id, v_tier, v_participant) then
      raise exception 'A place is free: register now' using hint = 'waitlist_not_full';
    end if;
    insert into public.waitlist_entries (program_id, participant_id, price_tier_id, user_id, language)
    values (p_program_id, v_participant, v_tier, v_uid, v_lang)
    returning id into v_id;
    v_ids := v_ids || v_id;
  end loop;

  return (
    select coalesce(jsonb_agg(jsonb_build_object(
      'id', e.id, 'participant_id', e.participant_id, 'status', e.status,
      'position', private.waitlist_position(e.id)) order by x.ord), '[]'::jsonb)
    from unnest(v_ids) with ordinality x(id, ord)
    join public.waitlist_entries e on e.id = x.id);
end;
$$;
revoke all on function public.join_waitlist(p_program_id uuid, p_items jsonb) from public, anon;

-- The entry of the caller's family (the account that joined or the
-- participant's owner), locked; not_owner otherwise (also when it does not exist).
create or replace function private.own_waitlist_entry(p_entry_id uuid)
returns public.waitlist_entries
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_e public.waitlist_entries;
begin
  if auth.uid() is null then
    raise exception 'Please sign in' using errcode = '42501', hint = 'not_signed_in';
  end if;
  perform private.assert_active_account();
  select * into v_e from public.waitlist_entries where id = p_entry_id;
  if not found or not (v_e.user_id = auth.uid() or private.owns_participant(v_e.participant_id)) then
    raise exception 'This waiting-list entry is not yours' using errcode = '42501', hint = 'not_owner';
  end if;
  -- The program first (the order every writer takes), then the entry again.
  perform 1 from public.programs where id = v_e.program_id for update;
  select * into v_e from public.waitlist_entries where id = p_entry_id for update;
  return v_e;
end;
$$;
revoke all on function private.own_waitlist_entry(p_entry_id uuid) from public;

-- Leave the line (waiting or offered -> left; an offered place passes on).
create or replace function public.leave_waitlist(p_entry_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_e public.waitlist_entries := private.own_waitlist_entry(p_entry_id);
begin
  if v_e.status not in ('waiting', 'offered') then
    raise exception 'This waiting-list entry is closed' using hint = 'waitlist_entry_closed';
  end if;
  update public.waitlist_entries
  set status = 'left', offer_expires_at = null, closed_at = now(), closed_by = auth.uid()
  where id = v_e.id;
  perform private.process_waitlist(v_e.program_id);
end;
$$;
revoke all on function public.leave_waitlist(p_entry_id uuid) from public, anon;

-- Decline a live offer (offered -> declined; the place passes on).
create or replace function public.decline_waitlist_offer(p_entry_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_e public.waitlist_entries := private.own_waitlist_entry(p_entry_id);
begin
  if v_e.status <> 'offered' or v_e.offer_expires_at <= now() then
    raise exception 'This offer is no longer open' using hint = 'waitlist_offer_not_open';
  end if;
  update public.waitlist_entries
  set status = 'declined', offer_expires_at = null, closed_at = now(), closed_by = auth.uid()
  where id = v_e.id;
  perform private.process_waitlist(v_e.program_id);
end;
$$;
revoke all on function public.decline_waitlist_offer(p_entry_id uuid) from public, anon;

-- The caller's active entries (line order) and its last 20 closed ones.
create or replace function public.my_waitlist()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception 'Please sign in' using errcode = '42501', hint = 'not_signed_in';
  end if;
  perform private.assert_active_account();
  return (
    with mine as (
      select e.* from public.waitlist_entries e
      where e.user_id = v_uid
         or e.participant_id in (select p.id from public.participants p
                                 where p.user_id = v_uid or p.parent_guardian_id = v_uid)
    ), picked as (
      (select m.*, 0 as grp from mine m where m.status in ('waiting', 'offered'))
      union all
      (select m.*, 1 as grp from mine m where m.status not in ('waiting', 'offered')
       order by m.closed_at desc limit 20)
    )
    select coalesce(jsonb_agg(jsonb_build_object(
      'id', e.id, 'program_id', e.program_id, 'program_name', pr.name, 'program_name_fr', pr.name_fr,
      'participant_id', e.participant_id,
      'participant_name', nullif(trim(concat_ws(' ', pa.first_name, pa.last_name)), ''),
      'price_tier_id', e.price_tier_id, 'tier_name', t.name, 'tier_name_fr', t.name_fr,
      'status', e.status, 'position', private.waitlist_position(e.id),
      'joined_at', e.joined_at, 'offered_at', e.offered_at, 'offer_expires_at', e.offer_expires_at,
      'closed_at', e.closed_at)
      order by e.grp, case when e.grp = 0 then e.offer_expires_at end nulls last,
               case when e.grp = 0 then e.joined_at end, e.closed_at desc), '[]'::jsonb)
    from picked e
    join public.programs pr on pr.id = e.program_id
    join public.participants pa on pa.id = e.participant_id
    left join public.program_price_tiers t on t.id = e.price_tier_id);
end;
$$;
revoke all on function public.my_waitlist() from public, anon;

-- =====================================================================
-- The admins' functions
-- =====================================================================
create or replace function private.assert_waitlist_admin()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.assert_active_account();
  if not private.is_admin() then
    raise exception 'Only an administrator can do this' using errcode = '42501', hint = 'admin_only';
  end if;
end;
$$;
revoke all on function private.assert_waitlist_admin() from public;

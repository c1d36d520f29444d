-- supabase/schemas (the current schema; supabase/README.md): programs, part 4 of 6.

-- Issue 35 point 3: what `supabase db lint --level warning` (plpgsql_check, run by the deploy rehearsal,
-- scripts/db-rehearsal.ts) found in the live functions. Each function below is its last definition, named above
-- it, with only the lint's finding changed; behaviour is the same (create or replace keeps the grants):
--  - a uuid[] variable initialised with the untyped literal '{}', which plpgsql_check reads as text ("target type is
--    different type than source type"): now '{}'::uuid[], the same empty array;
--  - variables declared and never used ("unused variable"; a `for i in` loop declares its own i).

-- =====================================================================
-- save_program: as 20261127300000_save_program_offer_hours.sql, v_keep's
-- empty array typed
-- =====================================================================
create or replace function public.save_program(payload jsonb)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid := nullif(payload->>'id', '')::uuid;
  v_name text := nullif(trim(coalesce(payload->>'name', '')), '');
  v_start date := nullif(payload->>'start_date', '')::date;
  v_end date := nullif(payload->>'end_date', '')::date;
  v_tiers jsonb := coalesce(payload->'tiers', '[]'::jsonb);
  v_codes jsonb := payload->'codes';
  v_hours_text text := nullif(trim(coalesce(payload->>'waitlist_offer_hours', '')), '');
  v_hours integer;
  v_item jsonb;
  v_n bigint;
  v_default_at bigint;
  v_row_id uuid;
  v_keep uuid[] := '{}'::uuid[];
begin
  if not (private.is_admin() or private.is_server_caller()) then
    raise exception 'Only an administrator can save programs' using errcode = '42501', hint = 'admin_only';
  end if;
  if jsonb_typeof(v_tiers) <> 'array' or (v_codes is not null and jsonb_typeof(v_codes) not in ('array', 'null')) then
    raise exception 'Invalid program data' using errcode = '22023', hint = 'invalid_payload';
  end if;
  if jsonb_typeof(v_codes) = 'null' then
    v_codes := null;
  end if;
  -- The offer period: a whole number of hours, 1 to 336 (two weeks).
  if v_hours_text is not null then
    if v_hours_text !~ '^[0-9]{1,4}$' or v_hours_text::integer not between 1 and 336 then
      raise exception 'The offer period must be a whole number of hours from 1 to 336'
        using errcode = '23514', hint = 'offer_hours_range';
    end if;
    v_hours := v_hours_text::integer;
  end if;
  -- Spec 2 section 5, the same checks as the form.
  if v_name is null or v_start is null or v_end is null then
    raise exception 'Please fill in all required fields' using errcode = '23514', hint = 'required_fields';
  end if;
  if v_end < v_start then
    raise exception 'End date must be after start date' using errcode = '23514', hint = 'end_before_start';
  end if;
  if coalesce((payload->>'price')::integer, 0) < 0 then
    raise exception 'Price cannot be negative' using errcode = '23514', hint = 'price_negative';
  end if;
  if (nullif(payload->>'max_participants', ''))::integer < 1 then
    raise exception 'Capacity must be at least 1' using errcode = '23514', hint = 'capacity_min';
  end if;
  if jsonb_array_length(v_tiers) = 0 then
    raise exception 'You must have at least one price tier' using errcode = '23514', hint = 'tier_required';
  end if;
  for v_item, v_n in select e, o from jsonb_array_elements(v_tiers) with ordinality as t(e, o) loop
    if nullif(trim(coalesce(v_item->>'name', '')), '') is null or nullif(v_item->>'price', '') is null then
      raise exception 'Price tier %: Name and price are required', v_n
        using errcode = '23514', hint = 'tier_name_price_required', detail = v_n::text;
    elsif (v_item->>'price')::integer < 0 then
      raise exception 'Price tier %: Price must be a positive number', v_n
        using errcode = '23514', hint = 'tier_price_negative', detail = v_n::text;
    elsif (nullif(v_item->>'available_until', ''))::date < (nullif(v_item->>'available_from', ''))::date then
      raise exception 'Price tier %: Available until date must be after available from date', v_n
        using errcode = '23514', hint = 'tier_window', detail = v_n::text;
    elsif (nullif(v_item->>'max_spots', ''))::integer < 1 then
      raise exception 'Price tier %: Max spots must be at least 1', v_n
        using errcode = '23514', hint = 'tier_max_spots', detail = v_n::text;
    end if;
  end loop;
  if v_codes is not null then
    for v_item, v_n in select e, o from jsonb_array_elements(v_codes) with ordinality as t(e, o) loop
      if nullif(trim(coalesce(v_item->>'code', '')), '') is null then
        raise exception 'Assistance code %: Code is required', v_n
          using errcode = '23514', hint = 'code_required', detail = v_n::text;
      elsif upper(trim(v_item->>'code')) !~ '^[A-Z0-9_-]{1,20}$' then
        raise exception 'Assistance code %: Use up to 20 letters, digits, hyphens or underscores', v_n
          using errcode = '23514', hint = 'code_invalid', detail = v_n::text;
      elsif coalesce((nullif(v_item->>'price', ''))::integer, 0) < 0 then
        raise exception 'Assistance code %: Price cannot be negative', v_n
          using errcode = '23514', hint = 'code_price_negative', detail = v_n::text;
      elsif (nullif(v_item->>'max_uses', ''))::integer < 1 then
        raise exception 'Assistance code %: Max uses must be at least 1', v_n
          using errcode = '23514', hint = 'code_max_uses', detail = v_n::text;
      end if;
    end loop;
    if (select count(distinct upper(trim(e->>'code'))) <> count(*) from jsonb_array_elements(v_codes) e) then
      raise exception 'Each assistance code must be unique' using errcode = '23505', hint = 'codes_not_unique';
    end if;
  end if;

  -- The program row.
  if v_id is null then
    insert into public.programs (name, name_fr, description, description_fr, start_date, end_date, location,
      location_fr, price, max_participants, is_active, waiver_required, waiver_type, financial_assistance_enabled,
      waitlist_offer_hours)
    values (v_name, nullif(trim(coalesce(payload->>'name_fr', '')), ''),
      nullif(trim(coalesce(payload->>'description', '')), ''),
      nullif(trim(coalesce(payload->>'description_fr', '')), ''), v_start, v_end,
      nullif(trim(coalesce(payload->>'location', '')), ''), nullif(trim(coalesce(payload->>'location_fr', '')), ''),
      coalesce((payload->>'price')::integer, 0),
      (nullif(payload->>'max_participants', ''))::integer, coalesce((payload->>'is_active')::boolean, true),
      true, 'standard', coalesce((payload->>'financial_assistance_enabled')::boolean, false), coalesce(v_hours, 48))
    returning id into v_id;
  else
    update public.programs set
      name = v_name,
      name_fr = nullif(trim(coalesce(payload->>'name_fr', '')), ''),
      description = nullif(trim(coalesce(payload->>'description', '')), ''),
      description_fr = nullif(trim(coalesce(payload->>'description_fr', '')), ''),
      start_date = v_start,
      end_date = v_end,
      location = nullif(trim(coalesce(payload->>'location', '')), ''),
      location_fr = nullif(trim(coalesce(payload->>'location_fr', '')), ''),
      price = coalesce((payload->>'price')::integer, 0),
      max_participants = (nullif(payload->>'max_participants', ''))::integer,
      is_active = coalesce((payload->>'is_active')::boolean, true),
      waiver_required = true,
      waiver_type = 'standard',
      financial_assistance_enabled = coalesce((payload->>'financial_assistance_enabled')::boolean, false),
      waitlist_offer_hours = coalesce(v_hours, waitlist_offer_hours)
    where id = v_id;
    if not found then
      raise exception 'Program not found' using errcode = 'P0002', hint = 'program_not_found';
    end if;
  end if;

  -- Tiers: one default (the first marked, else the first), list order.
  select min(o) into v_default_at
  from jsonb_array_elements(v_tiers) with ordinality as t(e, o)
  where coalesce((e->>'is_default')::boolean, false);
  v_default_at := coalesce(v_default_at, 1);
  update public.program_price_tiers set is_default = false where program_id = v_id and is_default;
  for v_item, v_n in select e, o from jsonb_array_elements(v_tiers) with ordinality as t(e, o) loop
    v_row_id := nullif(v_item->>'id', '')::uuid;
    if v_row_id is not null then
      update public.program_price_tiers set
        name = trim(v_item->>'name'),
        name_fr = nullif(trim(coalesce(v_item->>'name_fr', '')), ''),
        description = nullif(trim(coalesce(v_item->>'description', '')), ''),
        description_fr = nullif(trim(coalesce(v_item->>'description_fr', '')), ''),
        price = (v_item->>'price')::integer,
        available_from = (nullif(v_item->>'available_from', ''))::date,
        available_until = (nullif(v_item->>'available_until', ''))::date,
        max_spots = (nullif(v_item->>'max_spots', ''))::integer,
        is_default = (v_n = v_default_at),
        display_order = v_n - 1
      where id = v_row_id and program_id = v_id;
      if not found then
        raise exception 'Price tier %: not a tier of this program', v_n
          using errcode = '23503', hint = 'tier_not_in_program', detail = v_n::text;
      end if;
    else
      insert into public.program_price_tiers (program_id, name, name_fr, description, description_fr, price,
        available_from, available_until, max_spots, is_default, display_order)
      values (v_id, trim(v_item->>'name'), nullif(trim(coalesce(v_item->>'name_fr', '')), ''),
        nullif(trim(coalesce(v_item->>'description', '')), ''),
        nullif(trim(coalesce(v_item->>'description_fr', '')), ''),
        (v_item->>'price')::integer, (nullif(v_item->>'available_from', ''))::date,
        (nullif(v_item->>'available_until', ''))::date, (nullif(v_item->>'max_spots', ''))::integer,
        v_n = v_default_at, v_n - 1)
      returning id into v_row_id;
    end if;
    v_keep := v_keep || v_row_id;
  end loop;
  -- Unlisted tiers go, unless a registration points at them (history is kept).
  delete from public.program_price_tiers t
  where t.program_id = v_id and not (t.id = any (v_keep))
    and not exists (select 1 from public.registrations r where r.price_tier_id = t.id);
  update public.program_price_tiers t set display_order = jsonb_array_length(v_tiers) + t.display_order
  where t.program_id = v_id and not (t.id = any (v_keep));

  -- Codes: only when the form sent them.
  if v_codes is not null then
    v_keep := array(select (e->>'id')::uuid from jsonb_array_elements(v_codes) e where nullif(e->>'id', '') is not null);
    delete from public.financial_assistance_codes f
    where f.program_id = v_id and not (f.id = any (v_keep)) and f.current_uses = 0
      and not exists (select 1 from public.registration_assistance_codes a where a.assistance_code_id = f.id)
      and not exists (select 1 from public.registrations r where r.financial_assistance_code_id = f.id);
    begin
      for v_item, v_n in select e, o from jsonb_array_elements(v_codes) with ordinality as t(e, o) loop
        v_row_id := nullif(v_item->>'id', '')::uuid;
        if v_row_id is not null then
          update public.financial_assistance_codes set
            code = v_item->>'code',
            description = nullif(trim(coalesce(v_item->>'description', '')), ''),
            price = coalesce((nullif(v_item->>'price', ''))::integer, 0),
            max_uses = (nullif(v_item->>'max_uses', ''))::integer,
            is_active = coalesce((v_item->>'is_active')::boolean, true)
          where id = v_row_id and program_id = v_id;
          if not found then
            raise exception 'Assistance code %: not a code of this program', v_n
              using errcode = '23503', hint = 'code_not_in_program', detail = v_n::text;
          end if;
        else
          insert into public.financial_assistance_codes (program_id, code, description, price, max_uses,
            is_active, current_uses)
          values (v_id, v_item->>'code', nullif(trim(coalesce(v_item->>'description', '')), ''),
            coalesce((nullif(v_item->>'price', ''))::integer, 0), (nullif(v_item->>'max_uses', ''))::integer,
            coalesce((v_item->>'is_active')::boolean, true), 0);
        end if;
      end loop;
    exception when unique_violation then
      -- A kept (used) code already has this text.
      raise exception 'Each assistance code must be unique' using errcode = '23505', hint = 'codes_not_unique';
    end;
  end if;
  return v_id;
end;
$$;
revoke all on function public.save_program(payload jsonb) from public, anon;

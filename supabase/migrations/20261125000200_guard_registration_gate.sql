-- One gate for registrations (issue 17 points 1, 2, 3, 5 and 8;
-- ARCHITECTURE section 3 "One gate for registrations"). Browsers never insert
-- into registrations: every registration goes through create_registrations,
-- which checks the tier (required when the program has tiers, available that
-- day, spots left), assistance codes by their text (wrong ones counted,
-- 20261125000100), questions and consents in one transaction. Consent times
-- are the database's clock and versions those in force (20261125000000).
-- (registrations has no insert grant or policy for browsers: 20261122030300.)
-- Assistance code ids are readable by admins only. Answers are frozen once a
-- registration leaves pending. Decision 0008 records the rule.

-- =====================================================================
-- Assistance code ids are not public (point 2)
-- =====================================================================

-- programs.financial_assistance_code_ids listed every code's id to anyone who
-- could read the program (anon included). The codes' own table, readable by
-- admins only, already links each code to its program, so the list goes.
alter table public.programs drop column financial_assistance_code_ids;

-- save_program as before (20261123050000), without the list's maintenance.
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
  v_item jsonb;
  v_n bigint;
  v_default_at bigint;
  v_row_id uuid;
  v_keep uuid[] := '{}';
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
    insert into public.programs (name, description, start_date, end_date, location, price, max_participants,
      is_active, waiver_required, waiver_type, custom_waiver_text, financial_assistance_enabled)
    values (v_name, nullif(trim(coalesce(payload->>'description', '')), ''), v_start, v_end,
      nullif(trim(coalesce(payload->>'location', '')), ''), coalesce((payload->>'price')::integer, 0),
      (nullif(payload->>'max_participants', ''))::integer, coalesce((payload->>'is_active')::boolean, true),
      true, 'standard', nullif(trim(coalesce(payload->>'custom_waiver_text', '')), ''),
      coalesce((payload->>'financial_assistance_enabled')::boolean, false))
    returning id into v_id;
  else
    update public.programs set
      name = v_name,
      description = nullif(trim(coalesce(payload->>'description', '')), ''),
      start_date = v_start,
      end_date = v_end,
      location = nullif(trim(coalesce(payload->>'location', '')), ''),
      price = coalesce((payload->>'price')::integer, 0),
      max_participants = (nullif(payload->>'max_participants', ''))::integer,
      is_active = coalesce((payload->>'is_active')::boolean, true),
      waiver_required = true,
      waiver_type = 'standard',
      custom_waiver_text = nullif(trim(coalesce(payload->>'custom_waiver_text', '')), ''),
      financial_assistance_enabled = coalesce((payload->>'financial_assistance_enabled')::boolean, false)
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
        description = nullif(trim(coalesce(v_item->>'description', '')), ''),
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
      insert into public.program_price_tiers (program_id, name, description, price, available_from,
        available_until, max_spots, is_default, display_order)
      values (v_id, trim(v_item->>'name'), nullif(trim(coalesce(v_item->>'description', '')), ''),
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

-- The price rule of one registration line, once in SQL (issue 18 step 3): a
-- volunteer registers free; otherwise an assistance code's price beats the
-- tier's, which beats the program's (spec 2 sections 5 and 9). Its TypeScript
-- twin is supabase/functions/_shared/domain/price-rule.ts; both run the cases
-- of price-rule.cases.json (tests/db/price-rule.test.ts for this one).
-- registration_before_insert below prices every line with it.

-- =====================================================================
-- private.registration_price
-- =====================================================================

-- Price in cents of one registration line; a null tier or code price means
-- no tier or no code applies.
create or replace function private.registration_price(
  p_program_price integer,
  p_tier_price integer,
  p_code_price integer,
  p_is_volunteer boolean default false
)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case when coalesce(p_is_volunteer, false) then 0
              else coalesce(p_code_price, p_tier_price, p_program_price) end
$$;

revoke all on function private.registration_price(integer, integer, integer, boolean) from public;
grant execute on function private.registration_price(integer, integer, integer, boolean)
  to authenticated, service_role;

-- =====================================================================
-- Before insert: who, what price, which spot, which evidence
-- =====================================================================

-- As 20261122031000, plus: a participant registration in a program that has
-- tiers must name one (price_option_required); for any caller but the server
-- the consent times are now() and each version must be the one in force
-- (consent_version_outdated); the server's times (taken when the family
-- accepted at checkout creation) are kept but never later than now.
create or replace function private.registration_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_server boolean := private.is_server_caller();
  v_today date := private.toronto_today();
  v_program public.programs;
  v_tier public.program_price_tiers;
  v_code public.financial_assistance_codes;
  v_guardian public.user_profiles;
  v_versions jsonb;
  v_price integer;
  v_active boolean;
begin
  if not v_server then
    new.status := 'pending';
    new.user_id := auth.uid();
    new.registration_date := now();
    new.stripe_session_id := null;
    new.payment_intent_id := null;
    new.checkout_session_id := null;
    new.refund_amount := null;
    new.refund_reason := null;
    new.refunded_at := null;
    new.participant_removed_at := null;
    new.removed_participant_name := null;
    if not (private.owns_participant(new.participant_id) or private.owns_volunteer(new.volunteer_id)
            or private.is_admin()) then
      raise exception 'You do not have permission to register this person'
        using errcode = '42501', hint = 'not_owner';
    end if;
  end if;
  v_active := new.status in ('pending', 'approved');

  -- The program row is locked so capacity counts cannot race.
  select * into v_program from public.programs where id = new.program_id for update;
  if not found then
    raise exception 'Program not found' using errcode = '23503', hint = 'program_not_found';
  end if;
  if not v_server and (not v_program.is_active or v_program.end_date < v_today) then
    raise exception 'Registration is closed for this program' using hint = 'program_closed';
  end if;

  if new.status <> 'draft' then
    if not new.waiver_agreed then
      raise exception 'Please accept the waiver agreement' using errcode = '23514', hint = 'waiver_required';
    elsif not new.media_consent_agreed then
      raise exception 'Please accept the media consent agreement' using errcode = '23514', hint = 'media_consent_required';
    elsif not new.concussion_awareness_agreed then
      raise exception 'Please acknowledge concussion awareness' using errcode = '23514', hint = 'concussion_required';
    end if;
  end if;

  -- Consent evidence: the database's clock, the versions in force.
  if v_server then
    new.waiver_agreed_at := case when new.waiver_agreed then least(coalesce(new.waiver_agreed_at, now()), now()) end;
    new.media_consent_agreed_at :=
      case when new.media_consent_agreed then least(coalesce(new.media_consent_agreed_at, now()), now()) end;
    new.concussion_awareness_agreed_at :=
      case when new.concussion_awareness_agreed then least(coalesce(new.concussion_awareness_agreed_at, now()), now()) end;
  else
    new.waiver_agreed_at := case when new.waiver_agreed then now() end;
    new.media_consent_agreed_at := case when new.media_consent_agreed then now() end;
    new.concussion_awareness_agreed_at := case when new.concussion_awareness_agreed then now() end;
    v_versions := public.consent_versions_in_force(new.program_id);
    if (new.waiver_agreed and new.waiver_version is distinct from v_versions ->> 'waiver_version')
       or (new.media_consent_agreed and new.media_consent_version is distinct from v_versions ->> 'media_consent_version')
       or (new.concussion_awareness_agreed
           and new.concussion_version is distinct from v_versions ->> 'concussion_version') then
      raise exception 'An agreement has changed since it was read: please read it again'
        using errcode = '23514', hint = 'consent_version_outdated';
    end if;
  end if;

  -- Guardian shown on admin screens comes from the participant, not the client.
  if new.participant_id is not null then
    select u.* into v_guardian
    from public.participants p join public.user_profiles u on u.id = p.parent_guardian_id
    where p.id = new.participant_id;
    new.parent_guardian_id := v_guardian.id;
    new.parent_guardian_name := nullif(trim(concat_ws(' ', v_guardian.first_name, v_guardian.last_name)), '');
    if v_active and v_program.max_participants is not null and (
      select count(*) from public.registrations r
      where r.program_id = new.program_id and r.participant_id is not null
        and r.status in ('pending', 'approved')
    ) >= v_program.max_participants then
      raise exception 'This program is full' using hint = 'program_full';
    end if;
  end if;

  if new.volunteer_id is not null then
    -- Volunteers register free, with no tier or code (spec 2 section 9).
    new.price_tier_id := null;
    new.financial_assistance_code_id := null;
  else
    if new.price_tier_id is null then
      -- The program price applies only to a program without tiers (point 1).
      if exists (select 1 from public.program_price_tiers t where t.program_id = new.program_id) then
        raise exception 'Please select a price option' using errcode = '23514', hint = 'price_option_required';
      end if;
    else
      select * into v_tier from public.program_price_tiers where id = new.price_tier_id for update;
      if not found or v_tier.program_id <> new.program_id then
        raise exception 'Invalid price option' using errcode = '23503', hint = 'invalid_price_tier';
      end if;
      if not v_server and ((v_tier.available_from is not null and v_tier.available_from > v_today)
                           or (v_tier.available_until is not null and v_tier.available_until < v_today)) then
        raise exception 'This price option is not available today' using hint = 'price_tier_unavailable';
      end if;
      if v_active then
        if v_tier.max_spots is not null and v_tier.spots_taken >= v_tier.max_spots then
          raise exception 'This price option is sold out' using hint = 'price_tier_sold_out';
        end if;
        update public.program_price_tiers set spots_taken = spots_taken + 1 where id = v_tier.id;
      end if;
    end if;
    if new.financial_assistance_code_id is not null then
      select * into v_code from public.financial_assistance_codes
      where id = new.financial_assistance_code_id for update;
      if not found or v_code.program_id <> new.program_id or not v_code.is_active
         or (not v_server and not v_program.financial_assistance_enabled) then
        raise exception 'Invalid assistance code' using errcode = '23503', hint = 'invalid_assistance_code';
      end if;
      if v_active then
        if v_code.max_uses is not null and v_code.current_uses >= v_code.max_uses then
          raise exception 'This assistance code has reached its maximum usage limit'
            using hint = 'assistance_code_exhausted';
        end if;
        update public.financial_assistance_codes set current_uses = current_uses + 1 where id = v_code.id;
      end if;
    end if;
  end if;
  -- Unset tier or code rows read as null prices: the rule falls back to the next price.
  v_price := private.registration_price(v_program.price, v_tier.price, v_code.price, new.volunteer_id is not null);
  new.financial_assistance_applied := new.financial_assistance_code_id is not null;

  if not v_server then
    if v_price > 0 then
      raise exception 'Payment is required: paid registrations are created by the checkout'
        using hint = 'payment_required';
    end if;
    new.amount_paid := 0;
  end if;
  return new;
end;
$$;

-- =====================================================================
-- create_registrations
-- =====================================================================

-- As 20261122031200 (same arguments and result), plus, for browser callers:
-- an inactive account is refused (account_inactive); when codes are typed,
-- the caller must have attempts left (too_many_attempts), and every code is
-- resolved by its text BEFORE anything is written. A wrong code is recorded
-- as a failed attempt and answered, not raised (a raise would roll the
-- record back): the result is then { "error": { "hint":
-- "invalid_assistance_code", "message": ... } } and nothing is created.
-- Consent times and versions are the trigger's (browsers' times ignored).
create or replace function public.create_registrations(
  p_program_id uuid,
  p_items jsonb,
  p_answers jsonb default '{}'::jsonb,
  p_consents jsonb default '{}'::jsonb,
  p_payment jsonb default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_server boolean := private.is_server_caller();
  v_user uuid;
  v_status text := 'pending';
  v_item jsonb;
  v_participant uuid;
  v_volunteer uuid;
  v_code_text text;
  v_code_id uuid;
  v_codes jsonb := '{}'::jsonb;
  v_reg public.registrations;
  v_question record;
  v_answer record;
  v_value text;
  v_out jsonb := '[]'::jsonb;
  c jsonb := coalesce(p_consents, '{}'::jsonb);
begin
  if v_server then
    v_user := nullif(p_payment ->> 'user_id', '')::uuid;
    v_status := coalesce(p_payment ->> 'status', 'approved');
    if v_user is null or v_status not in ('pending', 'approved') then
      raise exception 'p_payment.user_id and a pending/approved status are required' using errcode = '22023';
    end if;
  else
    v_user := auth.uid();
    if v_user is null then
      raise exception 'No active session found' using errcode = '42501', hint = 'not_signed_in';
    end if;
    if p_payment is not null then
      raise exception 'Only the server records payments' using errcode = '42501', hint = 'server_only';
    end if;
    perform private.assert_active_account();
  end if;
  if jsonb_typeof(p_items) is distinct from 'array' or jsonb_array_length(p_items) = 0 then
    raise exception 'Please select at least one participant' using errcode = '22023', hint = 'no_participants';
  end if;
  if jsonb_typeof(coalesce(p_answers, '{}'::jsonb)) <> 'object' or jsonb_typeof(c) <> 'object' then
    raise exception 'Invalid registration data' using errcode = '22023', hint = 'invalid_payload';
  end if;
  if not exists (select 1 from public.programs p where p.id = p_program_id
                 and p.is_active and p.end_date >= private.toronto_today()) then
    raise exception 'Registration is closed for this program' using hint = 'program_closed';
  end if;

  -- Codes by their text, all of them before any write (point 3).
  for v_item in select value from jsonb_array_elements(p_items) loop
    v_code_text := upper(trim(coalesce(v_item ->> 'assistance_code', '')));
    if v_code_text <> '' and nullif(v_item ->> 'participant_id', '') is not null and not (v_codes ? v_code_text) then
      if not v_server then
        perform private.assert_code_attempts_left(v_user);
      end if;
      select f.id into v_code_id from public.financial_assistance_codes f
      join public.programs p on p.id = f.program_id
      where f.program_id = p_program_id and f.code = v_code_text
        and (v_server or (f.is_active and p.financial_assistance_enabled));
      if v_code_id is null then
        if v_server then
          raise exception 'Invalid assistance code' using errcode = '23503', hint = 'invalid_assistance_code';
        end if;
        perform private.record_code_failure(v_user, p_program_id);
        return jsonb_build_object('error', jsonb_build_object(
          'hint', 'invalid_assistance_code', 'message', 'Invalid assistance code'));
      end if;
      v_codes := v_codes || jsonb_build_object(v_code_text, v_code_id);
    end if;
  end loop;

  for v_question in
    select q.id, q.question_text from public.registration_questions q
    where q.program_id = p_program_id and q.is_active and q.required order by q.display_order
  loop
    if private.answer_text(coalesce(p_answers, '{}'::jsonb) -> v_question.id::text) is null then
      raise exception 'Please answer: %', v_question.question_text using errcode = '22023', hint = 'question_required';
    end if;
  end loop;

  for v_item in select value from jsonb_array_elements(p_items) loop
    v_participant := nullif(v_item ->> 'participant_id', '')::uuid;
    v_volunteer := null;
    if v_participant is not null then
      if not exists (select 1 from public.participants p where p.id = v_participant
                     and (p.user_id = v_user or p.parent_guardian_id = v_user)) then
        raise exception 'You do not have permission to register this participant'
          using errcode = '42501', hint = 'not_owner';
      end if;
    elsif coalesce((v_item ->> 'volunteer')::boolean, false) or v_item ? 'volunteer_id' then
      select v.id into v_volunteer from public.volunteer_profiles v where v.user_id = v_user;
      if v_volunteer is null then
        raise exception 'Please complete your volunteer profile first' using hint = 'volunteer_profile_missing';
      end if;
    else
      raise exception 'Each item needs a participant_id or volunteer: true' using errcode = '22023';
    end if;

    v_code_id := case when v_volunteer is null
      then (v_codes ->> upper(trim(coalesce(v_item ->> 'assistance_code', ''))))::uuid end;

    insert into public.registrations (
      participant_id, volunteer_id, program_id, price_tier_id, user_id, status,
      financial_assistance_code_id, amount_paid, checkout_session_id, stripe_session_id, payment_intent_id,
      waiver_agreed, waiver_agreed_at, media_consent_agreed, media_consent_agreed_at,
      concussion_awareness_agreed, concussion_awareness_agreed_at,
      waiver_version, media_consent_version, concussion_version, language, notes)
    values (
      v_participant, v_volunteer, p_program_id, nullif(v_item ->> 'price_tier_id', '')::uuid, v_user, v_status,
      v_code_id,
      coalesce((p_payment -> 'amounts' ->> v_participant::text)::integer, 0),
      nullif(p_payment ->> 'checkout_session_id', '')::uuid,
      p_payment ->> 'stripe_session_id', p_payment ->> 'payment_intent_id',
      coalesce((c ->> 'waiver_agreed')::boolean, false),
      case when v_server then (c ->> 'waiver_agreed_at')::timestamptz end,
      coalesce((c ->> 'media_consent_agreed')::boolean, false),
      case when v_server then (c ->> 'media_consent_agreed_at')::timestamptz end,
      coalesce((c ->> 'concussion_awareness_agreed')::boolean, false),
      case when v_server then (c ->> 'concussion_awareness_agreed_at')::timestamptz end,
      c ->> 'waiver_version', c ->> 'media_consent_version', c ->> 'concussion_version',
      case when c ->> 'language' in ('en', 'fr') then c ->> 'language' else 'en' end,
      c -> 'notes')
    returning * into v_reg;

    for v_answer in select key, value from jsonb_each(coalesce(p_answers, '{}'::jsonb)) loop
      v_value := private.answer_text(v_answer.value);
      if v_value is not null and exists (
        select 1 from public.registration_questions q
        where q.id::text = v_answer.key and q.program_id = p_program_id
      ) then
        insert into public.registration_responses (registration_id, question_id, response_value)
        values (v_reg.id, v_answer.key::uuid, v_value)
        on conflict (registration_id, question_id) do update set response_value = excluded.response_value;
      end if;
    end loop;

    v_out := v_out || jsonb_build_array(jsonb_build_object(
      'id', v_reg.id, 'participant_id', v_reg.participant_id, 'volunteer_id', v_reg.volunteer_id,
      'status', v_reg.status, 'amount_paid', v_reg.amount_paid));
  end loop;
  return v_out;
end;
$$;

-- =====================================================================
-- save_registration_response: answers frozen after pending (point 8)
-- =====================================================================

-- As 20261122031200, but a family answers only while its registration is
-- pending (or a draft); once approved (or closed) only admins and the server
-- change answers ('answers_locked').
create or replace function public.save_registration_response(
  p_registration_id uuid,
  p_question_id uuid,
  p_response_value text
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_staff boolean := private.is_server_caller() or private.is_admin();
  v_id uuid;
begin
  if not (v_staff or private.owns_registration(p_registration_id)) then
    raise exception 'You do not have permission to answer for this registration'
      using errcode = '42501', hint = 'not_owner';
  end if;
  if not exists (
    select 1 from public.registrations r join public.registration_questions q on q.program_id = r.program_id
    where r.id = p_registration_id and q.id = p_question_id
  ) then
    raise exception 'This question does not belong to the registration''s program'
      using errcode = '23503', hint = 'question_mismatch';
  end if;
  if not v_staff and not exists (
    select 1 from public.registrations r where r.id = p_registration_id and r.status in ('pending', 'draft')
  ) then
    raise exception 'Answers can no longer be changed: please contact an administrator'
      using errcode = '42501', hint = 'answers_locked';
  end if;
  insert into public.registration_responses (registration_id, question_id, response_value)
  values (p_registration_id, p_question_id, p_response_value)
  on conflict (registration_id, question_id) do update set response_value = excluded.response_value
  returning id into v_id;
  return v_id;
end;
$$;

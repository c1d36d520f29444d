-- Registration integrity, whatever the client sends (issue 3 point 5,
-- ARCHITECTURE section 3). Errors carry a stable HINT code the app maps to
-- i18n keys (listed in docs/decisions/0002-database-rules.md).

-- =====================================================================
-- Before insert: who, what price, which spot
-- =====================================================================

-- Browser callers (even through create_registrations()) get status pending,
-- user_id = themselves, amount_paid computed (and a paid order refused: paid
-- registrations come only from the server's payment fulfilment). Everyone gets
-- the consent check, tier spots and code uses taken under row locks.
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
    v_price := 0;
  else
    v_price := v_program.price;
    if new.price_tier_id is not null then
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
      v_price := v_tier.price;
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
      v_price := v_code.price;
    end if;
  end if;
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

-- Runs before constraints and unique indexes (a duplicate still gives 23505,
-- and the spot taken here is rolled back with it).
create trigger registrations_before_insert
  before insert on public.registrations
  for each row execute function private.registration_before_insert();

-- =====================================================================
-- After insert: code link, concussion date
-- =====================================================================

-- Records the code used (registration_assistance_codes) and the participant's
-- latest concussion acknowledgment (annual re-prompt, ARCHITECTURE s. 9).
create or replace function private.registration_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.financial_assistance_code_id is not null then
    insert into public.registration_assistance_codes (registration_id, assistance_code_id)
    values (new.id, new.financial_assistance_code_id)
    on conflict (registration_id) do nothing;
  end if;
  if new.participant_id is not null and new.concussion_awareness_agreed_at is not null then
    update public.participants
    set concussion_acknowledged_at = greatest(concussion_acknowledged_at, new.concussion_awareness_agreed_at)
    where id = new.participant_id;
  end if;
  return null;
end;
$$;

-- After the row exists (the link references it).
create trigger registrations_after_insert
  after insert on public.registrations
  for each row execute function private.registration_after_insert();

-- =====================================================================
-- Before update: status is the admins'; spots follow the status
-- =====================================================================

-- Only admins (or the server, or a security definer function that checked its
-- caller) change registrations. Leaving pending/approved frees the tier spot;
-- coming back takes it again (admin decision, no sold-out refusal).
-- Security invoker on purpose: current_user tells a direct browser update
-- (anon/authenticated) from one made inside a checked definer function.
create or replace function private.registration_before_update()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_was_active boolean := old.status in ('pending', 'approved');
  v_is_active boolean := new.status in ('pending', 'approved');
begin
  if private.is_direct_client() and not private.is_admin() then
    raise exception 'Only an administrator can change a registration'
      using errcode = '42501', hint = 'admin_only';
  end if;
  if v_was_active and old.price_tier_id is not null
     and (not v_is_active or new.price_tier_id is distinct from old.price_tier_id) then
    update public.program_price_tiers set spots_taken = greatest(spots_taken - 1, 0)
    where id = old.price_tier_id;
  end if;
  if v_is_active and new.price_tier_id is not null
     and (not v_was_active or new.price_tier_id is distinct from old.price_tier_id) then
    update public.program_price_tiers set spots_taken = spots_taken + 1 where id = new.price_tier_id;
  end if;
  return new;
end;
$$;

-- Every update of a registration.
create trigger registrations_before_update
  before update on public.registrations
  for each row execute function private.registration_before_update();

-- Deleting an active registration frees its tier spot.
create or replace function private.registration_after_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.status in ('pending', 'approved') and old.price_tier_id is not null then
    update public.program_price_tiers set spots_taken = greatest(spots_taken - 1, 0)
    where id = old.price_tier_id;
  end if;
  return null;
end;
$$;

-- Every delete (direct, cascade from participant, or delete_participant_cascade).
create trigger registrations_after_delete
  after delete on public.registrations
  for each row execute function private.registration_after_delete();

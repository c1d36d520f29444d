-- supabase/schemas (the current schema; supabase/README.md): registrations, part 3 of 7.

-- As 20261127200000 (the registration gate), with the one change in the code
-- check marked below.
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
  v_lang text;
  v_waiver uuid;
  v_media uuid;
  v_concussion uuid;
  v_price integer;
  v_active boolean;
  v_conf public.concussion_confirmations;
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

  -- Concussion safety (issue 24 point 5): the valid yearly confirmation that
  -- covers this registration, the athlete's or the volunteer's own. A browser
  -- registration needs one and its evidence comes from it (the browser's
  -- flags are ignored); the server links one when there is one.
  if new.participant_id is not null then
    v_conf := private.valid_athlete_confirmation(new.participant_id);
  elsif new.volunteer_id is not null then
    v_conf := private.valid_staff_confirmation(
      (select v.user_id from public.volunteer_profiles v where v.id = new.volunteer_id));
  end if;
  new.concussion_confirmation_id := v_conf.id;
  if v_conf.id is not null then
    new.concussion_awareness_agreed := true;
    new.concussion_awareness_agreed_at := v_conf.confirmed_at;
    new.concussion_document_id := v_conf.awareness_document_id;
  elsif not v_server then
    new.concussion_awareness_agreed := false;
    new.concussion_document_id := null;
  end if;

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
    elsif not new.concussion_awareness_agreed and not v_server then
      raise exception 'A yearly concussion safety confirmation is needed before registering'
        using errcode = '23514', hint = 'concussion_confirmation_required';
    elsif not new.concussion_awareness_agreed then
      raise exception 'Please acknowledge concussion awareness' using errcode = '23514', hint = 'concussion_required';
    end if;
  end if;

  -- Consent evidence: the database's clock, and the documents in force in the
  -- registration's language (English where that language has none).
  v_lang := case when new.language = 'fr' then 'fr' else 'en' end;
  v_waiver := private.waiver_in_force(new.program_id, v_lang);
  v_media := private.legal_document_in_force_or_english('media_consent', null, v_lang);
  v_concussion := private.legal_document_in_force_or_english('concussion_awareness', null, v_lang);
  if v_server then
    new.waiver_agreed_at := case when new.waiver_agreed then least(coalesce(new.waiver_agreed_at, now()), now()) end;
    new.media_consent_agreed_at :=
      case when new.media_consent_agreed then least(coalesce(new.media_consent_agreed_at, now()), now()) end;
    new.concussion_awareness_agreed_at :=
      case when new.concussion_awareness_agreed then least(coalesce(new.concussion_awareness_agreed_at, now()), now()) end;
    if v_conf.id is not null then
      new.concussion_document_id := v_conf.awareness_document_id;
    end if;
    -- The documents the checkout stored when the family accepted (it checked
    -- them then), provided they are published texts of the right kind (and
    -- of this program for its own waiver); else those in force.
    if exists (select 1 from public.legal_documents d
               where d.id = new.waiver_document_id and d.published_at is not null
                 and ((d.kind = 'waiver' and d.program_id is null)
                      or (d.kind = 'program_waiver' and d.program_id = new.program_id))) then
      v_waiver := new.waiver_document_id;
    end if;
    if exists (select 1 from public.legal_documents d
               where d.id = new.media_consent_document_id and d.published_at is not null
                 and d.kind = 'media_consent') then
      v_media := new.media_consent_document_id;
    end if;
    if exists (select 1 from public.legal_documents d
               where d.id = new.concussion_document_id and d.published_at is not null
                 and d.kind = 'concussion_awareness') then
      v_concussion := new.concussion_document_id;
    end if;
  else
    new.waiver_agreed_at := case when new.waiver_agreed then now() end;
    new.media_consent_agreed_at := case when new.media_consent_agreed then now() end;
    -- The confirmation's own time and document.
    new.concussion_awareness_agreed_at := case when new.concussion_awareness_agreed then v_conf.confirmed_at end;
    if v_conf.id is not null then
      v_concussion := v_conf.awareness_document_id;
    end if;
    -- A document the family was shown (create_registrations passes the ids
    -- the browser sent) must be the one in force: otherwise they agreed to a
    -- text that is no longer the one recorded.
    if (new.waiver_agreed and new.waiver_document_id is not null and new.waiver_document_id is distinct from v_waiver)
       or (new.media_consent_agreed and new.media_consent_document_id is not null
           and new.media_consent_document_id is distinct from v_media) then
      raise exception 'An agreement has changed since it was read: please read it again'
        using errcode = '23514', hint = 'consent_version_outdated';
    end if;
  end if;
  new.waiver_document_id := case when new.waiver_agreed then v_waiver end;
  new.media_consent_document_id := case when new.media_consent_agreed then v_media end;
  new.concussion_document_id := case when new.concussion_awareness_agreed then v_concussion end;
  -- The former version strings, readable, from the documents (never the browser's).
  new.waiver_version := private.legal_document_label(new.waiver_document_id);
  new.media_consent_version := private.legal_document_label(new.media_consent_document_id);
  new.concussion_version := private.legal_document_label(new.concussion_document_id);
  -- French only when every document recorded is French.
  new.consent_language := case
    when num_nonnulls(new.waiver_document_id, new.media_consent_document_id, new.concussion_document_id) = 0 then null
    when exists (select 1 from public.legal_documents d
                 where d.id in (new.waiver_document_id, new.media_consent_document_id, new.concussion_document_id)
                   and d.language = 'en') then 'en'
    else 'fr' end;

  -- Guardian shown on admin screens comes from the participant, not the client.
  if new.participant_id is not null then
    select u.* into v_guardian
    from public.participants p join public.user_profiles u on u.id = p.parent_guardian_id
    where p.id = new.participant_id;
    new.parent_guardian_id := v_guardian.id;
    new.parent_guardian_name := nullif(trim(concat_ws(' ', v_guardian.first_name, v_guardian.last_name)), '');
    -- Places held by waiting-list offers count as taken, except this participant's own offer.
    if v_active and v_program.max_participants is not null
       and v_program.places_taken + private.program_places_held(new.program_id, new.participant_id)
           >= v_program.max_participants then
      raise exception 'This program is full' using hint = 'program_full';
    end if;
    if v_active then
      perform private.count_program_place(new.program_id, 1);
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
        if v_tier.max_spots is not null
           and v_tier.spots_taken + private.tier_places_held(v_tier.id, new.participant_id) >= v_tier.max_spots then
          raise exception 'This price option is sold out' using hint = 'price_tier_sold_out';
        end if;
        update public.program_price_tiers set spots_taken = spots_taken + 1 where id = v_tier.id;
      end if;
    end if;
    if new.financial_assistance_code_id is not null then
      select * into v_code from public.financial_assistance_codes
      where id = new.financial_assistance_code_id for update;
      -- Changed (issue 33 point 7e): a family's aid code (bound to its
      -- account) works whatever the program's assistance; general codes need
      -- it on. A code naming participants serves only them.
      if not found or v_code.program_id <> new.program_id or not v_code.is_active
         or (not v_server and not v_program.financial_assistance_enabled and v_code.user_id is null)
         or not private.assistance_code_names(v_code.participant_ids, new.participant_id) then
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
revoke all on function private.registration_before_insert() from public;

-- Runs before constraints and unique indexes (a duplicate still gives 23505,
-- and the spot taken here is rolled back with it).
create trigger registrations_before_insert
  before insert on public.registrations
  for each row execute function private.registration_before_insert();

-- supabase/schemas (the current schema; supabase/README.md): payments and refunds, part 3 of 8.

-- Administrators read them; only the functions below write them.
create policy "Refunds are viewable by admins"
  on public.refunds for select to authenticated
  using ((select private.is_admin()));

-- =====================================================================
-- Reserving a refund
-- =====================================================================

-- What is left to refund on a registration or checkout: paid minus every
-- pending or succeeded refund. The caller holds the row lock.
create or replace function private.refund_reserved(p_registration_id uuid, p_checkout_session_id uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum(f.amount), 0)::integer from public.refunds f
  where f.status in ('pending', 'succeeded')
    and (f.registration_id = p_registration_id or f.checkout_session_id = p_checkout_session_id)
$$;
revoke all on function private.refund_reserved(p_registration_id uuid, p_checkout_session_id uuid) from public;

-- Administrators only (auth.uid() of the caller's JWT). p_kind 'registration'
-- or 'checkout'; p_amount in cents, at most what is left. Locks the
-- registration or checkout, then reserves the amount as a pending refund.
-- Refusals carry a hint: admin_only, invalid_target, invalid_amount,
-- note_too_long, not_found, not_refundable, no_payment, nothing_left,
-- exceeds_remaining. Returns { refund_id, payment_intent_id, amount, left }.
create or replace function public.begin_refund(
  p_kind text,
  p_id uuid,
  p_amount integer,
  p_note text default null,
  p_provider text default 'stripe'
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reg public.registrations;
  v_s public.checkout_sessions;
  v_paid integer;
  v_pi text;
  v_left integer;
  v_note text := nullif(btrim(coalesce(p_note, '')), '');
  v_id uuid;
begin
  if not private.is_admin() then
    raise exception 'Only an administrator can refund a payment' using errcode = '42501', hint = 'admin_only';
  end if;
  if p_kind is null or p_kind not in ('registration', 'checkout') or p_id is null
     or coalesce(p_provider, '') not in ('test', 'stripe') then
    raise exception 'Unknown refund target' using errcode = '22023', hint = 'invalid_target';
  end if;
  if p_amount is null or p_amount <= 0 then
    raise exception 'The amount must be more than 0' using errcode = '22023', hint = 'invalid_amount';
  end if;
  if char_length(v_note) > 500 then
    raise exception 'The note must be 500 characters or fewer' using errcode = '22001', hint = 'note_too_long';
  end if;

  if p_kind = 'registration' then
    select * into v_reg from public.registrations where id = p_id for update;
    if not found then
      raise exception 'Registration not found' using errcode = 'P0002', hint = 'not_found';
    end if;
    v_paid := v_reg.amount_paid;
    v_pi := v_reg.payment_intent_id;
    v_left := v_paid - private.refund_reserved(v_reg.id, null);
  else
    select * into v_s from public.checkout_sessions where id = p_id for update;
    if not found then
      raise exception 'Checkout not found' using errcode = 'P0002', hint = 'not_found';
    end if;
    -- A fulfilled checkout is refunded registration by registration.
    if v_s.status <> 'refund_needed' then
      raise exception 'This checkout is not waiting for a refund' using errcode = '22023', hint = 'not_refundable';
    end if;
    v_paid := v_s.amount_total;
    v_pi := v_s.payment_intent_id;
    v_left := v_paid - private.refund_reserved(null, v_s.id);
  end if;
  if coalesce(v_paid, 0) <= 0 or v_pi is null then
    raise exception 'No card payment to refund' using errcode = '22023', hint = 'no_payment';
  end if;
  if v_left <= 0 then
    raise exception 'Everything paid has already been refunded' using errcode = '22023', hint = 'nothing_left';
  end if;
  if p_amount > v_left then
    raise exception 'At most % cents can be refunded', v_left
      using errcode = '22023', hint = 'exceeds_remaining', detail = json_build_object('left', v_left)::text;
  end if;

  insert into public.refunds (registration_id, checkout_session_id, payment_intent_id, amount, provider, note, created_by)
  values (v_reg.id, v_s.id, v_pi, p_amount, p_provider, v_note, auth.uid())
  returning id into v_id;
  return jsonb_build_object('refund_id', v_id, 'payment_intent_id', v_pi, 'amount', p_amount,
                            'left', v_left - p_amount);
end;
$$;
revoke all on function public.begin_refund(p_kind text, p_id uuid, p_amount integer, p_note text, p_provider text) from public, anon;

-- =====================================================================
-- Refund processed
-- =====================================================================
create or replace function private.queue_refund_email(p_refund_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_f public.refunds;
  v_reg public.registrations;
  v_s public.checkout_sessions;
  v_to public.user_profiles;
  v_program text;
  v_program_fr text;
  v_person text;
  v_lang text;
  v_amount text;
  v_name text;
begin
  select * into v_f from public.refunds where id = p_refund_id;
  if v_f.registration_id is not null then
    select * into v_reg from public.registrations where id = v_f.registration_id;
    select pr.name, pr.name_fr into v_program, v_program_fr from public.programs pr where pr.id = v_reg.program_id;
    select coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''),
                    nullif(trim(concat_ws(' ', v.first_name, v.last_name)), ''),
                    v_reg.removed_participant_name)
      into v_person
    from (select 1) x
    left join public.participants p on p.id = v_reg.participant_id
    left join public.volunteer_profiles v on v.id = v_reg.volunteer_id;
    select u.* into v_to from public.user_profiles u
    where u.id = coalesce(
      v_reg.user_id,
      (select p.user_id from public.participants p where p.id = v_reg.participant_id),
      (select v.user_id from public.volunteer_profiles v where v.id = v_reg.volunteer_id));
    v_lang := coalesce(v_to.preferred_language, v_reg.language, 'en');
  else
    select * into v_s from public.checkout_sessions where id = v_f.checkout_session_id;
    select pr.name, pr.name_fr into v_program, v_program_fr from public.programs pr where pr.id = v_s.program_id;
    select string_agg(l ->> 'name', ', ') into v_person
    from jsonb_array_elements(case when jsonb_typeof(v_s.payload -> 'lines') = 'array'
                                   then v_s.payload -> 'lines' else '[]'::jsonb end) l;
    select * into v_to from public.user_profiles where id = v_s.user_id;
    v_lang := case when v_s.payload ->> 'language' in ('en', 'fr') then v_s.payload ->> 'language'
                   else coalesce(v_to.preferred_language, 'en') end;
  end if;
  if v_to.id is null or coalesce(v_to.email, '') = '' then
    return;
  end if;
  if v_lang not in ('en', 'fr') then
    v_lang := 'en';
  end if;
  v_name := case when v_lang = 'fr' then coalesce(v_program_fr, v_program, '') else coalesce(v_program, '') end;
  v_amount := to_char(v_f.amount / 100.0, 'FM999999990.00');
  insert into public.email_outbox (registration_id, to_email, language, template, subject, body, payload)
  values (
    v_reg.id, v_to.email, v_lang, 'refund_processed',
    case when v_lang = 'fr' then 'Remboursement effectué : ' else 'Refund processed: ' end || v_name,
    case when v_lang = 'fr' then
      'Bonjour ' || coalesce(v_to.first_name, '') || E',\n\n'
      || 'Nous avons remboursé ' || replace(v_amount, '.', ',') || ' $ pour l''inscription de '
      || coalesce(v_person, '') || ' au programme ' || v_name || '.'
      || E'\n\nL''équipe de Canadian Blind Hockey'
    else
      'Hello ' || coalesce(v_to.first_name, '') || E',\n\n'
      || 'We have refunded $' || v_amount || ' for the registration of ' || coalesce(v_person, '')
      || ' in ' || v_name || '.' || E'\n\nCanadian Blind Hockey'
    end,
    jsonb_build_object(
      'refund_id', v_f.id, 'registration_id', v_reg.id, 'checkout_session_id', coalesce(v_s.id, v_reg.checkout_session_id),
      'amount_refunded', v_f.amount, 'refunded_at', v_f.completed_at,
      'program_name', v_program, 'program_name_fr', v_program_fr, 'person_name', v_person));
end;
$$;
revoke all on function private.queue_refund_email(p_refund_id uuid) from public;

-- A succeeded refund onto its registration or checkout, the log and the
-- e-mail. The caller has just set the refund succeeded (once).
create or replace function private.apply_refund(p_refund_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_f public.refunds;
  v_user uuid;
begin
  select * into v_f from public.refunds where id = p_refund_id;
  if v_f.registration_id is not null then
    update public.registrations
    set amount_refunded = amount_refunded + v_f.amount,
        refund_processed_at = v_f.completed_at,
        refund_processed_by = v_f.created_by,
        provider_refund_id = v_f.provider_refund_id
    where id = v_f.registration_id
    returning user_id into v_user;
  else
    update public.checkout_sessions
    set amount_refunded = amount_refunded + v_f.amount,
        refund_processed_at = v_f.completed_at,
        refund_processed_by = v_f.created_by,
        provider_refund_id = v_f.provider_refund_id
    where id = v_f.checkout_session_id
    returning user_id into v_user;
  end if;
  insert into public.refund_logs (registration_id, checkout_session_id, user_id, action, refund_amount,
                                  refund_reason, processed_at, processed_by, refund_id, provider_refund_id)
  values (v_f.registration_id, v_f.checkout_session_id, v_user, 'refunded', v_f.amount,
          coalesce(v_f.note, case when v_f.source = 'stripe_dashboard' then 'Refunded in the Stripe dashboard' end),
          v_f.completed_at, v_f.created_by, v_f.id, v_f.provider_refund_id);
  perform private.queue_refund_email(v_f.id);
end;
$$;
revoke all on function private.apply_refund(p_refund_id uuid) from public;

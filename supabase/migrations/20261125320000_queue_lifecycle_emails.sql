-- The rest of the messages of issue 19 ("E-mail that arrives", point 6):
--
--   * one payment receipt per paid checkout (receipt number, payer, each
--     participant and program with its amount, card's last four digits), in
--     place of the per-registration 'registration_paid' message;
--   * 'registration_rejected' when an administrator rejects a registration;
--   * 'registration_cancelled' when a pending or approved registration is
--     cancelled, with the refund requested (cancel_registration, an admin);
--   * the database asks for a delivery run as soon as a message is queued,
--     where pg_net exists (hosted Supabase); elsewhere the schedule of
--     20261125310000 (local-supabase: every 5 seconds) sends it.
--
-- The rows keep a short plain-text subject and body in the recipient's
-- language (what is sent if rendering ever has no data); deliver-emails
-- renders the real message from the template and the rows it points at
-- (_shared/email-delivery-data.ts).

-- =====================================================================
-- checkout_sessions: receipt number and card
-- =====================================================================

-- Receipt numbers: R-<year>-<6 digits>, assigned once when a checkout is
-- fulfilled (a gap-free series is not promised: a rolled-back fulfilment
-- burns a number). card_last4: the card's last four digits when the provider
-- tells us (Stripe's charge, or the test checkout's test card).
create sequence public.receipt_number_seq as bigint;
revoke all on sequence public.receipt_number_seq from public, anon, authenticated;

alter table public.checkout_sessions
  add column receipt_number text
    constraint checkout_sessions_receipt_number_key unique
    constraint checkout_sessions_receipt_number_format check (receipt_number ~ '^R-[0-9]{4}-[0-9]{6,}$'),
  add column card_last4 text
    constraint checkout_sessions_card_last4_format check (card_last4 ~ '^[0-9]{4}$');

-- =====================================================================
-- Queueing a message about a registration
-- =====================================================================

-- Recipient: the account that registered, else the person's account; the
-- language: p_language when given, else the recipient's preferred language.
-- Nothing is queued without an address. p_payload adds to the standard keys.
create or replace function private.queue_registration_email(
  p_registration_id uuid,
  p_template text,
  p_payload jsonb default '{}'::jsonb,
  p_language text default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reg public.registrations;
  v_program public.programs;
  v_to public.user_profiles;
  v_person text;
  v_lang text;
  v_subject text;
  v_body text;
begin
  select * into v_reg from public.registrations where id = p_registration_id;
  if not found then
    return;
  end if;
  select * into v_program from public.programs where id = v_reg.program_id;
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
  if v_to.id is null or coalesce(v_to.email, '') = '' then
    return;
  end if;
  v_lang := case when p_language in ('en', 'fr') then p_language else coalesce(v_to.preferred_language, 'en') end;

  if v_lang = 'fr' then
    v_subject := case p_template
      when 'registration_rejected' then 'Inscription refusée : '
      when 'registration_cancelled' then 'Inscription annulée : '
      else 'Votre inscription : ' end || v_program.name;
    v_body := 'Bonjour ' || coalesce(v_to.first_name, '') || E',\n\n'
      || case p_template
           when 'registration_rejected' then 'L''inscription de ' || coalesce(v_person, '') || ' au programme '
             || v_program.name || ' n''a pas pu être approuvée.'
           when 'registration_cancelled' then 'L''inscription de ' || coalesce(v_person, '') || ' au programme '
             || v_program.name || ' est annulée.'
           else 'L''inscription de ' || coalesce(v_person, '') || ' au programme ' || v_program.name
             || ' a été mise à jour.' end
      || E'\n\nL''équipe de Canadian Blind Hockey';
  else
    v_subject := case p_template
      when 'registration_rejected' then 'Registration declined: '
      when 'registration_cancelled' then 'Registration cancelled: '
      else 'Your registration: ' end || v_program.name;
    v_body := 'Hello ' || coalesce(v_to.first_name, '') || E',\n\n'
      || case p_template
           when 'registration_rejected' then 'The registration of ' || coalesce(v_person, '') || ' for '
             || v_program.name || ' could not be approved.'
           when 'registration_cancelled' then 'The registration of ' || coalesce(v_person, '') || ' for '
             || v_program.name || ' is cancelled.'
           else 'The registration of ' || coalesce(v_person, '') || ' for ' || v_program.name
             || ' was updated.' end
      || E'\n\nCanadian Blind Hockey';
  end if;

  insert into public.email_outbox (registration_id, to_email, language, template, subject, body, payload)
  values (
    v_reg.id, v_to.email, v_lang, p_template, v_subject, v_body,
    jsonb_build_object(
      'registration_id', v_reg.id, 'program_id', v_program.id, 'program_name', v_program.name,
      'person_name', v_person, 'status', v_reg.status) || coalesce(p_payload, '{}'::jsonb));
end;
$$;
revoke all on function private.queue_registration_email(uuid, text, jsonb, text) from public, anon, authenticated;

-- =====================================================================
-- Rejected, cancelled
-- =====================================================================

-- An administrator's rejection (any path that sets status to rejected).
create or replace function private.queue_rejection_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.queue_registration_email(new.id, 'registration_rejected');
  return null;
end;
$$;

create trigger registrations_queue_rejection_email
  after update of status on public.registrations
  for each row
  when (new.status = 'rejected' and old.status is distinct from 'rejected')
  execute function private.queue_rejection_email();

-- A pending or approved registration becoming cancelled or refunded (refund
-- requested): cancel_registration by the family or an administrator. Not when
-- the family deleted the participant (refund_reason 'participant_removed'):
-- they just confirmed that on screen, one message per program would be noise.
create or replace function private.queue_cancellation_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.refund_reason is not distinct from 'participant_removed' then
    return null;
  end if;
  perform private.queue_registration_email(
    new.id, 'registration_cancelled',
    jsonb_build_object(
      'refund_requested', case when new.status = 'refunded' then coalesce(new.refund_amount, 0) else 0 end,
      'reason', new.refund_reason));
  return null;
end;
$$;

create trigger registrations_queue_cancellation_email
  after update of status on public.registrations
  for each row
  when (new.status in ('cancelled', 'refunded') and old.status in ('pending', 'approved'))
  execute function private.queue_cancellation_email();

revoke all on function private.queue_rejection_email(), private.queue_cancellation_email()
  from public, anon, authenticated;

-- =====================================================================
-- Payment receipt
-- =====================================================================

-- One receipt per fulfilled checkout, to the payer, in the checkout's
-- language. Assigns the receipt number (once).
create or replace function private.queue_payment_receipt(p_session_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_s public.checkout_sessions;
  v_to public.user_profiles;
  v_lang text;
  v_amount text;
begin
  update public.checkout_sessions
  set receipt_number = coalesce(receipt_number,
        'R-' || to_char(coalesce(paid_at, now()) at time zone 'America/Toronto', 'YYYY') || '-'
        || lpad(nextval('public.receipt_number_seq')::text, 6, '0'))
  where id = p_session_id
  returning * into v_s;
  select * into v_to from public.user_profiles where id = v_s.user_id;
  if v_to.id is null or coalesce(v_to.email, '') = '' then
    return;
  end if;
  v_lang := case when v_s.payload ->> 'language' in ('en', 'fr') then v_s.payload ->> 'language'
                 else coalesce(v_to.preferred_language, 'en') end;
  v_amount := to_char(v_s.amount_total / 100.0, 'FM999999990.00');
  insert into public.email_outbox (registration_id, to_email, language, template, subject, body, payload)
  values (
    null, v_to.email, v_lang, 'payment_receipt',
    case when v_lang = 'fr' then 'Reçu de paiement ' || v_s.receipt_number
         else 'Payment receipt ' || v_s.receipt_number end,
    case when v_lang = 'fr' then
      'Bonjour ' || coalesce(v_to.first_name, '') || E',\n\n'
      || 'Nous avons reçu votre paiement de ' || replace(v_amount, '.', ',') || ' $. Numéro de reçu : '
      || v_s.receipt_number || E'.\n\nL''équipe de Canadian Blind Hockey'
    else
      'Hello ' || coalesce(v_to.first_name, '') || E',\n\n'
      || 'We received your payment of $' || v_amount || '. Receipt number: ' || v_s.receipt_number
      || E'.\n\nCanadian Blind Hockey'
    end,
    jsonb_build_object('checkout_session_id', v_s.id, 'receipt_number', v_s.receipt_number,
                       'amount_total', v_s.amount_total));
end;
$$;
revoke all on function private.queue_payment_receipt(uuid) from public, anon, authenticated;

-- fulfil_checkout_session (20261123030000) unchanged but for its last step:
-- one receipt for the checkout instead of one message per registration.
create or replace function public.fulfil_checkout_session(
  p_session_id uuid,
  p_payment_intent_id text default null,
  p_stripe_session_id text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_s public.checkout_sessions;
  v_rows jsonb;
  v_code text;
  v_state text;
  v_hint text;
  v_message text;
begin
  if not private.is_server_caller() then
    raise exception 'Only the server fulfils payments' using errcode = '42501', hint = 'server_only';
  end if;
  select * into v_s from public.checkout_sessions where id = p_session_id for update;
  if not found then
    return jsonb_build_object('ok', false, 'code', 'session_not_found');
  end if;
  if v_s.status = 'fulfilled' then
    select coalesce(jsonb_agg(jsonb_build_object('id', r.id, 'participant_id', r.participant_id,
             'status', r.status, 'amount_paid', r.amount_paid) order by r.created_at), '[]'::jsonb)
      into v_rows
    from public.registrations r where r.checkout_session_id = v_s.id;
    return jsonb_build_object('ok', true, 'already', true, 'registrations', v_rows);
  end if;
  if v_s.status = 'refund_needed' then
    return jsonb_build_object('ok', false, 'code', coalesce(v_s.payload ->> 'failure_code', 'registration_failed'));
  end if;
  if v_s.status not in ('open', 'paid') then
    return jsonb_build_object('ok', false, 'code', v_s.status);
  end if;

  update public.checkout_sessions
  set status = 'paid', paid_at = coalesce(paid_at, now()),
      payment_intent_id = coalesce(p_payment_intent_id, payment_intent_id),
      stripe_session_id = coalesce(stripe_session_id, p_stripe_session_id)
  where id = v_s.id
  returning * into v_s;

  begin
    v_rows := public.create_registrations(
      v_s.program_id,
      v_s.payload -> 'items',
      coalesce(v_s.payload -> 'answers', '{}'::jsonb),
      coalesce(v_s.payload -> 'consents', '{}'::jsonb),
      jsonb_build_object(
        'user_id', v_s.user_id, 'status', 'approved', 'checkout_session_id', v_s.id,
        'stripe_session_id', v_s.stripe_session_id, 'payment_intent_id', v_s.payment_intent_id,
        'amounts', coalesce(v_s.payload -> 'amounts', '{}'::jsonb)));
  exception when others then
    get stacked diagnostics v_state = returned_sqlstate, v_hint = pg_exception_hint, v_message = message_text;
    v_code := case
      when v_state = '23505' then 'already_registered'
      when v_hint in ('price_tier_sold_out', 'program_full', 'assistance_code_exhausted') then 'sold_out_after_payment'
      else 'registration_failed' end;
    update public.checkout_sessions
    set status = 'refund_needed', error = v_message,
        payload = payload || jsonb_build_object('failure_code', v_code, 'failure_hint', v_hint, 'failure_state', v_state)
    where id = v_s.id;
    return jsonb_build_object('ok', false, 'code', v_code);
  end;

  update public.checkout_sessions set status = 'fulfilled', fulfilled_at = now(), error = null where id = v_s.id;
  perform private.queue_payment_receipt(v_s.id);
  return jsonb_build_object('ok', true, 'already', false, 'registrations', v_rows);
end;
$$;

-- Replaced by the receipt.
drop function private.queue_payment_confirmation_email(uuid, text);

-- =====================================================================
-- A delivery run as soon as something is queued
-- =====================================================================

-- After each statement that queues messages: where pg_net and the Vault
-- secrets of 20261125310000 exist (hosted Supabase), POST deliver-emails at
-- once (pg_net sends after commit, so the run sees the rows); elsewhere
-- nothing (local-supabase's schedule takes them within seconds). Looked up at
-- run time: the function is the same on every database.
create or replace function private.request_email_delivery()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_url text;
  v_key text;
begin
  if to_regprocedure('net.http_post(text, jsonb, jsonb, jsonb, integer)') is null
     or to_regclass('vault.decrypted_secrets') is null then
    return null;
  end if;
  execute $q$select (select decrypted_secret from vault.decrypted_secrets where name = 'project_url'),
                    (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')$q$
    into v_url, v_key;
  if v_url is null or v_key is null then
    return null;
  end if;
  execute 'select net.http_post(url := $1, body := $2, params := $3, headers := $4, timeout_milliseconds := $5)'
    using v_url || '/functions/v1/deliver-emails', '{}'::jsonb, '{}'::jsonb,
          jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || v_key),
          60000;
  return null;
end;
$$;
revoke all on function private.request_email_delivery() from public, anon, authenticated;

create trigger email_outbox_request_delivery
  after insert on public.email_outbox
  for each statement
  execute function private.request_email_delivery();

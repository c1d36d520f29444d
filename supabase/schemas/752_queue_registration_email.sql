-- supabase/schemas (the current schema; supabase/README.md): mail, part 3 of 4.

-- =====================================================================
-- Rejected, cancelled, ... (one registration)
-- =====================================================================
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
  v_name text;
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
    v_name := coalesce(v_program.name_fr, v_program.name);
    v_subject := case p_template
      when 'registration_rejected' then 'Inscription refusée : '
      when 'registration_cancelled' then 'Inscription annulée : '
      else 'Votre inscription : ' end || v_name;
    v_body := 'Bonjour ' || coalesce(v_to.first_name, '') || E',\n\n'
      || case p_template
           when 'registration_rejected' then 'L''inscription de ' || coalesce(v_person, '') || ' au programme '
             || v_name || ' n''a pas pu être approuvée.'
           when 'registration_cancelled' then 'L''inscription de ' || coalesce(v_person, '') || ' au programme '
             || v_name || ' est annulée.'
           else 'L''inscription de ' || coalesce(v_person, '') || ' au programme ' || v_name
             || ' a été mise à jour.' end
      || E'\n\nL''équipe de Canadian Blind Hockey';
  else
    v_name := v_program.name;
    v_subject := case p_template
      when 'registration_rejected' then 'Registration declined: '
      when 'registration_cancelled' then 'Registration cancelled: '
      else 'Your registration: ' end || v_name;
    v_body := 'Hello ' || coalesce(v_to.first_name, '') || E',\n\n'
      || case p_template
           when 'registration_rejected' then 'The registration of ' || coalesce(v_person, '') || ' for '
             || v_name || ' could not be approved.'
           when 'registration_cancelled' then 'The registration of ' || coalesce(v_person, '') || ' for '
             || v_name || ' is cancelled.'
           else 'The registration of ' || coalesce(v_person, '') || ' for ' || v_name
             || ' was updated.' end
      || E'\n\nCanadian Blind Hockey';
  end if;

  insert into public.email_outbox (registration_id, to_email, language, template, subject, body, payload)
  values (
    v_reg.id, v_to.email, v_lang, p_template, v_subject, v_body,
    jsonb_build_object(
      'registration_id', v_reg.id, 'program_id', v_program.id, 'program_name', v_program.name,
      'program_name_fr', v_program.name_fr,
      'person_name', v_person, 'status', v_reg.status) || coalesce(p_payload, '{}'::jsonb));
end;
$$;
revoke all on function private.queue_registration_email(p_registration_id uuid, p_template text, p_payload jsonb, p_language text) from public;

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
revoke all on function private.queue_rejection_email() from public;

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
revoke all on function private.queue_cancellation_email() from public;

create trigger registrations_queue_cancellation_email
  after update of status on public.registrations
  for each row
  when (new.status in ('cancelled', 'refunded') and old.status in ('pending', 'approved'))
  execute function private.queue_cancellation_email();

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
revoke all on function private.queue_payment_receipt(p_session_id uuid) from public;

-- =====================================================================
-- A delivery run as soon as something is queued
-- =====================================================================

-- After each statement that queues messages: where pg_net and the Vault
-- secrets of 20261125310000 exist (hosted Supabase), POST deliver-emails at
-- once (pg_net sends after commit, so the run sees the rows); elsewhere
-- nothing (local-supabase's schedule takes them within seconds). See
-- private.request_function_run (010_start_function.sql).

create trigger email_outbox_request_delivery
  after insert on public.email_outbox
  for each statement
  execute function private.request_function_run('deliver-emails');

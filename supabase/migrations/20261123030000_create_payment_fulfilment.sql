-- Payment fulfilment (issue 7, ARCHITECTURE section 5): the registrations of a
-- paid checkout are created by the server only, once per checkout session, in
-- one transaction. The edge functions (service role) verify the payment with
-- the provider first, then call fulfil_checkout_session(). Stripe webhook
-- events are recorded so a replayed event is never processed twice.

-- =====================================================================
-- stripe_events
-- =====================================================================

-- Every verified Stripe event processed, by Stripe's event id (replay guard).
create table public.stripe_events (
  id text primary key,
  type text not null,
  checkout_session_id uuid references public.checkout_sessions (id) on delete set null,
  received_at timestamptz not null default now()
);
alter table public.stripe_events enable row level security;
revoke all on public.stripe_events from anon, authenticated;

-- Foreign key.
create index stripe_events_checkout_session_id_idx on public.stripe_events (checkout_session_id);

-- =====================================================================
-- record_stripe_event
-- =====================================================================

-- True the first time an event id is seen, false for a replay. Server only.
create or replace function public.record_stripe_event(p_event_id text, p_type text, p_checkout_session_id uuid default null)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  if not private.is_server_caller() then
    raise exception 'Only the server records payment events' using errcode = '42501', hint = 'server_only';
  end if;
  insert into public.stripe_events (id, type, checkout_session_id)
  values (p_event_id, p_type, p_checkout_session_id)
  on conflict (id) do nothing;
  get diagnostics v_count = row_count;
  return v_count = 1;
end;
$$;

-- =====================================================================
-- Confirmation e-mail of a paid registration
-- =====================================================================

-- Queues one EN/FR message per fulfilled registration (the approval trigger
-- only fires on updates; paid registrations are created approved).
create or replace function private.queue_payment_confirmation_email(p_registration_id uuid, p_language text)
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
  v_amount text;
begin
  select * into v_reg from public.registrations where id = p_registration_id;
  select * into v_program from public.programs where id = v_reg.program_id;
  select * into v_to from public.user_profiles where id = v_reg.user_id;
  if v_to.id is null or coalesce(v_to.email, '') = '' then
    return;
  end if;
  select nullif(trim(concat_ws(' ', p.first_name, p.last_name)), '') into v_person
  from public.participants p where p.id = v_reg.participant_id;
  v_lang := case when p_language in ('en', 'fr') then p_language else coalesce(v_to.preferred_language, 'en') end;
  v_amount := to_char(v_reg.amount_paid / 100.0, 'FM999999990.00');
  insert into public.email_outbox (registration_id, to_email, language, template, subject, body, payload)
  values (
    v_reg.id, v_to.email, v_lang, 'registration_paid',
    case when v_lang = 'fr' then 'Inscription confirmée : ' || v_program.name
         else 'Registration confirmed: ' || v_program.name end,
    case when v_lang = 'fr' then
      'Bonjour ' || coalesce(v_to.first_name, '') || E',\n\n'
      || 'Nous avons reçu votre paiement de ' || replace(v_amount, '.', ',') || ' $ pour l''inscription de '
      || coalesce(v_person, '') || ' au programme ' || v_program.name || E'. L''inscription est confirmée.\n\n'
      || 'Numéro de confirmation : ' || coalesce(v_reg.stripe_session_id, v_reg.checkout_session_id::text)
      || E'\n\nÀ bientôt sur la glace!\nL''équipe de Canadian Blind Hockey'
    else
      'Hello ' || coalesce(v_to.first_name, '') || E',\n\n'
      || 'We received your payment of $' || v_amount || ' for the registration of '
      || coalesce(v_person, '') || ' in ' || v_program.name || E'. The registration is confirmed.\n\n'
      || 'Confirmation number: ' || coalesce(v_reg.stripe_session_id, v_reg.checkout_session_id::text)
      || E'\n\nSee you on the ice!\nCanadian Blind Hockey'
    end,
    jsonb_build_object(
      'registration_id', v_reg.id, 'program_id', v_program.id, 'program_name', v_program.name,
      'person_name', v_person, 'amount_paid', v_reg.amount_paid, 'status', v_reg.status,
      'checkout_session_id', v_reg.checkout_session_id));
end;
$$;

-- =====================================================================
-- fulfil_checkout_session
-- =====================================================================

-- Creates the registrations of a checkout the caller (an edge function) has
-- verified as paid. Under a row lock on the session, so concurrent calls
-- (webhook and dashboard return) wait and the second sees 'fulfilled'.
-- A refusal of the database (duplicate 23505, tier sold out, code used up,
-- program closed) keeps the payment on record: the session becomes
-- 'refund_needed' with the reason, and nothing is created.
-- Returns { ok, code?, already?, registrations: [{ id, participant_id, status, amount_paid }] }.
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
  v_reg jsonb;
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
  for v_reg in select value from jsonb_array_elements(v_rows) loop
    perform private.queue_payment_confirmation_email((v_reg ->> 'id')::uuid, v_s.payload -> 'consents' ->> 'language');
  end loop;
  return jsonb_build_object('ok', true, 'already', false, 'registrations', v_rows);
end;
$$;

-- =====================================================================
-- Execute rights
-- =====================================================================

-- Server only (the functions also check their caller).
revoke all on function
  public.record_stripe_event(text, text, uuid),
  public.fulfil_checkout_session(uuid, text, text)
  from public, anon, authenticated;
grant execute on function
  public.record_stripe_event(text, text, uuid),
  public.fulfil_checkout_session(uuid, text, text)
  to service_role;
revoke all on function private.queue_payment_confirmation_email(uuid, text) from public, anon, authenticated;

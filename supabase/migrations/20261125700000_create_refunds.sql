-- Refunds an administrator can act on (issue 20 points 1-4, docs/payments.md "Refunds").
--
-- Money that must go back: a registration a family cancelled with a refund
-- request (status 'refunded', refund_amount asked), and a paid checkout that
-- could not be fulfilled (checkout_sessions.status 'refund_needed'). Each
-- refund is a row of public.refunds: reserved ('pending') by begin_refund()
-- under a row lock on the registration or checkout BEFORE the payment provider
-- is asked, then recorded ('succeeded') or released ('failed') by
-- finish_refund(). The amount left to refund is what was paid minus every
-- pending and succeeded refund, so two administrators clicking at once refund
-- once, and no sequence of partial refunds passes what was paid. A refund made
-- in Stripe's dashboard arrives as the charge.refunded webhook event and is
-- recorded by record_provider_refund(), keyed by Stripe's refund id (a replay
-- changes nothing). Each recorded refund updates the registration or checkout
-- (amount_refunded, when, by whom, the provider's refund id), adds a
-- refund_logs line and queues the 'refund_processed' e-mail.

-- =====================================================================
-- What was refunded, on the registration and on the checkout
-- =====================================================================

alter table public.registrations
  add column amount_refunded integer not null default 0
    constraint registrations_amount_refunded_range check (amount_refunded >= 0 and amount_refunded <= amount_paid),
  add column refund_processed_at timestamptz,
  add column refund_processed_by uuid references public.user_profiles (id) on delete set null,
  add column provider_refund_id text
    constraint registrations_provider_refund_id_max check (char_length(provider_refund_id) <= 255);

alter table public.checkout_sessions
  add column amount_refunded integer not null default 0
    constraint checkout_sessions_amount_refunded_range check (amount_refunded >= 0 and amount_refunded <= amount_total),
  add column refund_processed_at timestamptz,
  add column refund_processed_by uuid references public.user_profiles (id) on delete set null,
  add column provider_refund_id text
    constraint checkout_sessions_provider_refund_id_max check (char_length(provider_refund_id) <= 255);

create index registrations_refund_processed_by_idx on public.registrations (refund_processed_by);
create index checkout_sessions_refund_processed_by_idx on public.checkout_sessions (refund_processed_by);
-- The refunds list: requested or refunded registrations, checkouts to refund.
create index registrations_refund_rows_idx on public.registrations (refunded_at desc)
  where status = 'refunded' or amount_refunded > 0;
create index checkout_sessions_refund_rows_idx on public.checkout_sessions (created_at desc)
  where status = 'refund_needed' or amount_refunded > 0;

-- Only the refund functions write these columns: a browser update (even an
-- administrator's, whom RLS lets update registrations) is refused, a browser
-- insert gets the defaults. Security invoker on purpose: current_user tells a
-- direct browser statement from one inside a definer function.
create or replace function private.guard_refund_columns()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_direct_client() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.amount_refunded := 0;
    new.refund_processed_at := null;
    new.refund_processed_by := null;
    new.provider_refund_id := null;
  elsif new.amount_refunded is distinct from old.amount_refunded
        or new.refund_processed_at is distinct from old.refund_processed_at
        or new.refund_processed_by is distinct from old.refund_processed_by
        or new.provider_refund_id is distinct from old.provider_refund_id then
    raise exception 'Refunds are recorded only by the refund functions'
      using errcode = '42501', hint = 'refund_columns_server_only';
  end if;
  return new;
end;
$$;

create trigger registrations_guard_refund_columns
  before insert or update on public.registrations
  for each row execute function private.guard_refund_columns();

-- =====================================================================
-- refunds
-- =====================================================================

-- One refund of one registration or one checkout. 'pending': reserved, the
-- provider is being asked (or did not answer); 'succeeded': money went back;
-- 'failed': the provider refused, nothing changed (the reservation is released).
create table public.refunds (
  id uuid primary key default gen_random_uuid(),
  registration_id uuid references public.registrations (id) on delete restrict,
  checkout_session_id uuid references public.checkout_sessions (id) on delete restrict,
  payment_intent_id text not null constraint refunds_payment_intent_id_max check (char_length(payment_intent_id) <= 255),
  amount integer not null check (amount > 0),
  status text not null default 'pending' check (status in ('pending', 'succeeded', 'failed')),
  provider text not null check (provider in ('test', 'stripe')),
  -- Who started it: an administrator through refund-payment, or Stripe's dashboard (the webhook).
  source text not null default 'admin' check (source in ('admin', 'stripe_dashboard')),
  provider_refund_id text constraint refunds_provider_refund_id_max check (char_length(provider_refund_id) <= 255),
  note text constraint refunds_note_max check (char_length(note) <= 500),
  failure_message text constraint refunds_failure_message_max check (char_length(failure_message) <= 1000),
  created_by uuid references public.user_profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  completed_at timestamptz,
  constraint refunds_one_target check (num_nonnulls(registration_id, checkout_session_id) = 1),
  constraint refunds_completed check ((status = 'pending') = (completed_at is null))
);
alter table public.refunds enable row level security;
revoke all on public.refunds from anon, authenticated;

create index refunds_registration_id_idx on public.refunds (registration_id);
create index refunds_checkout_session_id_idx on public.refunds (checkout_session_id);
create index refunds_created_by_idx on public.refunds (created_by);
create index refunds_payment_intent_id_idx on public.refunds (payment_intent_id);
-- A provider refund is recorded once per registration or checkout (a dashboard
-- refund of a payment for two children may be split over both).
create unique index refunds_provider_refund_key
  on public.refunds (provider_refund_id, coalesce(registration_id, checkout_session_id))
  where provider_refund_id is not null;

grant select on public.refunds to authenticated;

-- Administrators read them; only the functions below write them.
create policy "Refunds are viewable by admins"
  on public.refunds for select to authenticated
  using ((select private.is_admin()));

-- =====================================================================
-- refund_logs: the refund's provider id and checkout
-- =====================================================================

alter table public.refund_logs
  add column checkout_session_id uuid references public.checkout_sessions (id) on delete restrict,
  add column refund_id uuid references public.refunds (id) on delete restrict,
  add column provider_refund_id text
    constraint refund_logs_provider_refund_id_max check (char_length(provider_refund_id) <= 255);
create index refund_logs_checkout_session_id_idx on public.refund_logs (checkout_session_id);
create index refund_logs_refund_id_idx on public.refund_logs (refund_id);

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
revoke all on function private.refund_reserved(uuid, uuid) from public, anon, authenticated;

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
revoke all on function public.begin_refund(text, uuid, integer, text, text) from public, anon;
grant execute on function public.begin_refund(text, uuid, integer, text, text) to authenticated, service_role;

-- =====================================================================
-- Recording a refund
-- =====================================================================

-- The e-mail to the family: the registration's account (as the other
-- registration messages), or the checkout's payer. Nothing without an address.
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
  v_person text;
  v_lang text;
  v_amount text;
begin
  select * into v_f from public.refunds where id = p_refund_id;
  if v_f.registration_id is not null then
    select * into v_reg from public.registrations where id = v_f.registration_id;
    select pr.name into v_program from public.programs pr where pr.id = v_reg.program_id;
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
    select pr.name into v_program from public.programs pr where pr.id = v_s.program_id;
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
  v_amount := to_char(v_f.amount / 100.0, 'FM999999990.00');
  insert into public.email_outbox (registration_id, to_email, language, template, subject, body, payload)
  values (
    v_reg.id, v_to.email, v_lang, 'refund_processed',
    case when v_lang = 'fr' then 'Remboursement effectué : ' else 'Refund processed: ' end || coalesce(v_program, ''),
    case when v_lang = 'fr' then
      'Bonjour ' || coalesce(v_to.first_name, '') || E',\n\n'
      || 'Nous avons remboursé ' || replace(v_amount, '.', ',') || ' $ pour l''inscription de '
      || coalesce(v_person, '') || ' au programme ' || coalesce(v_program, '') || '.'
      || E'\n\nL''équipe de Canadian Blind Hockey'
    else
      'Hello ' || coalesce(v_to.first_name, '') || E',\n\n'
      || 'We have refunded $' || v_amount || ' for the registration of ' || coalesce(v_person, '')
      || ' in ' || coalesce(v_program, '') || '.' || E'\n\nCanadian Blind Hockey'
    end,
    jsonb_build_object(
      'refund_id', v_f.id, 'registration_id', v_reg.id, 'checkout_session_id', coalesce(v_s.id, v_reg.checkout_session_id),
      'amount_refunded', v_f.amount, 'refunded_at', v_f.completed_at,
      'program_name', v_program, 'person_name', v_person));
end;
$$;
revoke all on function private.queue_refund_email(uuid) from public, anon, authenticated;

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
revoke all on function private.apply_refund(uuid) from public, anon, authenticated;

-- The provider's answer to a reserved refund (server only): p_ok true records
-- it (with the provider's refund id), false releases it (p_error: the
-- provider's reason). Once: a refund already finished is left as it is.
-- Returns { status, already }.
create or replace function public.finish_refund(
  p_refund_id uuid,
  p_ok boolean,
  p_provider_refund_id text default null,
  p_error text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_f public.refunds;
begin
  if not private.is_server_caller() then
    raise exception 'Only the server records refunds' using errcode = '42501', hint = 'server_only';
  end if;
  select * into v_f from public.refunds where id = p_refund_id for update;
  if not found then
    raise exception 'Refund not found' using errcode = 'P0002', hint = 'not_found';
  end if;
  if v_f.status <> 'pending' then
    return jsonb_build_object('status', v_f.status, 'already', true);
  end if;
  if not coalesce(p_ok, false) then
    update public.refunds
    set status = 'failed', completed_at = now(), failure_message = left(coalesce(p_error, 'Refused'), 1000)
    where id = v_f.id;
    return jsonb_build_object('status', 'failed', 'already', false);
  end if;
  update public.refunds
  set status = 'succeeded', completed_at = now(), provider_refund_id = left(p_provider_refund_id, 255)
  where id = v_f.id;
  perform private.apply_refund(v_f.id);
  return jsonb_build_object('status', 'succeeded', 'already', false);
end;
$$;
revoke all on function public.finish_refund(uuid, boolean, text, text) from public, anon, authenticated;
grant execute on function public.finish_refund(uuid, boolean, text, text) to service_role;

-- A refund Stripe reports (charge.refunded), server only, keyed by Stripe's
-- refund id: a refund already recorded changes nothing. Ours (p_refund_id from
-- its metadata) still pending is finished; any other refund of the payment
-- intent (made in Stripe's dashboard) is recorded on the checkout waiting for
-- a refund, else on the registrations paid with it (those whose family asked
-- for a refund first), never more than is left on each. p_succeeded false (a
-- failed or cancelled refund) records nothing. Returns { recorded, duplicate,
-- unassigned }: cents recorded, whether it was known, cents that fit nowhere.
create or replace function public.record_provider_refund(
  p_payment_intent_id text,
  p_provider_refund_id text,
  p_amount integer,
  p_succeeded boolean default true,
  p_refund_id uuid default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_f public.refunds;
  v_s public.checkout_sessions;
  v_reg record;
  v_left integer;
  v_rest integer := coalesce(p_amount, 0);
  v_part integer;
  v_id uuid;
begin
  if not private.is_server_caller() then
    raise exception 'Only the server records refunds' using errcode = '42501', hint = 'server_only';
  end if;
  if p_provider_refund_id is null or p_payment_intent_id is null or v_rest <= 0 then
    return jsonb_build_object('recorded', 0, 'duplicate', false, 'unassigned', greatest(v_rest, 0));
  end if;
  -- One at a time per payment intent (two deliveries of the same event may race).
  perform pg_advisory_xact_lock(hashtext('refund:' || p_payment_intent_id));
  if exists (select 1 from public.refunds where provider_refund_id = p_provider_refund_id) then
    return jsonb_build_object('recorded', 0, 'duplicate', true, 'unassigned', 0);
  end if;
  if not coalesce(p_succeeded, true) then
    if p_refund_id is not null then
      perform public.finish_refund(p_refund_id, false, null, 'Refund failed at Stripe');
    end if;
    return jsonb_build_object('recorded', 0, 'duplicate', false, 'unassigned', 0);
  end if;

  -- Ours, its answer not recorded yet (or recorded as failed while Stripe did refund).
  if p_refund_id is not null then
    select * into v_f from public.refunds where id = p_refund_id and payment_intent_id = p_payment_intent_id for update;
    if found and v_f.status = 'pending' then
      perform public.finish_refund(v_f.id, true, p_provider_refund_id);
      return jsonb_build_object('recorded', v_f.amount, 'duplicate', false, 'unassigned', 0);
    end if;
    if found and v_f.status = 'succeeded' then
      return jsonb_build_object('recorded', 0, 'duplicate', true, 'unassigned', 0);
    end if;
  end if;

  -- A checkout waiting for its refund.
  select * into v_s from public.checkout_sessions
  where payment_intent_id = p_payment_intent_id and status = 'refund_needed'
  order by created_at limit 1 for update;
  if found then
    v_left := v_s.amount_total - private.refund_reserved(null, v_s.id);
    v_part := least(v_rest, greatest(v_left, 0));
    if v_part > 0 then
      insert into public.refunds (checkout_session_id, payment_intent_id, amount, status, provider, source,
                                  provider_refund_id, completed_at)
      values (v_s.id, p_payment_intent_id, v_part, 'succeeded', 'stripe', 'stripe_dashboard',
              p_provider_refund_id, now())
      returning id into v_id;
      perform private.apply_refund(v_id);
      v_rest := v_rest - v_part;
    end if;
  end if;

  -- The registrations paid with it: refund requests first, then the oldest.
  for v_reg in
    select r.id, r.amount_paid from public.registrations r
    where r.payment_intent_id = p_payment_intent_id and r.amount_paid > 0
    order by (r.status = 'refunded') desc, r.created_at, r.id
    for update
  loop
    exit when v_rest <= 0;
    v_left := v_reg.amount_paid - private.refund_reserved(v_reg.id, null);
    v_part := least(v_rest, greatest(v_left, 0));
    continue when v_part <= 0;
    insert into public.refunds (registration_id, payment_intent_id, amount, status, provider, source,
                                provider_refund_id, completed_at)
    values (v_reg.id, p_payment_intent_id, v_part, 'succeeded', 'stripe', 'stripe_dashboard',
            p_provider_refund_id, now())
    returning id into v_id;
    perform private.apply_refund(v_id);
    v_rest := v_rest - v_part;
  end loop;
  return jsonb_build_object('recorded', p_amount - v_rest, 'duplicate', false, 'unassigned', v_rest);
end;
$$;
revoke all on function public.record_provider_refund(text, text, integer, boolean, uuid) from public, anon, authenticated;
grant execute on function public.record_provider_refund(text, text, integer, boolean, uuid) to service_role;

-- =====================================================================
-- The administrators' list
-- =====================================================================

-- /admin/refunds: requested registrations and checkouts to refund, in one
-- list, newest request first. p_filter 'waiting' (nothing refunded yet),
-- 'refunded' (some or all refunded) or 'all'; at most 500 rows per call
-- (p_limit, p_offset). Returns { total, counts: { waiting, refunded, all },
-- rows: [...] } as one JSON value (never more than one PostgREST row).
create or replace function public.admin_refunds(
  p_filter text default 'waiting',
  p_limit integer default 50,
  p_offset integer default 0
)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_filter text := coalesce(p_filter, 'waiting');
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 500);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_result json;
begin
  if not private.is_admin() then
    raise exception 'Only administrators can see refunds' using errcode = '42501', hint = 'admin_only';
  end if;
  if v_filter not in ('waiting', 'refunded', 'all') then
    raise exception 'Unknown filter' using errcode = '22023', hint = 'invalid_filter';
  end if;
  with reserved as (
    select f.registration_id, f.checkout_session_id,
      coalesce(sum(f.amount) filter (where f.status = 'pending'), 0)::integer as pending,
      coalesce(sum(f.amount) filter (where f.status in ('pending', 'succeeded')), 0)::integer as reserved
    from public.refunds f
    group by f.registration_id, f.checkout_session_id
  ),
  items as (
    select 'registration'::text as kind, r.id,
      coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''),
               nullif(trim(concat_ws(' ', v.first_name, v.last_name)), ''),
               r.removed_participant_name, '') as person_name,
      nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as payer_name,
      u.email as payer_email,
      pr.name as program_name,
      r.amount_paid as amount_paid,
      case when r.status = 'refunded' then coalesce(nullif(r.refund_amount, 0), r.amount_paid)
           else r.amount_refunded end as amount_requested,
      r.amount_refunded,
      coalesce(x.pending, 0) as amount_pending,
      greatest(r.amount_paid - coalesce(x.reserved, 0), 0) as amount_left,
      r.refund_reason as reason,
      null::text as failure_code,
      coalesce(r.refunded_at, r.updated_at) as requested_at,
      r.refund_processed_at,
      r.payment_intent_id is not null as has_payment
    from public.registrations r
    left join public.participants p on p.id = r.participant_id
    left join public.volunteer_profiles v on v.id = r.volunteer_id
    left join public.user_profiles u on u.id = r.user_id
    left join public.programs pr on pr.id = r.program_id
    left join reserved x on x.registration_id = r.id
    where r.status = 'refunded' or r.amount_refunded > 0
    union all
    select 'checkout', s.id,
      coalesce((select string_agg(l ->> 'name', ', ')
                from jsonb_array_elements(case when jsonb_typeof(s.payload -> 'lines') = 'array'
                                               then s.payload -> 'lines' else '[]'::jsonb end) l), ''),
      nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''),
      u.email,
      pr.name,
      s.amount_total,
      s.amount_total,
      s.amount_refunded,
      coalesce(x.pending, 0),
      case when s.status = 'refund_needed' then greatest(s.amount_total - coalesce(x.reserved, 0), 0) else 0 end,
      s.error,
      coalesce(s.payload ->> 'failure_code', 'registration_failed'),
      coalesce(s.paid_at, s.created_at),
      s.refund_processed_at,
      s.payment_intent_id is not null
    from public.checkout_sessions s
    left join public.user_profiles u on u.id = s.user_id
    left join public.programs pr on pr.id = s.program_id
    left join reserved x on x.checkout_session_id = s.id
    where s.status = 'refund_needed' or s.amount_refunded > 0
  ),
  stated as (
    select i.*,
      case when i.amount_refunded = 0 then 'waiting'
           when i.amount_refunded >= i.amount_requested then 'refunded'
           else 'partial' end as state
    from items i
  ),
  chosen as (
    select * from stated s
    where v_filter = 'all' or (v_filter = 'waiting' and s.state = 'waiting')
       or (v_filter = 'refunded' and s.state <> 'waiting')
  )
  select json_build_object(
    'total', (select count(*) from chosen),
    'counts', json_build_object(
      'waiting', (select count(*) from stated where state = 'waiting'),
      'refunded', (select count(*) from stated where state <> 'waiting'),
      'all', (select count(*) from stated)),
    'rows', coalesce((
      select json_agg(row_to_json(c) order by c.requested_at desc, c.id desc)
      from (select * from chosen order by requested_at desc, id desc limit v_limit offset v_offset) c
    ), '[]'::json))
  into v_result;
  return v_result;
end;
$$;
revoke all on function public.admin_refunds(text, integer, integer) from public, anon;
grant execute on function public.admin_refunds(text, integer, integer) to authenticated, service_role;

-- =====================================================================
-- The registrations CSV: refund amount and reason (point 4)
-- =====================================================================

-- The screen reads the refund columns of the registrations it shows from the
-- table (admins read every registration); Export All gets them here.

-- As 20261125000700, each row with four more positions: refund_amount
-- (requested), refund_reason, amount_refunded, refund_processed_at.
create or replace function public.admin_registrations_export(
  p_program_id uuid default null,
  p_status text default 'all',
  p_search text default ''
)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_needle text := lower(btrim(coalesce(p_search, '')));
  v_pattern text;
begin
  if not private.is_admin() then
    raise exception 'Only administrators can export registrations' using errcode = '42501';
  end if;
  -- The typed text matches literally (as the screen's ilike: \ % _ escaped).
  v_pattern := '%' || replace(replace(replace(v_needle, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  return json_build_object(
    'programs', coalesce((
      select json_object_agg(g.id, json_build_array(g.name, g.price))
      from public.programs g where p_program_id is null or g.id = p_program_id), '{}'::json),
    'tiers', coalesce((
      select json_object_agg(t.id, json_build_array(t.name, t.price))
      from public.program_price_tiers t where p_program_id is null or t.program_id = p_program_id), '{}'::json),
    'rows', coalesce((
      with contacts as (
        select e.participant_id, e.volunteer_id,
          json_agg(json_build_array(e.name, e.relationship, e.relationship_other, e.phone, e.email, e.is_primary)
            order by e.created_at, e.id) as list
        from public.emergency_contacts e
        group by e.participant_id, e.volunteer_id)
      select json_agg(json_build_array(
        r.id, r.status, r.registration_date, r.amount_paid, r.parent_guardian_name,
        r.waiver_agreed, r.waiver_agreed_at, r.media_consent_agreed, r.media_consent_agreed_at,
        r.program_id, r.price_tier_id,
        case when p.id is null then null else json_build_array(
          p.id, p.first_name, p.last_name, p.email, p.date_of_birth, p.address, p.city,
          p.province, p.position, p.visual_classification, p.visual_condition,
          p.visual_condition_other, p.needs_equipment, p.allergies, p.medical_conditions,
          case when u.id is null then null else json_build_array(u.first_name, u.last_name, u.email, u.phone) end,
          coalesce(pc.list, '[]'::json)) end,
        case when v.id is null then null else json_build_array(
          v.id, v.first_name, v.last_name, v.email, v.date_of_birth, v.address, v.city,
          v.phone, v.medical_conditions, coalesce(vc.list, '[]'::json)) end,
        r.removed_participant_name,
        r.refund_amount, r.refund_reason, r.amount_refunded, r.refund_processed_at
      ) order by r.registration_date desc, r.id desc)
      from public.registrations r
      left join public.participants p on p.id = r.participant_id
      left join public.user_profiles u on u.id = p.parent_guardian_id
      left join public.volunteer_profiles v on v.id = r.volunteer_id
      left join contacts pc on pc.participant_id = p.id and pc.volunteer_id is null
      left join contacts vc on vc.volunteer_id = v.id and vc.participant_id is null
      where (p_program_id is null or r.program_id = p_program_id)
        and (coalesce(p_status, 'all') = 'all' or r.status = p_status)
        and (v_needle = '' or exists (
          select 1 from public.admin_registration_rows s
          where s.id = r.id and s.search_text ilike v_pattern))
    ), '[]'::json));
end;
$$;

revoke all on function public.admin_registrations_export(uuid, text, text) from public, anon;
grant execute on function public.admin_registrations_export(uuid, text, text) to authenticated, service_role;

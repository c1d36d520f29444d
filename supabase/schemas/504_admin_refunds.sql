-- supabase/schemas (the current schema; supabase/README.md): payments and refunds, part 5 of 8.

-- =====================================================================
-- admin_refunds: program_name_fr
-- =====================================================================

-- As 20261125700000, each row with program_name_fr after program_name.
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
      pr.name_fr as program_name_fr,
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
      pr.name_fr,
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
revoke all on function public.admin_refunds(p_filter text, p_limit integer, p_offset integer) from public, anon;

create unique index saved_payment_methods_one_default_idx
  on public.saved_payment_methods (user_id) where is_default;

-- =====================================================================
-- At least one default while the family has a card
-- =====================================================================

-- After a delete (the owner's own delete through the API, remove_payment_method,
-- or an account going away) or an insert that left no default: the newest card
-- left becomes the default.
create or replace function private.keep_one_default_payment_method()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := coalesce(new.user_id, old.user_id);
begin
  if not exists (select 1 from public.saved_payment_methods where user_id = v_user and is_default) then
    update public.saved_payment_methods
    set is_default = true
    where id = (
      select id from public.saved_payment_methods where user_id = v_user order by created_at desc, id desc limit 1
    );
  end if;
  return null;
end;
$$;
revoke all on function private.keep_one_default_payment_method() from public;

create trigger saved_payment_methods_keep_one_default
  after insert or delete on public.saved_payment_methods
  for each row execute function private.keep_one_default_payment_method();

-- =====================================================================
-- Make default / remove (the owner only)
-- =====================================================================

-- The caller's card becomes their default (the others lose it) in one
-- statement order the unique index accepts. Another family's card, or an
-- unknown id, is 'payment_method_not_found' (P0002): nothing tells them apart.
create or replace function public.set_default_payment_method(p_method_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception 'No active session found' using errcode = '42501', hint = 'not_signed_in';
  end if;
  perform 1 from public.saved_payment_methods where id = p_method_id and user_id = v_uid for update;
  if not found then
    raise exception 'Payment method not found' using errcode = 'P0002', hint = 'payment_method_not_found';
  end if;
  update public.saved_payment_methods set is_default = false where user_id = v_uid and is_default and id <> p_method_id;
  update public.saved_payment_methods set is_default = true where id = p_method_id;
end;
$$;
revoke all on function public.set_default_payment_method(p_method_id uuid) from public, anon;

-- Removes the caller's card; the newest card left becomes the default when
-- the removed one was (trigger above). Answers the provider's id, so the
-- server can detach the card from the family's Stripe customer.
create or replace function public.remove_payment_method(p_method_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_provider_id text;
begin
  if v_uid is null then
    raise exception 'No active session found' using errcode = '42501', hint = 'not_signed_in';
  end if;
  delete from public.saved_payment_methods
  where id = p_method_id and user_id = v_uid
  returning provider_payment_method_id into v_provider_id;
  if v_provider_id is null then
    raise exception 'Payment method not found' using errcode = 'P0002', hint = 'payment_method_not_found';
  end if;
  return v_provider_id;
end;
$$;
revoke all on function public.remove_payment_method(p_method_id uuid) from public, anon;

-- Bilingual program content read back (issue 22 point 2, decision 0044):
-- the functions that hand admin-entered text to the app return the French
-- beside the English (X and X_fr, X_fr null when the French is missing), and
-- the admin registrations search matches a program by its English or French
-- name, with or without accents, in any case.
--
-- Redefined here (each from its latest definition):
--   * admin_registration_rows (20261125630000): search_text holds both names;
--   * admin_registrations_export (20261125700000): programs and tiers as
--     [name, price, name_fr]; the typed text folded as the view's;
--   * admin_refunds (20261125700000): program_name_fr beside program_name;
--   * get_available_price_tiers (20261122031400): name_fr and description_fr.
-- Unchanged because they already give the app the table's own columns (it
-- selects name_fr itself): my_registrations() returns registrations rows
-- (PostgREST embeds programs); coordinator_roster() and get_dashboard_counts()
-- return no admin-entered text.

-- =====================================================================
-- Search text of a name
-- =====================================================================

-- A name as the search reads it: lower case with its accents, and lower case
-- without accents ('Été à Québec' -> 'été à québec' and 'ete a quebec'), the
-- typographic apostrophe read as the typed one. The screen lower-cases what is
-- typed (toLocaleLowerCase: 'ÉTÉ' -> 'été'), so the accented form matches an
-- accented search in any case and the folded form an unaccented one. The
-- accented capitals are mapped explicitly because lower() under a C collation
-- (local-supabase) leaves them as they are.
--
-- Plain immutable SQL expressions over built-ins (lower, translate, replace):
-- no SET clause and not security definer, so the planner inlines them into the
-- view (no per-row function call; tests/db/bilingual-search.test.ts checks the
-- plan), as private.province_search_names (20261125630000).
create function private.search_lower(p_text text)
returns text
language sql
immutable
parallel safe
as $$
  select translate(lower(p_text),
    'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝŸŒÆ’',
    'àáâãäåçèéêëìíîïñòóôõöùúûüýÿœæ''')
$$;

create function private.search_fold(p_text text)
returns text
language sql
immutable
parallel safe
as $$
  select replace(replace(translate(private.search_lower(p_text),
    'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ',
    'aaaaaaceeeeiiiinooooouuuuyy'), 'œ', 'oe'), 'æ', 'ae')
$$;

-- A program's English and French names, each with and without accents,
-- separated by the view's separator (chr(31)); a missing French adds nothing.
create function private.program_search_names(p_name text, p_name_fr text)
returns text
language sql
immutable
parallel safe
as $$
  select concat_ws(chr(31),
    private.search_lower(p_name), private.search_fold(p_name),
    private.search_lower(p_name_fr), private.search_fold(p_name_fr))
$$;

revoke all on function private.search_lower(text), private.search_fold(text),
  private.program_search_names(text, text) from public;
-- The view is security_invoker: its reader calls the functions (and may inline them only with EXECUTE).
grant execute on function private.search_lower(text), private.search_fold(text),
  private.program_search_names(text, text) to authenticated, service_role;

-- =====================================================================
-- admin_registration_rows: the program by either name
-- =====================================================================

-- As 20261125630000 left it, with pr.name replaced by both names in both forms.
create or replace view public.admin_registration_rows
with (security_invoker = true) as
select
  r.id, r.status, r.registration_date, r.amount_paid, r.parent_guardian_name,
  r.waiver_agreed, r.waiver_agreed_at, r.media_consent_agreed, r.media_consent_agreed_at,
  r.program_id, r.price_tier_id, r.participant_id, r.volunteer_id,
  lower(concat_ws(chr(31),
    coalesce(p.first_name, v.first_name), coalesce(p.last_name, v.last_name), coalesce(p.email, v.email),
    private.program_search_names(pr.name, pr.name_fr),
    g.first_name, g.last_name, nullif(concat_ws(' ', g.first_name, g.last_name), ''), g.email,
    r.parent_guardian_name, coalesce(p.city, v.city), p.province, private.province_search_names(p.province),
    nullif(concat_ws(' ', coalesce(p.first_name, v.first_name), coalesce(p.last_name, v.last_name)), ''),
    r.removed_participant_name
  )) as search_text,
  r.removed_participant_name
from public.registrations r
left join public.participants p on p.id = r.participant_id
left join public.volunteer_profiles v on v.id = r.volunteer_id
left join public.programs pr on pr.id = r.program_id
left join public.user_profiles g on g.id = p.parent_guardian_id;

-- Read-only, as 20261123090000 left it.
revoke all on public.admin_registration_rows from anon, authenticated, public;
grant select on public.admin_registration_rows to authenticated;

-- =====================================================================
-- admin_registrations_export: French names, the same search
-- =====================================================================

-- As 20261125700000, with programs {id: [name, price, name_fr]} and tiers
-- {id: [name, price, name_fr]} (src/features/admin-registrations/api/export-row.ts),
-- and the typed text lower-cased as the screen does (search_lower: 'ÉTÉ' finds 'été').
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
  v_needle text := private.search_lower(btrim(coalesce(p_search, '')));
  v_pattern text;
begin
  if not private.is_admin() then
    raise exception 'Only administrators can export registrations' using errcode = '42501';
  end if;
  -- The typed text matches literally (as the screen's ilike: \ % _ escaped).
  v_pattern := '%' || replace(replace(replace(v_needle, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  return json_build_object(
    'programs', coalesce((
      select json_object_agg(g.id, json_build_array(g.name, g.price, g.name_fr))
      from public.programs g where p_program_id is null or g.id = p_program_id), '{}'::json),
    'tiers', coalesce((
      select json_object_agg(t.id, json_build_array(t.name, t.price, t.name_fr))
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
revoke all on function public.admin_refunds(text, integer, integer) from public, anon;
grant execute on function public.admin_refunds(text, integer, integer) to authenticated, service_role;

-- =====================================================================
-- get_available_price_tiers: name_fr, description_fr
-- =====================================================================

-- As 20261122031400, with the tier's French name and description after the
-- English ones (a new result type: dropped and created again, same grants).
drop function public.get_available_price_tiers(uuid, date);
create function public.get_available_price_tiers(program_uuid uuid, check_date date default null)
returns table (
  id uuid, program_id uuid, name text, description text, name_fr text, description_fr text, price integer,
  available_from date, available_until date, max_spots integer, spots_taken integer,
  spots_left integer, is_sold_out boolean, is_default boolean, display_order integer
)
language sql
stable
security definer
set search_path = ''
as $$
  select t.id, t.program_id, t.name, t.description, t.name_fr, t.description_fr, t.price,
         t.available_from, t.available_until, t.max_spots, t.spots_taken,
         case when t.max_spots is null then null else greatest(t.max_spots - t.spots_taken, 0) end,
         t.max_spots is not null and t.spots_taken >= t.max_spots,
         t.is_default, t.display_order
  from public.program_price_tiers t
  join public.programs p on p.id = t.program_id
  where t.program_id = program_uuid
    and (p.is_active or private.is_admin())
    and (t.available_from is null or t.available_from <= coalesce(check_date, private.toronto_today()))
    and (t.available_until is null or t.available_until >= coalesce(check_date, private.toronto_today()))
  order by t.display_order, t.created_at
$$;
revoke all on function public.get_available_price_tiers(uuid, date) from public, anon, authenticated;
grant execute on function public.get_available_price_tiers(uuid, date) to anon, authenticated, service_role;

-- supabase/schemas (the current schema; supabase/README.md): admin search, part 2 of 3.

-- One trigger function for every source table: the registrations it shows in.
create function private.registration_search_follow()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_ids uuid[];
begin
  -- One branch per table, so each query is planned on its own index.
  if tg_table_name = 'registrations' then
    v_ids := array[new.id];
  elsif tg_table_name = 'participants' then
    v_ids := array(select r.id from public.registrations r where r.participant_id = new.id);
  elsif tg_table_name = 'volunteer_profiles' then
    v_ids := array(select r.id from public.registrations r where r.volunteer_id = new.id);
  elsif tg_table_name = 'programs' then
    v_ids := array(select r.id from public.registrations r where r.program_id = new.id);
  end if;
  perform private.refresh_registration_search(v_ids);
  return null;
end;
$$;
revoke all on function private.registration_search_follow() from public;

-- (A participant deleted: the registration keeps removed_participant_name and
-- loses participant_id, an update of registrations, followed here.)
create trigger registrations_search_follow
  after update of participant_id, volunteer_id, program_id, parent_guardian_name, removed_participant_name
  on public.registrations
  for each row
  when ((old.participant_id, old.volunteer_id, old.program_id, old.parent_guardian_name, old.removed_participant_name)
        is distinct from
        (new.participant_id, new.volunteer_id, new.program_id, new.parent_guardian_name, new.removed_participant_name))
  execute function private.registration_search_follow();

create trigger participants_search_follow
  after update on public.participants
  for each row
  when ((old.first_name, old.last_name, old.email, old.city, old.province, old.parent_guardian_id)
        is distinct from
        (new.first_name, new.last_name, new.email, new.city, new.province, new.parent_guardian_id))
  execute function private.registration_search_follow();

create trigger volunteer_profiles_search_follow
  after update on public.volunteer_profiles
  for each row
  when ((old.first_name, old.last_name, old.email, old.city)
        is distinct from (new.first_name, new.last_name, new.email, new.city))
  execute function private.registration_search_follow();

create trigger programs_search_follow
  after update on public.programs
  for each row
  when ((old.name, old.name_fr) is distinct from (new.name, new.name_fr))
  execute function private.registration_search_follow();

-- A guardian's profile shows in the registrations of their children.
create function private.registration_search_follow_guardian()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.refresh_registration_search(array(
    select r.id from public.participants p
    join public.registrations r on r.participant_id = p.id
    where p.parent_guardian_id = new.id));
  return null;
end;
$$;
revoke all on function private.registration_search_follow_guardian() from public;

create trigger user_profiles_search_follow
  after update on public.user_profiles
  for each row
  when ((old.first_name, old.last_name, old.email) is distinct from (new.first_name, new.last_name, new.email))
  execute function private.registration_search_follow_guardian();

-- =====================================================================
-- admin_registration_rows: the stored text, and the refund columns
-- =====================================================================

-- As 20261125834000 left it, search_text read from registration_search (null
-- for a non-admin reader: the policy), and the refund columns appended (what
-- the screen read in a second request before).
create or replace view public.admin_registration_rows
with (security_invoker = true) as
select
  r.id, r.status, r.registration_date, r.amount_paid, r.parent_guardian_name,
  r.waiver_agreed, r.waiver_agreed_at, r.media_consent_agreed, r.media_consent_agreed_at,
  r.program_id, r.price_tier_id, r.participant_id, r.volunteer_id,
  s.search_text,
  r.removed_participant_name,
  r.refund_amount, r.refund_reason, r.amount_refunded, r.refund_processed_at
from public.registrations r
left join public.registration_search s on s.registration_id = r.id;
-- Read only: default privileges would also grant insert/update/delete.
-- Read-only, as 20261123090000 left it.
revoke all on table public.admin_registration_rows from anon, authenticated;
grant select on table public.admin_registration_rows to authenticated;

-- =====================================================================
-- Filters shared by the page and the export
-- =====================================================================

-- The WHERE clause (over registrations r) of the chosen filters, with $1 the
-- program, $2 the status and $3 the LIKE pattern of the folded typed text
-- (literal: \ % _ escaped). Only the filters in use are written, so each
-- query is planned with what it needs (the trigram index for a search).
create function private.admin_registrations_where(p_program_id uuid, p_status text, p_pattern text)
returns text
language sql
stable
set search_path = ''
as $$
  select concat(' where true',
    case when p_program_id is not null then ' and r.program_id = $1' end,
    case when coalesce(p_status, 'all') <> 'all' then ' and r.status = $2' end,
    case when p_pattern is not null then
      ' and r.id in (select s.registration_id from public.registration_search s where s.search_text like $3)' end)
$$;
revoke all on function private.admin_registrations_where(p_program_id uuid, p_status text, p_pattern text) from public;

-- The typed text as a LIKE pattern over the stored text, or null for no search.
create function private.admin_search_pattern(p_search text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when private.search_fold(btrim(coalesce(p_search, ''))) = '' then null
    else '%' || replace(replace(replace(private.search_fold(btrim(p_search)), '\', '\\'), '%', '\%'), '_', '\_') || '%'
  end
$$;
revoke all on function private.admin_search_pattern(p_search text) from public;

-- Registrations by id, in the order given, in the export's positional shape
-- (src/features/admin-registrations/api/export-row.ts), with the programs and
-- tiers they name (each once). The medical fields (participants' visual
-- condition, allergies and medical conditions; volunteers' medical conditions)
-- only when p_medical (decision 0064): the screen's pages leave them null, the
-- exports, which write them to the CSV, ask for them and log that read.
create function private.admin_registrations_payload(p_ids uuid[], p_medical boolean)
returns json
language sql
stable
set search_path = ''
as $$
  with page as (
    select r.*, u.ord
    from unnest(p_ids) with ordinality as u(id, ord)
    join public.registrations r on r.id = u.id
  )
  select json_build_object(
    'programs', coalesce((
      select json_object_agg(g.id, json_build_array(g.name, g.price, g.name_fr))
      from public.programs g where g.id in (select program_id from page)), '{}'::json),
    'tiers', coalesce((
      select json_object_agg(t.id, json_build_array(t.name, t.price, t.name_fr))
      from public.program_price_tiers t where t.id in (select price_tier_id from page)), '{}'::json),
    'rows', coalesce((
      select json_agg(json_build_array(
        r.id, r.status, r.registration_date, r.amount_paid, r.parent_guardian_name,
        r.waiver_agreed, r.waiver_agreed_at, r.media_consent_agreed, r.media_consent_agreed_at,
        r.program_id, r.price_tier_id,
        case when p.id is null then null else json_build_array(
          p.id, p.first_name, p.last_name, p.email, p.date_of_birth, p.address, p.city,
          p.province, p.position, p.visual_classification,
          case when p_medical then p.visual_condition end, case when p_medical then p.visual_condition_other end,
          p.needs_equipment, case when p_medical then p.allergies end, case when p_medical then p.medical_conditions end,
          case when u.id is null then null else json_build_array(u.first_name, u.last_name, u.email, u.phone) end,
          coalesce((
            select json_agg(json_build_array(e.name, e.relationship, e.relationship_other, e.phone, e.email, e.is_primary)
              order by e.created_at, e.id)
            from public.emergency_contacts e where e.participant_id = p.id and e.volunteer_id is null), '[]'::json)) end,
        case when v.id is null then null else json_build_array(
          v.id, v.first_name, v.last_name, v.email, v.date_of_birth, v.address, v.city,
          v.phone, case when p_medical then v.medical_conditions end,
          coalesce((
            select json_agg(json_build_array(e.name, e.relationship, e.relationship_other, e.phone, e.email, e.is_primary)
              order by e.created_at, e.id)
            from public.emergency_contacts e where e.volunteer_id = v.id and e.participant_id is null), '[]'::json)) end,
        r.removed_participant_name,
        r.refund_amount, r.refund_reason, r.amount_refunded, r.refund_processed_at
      ) order by r.ord)
      from page r
      left join public.participants p on p.id = r.participant_id
      left join public.user_profiles u on u.id = p.parent_guardian_id
      left join public.volunteer_profiles v on v.id = r.volunteer_id
    ), '[]'::json))
$$;
revoke all on function private.admin_registrations_payload(p_ids uuid[], p_medical boolean) from public;

-- supabase/schemas (the current schema; supabase/README.md): concussion, part 3 of 6.

-- =====================================================================
-- Removal from sport and return to sport
-- =====================================================================

-- An active coordinator of the program (active staff account, active
-- assignment) or an admin records a suspected concussion of a participant
-- registered (pending/approved) in that program. Anyone else gets
-- not_coordinator, whatever the program or participant named. The
-- participant is removed from sport everywhere until an admin records the
-- medical clearance. Returns the removal's id. Logged as a write.
create or replace function public.record_suspected_concussion(
  p_program_id uuid,
  p_participant_id uuid,
  p_suspected_on date,
  p_notes text
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_today date := private.toronto_today();
  v_notes text := nullif(trim(coalesce(p_notes, '')), '');
  v_id uuid;
begin
  if auth.uid() is null then
    raise exception 'Please sign in' using errcode = '42501', hint = 'not_signed_in';
  end if;
  if not (private.is_admin() or private.is_coordinator_of(p_program_id)) then
    raise exception 'You are not a coordinator of this program' using errcode = '42501', hint = 'not_coordinator';
  end if;
  if not exists (select 1 from public.registrations r
                 where r.program_id = p_program_id and r.participant_id = p_participant_id
                   and r.status in ('pending', 'approved')) then
    raise exception 'This participant is not registered in this program' using errcode = '23514', hint = 'not_in_program';
  end if;
  if p_suspected_on is null or p_suspected_on > v_today or p_suspected_on < (v_today - interval '1 year')::date then
    raise exception 'The date must be today or within the past year' using errcode = '22023', hint = 'invalid_date';
  end if;
  if char_length(v_notes) > 500 then
    raise exception 'The notes are too long' using errcode = '22001', hint = 'text_too_long';
  end if;
  -- One open removal per participant (the unique index settles a race).
  perform 1 from public.participants p where p.id = p_participant_id for update;
  if exists (select 1 from public.concussion_removals r where r.participant_id = p_participant_id and r.cleared_at is null) then
    raise exception 'This participant is already removed from sport' using errcode = '23505', hint = 'already_removed';
  end if;
  begin
    insert into public.concussion_removals (participant_id, program_id, suspected_on, notes, recorded_by, recorded_at)
    values (p_participant_id, p_program_id, p_suspected_on, v_notes, auth.uid(), now())
    returning id into v_id;
  exception when unique_violation then
    raise exception 'This participant is already removed from sport' using errcode = '23505', hint = 'already_removed';
  end;
  perform private.log_data_access('write', 'concussion_removal', array[p_participant_id], p_program_id,
                                  'record_suspected_concussion');
  return v_id;
end;
$$;
revoke all on function public.record_suspected_concussion(p_program_id uuid, p_participant_id uuid, p_suspected_on date, p_notes text) from public, anon;

-- An admin records the medical clearance (return to sport): the day cleared
-- (not before the suspected day, not after today) and an optional note (who
-- cleared, kept to the minimum). Logged as a write.
create or replace function public.record_medical_clearance(p_removal_id uuid, p_cleared_on date, p_note text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_removal public.concussion_removals;
  v_note text := nullif(trim(coalesce(p_note, '')), '');
begin
  if not private.is_admin() then
    raise exception 'Only administrators record a medical clearance' using errcode = '42501', hint = 'admin_only';
  end if;
  select * into v_removal from public.concussion_removals where id = p_removal_id for update;
  if not found then
    raise exception 'Removal not found' using errcode = 'P0002', hint = 'removal_not_found';
  end if;
  if v_removal.cleared_at is not null then
    raise exception 'This removal is already cleared' using errcode = '23514', hint = 'already_cleared';
  end if;
  if p_cleared_on is null or p_cleared_on < v_removal.suspected_on or p_cleared_on > private.toronto_today() then
    raise exception 'The clearance date must be between the suspected day and today'
      using errcode = '22023', hint = 'invalid_date';
  end if;
  if char_length(v_note) > 500 then
    raise exception 'The note is too long' using errcode = '22001', hint = 'text_too_long';
  end if;
  update public.concussion_removals
  set cleared_on = p_cleared_on, cleared_note = v_note, cleared_by = auth.uid(), cleared_at = now()
  where id = p_removal_id;
  perform private.log_data_access('write', 'concussion_clearance', array[v_removal.participant_id],
                                  v_removal.program_id, 'record_medical_clearance');
end;
$$;
revoke all on function public.record_medical_clearance(p_removal_id uuid, p_cleared_on date, p_note text) from public, anon;

-- =====================================================================
-- Admin report and removals
-- =====================================================================

-- Per program (current and upcoming, or the one asked), each athlete,
-- volunteer and coordinator with their confirmation and removal:
-- [{program_id, program_name, program_name_fr, person_kind, person_id
--   (participant id; the user id of a volunteer or coordinator), person_name,
--   family_email, minor, confirmation_valid_until, code_of_conduct,
--   guardian_confirmed, removed_since, removal_id}]. Logs one read.
create or replace function public.admin_concussion_report(p_program_id uuid default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_today date := private.toronto_today();
  v_out jsonb;
  v_ids uuid[];
begin
  if not private.is_admin() then
    raise exception 'Administrators only' using errcode = '42501', hint = 'admin_only';
  end if;
  with progs as (
    select g.id, g.name, g.name_fr, g.start_date from public.programs g
    where (p_program_id is null and g.end_date >= v_today) or g.id = p_program_id
  ), people as (
    select g.id as program_id, g.name as program_name, g.name_fr as program_name_fr, g.start_date,
           'athlete'::text as person_kind, p.id as person_id,
           trim(concat_ws(' ', p.first_name, p.last_name)) as person_name,
           coalesce(pg.email, pu.email) as family_email, private.concussion_minor(p) as minor,
           a.valid_until, a.code_of_conduct_document_id is not null as code_of_conduct,
           a.guardian_id is not null as guardian_confirmed,
           rm.since as removed_since, rm.id as removal_id
    from progs g
    join public.registrations r on r.program_id = g.id and r.status in ('pending', 'approved')
    join public.participants p on p.id = r.participant_id
    left join public.user_profiles pu on pu.id = p.user_id
    left join public.user_profiles pg on pg.id = p.parent_guardian_id
    left join lateral (select * from private.valid_athlete_confirmation(p.id) x where x.id is not null) a on true
    left join lateral (select x.id, x.suspected_on as since from public.concussion_removals x
                       where x.participant_id = p.id and x.cleared_at is null
                       order by x.suspected_on limit 1) rm on true
    union all
    select g.id, g.name, g.name_fr, g.start_date, 'volunteer', v.user_id,
           trim(concat_ws(' ', coalesce(v.first_name, u.first_name), coalesce(v.last_name, u.last_name))),
           u.email, false, s.valid_until, s.code_of_conduct_document_id is not null, false, null, null
    from progs g
    join public.registrations r on r.program_id = g.id and r.status in ('pending', 'approved')
    join public.volunteer_profiles v on v.id = r.volunteer_id
    join public.user_profiles u on u.id = v.user_id
    left join lateral (select * from private.valid_staff_confirmation(v.user_id) x where x.id is not null) s on true
    union all
    select g.id, g.name, g.name_fr, g.start_date, 'coordinator', u.id,
           trim(concat_ws(' ', u.first_name, u.last_name)), u.email, false,
           s.valid_until, s.code_of_conduct_document_id is not null, false, null, null
    from progs g
    join public.program_coordinators pc on pc.program_id = g.id and pc.is_active
    join public.user_profiles u on u.id = pc.user_id
    left join lateral (select * from private.valid_staff_confirmation(u.id) x where x.id is not null) s on true
  )
  select coalesce(jsonb_agg(jsonb_build_object(
      'program_id', program_id, 'program_name', program_name, 'program_name_fr', program_name_fr,
      'person_kind', person_kind, 'person_id', person_id, 'person_name', person_name,
      'family_email', family_email, 'minor', minor, 'confirmation_valid_until', valid_until,
      'code_of_conduct', coalesce(code_of_conduct, false), 'guardian_confirmed', coalesce(guardian_confirmed, false),
      'removed_since', removed_since, 'removal_id', removal_id)
      order by start_date, program_name, program_id,
               case person_kind when 'coordinator' then 0 when 'athlete' then 1 else 2 end, person_name, person_id),
      '[]'::jsonb),
    coalesce(array_agg(distinct person_id) filter (where person_kind = 'athlete'), '{}')
  into v_out, v_ids
  from people;
  perform private.log_data_access('read', 'concussion_status', v_ids, p_program_id, 'admin_concussion_report');
  return v_out;
end;
$$;
revoke all on function public.admin_concussion_report(p_program_id uuid) from public, anon;

-- Removals (open ones only, or all, newest first, at most 500):
-- [{id, participant_id, participant_name, program_id, program_name,
--   program_name_fr, suspected_on, notes, recorded_by_name, recorded_at,
--   cleared_on, cleared_note, cleared_by_name, cleared_at}]. Logs one read.
create or replace function public.admin_concussion_removals(p_open_only boolean default true)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_out jsonb;
  v_ids uuid[];
begin
  if not private.is_admin() then
    raise exception 'Administrators only' using errcode = '42501', hint = 'admin_only';
  end if;
  select coalesce(jsonb_agg(jsonb_build_object(
      'id', x.id, 'participant_id', x.participant_id, 'participant_name', x.participant_name,
      'program_id', x.program_id, 'program_name', x.program_name, 'program_name_fr', x.program_name_fr,
      'suspected_on', x.suspected_on, 'notes', x.notes, 'recorded_by_name', x.recorded_by_name,
      'recorded_at', x.recorded_at, 'cleared_on', x.cleared_on, 'cleared_note', x.cleared_note,
      'cleared_by_name', x.cleared_by_name, 'cleared_at', x.cleared_at)
      order by x.cleared_at is not null, x.suspected_on desc, x.recorded_at desc), '[]'::jsonb),
    coalesce(array_agg(distinct x.participant_id), '{}')
  into v_out, v_ids
  from (
    select r.*, trim(concat_ws(' ', p.first_name, p.last_name)) as participant_name,
           g.name as program_name, g.name_fr as program_name_fr,
           nullif(trim(concat_ws(' ', rb.first_name, rb.last_name)), '') as recorded_by_name,
           nullif(trim(concat_ws(' ', cb.first_name, cb.last_name)), '') as cleared_by_name
    from public.concussion_removals r
    join public.participants p on p.id = r.participant_id
    left join public.programs g on g.id = r.program_id
    left join public.user_profiles rb on rb.id = r.recorded_by
    left join public.user_profiles cb on cb.id = r.cleared_by
    where not coalesce(p_open_only, true) or r.cleared_at is null
    order by r.cleared_at is not null, r.suspected_on desc, r.recorded_at desc
    limit 500) x;
  perform private.log_data_access('read', 'concussion_removal', v_ids, null, 'admin_concussion_removals');
  return v_out;
end;
$$;
revoke all on function public.admin_concussion_removals(p_open_only boolean) from public, anon;

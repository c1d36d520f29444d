-- Issue 25 points 1-2: every read of a person's medical or emergency data by
-- someone outside the family goes through a security-definer function that
-- writes ONE data_access_log record in the same transaction; nobody reads that
-- data from the tables directly any more, except the family itself.
--
-- What is sensitive ("medical or emergency" data):
--   participants.allergies, .medical_conditions, .visual_condition,
--   .visual_condition_other; volunteer_profiles.medical_conditions; every
--   emergency_contacts row; concussion_removals (logged since 20261127200000).
--   visual_classification (B1-B4: the sport class coordinators group players
--   by) is not.
--
-- Direct reads (PostgREST, any signed-in user):
-- * participants and volunteer_profiles: SELECT is granted column by column,
--   without the sensitive columns, so `select allergies ...` fails with 42501
--   for everyone, the family included (the browser's owner reads moved to
--   my_participant_health / my_volunteer_health below). Row security is
--   unchanged: coordinators and admins still read names, dates, addresses.
--   Owner writes keep their column UPDATE grants.
-- * emergency_contacts: read, insert, update and delete only by the owner (the
--   participant's account or guardian, the volunteer's account). Admins no
--   longer read or write the table; an admin who fixes a family's list calls
--   save_emergency_contacts, which is now security definer and logs the write.
--
-- What is logged (data_access_log, one record per call, actor = auth.uid()):
--   what                    reason                       when
--   medical_and_emergency   coordinator_roster           a coordinator or admin opens a roster (participants,
--                                                         volunteers, program; replaces the 'concussion_status'
--                                                         record the roster wrote)
--   medical_and_emergency   admin_registrations_page     each page of the admin registrations screen (its rows
--                                                         carry allergies, medical conditions, visual condition
--                                                         and contacts, which Export Selected writes to the CSV);
--                                                         scope = filters and page
--   medical_and_emergency   admin_registrations_export   each page of Export All; scope = the filters
--   visual_condition        admin_users_page             an admin users page holding at least one participant's
--                                                         visual condition (the users CSV's Visual Condition
--                                                         column, spec 2 section 9); scope = filter, search, page
--   emergency_contacts      save_emergency_contacts      (action 'write') an admin changes someone else's list
-- Not logged: the family's own reads and writes (my_participant_health,
-- my_volunteer_health, their own contacts), and reads of the log itself
-- (admin_access_log, my_participant_access: they hold no medical data).
--
-- The log gains volunteer_ids (volunteers whose data was read) and scope (an
-- export's filters); private.log_data_access gains a 7-argument form.
-- admin_access_log (admins) searches the log; my_participant_access lets a
-- family see who outside the family read its participant's data.

-- =====================================================================
-- The log: volunteers and scope
-- =====================================================================

alter table public.data_access_log
  add column volunteer_ids uuid[] not null default '{}' check (cardinality(volunteer_ids) <= 100000),
  add column scope jsonb check (scope is null or octet_length(scope::text) <= 4000);
create index data_access_log_volunteers_idx on public.data_access_log using gin (volunteer_ids);

-- As the 5-argument form (which stays), plus the volunteers read and the
-- scope (filters of an export, page), stored as given.
create function private.log_data_access(
  p_action text,
  p_what text,
  p_participant_ids uuid[],
  p_program_id uuid,
  p_reason text,
  p_volunteer_ids uuid[],
  p_scope jsonb
)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.data_access_log
    (actor_id, actor_role, action, what, participant_ids, program_id, reason, volunteer_ids, scope)
  values (auth.uid(), (select u.role from public.user_profiles u where u.id = auth.uid()), p_action, p_what,
          coalesce(p_participant_ids, '{}'), p_program_id, p_reason, coalesce(p_volunteer_ids, '{}'), p_scope)
$$;
revoke all on function private.log_data_access(text, text, uuid[], uuid, text, uuid[], jsonb) from public;
grant execute on function private.log_data_access(text, text, uuid[], uuid, text, uuid[], jsonb)
  to authenticated, service_role;

-- =====================================================================
-- Column privileges
-- =====================================================================

-- Every column but allergies, medical_conditions, visual_condition and
-- visual_condition_other. A column added later is not readable until granted.
revoke select on public.participants from authenticated;
grant select (
  id, user_id, parent_guardian_id, first_name, last_name, email, date_of_birth, address, city, province,
  postal_code, gender_identity, gender_self_description, visual_classification, played_traditional_hockey,
  first_played_blind_hockey_year, hockey_referral_source, hockey_referral_other, position, social_media_handles,
  skating_experience, is_first_time_participant, needs_equipment, concussion_acknowledged_at, created_at, updated_at
) on public.participants to authenticated;

-- Every column but medical_conditions.
revoke select on public.volunteer_profiles from authenticated;
grant select (
  id, user_id, first_name, last_name, email, date_of_birth, age, address, city, phone,
  has_hockey_canada_certificate, coaching_experience_level, has_first_aid_certificate,
  has_volunteered_cbh_before, has_vulnerable_sector_check, created_at, updated_at
) on public.volunteer_profiles to authenticated;

-- =====================================================================
-- emergency_contacts: the owner only
-- =====================================================================

drop policy "Emergency contacts are viewable by their owner, coordinators and admins" on public.emergency_contacts;
drop policy "Users can add emergency contacts to their own people" on public.emergency_contacts;
drop policy "Emergency contacts are editable by their owner and admins" on public.emergency_contacts;
drop policy "Emergency contacts are deletable by their owner and admins" on public.emergency_contacts;

create policy "Emergency contacts are viewable by their owner"
  on public.emergency_contacts for select to authenticated
  using (
    participant_id in (select private.my_participant_ids())
    or volunteer_id in (select private.my_volunteer_ids())
  );

-- Checked on the new row: a contact cannot be attached to someone else's person.
create policy "Users can add emergency contacts to their own people"
  on public.emergency_contacts for insert to authenticated
  with check (private.owns_participant(participant_id) or private.owns_volunteer(volunteer_id));

-- Both the old and the new owner must be the caller's.
create policy "Emergency contacts are editable by their owner"
  on public.emergency_contacts for update to authenticated
  using (private.owns_participant(participant_id) or private.owns_volunteer(volunteer_id))
  with check (private.owns_participant(participant_id) or private.owns_volunteer(volunteer_id));

create policy "Emergency contacts are deletable by their owner"
  on public.emergency_contacts for delete to authenticated
  using (private.owns_participant(participant_id) or private.owns_volunteer(volunteer_id));

-- =====================================================================
-- The family's own reads
-- =====================================================================

-- The caller's participants' sensitive fields (their own record and their
-- children's), or one of them. Not logged: the family's own data.
create function public.my_participant_health(p_participant_id uuid default null)
returns table (
  participant_id uuid,
  allergies text,
  medical_conditions text,
  visual_condition text,
  visual_condition_other text
)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, p.allergies, p.medical_conditions, p.visual_condition, p.visual_condition_other
  from public.participants p
  where (p.user_id = auth.uid() or p.parent_guardian_id = auth.uid())
    and (p_participant_id is null or p.id = p_participant_id)
  order by p.created_at, p.id
$$;
revoke all on function public.my_participant_health(uuid) from public, anon;
grant execute on function public.my_participant_health(uuid) to authenticated, service_role;

-- The caller's volunteer profile's medical conditions (zero or one row).
create function public.my_volunteer_health()
returns table (volunteer_id uuid, medical_conditions text)
language sql
stable
security definer
set search_path = ''
as $$
  select v.id, v.medical_conditions from public.volunteer_profiles v where v.user_id = auth.uid()
$$;
revoke all on function public.my_volunteer_health() from public, anon;
grant execute on function public.my_volunteer_health() to authenticated, service_role;

-- =====================================================================
-- save_emergency_contacts: security definer, an admin's change logged
-- =====================================================================

-- As 20261125620000, but security definer: the table's policies now admit the
-- owner only, so the owner-or-admin check below is what lets a caller in (it
-- ran before as well; a contact id must belong to the person being changed).
-- When the caller is not the owner (an admin), the write is logged.
create or replace function public.save_emergency_contacts(
  p_contacts jsonb, p_participant_id uuid default null, p_volunteer_id uuid default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_item jsonb;
  v_id uuid;
  v_primary_at int;
  v_ids uuid[] := '{}';
  v_primary_id uuid;
  v_n int;
  v_owner boolean;
  i int;
begin
  if auth.uid() is null then
    raise exception 'Please sign in' using errcode = '42501', hint = 'not_signed_in';
  end if;
  perform private.assert_active_account();
  if num_nonnulls(p_participant_id, p_volunteer_id) <> 1 then
    raise exception 'Give exactly one of participant and volunteer' using errcode = '22023';
  end if;
  v_owner := (p_participant_id is not null and private.owns_participant(p_participant_id))
          or (p_volunteer_id is not null and private.owns_volunteer(p_volunteer_id));
  if not (v_owner or private.is_admin()) then
    raise exception 'You do not have permission to change these emergency contacts'
      using errcode = '42501', hint = 'emergency_contacts_not_owner';
  end if;
  if p_contacts is null or jsonb_typeof(p_contacts) <> 'array' or jsonb_array_length(p_contacts) = 0 then
    raise exception 'At least one emergency contact is required'
      using errcode = '23514', hint = 'emergency_contacts_required';
  end if;
  v_n := jsonb_array_length(p_contacts);
  if v_n > 3 then
    raise exception 'A person can have at most 3 emergency contacts'
      using errcode = '23514', hint = 'emergency_contacts_too_many';
  end if;
  select count(*) filter (where (c ->> 'is_primary')::boolean is true)
    into i from jsonb_array_elements(p_contacts) c;
  if i <> 1 then
    raise exception 'Exactly one emergency contact must be the primary contact'
      using errcode = '23514', hint = 'emergency_contacts_one_primary';
  end if;
  -- Lock the person's row: concurrent saves of one list run one after the other.
  if p_participant_id is not null then
    perform 1 from public.participants p where p.id = p_participant_id for no key update;
  else
    perform 1 from public.volunteer_profiles v where v.id = p_volunteer_id for no key update;
  end if;
  for i in 0 .. v_n - 1 loop
    v_item := p_contacts -> i;
    if jsonb_typeof(v_item) <> 'object' then
      raise exception 'Each emergency contact is an object' using errcode = '22023';
    end if;
    perform private.require_keys(v_item, array['name', 'relationship', 'phone'], 'emergency_contact_required_fields');
    if p_volunteer_id is not null then
      perform private.require_keys(v_item, array['email'], 'volunteer_contact_email_required');
    end if;
    if nullif(v_item ->> 'id', '') is not null then
      v_id := (v_item ->> 'id')::uuid;
      if v_id = any (v_ids) or not exists (
        select 1 from public.emergency_contacts e
         where e.id = v_id
           and e.participant_id is not distinct from p_participant_id
           and e.volunteer_id is not distinct from p_volunteer_id) then
        raise exception 'Emergency contact not found'
          using errcode = 'P0002', hint = 'emergency_contact_not_found';
      end if;
    end if;
    v_ids := v_ids || coalesce(v_id, gen_random_uuid());
    v_id := null;
  end loop;

  -- Remove the contacts left out, then demote every kept one so that the
  -- one-primary index never sees two primaries while the list changes.
  delete from public.emergency_contacts e
   where e.participant_id is not distinct from p_participant_id
     and e.volunteer_id is not distinct from p_volunteer_id
     and e.id <> all (v_ids);
  update public.emergency_contacts e set is_primary = false
   where e.id = any (v_ids) and e.is_primary;
  for i in 0 .. v_n - 1 loop
    v_item := p_contacts -> i;
    if exists (select 1 from public.emergency_contacts e where e.id = v_ids[i + 1]) then
      update public.emergency_contacts e
         set name = v_item ->> 'name',
             relationship = v_item ->> 'relationship',
             relationship_other = v_item ->> 'relationship_other',
             phone = v_item ->> 'phone',
             email = v_item ->> 'email'
       where e.id = v_ids[i + 1];
    else
      insert into public.emergency_contacts (id, participant_id, volunteer_id, name, relationship,
                                             relationship_other, phone, email, is_primary)
      values (v_ids[i + 1], p_participant_id, p_volunteer_id, v_item ->> 'name', v_item ->> 'relationship',
              v_item ->> 'relationship_other', v_item ->> 'phone', v_item ->> 'email', false);
    end if;
    if (v_item ->> 'is_primary')::boolean is true then
      v_primary_id := v_ids[i + 1];
    end if;
  end loop;
  update public.emergency_contacts e set is_primary = true where e.id = v_primary_id;

  -- The list rules now, so a refusal reaches the caller as this call's error.
  perform private.assert_contact_list(p_participant_id, p_volunteer_id, true);

  -- An admin changing (and reading back) someone else's list: one record.
  if not v_owner then
    perform private.log_data_access('write', 'emergency_contacts',
      case when p_participant_id is null then '{}'::uuid[] else array[p_participant_id] end, null,
      'save_emergency_contacts',
      case when p_volunteer_id is null then '{}'::uuid[] else array[p_volunteer_id] end, null);
  end if;

  return coalesce((
    select jsonb_agg(jsonb_build_object(
      'id', e.id, 'name', e.name, 'relationship', e.relationship, 'relationship_other', e.relationship_other,
      'phone', e.phone, 'email', e.email, 'is_primary', e.is_primary)
      order by e.is_primary desc, e.created_at, e.id)
    from public.emergency_contacts e
    where e.participant_id is not distinct from p_participant_id
      and e.volunteer_id is not distinct from p_volunteer_id), '[]'::jsonb);
end;
$$;
revoke all on function public.save_emergency_contacts(jsonb, uuid, uuid) from public, anon, authenticated;
grant execute on function public.save_emergency_contacts(jsonb, uuid, uuid) to authenticated, service_role;

-- =====================================================================
-- coordinator_roster
-- =====================================================================

-- As 20261127200000 (every field kept: the roster is where coordinators see
-- allergies, medical conditions and contacts on the ice). Its one record per
-- call is now 'medical_and_emergency' (it was 'concussion_status') and names
-- the volunteers read as well as the participants.
create or replace function public.coordinator_roster(p_program_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_out jsonb;
  v_ids uuid[];
  v_volunteer_ids uuid[];
begin
  if auth.uid() is null then
    raise exception 'Please sign in' using errcode = '42501', hint = 'not_signed_in';
  end if;
  if not (private.is_admin() or private.is_coordinator_of(p_program_id)) then
    raise exception 'You are not a coordinator of this program' using errcode = '42501', hint = 'not_coordinator';
  end if;
  select coalesce(jsonb_agg(
      jsonb_build_object(
        'id', r.id,
        'status', r.status,
        'registration_date', r.registration_date,
        'participant', case when p.id is null then null else jsonb_build_object(
          'id', p.id, 'first_name', p.first_name, 'last_name', p.last_name, 'email', p.email,
          'date_of_birth', p.date_of_birth, 'address', p.address, 'city', p.city, 'province', p.province,
          'postal_code', p.postal_code, 'gender_identity', p.gender_identity,
          'gender_self_description', p.gender_self_description,
          'visual_classification', p.visual_classification, 'skating_experience', p.skating_experience,
          'allergies', p.allergies, 'medical_conditions', p.medical_conditions,
          'emergency_contacts', coalesce((
            select jsonb_agg(jsonb_build_object(
              'name', e.name, 'relationship', e.relationship, 'relationship_other', e.relationship_other,
              'phone', e.phone, 'is_primary', e.is_primary) order by e.is_primary desc, e.created_at)
            from public.emergency_contacts e where e.participant_id = p.id), '[]'::jsonb)) end,
        'volunteer', case when v.id is null then null else jsonb_build_object(
          'id', v.id, 'first_name', v.first_name, 'last_name', v.last_name, 'email', v.email,
          'date_of_birth', v.date_of_birth, 'address', v.address, 'city', v.city, 'phone', v.phone,
          'medical_conditions', v.medical_conditions,
          'emergency_contacts', coalesce((
            select jsonb_agg(jsonb_build_object(
              'name', e.name, 'relationship', e.relationship, 'relationship_other', e.relationship_other,
              'phone', e.phone, 'is_primary', e.is_primary) order by e.is_primary desc, e.created_at)
            from public.emergency_contacts e where e.volunteer_id = v.id), '[]'::jsonb)) end,
        'removed_from_sport', (select jsonb_build_object('since', min(x.suspected_on))
                               from public.concussion_removals x
                               where p.id is not null and x.participant_id = p.id and x.cleared_at is null
                               having count(*) > 0),
        'concussion_valid_until', c.valid_until,
        'code_of_conduct', coalesce(c.code_of_conduct_document_id is not null, false)
      ) order by r.registration_date, r.id), '[]'::jsonb),
    coalesce(array_agg(p.id) filter (where p.id is not null), '{}'),
    coalesce(array_agg(v.id) filter (where v.id is not null), '{}')
  into v_out, v_ids, v_volunteer_ids
  from public.registrations r
  left join public.participants p on p.id = r.participant_id
  left join public.volunteer_profiles v on v.id = r.volunteer_id
  left join lateral (
    select * from private.valid_athlete_confirmation(p.id) a where p.id is not null and a.id is not null
    union all
    select * from private.valid_staff_confirmation(v.user_id) s where v.id is not null and s.id is not null
    limit 1) c on true
  where r.program_id = p_program_id and r.status in ('pending', 'approved');
  perform private.log_data_access('read', 'medical_and_emergency', v_ids, p_program_id, 'coordinator_roster',
    v_volunteer_ids, null);
  return v_out;
end;
$$;
revoke all on function public.coordinator_roster(uuid) from public, anon;
grant execute on function public.coordinator_roster(uuid) to authenticated, service_role;

-- =====================================================================
-- Admin registrations: the page and Export All log their reads
-- =====================================================================

-- One record of a read of these registrations' people (participants and
-- volunteers), with the filters as scope.
create function private.log_registrations_read(p_ids uuid[], p_program_id uuid, p_reason text, p_scope jsonb)
returns void
language sql
security definer
set search_path = ''
as $$
  select private.log_data_access('read', 'medical_and_emergency',
    coalesce((select array_agg(r.participant_id order by u.ord) from unnest(p_ids) with ordinality u(id, ord)
              join public.registrations r on r.id = u.id where r.participant_id is not null), '{}'),
    p_program_id, p_reason,
    coalesce((select array_agg(r.volunteer_id order by u.ord) from unnest(p_ids) with ordinality u(id, ord)
              join public.registrations r on r.id = u.id where r.volunteer_id is not null), '{}'),
    p_scope)
$$;
revoke all on function private.log_registrations_read(uuid[], uuid, text, jsonb) from public, anon, authenticated;

-- As 20261126100000, volatile (it writes the log; the app calls it with POST),
-- and one record per call: the page's participants and volunteers. The rows
-- keep allergies, medical conditions and the visual condition: the screen's
-- Export Selected writes them to the CSV (spec 2 section 9), so the record
-- says 'medical_and_emergency', not only the contact the table shows.
create or replace function public.admin_registrations_page(
  p_program_id uuid default null,
  p_status text default 'all',
  p_search text default '',
  p_offset integer default 0,
  p_limit integer default 50
)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_pattern text := private.admin_search_pattern(p_search);
  v_where text := private.admin_registrations_where(p_program_id, p_status, v_pattern);
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 200);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_total bigint;
  v_last bigint;
  v_ids uuid[];
  v_payload json;
begin
  if not private.is_admin() then
    raise exception 'Only administrators can list registrations' using errcode = '42501', hint = 'admin_only';
  end if;
  execute 'select count(*) from public.registrations r' || v_where
    into v_total using p_program_id, p_status, v_pattern;
  if v_offset >= v_total then
    v_ids := '{}';
  elsif v_offset > 0 and v_offset * 2 >= v_total then
    v_last := least(v_offset + v_limit, v_total) - 1;
    execute 'select array(select x.id from (select r.id, r.registration_date from public.registrations r' || v_where
      || ' order by r.registration_date, r.id limit $4 offset $5) x order by x.registration_date desc, x.id desc)'
      into v_ids using p_program_id, p_status, v_pattern, v_last - v_offset + 1, v_total - 1 - v_last;
  else
    execute 'select array(select r.id from public.registrations r' || v_where
      || ' order by r.registration_date desc, r.id desc limit $4 offset $5)'
      into v_ids using p_program_id, p_status, v_pattern, v_limit, v_offset;
  end if;
  v_payload := private.admin_registrations_payload(v_ids);
  perform private.log_registrations_read(v_ids, p_program_id, 'admin_registrations_page',
    jsonb_build_object('program_id', p_program_id, 'status', coalesce(p_status, 'all'),
      'search', nullif(btrim(coalesce(p_search, '')), ''), 'offset', v_offset, 'limit', v_limit));
  return json_build_object('total', v_total, 'programs', v_payload -> 'programs',
    'tiers', v_payload -> 'tiers', 'rows', v_payload -> 'rows');
end;
$$;

revoke all on function public.admin_registrations_page(uuid, text, text, integer, integer) from public, anon;
grant execute on function public.admin_registrations_page(uuid, text, text, integer, integer) to authenticated, service_role;


-- As 20261126100000, volatile, and one record per page of Export All, with the
-- filters as scope (an export of N rows writes ceil(N / p_limit) records).
create or replace function public.admin_registrations_export(
  p_program_id uuid default null,
  p_status text default 'all',
  p_search text default '',
  p_after_date timestamptz default null,
  p_after_id uuid default null,
  p_limit integer default 1000
)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_pattern text := private.admin_search_pattern(p_search);
  v_where text := private.admin_registrations_where(p_program_id, p_status, v_pattern);
  v_limit integer := least(greatest(coalesce(p_limit, 1000), 1), 5000);
  v_ids uuid[];
  v_last public.registrations%rowtype;
  v_payload json;
begin
  if not private.is_admin() then
    raise exception 'Only administrators can export registrations' using errcode = '42501', hint = 'admin_only';
  end if;
  if (p_after_date is null) <> (p_after_id is null) then
    raise exception 'A page starts after a date and an id, or at the start' using errcode = '22023', hint = 'invalid_cursor';
  end if;
  if p_after_date is not null then
    v_where := v_where || ' and (r.registration_date, r.id) < ($4, $5)';
  end if;
  execute 'select array(select r.id from public.registrations r' || v_where
    || ' order by r.registration_date desc, r.id desc limit $6)'
    into v_ids using p_program_id, p_status, v_pattern, p_after_date, p_after_id, v_limit;
  v_payload := private.admin_registrations_payload(v_ids);
  perform private.log_registrations_read(v_ids, p_program_id, 'admin_registrations_export',
    jsonb_build_object('program_id', p_program_id, 'status', coalesce(p_status, 'all'),
      'search', nullif(btrim(coalesce(p_search, '')), '')));
  if cardinality(v_ids) = v_limit then
    select * into v_last from public.registrations where id = v_ids[v_limit];
  end if;
  return json_build_object('programs', v_payload -> 'programs', 'tiers', v_payload -> 'tiers',
    'rows', v_payload -> 'rows',
    'next', case when v_last.id is null then null else json_build_array(v_last.registration_date, v_last.id) end);
end;
$$;

revoke all on function public.admin_registrations_export(uuid, text, text, timestamptz, uuid, integer) from public, anon;
grant execute on function public.admin_registrations_export(uuid, text, text, timestamptz, uuid, integer)
  to authenticated, service_role;

-- =====================================================================
-- admin_users_page: the visual condition, logged
-- =====================================================================

-- As 20261126200000, volatile, and one record per call whose page holds a
-- participant's visual condition (the users CSV's Visual Condition column,
-- spec 2 section 9, is built from these pages; the screen does not show it).
create or replace function public.admin_users_page(
  p_filter text default 'all',
  p_search text default '',
  p_offset integer default 0,
  p_limit integer default 50
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_pattern text := private.user_search_pattern(p_search);
  v_total bigint;
  v_users jsonb;
  v_where text;
  v_read uuid[];
begin
  if not private.is_admin() then
    raise exception 'Only administrators can list users' using errcode = '42501';
  end if;
  if coalesce(p_filter, '') not in ('all', 'participants', 'admins') then
    raise exception 'Unknown users filter' using errcode = '22023';
  end if;
  if p_offset is null or p_offset < 0 or p_limit is null or p_limit < 1 or p_limit > 1000 then
    raise exception 'A page is 1 to 1000 users from offset 0 on' using errcode = '22023';
  end if;

  -- EXECUTE plans with the actual values each time, so a blank search or filter leaves
  -- no condition behind and a typed one is a plain LIKE the trigram index serves.
  v_where := concat_ws(' and ', 'true',
    case when v_pattern <> '' then 's.search_text like $1' end,
    case when p_filter = 'participants' then 's.has_participant' end,
    case when p_filter = 'admins' then $q$u.role = 'admin'$q$ end);

  execute 'select count(*) from private.user_search s join public.user_profiles u on u.id = s.user_id where '
    || v_where
  into v_total using v_pattern;

  execute $sql$
    select coalesce(jsonb_agg(jsonb_build_object(
        'id', u.id, 'email', u.email, 'first_name', u.first_name, 'last_name', u.last_name,
        'phone', u.phone, 'role', u.role, 'is_active', u.is_active, 'created_at', u.created_at,
        'stripe_customer_id', u.stripe_customer_id, 'profile_photo_url', u.profile_photo_url,
        'participants', coalesce((
          select jsonb_agg(jsonb_build_object(
            'id', p.id, 'first_name', p.first_name, 'last_name', p.last_name,
            'date_of_birth', p.date_of_birth, 'city', p.city, 'province', p.province,
            'postal_code', p.postal_code, 'visual_classification', p.visual_classification,
            'visual_condition', p.visual_condition, 'skating_experience', p.skating_experience
          ) order by p.created_at, p.id)
          from public.participants p where p.user_id = u.id), '[]'::jsonb)
      ) order by u.created_at desc, u.id), '[]'::jsonb)
    from (
      select u.* from private.user_search s
      join public.user_profiles u on u.id = s.user_id
      where $sql$ || v_where || $sql$
      order by u.created_at desc, u.id
      offset $2 limit $3
    ) u $sql$
  into v_users using v_pattern, p_offset, p_limit;

  -- The page's participants whose visual condition it returns: one record.
  select coalesce(array_agg((p ->> 'id')::uuid), '{}') into v_read
  from jsonb_array_elements(v_users) u, jsonb_array_elements(u -> 'participants') p
  where p ->> 'visual_condition' is not null;
  if cardinality(v_read) > 0 then
    perform private.log_data_access('read', 'visual_condition', v_read, null, 'admin_users_page', '{}',
      jsonb_build_object('filter', p_filter, 'search', nullif(btrim(coalesce(p_search, '')), ''),
        'offset', p_offset, 'limit', p_limit));
  end if;
  return jsonb_build_object('total', v_total, 'users', v_users);
end;
$$;

revoke all on function public.admin_users_page(text, text, integer, integer) from public, anon;
grant execute on function public.admin_users_page(text, text, integer, integer) to authenticated, service_role;


-- =====================================================================
-- admin_access_log: the log, searched (admins)
-- =====================================================================

-- One page of the log, newest first, with the exact count:
-- {total, rows: [{id, at, actor_id, actor_name, actor_email, actor_role (the
-- role when it happened), action, what, reason, program_id, program_name,
-- program_name_fr, participant_count, participants: [{id, name}] (the first
-- 20; name null once the record is deleted), volunteer_count, scope}]}.
-- p_participant: a participant id, or text found (any case, no accents) in a
-- participant's or a volunteer's name; p_actor: a user id, or text found in
-- the staff member's name or e-mail; p_from / p_to: Toronto days, inclusive.
-- p_limit 1 to 1000. Admins only (42501). Not itself logged: it returns who
-- read whose record, never the medical data.
create function public.admin_access_log(
  p_participant text default null,
  p_actor text default null,
  p_from date default null,
  p_to date default null,
  p_offset integer default 0,
  p_limit integer default 50
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uuid constant text := '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
  v_participant text := nullif(btrim(coalesce(p_participant, '')), '');
  v_actor text := nullif(btrim(coalesce(p_actor, '')), '');
  v_participant_ids uuid[];
  v_volunteer_ids uuid[];
  v_actor_ids uuid[];
  v_pattern text;
  v_since timestamptz := (p_from::timestamp at time zone 'America/Toronto');
  v_until timestamptz := ((p_to + 1)::timestamp at time zone 'America/Toronto');
  v_total bigint;
  v_rows jsonb;
begin
  if not private.is_admin() then
    raise exception 'Only administrators can read the access log' using errcode = '42501', hint = 'admin_only';
  end if;
  if p_offset is null or p_offset < 0 or p_limit is null or p_limit < 1 or p_limit > 1000 then
    raise exception 'A page is 1 to 1000 records from offset 0 on' using errcode = '22023', hint = 'invalid_page';
  end if;
  if char_length(coalesce(p_participant, '')) > 200 or char_length(coalesce(p_actor, '')) > 200 then
    raise exception 'A search is at most 200 characters' using errcode = '22023', hint = 'search_too_long';
  end if;

  if v_participant ~ v_uuid then
    v_participant_ids := array[v_participant::uuid];
    v_volunteer_ids := array[v_participant::uuid];
  elsif v_participant is not null then
    v_pattern := private.admin_search_pattern(v_participant);
    select coalesce(array_agg(p.id), '{}') into v_participant_ids
    from public.participants p
    where private.search_fold(concat_ws(' ', p.first_name, p.last_name)) like v_pattern
       or private.search_fold(concat_ws(' ', p.last_name, p.first_name)) like v_pattern;
    select coalesce(array_agg(v.id), '{}') into v_volunteer_ids
    from public.volunteer_profiles v
    where private.search_fold(concat_ws(' ', v.first_name, v.last_name)) like v_pattern
       or private.search_fold(concat_ws(' ', v.last_name, v.first_name)) like v_pattern;
  end if;

  if v_actor ~ v_uuid then
    v_actor_ids := array[v_actor::uuid];
  elsif v_actor is not null then
    v_pattern := private.admin_search_pattern(v_actor);
    select coalesce(array_agg(u.id), '{}') into v_actor_ids
    from public.user_profiles u
    where private.search_fold(concat_ws(' ', u.first_name, u.last_name)) like v_pattern
       or private.search_fold(concat_ws(' ', u.last_name, u.first_name)) like v_pattern
       or private.search_fold(u.email) like v_pattern;
  end if;

  select count(*) into v_total
  from public.data_access_log l
  where (v_participant_ids is null
         or l.participant_ids && v_participant_ids or l.volunteer_ids && v_volunteer_ids)
    and (v_actor_ids is null or l.actor_id = any (v_actor_ids))
    and (v_since is null or l.at >= v_since)
    and (v_until is null or l.at < v_until);

  select coalesce(jsonb_agg(jsonb_build_object(
      'id', l.id, 'at', l.at, 'actor_id', l.actor_id,
      'actor_name', nullif(concat_ws(' ', u.first_name, u.last_name), ''),
      'actor_email', u.email, 'actor_role', l.actor_role, 'action', l.action, 'what', l.what,
      'reason', l.reason, 'program_id', l.program_id, 'program_name', g.name, 'program_name_fr', g.name_fr,
      'participant_count', cardinality(l.participant_ids),
      'participants', coalesce((
        select jsonb_agg(jsonb_build_object('id', x.id,
          'name', nullif(concat_ws(' ', p.first_name, p.last_name), '')) order by x.ord)
        from unnest(l.participant_ids[1:20]) with ordinality x(id, ord)
        left join public.participants p on p.id = x.id), '[]'::jsonb),
      'volunteer_count', cardinality(l.volunteer_ids),
      'scope', l.scope
    ) order by l.at desc, l.id desc), '[]'::jsonb)
  into v_rows
  from (
    select l.* from public.data_access_log l
    where (v_participant_ids is null
           or l.participant_ids && v_participant_ids or l.volunteer_ids && v_volunteer_ids)
      and (v_actor_ids is null or l.actor_id = any (v_actor_ids))
      and (v_since is null or l.at >= v_since)
      and (v_until is null or l.at < v_until)
    order by l.at desc, l.id desc
    offset p_offset limit p_limit
  ) l
  left join public.user_profiles u on u.id = l.actor_id
  left join public.programs g on g.id = l.program_id;

  return jsonb_build_object('total', v_total, 'rows', v_rows);
end;
$$;
revoke all on function public.admin_access_log(text, text, date, date, integer, integer) from public, anon;
grant execute on function public.admin_access_log(text, text, date, date, integer, integer) to authenticated, service_role;

-- =====================================================================
-- my_participant_access: who outside the family read a participant's data
-- =====================================================================

-- The records naming the caller's participant (own record or child) whose
-- actor is not the participant's account or guardian, newest first, at most
-- 200: [{at, actor_name, actor_role, action, what, reason, program_name,
-- program_name_fr}]. The owner or guardian only (42501 otherwise, also for a
-- participant that does not exist). Not logged.
create function public.my_participant_access(p_participant_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid;
  v_guardian uuid;
begin
  if auth.uid() is null then
    raise exception 'Please sign in' using errcode = '42501', hint = 'not_signed_in';
  end if;
  select p.user_id, p.parent_guardian_id into v_user, v_guardian
  from public.participants p
  where p.id = p_participant_id and (p.user_id = auth.uid() or p.parent_guardian_id = auth.uid());
  if not found then
    raise exception 'This is not one of your participants' using errcode = '42501', hint = 'not_owner';
  end if;
  return coalesce((
    select jsonb_agg(jsonb_build_object(
        'at', l.at, 'actor_name', nullif(concat_ws(' ', u.first_name, u.last_name), ''),
        'actor_role', l.actor_role, 'action', l.action, 'what', l.what, 'reason', l.reason,
        'program_name', g.name, 'program_name_fr', g.name_fr
      ) order by l.at desc, l.id desc)
    from (
      select l.* from public.data_access_log l
      where l.participant_ids @> array[p_participant_id]
        and l.actor_id is distinct from v_user
        and l.actor_id is distinct from v_guardian
      order by l.at desc, l.id desc
      limit 200
    ) l
    left join public.user_profiles u on u.id = l.actor_id
    left join public.programs g on g.id = l.program_id), '[]'::jsonb);
end;
$$;
revoke all on function public.my_participant_access(uuid) from public, anon;
grant execute on function public.my_participant_access(uuid) to authenticated, service_role;

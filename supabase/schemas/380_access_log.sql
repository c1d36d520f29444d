-- supabase/schemas (the current schema; supabase/README.md): access log, part 1 of 2.

-- =====================================================================
-- Access log of sensitive data
-- =====================================================================

-- Who saw or changed sensitive data of whom (issue 24 point 6; issue 25
-- extends it to every medical read). Written only by security-definer
-- functions, in the same transaction as the read or write they record, through
-- private.log_data_access. Admins read it; a family reads the lines about its
-- own participants (issue 25 shows them).
create table public.data_access_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  actor_id uuid references public.user_profiles (id) on delete set null,
  actor_role text check (char_length(actor_role) <= 40),
  action text not null check (action in ('read', 'write')),
  what text not null check (char_length(what) <= 80),
  participant_ids uuid[] not null default '{}' check (cardinality(participant_ids) <= 100000),
  program_id uuid references public.programs (id) on delete set null,
  reason text not null check (char_length(reason) <= 120),
  -- Issue 25 points 1-2: every read of a person's medical or emergency data by someone outside the family goes
  -- through a security-definer function that writes ONE data_access_log record in the same transaction; nobody
  -- reads that
  volunteer_ids uuid[] default '{}'::uuid[] not null,
  scope jsonb,
  constraint data_access_log_volunteer_ids_check check ((cardinality(volunteer_ids) <= 100000)),
  constraint data_access_log_scope_check check (((scope is null) or (octet_length((scope)::text) <= 4000)))
);
alter table public.data_access_log enable row level security;
revoke all on table public.data_access_log from anon, authenticated;
grant select on table public.data_access_log to authenticated;

create index data_access_log_at_idx on public.data_access_log (at desc);

create index data_access_log_actor_idx on public.data_access_log (actor_id);

create index data_access_log_program_idx on public.data_access_log (program_id);

create index data_access_log_participants_idx on public.data_access_log using gin (participant_ids);

create policy data_access_log_select on public.data_access_log
  for select to authenticated
  using ((select private.is_admin()));

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
revoke all on function private.log_data_access(p_action text, p_what text, p_participant_ids uuid[], p_program_id uuid, p_reason text, p_volunteer_ids uuid[], p_scope jsonb) from public;
grant execute on function private.log_data_access(p_action text, p_what text, p_participant_ids uuid[], p_program_id uuid, p_reason text, p_volunteer_ids uuid[], p_scope jsonb) to authenticated, service_role;

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
revoke all on function public.my_participant_health(p_participant_id uuid) from public, anon;

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
revoke all on function public.admin_access_log(p_participant text, p_actor text, p_from date, p_to date, p_offset integer, p_limit integer) from public, anon;

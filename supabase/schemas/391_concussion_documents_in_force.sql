-- supabase/schemas (the current schema; supabase/README.md): concussion, part 2 of 6.

-- =====================================================================
-- Documents in force
-- =====================================================================

-- { awareness, code_of_conduct }: each { id, kind, language, version, title,
-- body } in force in the language (English fallback per document), or null.
-- Public, like consent_documents_in_force.
create or replace function public.concussion_documents_in_force(p_language text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'awareness', private.legal_document_json(private.legal_document_in_force_or_english(
      'concussion_awareness', null, case when p_language = 'fr' then 'fr' else 'en' end)),
    'code_of_conduct', private.legal_document_json(private.legal_document_in_force_or_english(
      'concussion_code_of_conduct', null, case when p_language = 'fr' then 'fr' else 'en' end)))
$$;
revoke all on function public.concussion_documents_in_force(p_language text) from public;

-- =====================================================================
-- Confirmations
-- =====================================================================

-- The owner of each participant confirms, for the athlete, having reviewed
-- the awareness resources and the Code of Conduct (the versions in force in
-- p_language). Under 18 (or no birth date, unless the caller is the
-- participant's own account) the parent or guardian confirms reviewing them
-- too: p_guardian_reviewed, and guardian_id is the caller.
-- Returns [{participant_id, id, valid_until}].
create or replace function public.confirm_concussion_safety(
  p_participant_ids uuid[],
  p_awareness_document_id uuid,
  p_code_of_conduct_document_id uuid,
  p_guardian_reviewed boolean default false,
  p_language text default 'en'
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_me uuid := auth.uid();
  v_lang text := case when p_language = 'fr' then 'fr' else 'en' end;
  v_participant public.participants;
  v_minor boolean;
  v_id uuid;
  v_until date := private.concussion_valid_until_from_today();
  v_out jsonb := '[]'::jsonb;
begin
  if v_me is null then
    raise exception 'Please sign in' using errcode = '42501', hint = 'not_signed_in';
  end if;
  perform private.assert_active_account();
  if p_participant_ids is null or cardinality(p_participant_ids) = 0 then
    raise exception 'Please select at least one participant' using errcode = '22023', hint = 'no_participants';
  end if;
  if cardinality(p_participant_ids) > 50 then
    raise exception 'Too many participants at once' using errcode = '22023', hint = 'invalid_payload';
  end if;
  -- Every participant is checked before any write.
  if exists (select 1 from unnest(p_participant_ids) i(id)
             where i.id is null or not exists (select 1 from public.participants p where p.id = i.id
                                              and (p.user_id = v_me or p.parent_guardian_id = v_me))) then
    raise exception 'You do not have permission to confirm for this participant'
      using errcode = '42501', hint = 'not_owner';
  end if;
  perform private.assert_concussion_documents(p_awareness_document_id, p_code_of_conduct_document_id, v_lang, true);

  for v_participant in
    select p.* from public.participants p where p.id = any (p_participant_ids) order by p.id
  loop
    v_minor := case when v_participant.date_of_birth is null
                 then not (v_participant.user_id = v_me and v_participant.parent_guardian_id is null)
                 else private.concussion_minor(v_participant) end;
    if v_minor and not coalesce(p_guardian_reviewed, false) then
      raise exception 'A parent or guardian must also review the concussion resources'
        using errcode = '23514', hint = 'guardian_review_required';
    end if;
    insert into public.concussion_confirmations (participant_id, role, awareness_document_id,
      code_of_conduct_document_id, guardian_id, language, confirmed_by, confirmed_at, valid_until)
    values (v_participant.id, 'athlete', p_awareness_document_id, p_code_of_conduct_document_id,
      case when v_minor then v_me end, v_lang, v_me, now(), v_until)
    returning id into v_id;
    -- The participant's latest acknowledgment (ARCHITECTURE section 9).
    update public.participants set concussion_acknowledged_at = greatest(concussion_acknowledged_at, now())
    where id = v_participant.id;
    v_out := v_out || jsonb_build_array(jsonb_build_object(
      'participant_id', v_participant.id, 'id', v_id, 'valid_until', v_until));
  end loop;
  return v_out;
end;
$$;
revoke all on function public.confirm_concussion_safety(p_participant_ids uuid[], p_awareness_document_id uuid, p_code_of_conduct_document_id uuid, p_guardian_reviewed boolean, p_language text) from public, anon;

-- The caller confirms for themselves as a coach (Code of Conduct required)
-- or a volunteer (awareness resources; the Code of Conduct recorded when
-- given). Returns {id, role, valid_until}.
create or replace function public.confirm_own_concussion_safety(
  p_awareness_document_id uuid,
  p_code_of_conduct_document_id uuid,
  p_language text default 'en'
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_me uuid := auth.uid();
  v_lang text := case when p_language = 'fr' then 'fr' else 'en' end;
  v_role text;
  v_id uuid;
  v_until date := private.concussion_valid_until_from_today();
begin
  if v_me is null then
    raise exception 'Please sign in' using errcode = '42501', hint = 'not_signed_in';
  end if;
  perform private.assert_active_account();
  v_role := private.concussion_role_required(v_me);
  if v_role is null then
    raise exception 'Only coaches and volunteers confirm for themselves'
      using errcode = '42501', hint = 'not_coach_or_volunteer';
  end if;
  perform private.assert_concussion_documents(p_awareness_document_id, p_code_of_conduct_document_id, v_lang,
                                              v_role = 'coach');
  insert into public.concussion_confirmations (user_id, role, awareness_document_id, code_of_conduct_document_id,
    language, confirmed_by, confirmed_at, valid_until)
  values (v_me, v_role, p_awareness_document_id, p_code_of_conduct_document_id, v_lang, v_me, now(), v_until)
  returning id into v_id;
  return jsonb_build_object('id', v_id, 'role', v_role, 'valid_until', v_until);
end;
$$;
revoke all on function public.confirm_own_concussion_safety(p_awareness_document_id uuid, p_code_of_conduct_document_id uuid, p_language text) from public, anon;

-- =====================================================================
-- Status
-- =====================================================================

-- The caller's status and their participants' (null ids: all of them; an
-- admin may pass anyone's ids, and that read is logged):
-- { today, self: null | {role_required, confirmation: null | {id, confirmed_at,
--   valid_until, code_of_conduct}},
--   participants: [{participant_id, name, minor, confirmation: null | {id,
--   confirmed_at, valid_until, guardian_confirmed}, removal: null | {id,
--   suspected_on, program_name, program_name_fr, recorded_at},
--   clearances: [{suspected_on, cleared_on}] (last 5)}] }.
-- confirmation is the latest VALID one (null when missing or expired).
create or replace function public.concussion_status(p_participant_ids uuid[] default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_me uuid := auth.uid();
  v_admin boolean := private.is_admin();
  v_ids uuid[];
  v_role text;
  v_self jsonb;
  v_conf public.concussion_confirmations;
  v_others uuid[];
begin
  if v_me is null then
    raise exception 'Please sign in' using errcode = '42501', hint = 'not_signed_in';
  end if;
  perform private.assert_active_account();
  if p_participant_ids is null then
    select coalesce(array_agg(p.id), '{}') into v_ids from public.participants p
    where p.user_id = v_me or p.parent_guardian_id = v_me;
  else
    v_ids := p_participant_ids;
    select coalesce(array_agg(i.id), '{}') into v_others from unnest(v_ids) i(id)
    where not exists (select 1 from public.participants p where p.id = i.id
                      and (p.user_id = v_me or p.parent_guardian_id = v_me));
    if cardinality(v_others) > 0 then
      if not v_admin then
        raise exception 'You do not have permission to read this participant'
          using errcode = '42501', hint = 'not_owner';
      end if;
      perform private.log_data_access('read', 'concussion_status', v_others, null, 'concussion_status');
    end if;
  end if;

  v_role := private.concussion_role_required(v_me);
  v_conf := private.valid_staff_confirmation(v_me);
  if v_role is not null or v_conf.id is not null then
    v_self := jsonb_build_object('role_required', v_role, 'confirmation', case when v_conf.id is null then null
      else jsonb_build_object('id', v_conf.id, 'confirmed_at', v_conf.confirmed_at, 'valid_until', v_conf.valid_until,
                              'code_of_conduct', v_conf.code_of_conduct_document_id is not null) end);
  end if;

  return jsonb_build_object(
    'today', private.toronto_today(),
    'self', v_self,
    'participants', coalesce((
      select jsonb_agg(jsonb_build_object(
        'participant_id', p.id,
        'name', trim(concat_ws(' ', p.first_name, p.last_name)),
        'minor', private.concussion_minor(p),
        'confirmation', (select jsonb_build_object('id', c.id, 'confirmed_at', c.confirmed_at,
                                                  'valid_until', c.valid_until,
                                                  'guardian_confirmed', c.guardian_id is not null)
                         from private.valid_athlete_confirmation(p.id) c where c.id is not null),
        'removal', (select jsonb_build_object('id', r.id, 'suspected_on', r.suspected_on,
                                             'program_name', g.name, 'program_name_fr', g.name_fr,
                                             'recorded_at', r.recorded_at)
                    from public.concussion_removals r left join public.programs g on g.id = r.program_id
                    where r.participant_id = p.id and r.cleared_at is null
                    order by r.suspected_on limit 1),
        'clearances', coalesce((
          select jsonb_agg(jsonb_build_object('suspected_on', x.suspected_on, 'cleared_on', x.cleared_on)
                           order by x.cleared_on desc, x.cleared_at desc)
          from (select r.suspected_on, r.cleared_on, r.cleared_at from public.concussion_removals r
                where r.participant_id = p.id and r.cleared_at is not null
                order by r.cleared_on desc, r.cleared_at desc limit 5) x), '[]'::jsonb))
        order by p.first_name, p.last_name, p.id)
      from public.participants p where p.id = any (v_ids)), '[]'::jsonb));
end;
$$;
revoke all on function public.concussion_status(p_participant_ids uuid[]) from public, anon;

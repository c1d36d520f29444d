-- Issue 24 points 5-7: concussion safety as Ontario's Rowan's Law asks
-- (decision 0052). Builds on the model of 20261127000000.
--
-- * The Concussion Code of Conduct, version 1 in English and French, published.
-- * Yearly confirmations: confirm_concussion_safety (athletes, by their owner;
--   the parent or guardian too for an athlete under 18) and
--   confirm_own_concussion_safety (coaches and volunteers). A confirmation made
--   on Toronto day D counts while toronto_today() < D + 12 months.
-- * The registration gate: a browser registration needs a valid confirmation
--   (hint concussion_confirmation_required) and its concussion evidence is
--   stamped from that confirmation, never from the browser's flags.
-- * Removal from sport (record_suspected_concussion, by an active coordinator
--   of the program or an admin) and return to sport (record_medical_clearance,
--   admins only); the coordinator roster shows the status, whatever program
--   recorded the removal; each read and write lands in data_access_log.
-- * Admin report and removal list.

-- =====================================================================
-- The Concussion Code of Conduct, version 1
-- =====================================================================

do $publish$
begin
perform set_config('app.publishing_legal_document', 'on', true);

insert into public.legal_documents (kind, language, title, body, version, published_at)
select v.kind, v.language, v.title, v.body, 1, now()
from (values
  ('concussion_code_of_conduct', 'en', $doc$Concussion Code of Conduct$doc$,
$doc$## Why this code exists

Ontario’s Rowan’s Law asks every amateur sport organisation to have a Concussion Code of Conduct. Canadian Blind Hockey (“the organisation”) asks athletes, parents and guardians of athletes under 18, coaches and team trainers to read it and to acknowledge it every year, before taking part.

## Everyone commits to

- Take concussions seriously and put health ahead of winning.
- Know the signs of a concussion, as described in the concussion awareness resources, and review those resources every year.
- Respect the rules of the game that protect the head, and the officials who apply them.
- Never tell, pressure or encourage anyone to hide a possible concussion or to keep playing with one.
- Respect the privacy of anyone with a suspected or diagnosed concussion.

## Athletes commit to

- Play fairly and never make contact with another player’s head on purpose.
- Wear the required equipment, including a properly fitted, certified helmet with a full face mask.
- Tell a coach, trainer or parent right away if they think they have a concussion, or if they think a teammate has one.
- Stop playing when removed from sport, and return only by following the return-to-sport steps with medical clearance.
- Be honest about their symptoms with coaches, trainers, parents and health professionals.

## Parents and guardians of athletes under 18 commit to

- Help their child understand the signs of a concussion and why they must be reported.
- Tell the coach if they think their child may have a concussion, whether it happened at hockey or elsewhere.
- Make sure their child sees a physician or nurse practitioner after a suspected concussion.
- Support the return-to-sport steps and share the medical clearance with the organisation.

## Coaches and team trainers commit to

- Teach and model safe play, and the skills that reduce the risk of head injury.
- Remove from sport right away any athlete suspected of having a concussion, even without clear signs, and never let them return the same day.
- Tell the athlete, or the parent or guardian of an athlete under 18, about the removal and the need for a medical assessment, and record the removal with the organisation.
- Let an athlete return only after the organisation has recorded a medical clearance.
- Keep what they learn about an athlete’s health confidential.

## Athletes with a visual impairment

Some signs of a concussion can look like, or hide behind, the effects of a visual impairment: changes in remaining vision, in balance, or in how a player follows the sound of the puck. When in doubt, remove the athlete from sport and ask for a medical assessment.

## If this code is not followed

The organisation may speak with the person concerned, ask them to take the awareness resources again, or limit or end their participation, as its safe sport policies allow.

## Acknowledgment

By ticking the box, I confirm that I have read this Concussion Code of Conduct and agree to follow it. This acknowledgment is valid for 12 months.$doc$),
  ('concussion_code_of_conduct', 'fr', $doc$Code de conduite en matière de commotions cérébrales$doc$,
$doc$## Pourquoi ce code

La Loi Rowan de l’Ontario demande à chaque organisme de sport amateur d’avoir un code de conduite en matière de commotions cérébrales. Canadian Blind Hockey (« l’organisme ») demande aux athlètes, aux parents et tuteurs des athlètes de moins de 18 ans, aux entraîneurs et aux soigneurs de le lire et d’en prendre acte chaque année, avant de participer.

## Tout le monde s’engage à

- Prendre les commotions au sérieux et faire passer la santé avant la victoire.
- Connaître les signes d’une commotion, décrits dans les ressources de sensibilisation, et revoir ces ressources chaque année.
- Respecter les règles du jeu qui protègent la tête, et les officiels qui les appliquent.
- Ne jamais dire à quelqu’un, ni le pousser ou l’encourager, de cacher une commotion possible ou de continuer à jouer avec une commotion.
- Respecter la vie privée de toute personne qui a une commotion soupçonnée ou diagnostiquée.

## Les athlètes s’engagent à

- Jouer franc jeu et ne jamais toucher volontairement la tête d’un autre joueur.
- Porter l’équipement exigé, dont un casque homologué, bien ajusté, avec grille complète.
- Prévenir tout de suite un entraîneur, un soigneur ou un parent s’ils croient avoir une commotion, ou si un coéquipier semble en avoir une.
- Arrêter de jouer quand ils sont retirés du sport, et ne revenir qu’en suivant les étapes du retour au sport, avec une autorisation médicale.
- Décrire honnêtement leurs symptômes aux entraîneurs, aux soigneurs, aux parents et aux professionnels de la santé.

## Les parents et tuteurs des athlètes de moins de 18 ans s’engagent à

- Aider leur enfant à comprendre les signes d’une commotion et pourquoi il faut les signaler.
- Prévenir l’entraîneur s’ils croient que leur enfant a peut-être une commotion, qu’elle soit survenue au hockey ou ailleurs.
- Veiller à ce que leur enfant consulte un médecin ou une infirmière praticienne après une commotion soupçonnée.
- Soutenir les étapes du retour au sport et transmettre l’autorisation médicale à l’organisme.

## Les entraîneurs et les soigneurs s’engagent à

- Enseigner le jeu sécuritaire et en donner l’exemple, ainsi que les habiletés qui réduisent le risque de blessure à la tête.
- Retirer du sport sur-le-champ tout athlète soupçonné d’avoir une commotion, même sans signe évident, et ne jamais le laisser revenir la même journée.
- Informer l’athlète, ou le parent ou tuteur d’un athlète de moins de 18 ans, du retrait et de la nécessité d’une évaluation médicale, et consigner le retrait auprès de l’organisme.
- Ne laisser un athlète revenir au jeu qu’une fois l’autorisation médicale consignée par l’organisme.
- Garder confidentiel ce qu’ils apprennent sur la santé d’un athlète.

## Les athlètes ayant une déficience visuelle

Certains signes de commotion peuvent ressembler aux effets d’une déficience visuelle, ou se cacher derrière eux : changements de la vision résiduelle, de l’équilibre ou de la façon de suivre la rondelle au son. En cas de doute, retirez l’athlète du sport et demandez une évaluation médicale.

## Si ce code n’est pas respecté

L’organisme peut discuter avec la personne concernée, lui demander de revoir les ressources de sensibilisation, ou limiter ou mettre fin à sa participation, comme le permettent ses politiques de sport sécuritaire.

## Prise de connaissance

En cochant la case, je confirme avoir lu ce code de conduite en matière de commotions cérébrales et m’engage à le respecter. Cette prise de connaissance est valide 12 mois.$doc$)
) as v(kind, language, title, body)
where not exists (select 1 from public.legal_documents d
                  where d.kind = 'concussion_code_of_conduct' and d.published_at is not null);

perform set_config('app.publishing_legal_document', 'off', true);
end;
$publish$;

-- At most one open removal per participant (two coordinators recording at
-- once: the second gets already_removed).
create unique index concussion_removals_one_open
  on public.concussion_removals (participant_id) where cleared_at is null;

-- =====================================================================
-- Helpers
-- =====================================================================

-- The last day before which a confirmation made now counts: Toronto today
-- plus 12 months (2026-11-26 -> 2027-11-26; Feb 29 -> Feb 28).
create or replace function private.concussion_valid_until_from_today()
returns date
language sql
stable
set search_path = ''
as $$ select (private.toronto_today() + interval '12 months')::date $$;
revoke all on function private.concussion_valid_until_from_today() from public;

-- The participant's latest valid athlete confirmation (null when none).
create or replace function private.valid_athlete_confirmation(p_participant_id uuid)
returns public.concussion_confirmations
language sql
stable
security definer
set search_path = ''
as $$
  select c.* from public.concussion_confirmations c
  where c.participant_id = p_participant_id and c.role = 'athlete' and c.valid_until > private.toronto_today()
  order by c.valid_until desc, c.confirmed_at desc
  limit 1
$$;
revoke all on function private.valid_athlete_confirmation(uuid) from public;

-- A user's latest valid confirmation as coach or volunteer (null when none).
create or replace function private.valid_staff_confirmation(p_user_id uuid)
returns public.concussion_confirmations
language sql
stable
security definer
set search_path = ''
as $$
  select c.* from public.concussion_confirmations c
  where c.user_id = p_user_id and c.role in ('coach', 'volunteer') and c.valid_until > private.toronto_today()
  order by (c.code_of_conduct_document_id is not null) desc, c.valid_until desc, c.confirmed_at desc
  limit 1
$$;
revoke all on function private.valid_staff_confirmation(uuid) from public;

-- Under 18 on Toronto today. Without a birth date: a minor when a parent or
-- guardian manages the participant (the safe answer).
create or replace function private.concussion_minor(p public.participants)
returns boolean
language sql
stable
set search_path = ''
as $$
  select case when p.date_of_birth is null then p.parent_guardian_id is not null
              else (p.date_of_birth + interval '18 years')::date > private.toronto_today() end
$$;
revoke all on function private.concussion_minor(public.participants) from public;

-- What the caller is asked to confirm for themselves: 'coach' (role coach,
-- or an active coordinator assignment), 'volunteer' (role volunteer or a
-- volunteer profile), or null.
create or replace function private.concussion_role_required(p_user_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when exists (select 1 from public.user_profiles u where u.id = p_user_id and u.role = 'coach')
      or exists (select 1 from public.program_coordinators c where c.user_id = p_user_id and c.is_active)
      then 'coach'
    when exists (select 1 from public.user_profiles u where u.id = p_user_id and u.role = 'volunteer')
      or exists (select 1 from public.volunteer_profiles v where v.user_id = p_user_id)
      then 'volunteer'
  end
$$;
revoke all on function private.concussion_role_required(uuid) from public;

-- The documents to confirm now, in a language: checks the ids a caller
-- was shown (consent_version_outdated when either is not the one in force).
create or replace function private.assert_concussion_documents(
  p_awareness uuid, p_code uuid, p_language text, p_code_required boolean)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_lang text := case when p_language = 'fr' then 'fr' else 'en' end;
  v_awareness uuid := private.legal_document_in_force_or_english('concussion_awareness', null, v_lang);
  v_code uuid := private.legal_document_in_force_or_english('concussion_code_of_conduct', null, v_lang);
begin
  if p_awareness is null or p_awareness is distinct from v_awareness
     or (p_code is null and p_code_required)
     or (p_code is not null and p_code is distinct from v_code) then
    raise exception 'A document has changed since it was read: please read it again'
      using errcode = '23514', hint = 'consent_version_outdated';
  end if;
end;
$$;
revoke all on function private.assert_concussion_documents(uuid, uuid, text, boolean) from public;

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
revoke all on function public.concussion_documents_in_force(text) from public;
grant execute on function public.concussion_documents_in_force(text) to anon, authenticated, service_role;

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
revoke all on function public.confirm_concussion_safety(uuid[], uuid, uuid, boolean, text) from public, anon;
grant execute on function public.confirm_concussion_safety(uuid[], uuid, uuid, boolean, text)
  to authenticated, service_role;

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
revoke all on function public.confirm_own_concussion_safety(uuid, uuid, text) from public, anon;
grant execute on function public.confirm_own_concussion_safety(uuid, uuid, text) to authenticated, service_role;

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
revoke all on function public.concussion_status(uuid[]) from public, anon;
grant execute on function public.concussion_status(uuid[]) to authenticated, service_role;

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
revoke all on function public.record_suspected_concussion(uuid, uuid, date, text) from public, anon;
grant execute on function public.record_suspected_concussion(uuid, uuid, date, text) to authenticated, service_role;

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
revoke all on function public.record_medical_clearance(uuid, date, text) from public, anon;
grant execute on function public.record_medical_clearance(uuid, date, text) to authenticated, service_role;

-- =====================================================================
-- Coordinator roster
-- =====================================================================

-- As 20261123060100 (every field kept), and each row gains:
--   removed_from_sport: null | {since} (any open removal, whatever program
--     recorded it; null for volunteers),
--   concussion_valid_until: the valid confirmation's valid_until or null (the
--     athlete's; for a volunteer row, the volunteer's own as coach/volunteer),
--   code_of_conduct: that confirmation acknowledged the Code of Conduct.
-- Each call logs one read of the concussion status of the roster's
-- participants.
create or replace function public.coordinator_roster(p_program_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_out jsonb;
  v_ids uuid[];
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
    coalesce(array_agg(p.id) filter (where p.id is not null), '{}')
  into v_out, v_ids
  from public.registrations r
  left join public.participants p on p.id = r.participant_id
  left join public.volunteer_profiles v on v.id = r.volunteer_id
  left join lateral (
    select * from private.valid_athlete_confirmation(p.id) a where p.id is not null and a.id is not null
    union all
    select * from private.valid_staff_confirmation(v.user_id) s where v.id is not null and s.id is not null
    limit 1) c on true
  where r.program_id = p_program_id and r.status in ('pending', 'approved');
  perform private.log_data_access('read', 'concussion_status', v_ids, p_program_id, 'coordinator_roster');
  return v_out;
end;
$$;
revoke all on function public.coordinator_roster(uuid) from public, anon;
grant execute on function public.coordinator_roster(uuid) to authenticated, service_role;

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
revoke all on function public.admin_concussion_report(uuid) from public, anon;
grant execute on function public.admin_concussion_report(uuid) to authenticated, service_role;

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
revoke all on function public.admin_concussion_removals(boolean) from public, anon;
grant execute on function public.admin_concussion_removals(boolean) to authenticated, service_role;

-- =====================================================================
-- The registration gate asks for the yearly confirmation
-- =====================================================================

-- As 20261127000000 (the places held by waiting-list offers still counted),
-- with the concussion evidence taken from the valid confirmation that covers
-- the registration: a browser registration without one is refused
-- (concussion_confirmation_required); the row points at it
-- (concussion_confirmation_id) and records its awareness document and time.
-- The after-insert trigger keeps participants.concussion_acknowledged_at at
-- the latest of those times.
create or replace function private.registration_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_server boolean := private.is_server_caller();
  v_today date := private.toronto_today();
  v_program public.programs;
  v_tier public.program_price_tiers;
  v_code public.financial_assistance_codes;
  v_guardian public.user_profiles;
  v_lang text;
  v_waiver uuid;
  v_media uuid;
  v_concussion uuid;
  v_price integer;
  v_active boolean;
  v_conf public.concussion_confirmations;
begin
  if not v_server then
    new.status := 'pending';
    new.user_id := auth.uid();
    new.registration_date := now();
    new.stripe_session_id := null;
    new.payment_intent_id := null;
    new.checkout_session_id := null;
    new.refund_amount := null;
    new.refund_reason := null;
    new.refunded_at := null;
    new.participant_removed_at := null;
    new.removed_participant_name := null;
    if not (private.owns_participant(new.participant_id) or private.owns_volunteer(new.volunteer_id)
            or private.is_admin()) then
      raise exception 'You do not have permission to register this person'
        using errcode = '42501', hint = 'not_owner';
    end if;
  end if;
  v_active := new.status in ('pending', 'approved');

  -- Concussion safety (issue 24 point 5): the valid yearly confirmation that
  -- covers this registration, the athlete's or the volunteer's own. A browser
  -- registration needs one and its evidence comes from it (the browser's
  -- flags are ignored); the server links one when there is one.
  if new.participant_id is not null then
    v_conf := private.valid_athlete_confirmation(new.participant_id);
  elsif new.volunteer_id is not null then
    v_conf := private.valid_staff_confirmation(
      (select v.user_id from public.volunteer_profiles v where v.id = new.volunteer_id));
  end if;
  new.concussion_confirmation_id := v_conf.id;
  if v_conf.id is not null then
    new.concussion_awareness_agreed := true;
    new.concussion_awareness_agreed_at := v_conf.confirmed_at;
    new.concussion_document_id := v_conf.awareness_document_id;
  elsif not v_server then
    new.concussion_awareness_agreed := false;
    new.concussion_document_id := null;
  end if;

  -- The program row is locked so capacity counts cannot race.
  select * into v_program from public.programs where id = new.program_id for update;
  if not found then
    raise exception 'Program not found' using errcode = '23503', hint = 'program_not_found';
  end if;
  if not v_server and (not v_program.is_active or v_program.end_date < v_today) then
    raise exception 'Registration is closed for this program' using hint = 'program_closed';
  end if;

  if new.status <> 'draft' then
    if not new.waiver_agreed then
      raise exception 'Please accept the waiver agreement' using errcode = '23514', hint = 'waiver_required';
    elsif not new.media_consent_agreed then
      raise exception 'Please accept the media consent agreement' using errcode = '23514', hint = 'media_consent_required';
    elsif not new.concussion_awareness_agreed and not v_server then
      raise exception 'A yearly concussion safety confirmation is needed before registering'
        using errcode = '23514', hint = 'concussion_confirmation_required';
    elsif not new.concussion_awareness_agreed then
      raise exception 'Please acknowledge concussion awareness' using errcode = '23514', hint = 'concussion_required';
    end if;
  end if;

  -- Consent evidence: the database's clock, and the documents in force in the
  -- registration's language (English where that language has none).
  v_lang := case when new.language = 'fr' then 'fr' else 'en' end;
  v_waiver := private.waiver_in_force(new.program_id, v_lang);
  v_media := private.legal_document_in_force_or_english('media_consent', null, v_lang);
  v_concussion := private.legal_document_in_force_or_english('concussion_awareness', null, v_lang);
  if v_server then
    new.waiver_agreed_at := case when new.waiver_agreed then least(coalesce(new.waiver_agreed_at, now()), now()) end;
    new.media_consent_agreed_at :=
      case when new.media_consent_agreed then least(coalesce(new.media_consent_agreed_at, now()), now()) end;
    new.concussion_awareness_agreed_at :=
      case when new.concussion_awareness_agreed then least(coalesce(new.concussion_awareness_agreed_at, now()), now()) end;
    if v_conf.id is not null then
      new.concussion_document_id := v_conf.awareness_document_id;
    end if;
    -- The documents the checkout stored when the family accepted (it checked
    -- them then), provided they are published texts of the right kind (and
    -- of this program for its own waiver); else those in force.
    if exists (select 1 from public.legal_documents d
               where d.id = new.waiver_document_id and d.published_at is not null
                 and ((d.kind = 'waiver' and d.program_id is null)
                      or (d.kind = 'program_waiver' and d.program_id = new.program_id))) then
      v_waiver := new.waiver_document_id;
    end if;
    if exists (select 1 from public.legal_documents d
               where d.id = new.media_consent_document_id and d.published_at is not null
                 and d.kind = 'media_consent') then
      v_media := new.media_consent_document_id;
    end if;
    if exists (select 1 from public.legal_documents d
               where d.id = new.concussion_document_id and d.published_at is not null
                 and d.kind = 'concussion_awareness') then
      v_concussion := new.concussion_document_id;
    end if;
  else
    new.waiver_agreed_at := case when new.waiver_agreed then now() end;
    new.media_consent_agreed_at := case when new.media_consent_agreed then now() end;
    -- The confirmation's own time and document.
    new.concussion_awareness_agreed_at := case when new.concussion_awareness_agreed then v_conf.confirmed_at end;
    if v_conf.id is not null then
      v_concussion := v_conf.awareness_document_id;
    end if;
    -- A document the family was shown (create_registrations passes the ids
    -- the browser sent) must be the one in force: otherwise they agreed to a
    -- text that is no longer the one recorded.
    if (new.waiver_agreed and new.waiver_document_id is not null and new.waiver_document_id is distinct from v_waiver)
       or (new.media_consent_agreed and new.media_consent_document_id is not null
           and new.media_consent_document_id is distinct from v_media) then
      raise exception 'An agreement has changed since it was read: please read it again'
        using errcode = '23514', hint = 'consent_version_outdated';
    end if;
  end if;
  new.waiver_document_id := case when new.waiver_agreed then v_waiver end;
  new.media_consent_document_id := case when new.media_consent_agreed then v_media end;
  new.concussion_document_id := case when new.concussion_awareness_agreed then v_concussion end;
  -- The former version strings, readable, from the documents (never the browser's).
  new.waiver_version := private.legal_document_label(new.waiver_document_id);
  new.media_consent_version := private.legal_document_label(new.media_consent_document_id);
  new.concussion_version := private.legal_document_label(new.concussion_document_id);
  -- French only when every document recorded is French.
  new.consent_language := case
    when num_nonnulls(new.waiver_document_id, new.media_consent_document_id, new.concussion_document_id) = 0 then null
    when exists (select 1 from public.legal_documents d
                 where d.id in (new.waiver_document_id, new.media_consent_document_id, new.concussion_document_id)
                   and d.language = 'en') then 'en'
    else 'fr' end;

  -- Guardian shown on admin screens comes from the participant, not the client.
  if new.participant_id is not null then
    select u.* into v_guardian
    from public.participants p join public.user_profiles u on u.id = p.parent_guardian_id
    where p.id = new.participant_id;
    new.parent_guardian_id := v_guardian.id;
    new.parent_guardian_name := nullif(trim(concat_ws(' ', v_guardian.first_name, v_guardian.last_name)), '');
    -- Places held by waiting-list offers count as taken, except this participant's own offer.
    if v_active and v_program.max_participants is not null and (
      select count(*) from public.registrations r
      where r.program_id = new.program_id and r.participant_id is not null
        and r.status in ('pending', 'approved')
    ) + private.program_places_held(new.program_id, new.participant_id) >= v_program.max_participants then
      raise exception 'This program is full' using hint = 'program_full';
    end if;
  end if;

  if new.volunteer_id is not null then
    -- Volunteers register free, with no tier or code (spec 2 section 9).
    new.price_tier_id := null;
    new.financial_assistance_code_id := null;
  else
    if new.price_tier_id is null then
      -- The program price applies only to a program without tiers (point 1).
      if exists (select 1 from public.program_price_tiers t where t.program_id = new.program_id) then
        raise exception 'Please select a price option' using errcode = '23514', hint = 'price_option_required';
      end if;
    else
      select * into v_tier from public.program_price_tiers where id = new.price_tier_id for update;
      if not found or v_tier.program_id <> new.program_id then
        raise exception 'Invalid price option' using errcode = '23503', hint = 'invalid_price_tier';
      end if;
      if not v_server and ((v_tier.available_from is not null and v_tier.available_from > v_today)
                           or (v_tier.available_until is not null and v_tier.available_until < v_today)) then
        raise exception 'This price option is not available today' using hint = 'price_tier_unavailable';
      end if;
      if v_active then
        if v_tier.max_spots is not null
           and v_tier.spots_taken + private.tier_places_held(v_tier.id, new.participant_id) >= v_tier.max_spots then
          raise exception 'This price option is sold out' using hint = 'price_tier_sold_out';
        end if;
        update public.program_price_tiers set spots_taken = spots_taken + 1 where id = v_tier.id;
      end if;
    end if;
    if new.financial_assistance_code_id is not null then
      select * into v_code from public.financial_assistance_codes
      where id = new.financial_assistance_code_id for update;
      if not found or v_code.program_id <> new.program_id or not v_code.is_active
         or (not v_server and not v_program.financial_assistance_enabled) then
        raise exception 'Invalid assistance code' using errcode = '23503', hint = 'invalid_assistance_code';
      end if;
      if v_active then
        if v_code.max_uses is not null and v_code.current_uses >= v_code.max_uses then
          raise exception 'This assistance code has reached its maximum usage limit'
            using hint = 'assistance_code_exhausted';
        end if;
        update public.financial_assistance_codes set current_uses = current_uses + 1 where id = v_code.id;
      end if;
    end if;
  end if;
  -- Unset tier or code rows read as null prices: the rule falls back to the next price.
  v_price := private.registration_price(v_program.price, v_tier.price, v_code.price, new.volunteer_id is not null);
  new.financial_assistance_applied := new.financial_assistance_code_id is not null;

  if not v_server then
    if v_price > 0 then
      raise exception 'Payment is required: paid registrations are created by the checkout'
        using hint = 'payment_required';
    end if;
    new.amount_paid := 0;
  end if;
  return new;
end;
$$;


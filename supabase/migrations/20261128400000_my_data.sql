-- A family's own data (issue 25 points 3-4): the copy of everything the
-- database holds about an account (export_my_data), the account's deletion by
-- its owner (delete_my_account) or by an administrator (admin_delete_account),
-- the registrations that must be cancelled first (my_active_registrations), and
-- the purge of what was kept once its retention period has passed
-- (purge_expired_records; scheduled in 20261128410000).
--
-- Deleting an account ANONYMISES it rather than removing its rows: the
-- organisation must keep financial records (Canada Revenue Agency: books and
-- records six years after the end of the tax year they concern) and the
-- evidence of the waivers and consents agreed to (claims: Ontario's Limitations
-- Act runs two years from discovery, and not while a claimant is a minor), so
-- those rows stay, pointing at an account and people that no longer say who
-- they were. Quebec's Law 25 (s. 23) and PIPEDA (principle 4.5) ask that
-- personal information be destroyed or anonymised once its purpose is served:
-- what has no retention purpose goes at once, the rest at the end of its period.
--
-- Retention period: 7 YEARS after the end of the program (financial and consent
-- records), after the end of a concussion confirmation's validity, after a
-- removal from sport was recorded, after the deletion itself (the deletion
-- record). public.purge_expired_records() deletes those rows of deleted
-- accounts once the period is over, and the anonymised account itself when
-- nothing points at it any more. The 'account_deleted' e-mail goes 30 days
-- after it was sent.
--
-- Per table, when an account is deleted (the account = its user_profiles row,
-- the participants it owns (user_id), its volunteer profile):
--   user_profiles        ANONYMISED: names, phone, photo null; e-mail
--                        deleted-<id>@deleted.invalid; is_active false;
--                        deleted_at now(). role, language and the Stripe
--                        customer id stay (the id is not personal here; the
--                        customer at Stripe holds the e-mail and is to be
--                        deleted there). Row deleted by the purge.
--   auth.users           ANONYMISED as Supabase Auth's own soft delete does:
--                        same e-mail, no password, no phone, metadata emptied,
--                        tokens cleared, banned for 100 years, deleted_at set;
--                        its sessions, refresh tokens, identities (which hold
--                        the e-mail), one-time tokens and MFA factors DELETED.
--   participants         ANONYMISED (anonymised_at): 'Deleted participant'
--                        marker as the name; birth date, address, city,
--                        province, postal code, e-mail, gender, vision, medical
--                        and hockey history, social handles null. A child of
--                        another account whose guardian this was loses the
--                        guardian link only.
--   volunteer_profiles   ANONYMISED likewise (anonymised_at).
--   emergency_contacts   DELETED (third parties' data, no retention purpose).
--   registrations        KEPT (all statuses) with their amounts, status dates,
--                        consent evidence (document ids, times, language) and
--                        concussion confirmation; question answers (notes) and
--                        the names stored on the row (parent_guardian_name,
--                        removed_participant_name) null. 7 years after the
--                        program's end.
--   registration_responses  DELETED (answers to the program's questions).
--   registration_assistance_codes  KEPT with the registration (which code).
--   checkout_sessions    KEPT (amounts, status, provider ids); the order's
--                        answers and the names on its lines removed from the
--                        payload. 7 years after the program's end.
--   refunds, refund_logs KEPT (financial). 7 years after the program's end.
--   saved_payment_methods DELETED (brand/last4/expiry only ever stored here).
--   waitlist_entries     DELETED (an offered place passes to the next family).
--   concussion_confirmations KEPT (Rowan's Law evidence: which version, when).
--                        7 years after valid_until.
--   concussion_removals  KEPT (dates of removal and clearance), notes null.
--                        7 years after they were recorded.
--   equipment_loans      KEPT (the organisation's equipment), pointing at the
--                        anonymised participant.
--   email_outbox         DELETED: every message to the account's address,
--                        except the 'account_deleted' notice queued here (deleted
--                        30 days after it was sent).
--   account_changes      KEPT (who changed the role/status: staff accountability)
--                        plus a line is_active true -> false.
--   data_access_log      KEPT (the organisation's accountability record; holds
--                        ids, no names) plus a line (write, 'account',
--                        'account_deletion') naming the anonymised participants.
--   account_deletions    NEW: one row per deletion (who asked, an admin's reason,
--                        the participants anonymised). 7 years.
--   assistance_code_attempts, program_coordinators  DELETED (throttle data; a
--                        deleted account coordinates nothing).
--   storage profile-pictures/<id>/*  DELETED where the database may (local); on
--                        hosted Supabase Storage refuses SQL deletes, so the app
--                        removes the photo through the Storage API first.
--   financial_aid_requests  KEPT (amounts, decision: financial), note and
--                        decision note null, a pending one withdrawn. Deleted
--                        with the account by the purge (cascade).
--   financial_assistance_codes bound to the account  KEPT, deactivated.
--   accessibility_feedback sent while signed in  KEPT (the organisation's
--                        accessibility work): name null, e-mail replaced by the
--                        anonymised address.
--
-- Refused (nothing changes) while: a registration of the account is pending or
-- approved in a program whose end_date is today or later (hint
-- active_registrations, detail = the list as JSON); a checkout is open or paid
-- and not yet fulfilled (hint checkout_in_progress); the account is an
-- administrator's (hint admin_account); the account is already deleted (hint
-- account_deleted).

-- =====================================================================
-- Columns and the deletion record
-- =====================================================================

alter table public.user_profiles add column deleted_at timestamptz;
alter table public.participants add column anonymised_at timestamptz;
alter table public.volunteer_profiles add column anonymised_at timestamptz;
create index user_profiles_deleted_at_idx on public.user_profiles (deleted_at) where deleted_at is not null;

-- One row per account deletion. user_id is not a foreign key: the record
-- outlives the anonymised account (the purge removes it after 7 years).
create table public.account_deletions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique,
  deleted_at timestamptz not null default now(),
  deleted_by uuid references public.user_profiles (id) on delete set null,
  by_admin boolean not null,
  reason text check (char_length(reason) <= 500),
  participant_ids uuid[] not null default '{}',
  volunteer_id uuid
);
alter table public.account_deletions enable row level security;
revoke all on public.account_deletions from anon, authenticated;
grant select on public.account_deletions to authenticated;
grant all on public.account_deletions to service_role;
create index account_deletions_deleted_by_idx on public.account_deletions (deleted_by);
create index account_deletions_deleted_at_idx on public.account_deletions (deleted_at);

create policy account_deletions_select on public.account_deletions
  for select to authenticated
  using ((select private.is_admin()));

-- =====================================================================
-- Helpers
-- =====================================================================

-- How long kept records of a deleted account stay (see the header).
create or replace function private.retention_years()
returns integer
language sql
immutable
set search_path = ''
as $$ select 7 $$;

-- The registrations that belong to an account: those of the participants it
-- owns (p_with_guarded: or is guardian of), of its volunteer profile, and
-- those it made whose participant was removed (no other family's
-- registration, even one the account made as an administrator).
create or replace function private.account_registration_ids(p_user_id uuid, p_with_guarded boolean)
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select r.id from public.registrations r
  where r.participant_id in (select p.id from public.participants p
                             where p.user_id = p_user_id
                                or (p_with_guarded and p.parent_guardian_id = p_user_id))
  union
  select r.id from public.registrations r
  where r.volunteer_id in (select v.id from public.volunteer_profiles v where v.user_id = p_user_id)
  union
  select r.id from public.registrations r
  where r.user_id = p_user_id and r.participant_id is null and r.volunteer_id is null
$$;

-- A registration's person, as the family knows them.
create or replace function private.registration_person_name(p_registration public.registrations)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), '')
     from public.participants p where p.id = p_registration.participant_id),
    (select nullif(btrim(concat_ws(' ', v.first_name, v.last_name)), '')
     from public.volunteer_profiles v where v.id = p_registration.volunteer_id),
    p_registration.removed_participant_name)
$$;

-- The account's registrations that must be cancelled before it can be
-- deleted: pending or approved in a program that has not ended (Toronto day),
-- as [{ registration_id, program_id, program_name, program_name_fr,
-- start_date, end_date, person_name, status }], by program start then name.
create or replace function private.active_registrations_json(p_user_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
      'registration_id', x.id, 'program_id', x.program_id, 'program_name', x.program_name,
      'program_name_fr', x.program_name_fr, 'start_date', x.start_date, 'end_date', x.end_date,
      'person_name', x.person_name, 'status', x.status)
    order by x.start_date, x.person_name, x.id), '[]'::jsonb)
  from (
    select r.id, r.program_id, pr.name as program_name, pr.name_fr as program_name_fr,
           pr.start_date, pr.end_date, private.registration_person_name(r) as person_name, r.status
    from public.registrations r
    join public.programs pr on pr.id = r.program_id
    where r.id in (select private.account_registration_ids(p_user_id, false))
      and r.status in ('pending', 'approved')
      and pr.end_date >= private.toronto_today()
  ) x
$$;

-- A published legal document as the export shows it (with its program and publication time; the
-- registration screens' private.legal_document_json of 20261125840000 stays as it is).
create or replace function private.export_legal_document_json(p_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('id', d.id, 'kind', d.kind, 'version', d.version, 'language', d.language,
                            'title', d.title, 'body', d.body, 'published_at', d.published_at,
                            'program_id', d.program_id)
  from public.legal_documents d where d.id = p_id
$$;

-- As 20261125620000, except that a person anonymised by an account deletion
-- (their contacts deleted with it) has nothing to check, like a person deleted
-- in the same transaction.
create or replace function private.assert_contact_list(p_participant uuid, p_volunteer uuid, p_check_max boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count int;
  v_primary int;
begin
  if p_participant is not null then
    perform 1 from public.participants p where p.id = p_participant and p.anonymised_at is null for no key update;
  else
    perform 1 from public.volunteer_profiles v where v.id = p_volunteer and v.anonymised_at is null
    for no key update;
  end if;
  if not found then
    return;
  end if;
  select count(*), count(*) filter (where e.is_primary)
    into v_count, v_primary
    from public.emergency_contacts e
   where (p_participant is not null and e.participant_id = p_participant)
      or (p_volunteer is not null and e.volunteer_id = p_volunteer);
  if v_count = 0 then
    raise exception 'At least one emergency contact is required'
      using errcode = '23514', hint = 'emergency_contacts_required';
  end if;
  if p_check_max and v_count > 3 then
    raise exception 'A person can have at most 3 emergency contacts'
      using errcode = '23514', hint = 'emergency_contacts_too_many';
  end if;
  if v_primary <> 1 then
    raise exception 'Exactly one emergency contact must be the primary contact'
      using errcode = '23514', hint = 'emergency_contacts_one_primary';
  end if;
end;
$$;

-- =====================================================================
-- export_my_data
-- =====================================================================

-- Everything the database holds about the caller's account, as one JSON
-- document (the shape is in docs and in the contract of issue 25):
-- generated_at, account, participants (+ emergency_contacts,
-- concussion_removals, equipment_loans), volunteer_profile (+ contacts),
-- registrations (+ program, tier, answers, assistance code), consents (+ the
-- texts agreed to), concussion_confirmations (+ texts), waitlist_entries,
-- payments (checkout_sessions, refunds, refund_logs, saved_cards: brand,
-- last4, expiry), emails, access_log, account_changes, coordinated_programs,
-- assistance_code_attempts, financial_aid_requests, assistance_codes (bound
-- to the account), accessibility_feedback.
-- Only the caller's rows. Not logged (one's own data). A deactivated account
-- may export; a deleted one may not (hint account_deleted).
create or replace function public.export_my_data()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_user public.user_profiles;
  v_auth record;
  v_parts uuid[];
  v_vol uuid;
  v_regs uuid[];
  v_emails text[];
  v_out jsonb;
begin
  if v_uid is null then
    raise exception 'Please sign in' using errcode = '42501', hint = 'not_signed_in';
  end if;
  select * into v_user from public.user_profiles where id = v_uid;
  if not found then
    raise exception 'Account not found' using errcode = 'P0002', hint = 'user_not_found';
  end if;
  if v_user.deleted_at is not null then
    raise exception 'This account was deleted' using errcode = '42501', hint = 'account_deleted';
  end if;
  select u.email, u.created_at, u.last_sign_in_at, u.email_confirmed_at into v_auth
  from auth.users u where u.id = v_uid;
  v_parts := array(select p.id from public.participants p
                   where p.user_id = v_uid or p.parent_guardian_id = v_uid order by p.created_at, p.id);
  select v.id into v_vol from public.volunteer_profiles v where v.user_id = v_uid;
  v_regs := array(select private.account_registration_ids(v_uid, true));
  v_emails := array(select distinct lower(e) from unnest(array[v_user.email, v_auth.email]) e where e is not null);

  v_out := jsonb_build_object(
    'generated_at', now(),
    'account', to_jsonb(v_user) || jsonb_build_object(
      'auth_email', v_auth.email, 'auth_created_at', v_auth.created_at,
      'last_sign_in_at', v_auth.last_sign_in_at, 'email_confirmed_at', v_auth.email_confirmed_at),
    'participants', (
      select coalesce(jsonb_agg(to_jsonb(p) || jsonb_build_object(
          'emergency_contacts', (
            select coalesce(jsonb_agg(to_jsonb(c) order by c.is_primary desc, c.created_at, c.id), '[]'::jsonb)
            from public.emergency_contacts c where c.participant_id = p.id),
          'concussion_removals', (
            select coalesce(jsonb_agg(to_jsonb(cr) || jsonb_build_object(
                'program_name', pr.name, 'program_name_fr', pr.name_fr)
              order by cr.recorded_at, cr.id), '[]'::jsonb)
            from public.concussion_removals cr left join public.programs pr on pr.id = cr.program_id
            where cr.participant_id = p.id),
          'equipment_loans', (
            select coalesce(jsonb_agg(to_jsonb(l) || jsonb_build_object('item_name', i.item_name)
              order by l.created_at, l.id), '[]'::jsonb)
            from public.equipment_loans l join public.equipment_inventory i on i.id = l.equipment_id
            where l.participant_id = p.id))
        order by p.created_at, p.id), '[]'::jsonb)
      from public.participants p where p.id = any (v_parts)),
    'volunteer_profile', (
      select to_jsonb(v) || jsonb_build_object('emergency_contacts', (
          select coalesce(jsonb_agg(to_jsonb(c) order by c.is_primary desc, c.created_at, c.id), '[]'::jsonb)
          from public.emergency_contacts c where c.volunteer_id = v.id))
      from public.volunteer_profiles v where v.id = v_vol),
    'registrations', (
      select coalesce(jsonb_agg(to_jsonb(r) || jsonb_build_object(
          'person_name', private.registration_person_name(r),
          'program_name', pr.name, 'program_name_fr', pr.name_fr,
          'program_start_date', pr.start_date, 'program_end_date', pr.end_date,
          'tier_name', t.name, 'tier_name_fr', t.name_fr,
          'assistance_code', (select c.code from public.financial_assistance_codes c
                              where c.id = r.financial_assistance_code_id),
          'answers', (
            select coalesce(jsonb_agg(jsonb_build_object(
                'question_id', q.id, 'question_text', q.question_text, 'question_text_fr', q.question_text_fr,
                'response_value', a.response_value, 'answered_at', a.created_at, 'updated_at', a.updated_at)
              order by q.display_order, q.id), '[]'::jsonb)
            from public.registration_responses a join public.registration_questions q on q.id = a.question_id
            where a.registration_id = r.id))
        order by r.registration_date, r.id), '[]'::jsonb)
      from public.registrations r
      join public.programs pr on pr.id = r.program_id
      left join public.program_price_tiers t on t.id = r.price_tier_id
      where r.id = any (v_regs)),
    'consents', (
      select coalesce(jsonb_agg(jsonb_build_object(
          'registration_id', r.id, 'program_name', pr.name, 'program_name_fr', pr.name_fr,
          'person_name', private.registration_person_name(r), 'kind', k.kind, 'agreed', k.agreed,
          'agreed_at', k.agreed_at, 'version', k.version, 'language', r.consent_language,
          'document', private.export_legal_document_json(k.document_id))
        order by r.registration_date, r.id, k.n), '[]'::jsonb)
      from public.registrations r
      join public.programs pr on pr.id = r.program_id
      cross join lateral (values
        (1, 'waiver', r.waiver_agreed, r.waiver_agreed_at, r.waiver_version, r.waiver_document_id),
        (2, 'media_consent', r.media_consent_agreed, r.media_consent_agreed_at, r.media_consent_version,
         r.media_consent_document_id),
        (3, 'concussion_awareness', r.concussion_awareness_agreed, r.concussion_awareness_agreed_at,
         r.concussion_version, r.concussion_document_id)
      ) as k(n, kind, agreed, agreed_at, version, document_id)
      where r.id = any (v_regs) and (k.agreed or k.document_id is not null)),
    'concussion_confirmations', (
      select coalesce(jsonb_agg(to_jsonb(c) || jsonb_build_object(
          'participant_name', (select nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), '')
                               from public.participants p where p.id = c.participant_id),
          'awareness_document', private.export_legal_document_json(c.awareness_document_id),
          'code_of_conduct_document', private.export_legal_document_json(c.code_of_conduct_document_id))
        order by c.confirmed_at, c.id), '[]'::jsonb)
      from public.concussion_confirmations c
      where c.user_id = v_uid or c.participant_id = any (v_parts)),
    'waitlist_entries', (
      select coalesce(jsonb_agg(to_jsonb(e) || jsonb_build_object(
          'program_name', pr.name, 'program_name_fr', pr.name_fr,
          'participant_name', (select nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), '')
                               from public.participants p where p.id = e.participant_id))
        order by e.joined_at, e.id), '[]'::jsonb)
      from public.waitlist_entries e join public.programs pr on pr.id = e.program_id
      where e.user_id = v_uid or e.participant_id = any (v_parts)),
    'payments', jsonb_build_object(
      'checkout_sessions', (
        select coalesce(jsonb_agg(to_jsonb(s) || jsonb_build_object(
            'program_name', pr.name, 'program_name_fr', pr.name_fr)
          order by s.created_at, s.id), '[]'::jsonb)
        from public.checkout_sessions s join public.programs pr on pr.id = s.program_id
        where s.user_id = v_uid),
      'refunds', (
        select coalesce(jsonb_agg(jsonb_build_object(
            'id', f.id, 'registration_id', f.registration_id, 'checkout_session_id', f.checkout_session_id,
            'amount', f.amount, 'status', f.status, 'provider', f.provider, 'source', f.source,
            'provider_refund_id', f.provider_refund_id, 'note', f.note, 'created_at', f.created_at,
            'completed_at', f.completed_at)
          order by f.created_at, f.id), '[]'::jsonb)
        from public.refunds f
        where f.registration_id = any (v_regs)
           or f.checkout_session_id in (select s.id from public.checkout_sessions s where s.user_id = v_uid)),
      'refund_logs', (
        select coalesce(jsonb_agg(jsonb_build_object(
            'id', l.id, 'registration_id', l.registration_id, 'checkout_session_id', l.checkout_session_id,
            'action', l.action, 'refund_amount', l.refund_amount, 'refund_reason', l.refund_reason,
            'processed_at', l.processed_at, 'provider_refund_id', l.provider_refund_id)
          order by l.processed_at, l.id), '[]'::jsonb)
        from public.refund_logs l
        where l.user_id = v_uid or l.registration_id = any (v_regs)
           or l.checkout_session_id in (select s.id from public.checkout_sessions s where s.user_id = v_uid)),
      'saved_cards', (
        select coalesce(jsonb_agg(jsonb_build_object(
            'id', m.id, 'brand', m.brand, 'last4', m.last4, 'exp_month', m.exp_month, 'exp_year', m.exp_year,
            'is_default', m.is_default, 'created_at', m.created_at)
          order by m.created_at, m.id), '[]'::jsonb)
        from public.saved_payment_methods m where m.user_id = v_uid)),
    'emails', (
      select coalesce(jsonb_agg(jsonb_build_object(
          'id', o.id, 'created_at', o.created_at, 'sent_at', o.sent_at, 'status', o.status,
          'to_email', o.to_email, 'language', o.language, 'template', o.template,
          'subject', o.subject, 'body', o.body)
        order by o.created_at, o.id), '[]'::jsonb)
      from public.email_outbox o where lower(o.to_email) = any (v_emails)),
    'access_log', (
      select coalesce(jsonb_agg(jsonb_build_object(
          'at', g.at, 'actor_name', nullif(btrim(concat_ws(' ', a.first_name, a.last_name)), ''),
          'actor_role', g.actor_role, 'action', g.action, 'what', g.what, 'reason', g.reason,
          'program_name', pr.name, 'program_name_fr', pr.name_fr,
          'participant_ids', to_jsonb(array(select unnest(g.participant_ids) intersect select unnest(v_parts))),
          'volunteer', v_vol is not null and v_vol = any (g.volunteer_ids))
        order by g.at desc, g.id desc), '[]'::jsonb)
      from public.data_access_log g
      left join public.user_profiles a on a.id = g.actor_id
      left join public.programs pr on pr.id = g.program_id
      where (g.participant_ids && v_parts or (v_vol is not null and g.volunteer_ids @> array[v_vol]))
        and g.actor_id is distinct from v_uid),
    'account_changes', (
      select coalesce(jsonb_agg(jsonb_build_object(
          'field', c.field, 'old_value', c.old_value, 'new_value', c.new_value, 'changed_at', c.changed_at)
        order by c.changed_at, c.id), '[]'::jsonb)
      from public.account_changes c where c.user_id = v_uid),
    'coordinated_programs', (
      select coalesce(jsonb_agg(jsonb_build_object(
          'program_id', pc.program_id, 'program_name', pr.name, 'program_name_fr', pr.name_fr,
          'is_active', pc.is_active, 'notes', pc.notes, 'assigned_at', pc.assigned_at)
        order by pc.assigned_at, pc.id), '[]'::jsonb)
      from public.program_coordinators pc join public.programs pr on pr.id = pc.program_id
      where pc.user_id = v_uid),
    'assistance_code_attempts', (
      select coalesce(jsonb_agg(jsonb_build_object('program_id', x.program_id, 'attempted_at', x.attempted_at)
        order by x.attempted_at, x.id), '[]'::jsonb)
      from public.assistance_code_attempts x where x.user_id = v_uid),
    'financial_aid_requests', (
      select coalesce(jsonb_agg(to_jsonb(a) || jsonb_build_object(
          'program_name', pr.name, 'program_name_fr', pr.name_fr,
          'code', (select c.code from public.financial_assistance_codes c where c.id = a.code_id))
        order by a.created_at, a.id), '[]'::jsonb)
      from public.financial_aid_requests a join public.programs pr on pr.id = a.program_id
      where a.user_id = v_uid),
    'assistance_codes', (
      select coalesce(jsonb_agg(jsonb_build_object(
          'id', c.id, 'code', c.code, 'program_id', c.program_id, 'program_name', pr.name,
          'program_name_fr', pr.name_fr, 'price', c.price, 'max_uses', c.max_uses,
          'current_uses', c.current_uses, 'is_active', c.is_active, 'request_id', c.request_id,
          'created_at', c.created_at)
        order by c.created_at, c.id), '[]'::jsonb)
      from public.financial_assistance_codes c join public.programs pr on pr.id = c.program_id
      where c.user_id = v_uid),
    'accessibility_feedback', (
      select coalesce(jsonb_agg(jsonb_build_object(
          'id', x.id, 'created_at', x.created_at, 'name', x.name, 'email', x.email, 'page', x.page,
          'message', x.message, 'language', x.language, 'status', x.status, 'handled_at', x.handled_at)
        order by x.created_at, x.id), '[]'::jsonb)
      from public.accessibility_feedback x where x.user_id = v_uid)
  );
  return v_out;
end;
$$;

-- =====================================================================
-- my_active_registrations
-- =====================================================================

-- The caller's registrations that must be cancelled before the account can be
-- deleted (shape of private.active_registrations_json).
create or replace function public.my_active_registrations()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'Please sign in' using errcode = '42501', hint = 'not_signed_in';
  end if;
  return private.active_registrations_json(auth.uid());
end;
$$;

-- =====================================================================
-- The deletion
-- =====================================================================

-- The notice to the account's address, in its language, queued before the
-- address is anonymised. Returns the outbox row's id (kept by the deletion).
create or replace function private.queue_account_deleted_email(p_user public.user_profiles, p_by_admin boolean)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_lang text := coalesce(p_user.preferred_language, 'en');
  v_when text := to_char(now() at time zone 'America/Toronto', 'YYYY-MM-DD HH24:MI');
  v_years text := private.retention_years()::text;
  v_subject text;
  v_body text;
  v_id uuid;
begin
  if coalesce(p_user.email, '') = '' then
    return null;
  end if;
  if v_lang = 'fr' then
    v_subject := 'Votre compte a été supprimé';
    v_body := 'Bonjour ' || coalesce(p_user.first_name, '') || E',\n\n'
      || 'Votre compte ' || p_user.email || ' a été supprimé le ' || v_when || ' (heure de Toronto)'
      || case when p_by_admin then ' par un administrateur' else ' à votre demande' end || E'.\n\n'
      || 'Nous avons effacé votre profil, les renseignements personnels et médicaux de vos participants, '
      || 'leurs contacts d’urgence, vos cartes enregistrées, vos réponses aux questions d’inscription '
      || E'et les courriels qui vous étaient destinés.\n\n'
      || 'Comme la loi nous y oblige, nous conservons sans votre nom ni vos coordonnées les dossiers '
      || 'des inscriptions, des paiements et des remboursements, ainsi que la preuve des décharges et '
      || 'des consentements acceptés, pendant ' || v_years || ' ans après la fin de chaque programme; '
      || E'ils sont ensuite supprimés.\n\n'
      || E'Si vous n’avez pas demandé cette suppression, communiquez avec nous sans tarder.\n\n'
      || 'Hockey canadien pour aveugles';
  else
    v_subject := 'Your account has been deleted';
    v_body := 'Hello ' || coalesce(p_user.first_name, '') || E',\n\n'
      || 'Your account ' || p_user.email || ' was deleted on ' || v_when || ' (Toronto time)'
      || case when p_by_admin then ' by an administrator' else ' at your request' end || E'.\n\n'
      || 'We removed your profile, your participants'' personal and medical information, their emergency '
      || 'contacts, your saved cards, your answers to registration questions and the e-mails sent to you.'
      || E'\n\n'
      || 'As the law requires, we keep the records of registrations, payments and refunds, and the evidence '
      || 'of the waivers and consents agreed to, without your name or contact details, for ' || v_years
      || E' years after the end of each program; then they are deleted.\n\n'
      || E'If you did not ask for this, please contact us right away.\n\n'
      || 'Canadian Blind Hockey';
  end if;
  insert into public.email_outbox (registration_id, to_email, language, template, subject, body, payload)
  values (null, p_user.email, v_lang, 'account_deleted', v_subject, v_body,
          jsonb_build_object('by_admin', p_by_admin, 'retention_years', private.retention_years()))
  returning id into v_id;
  return v_id;
end;
$$;

-- Deletes (anonymises) the account p_user_id as the header says, after the
-- checks; p_by_admin says who asked (the caller, auth.uid(), is the actor of
-- every history line). Returns { user_id, deleted_at }.
create or replace function private.delete_account(p_user_id uuid, p_by_admin boolean, p_reason text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user public.user_profiles;
  v_parts uuid[];
  v_vol uuid;
  v_regs uuid[];
  v_active jsonb;
  v_mail uuid;
  v_old_emails text[];
  v_deleted_email text := 'deleted-' || p_user_id::text || '@deleted.invalid';
  v_now timestamptz := now();
begin
  select * into v_user from public.user_profiles where id = p_user_id for update;
  if not found then
    raise exception 'User not found' using errcode = 'P0002', hint = 'user_not_found';
  end if;
  if v_user.deleted_at is not null then
    raise exception 'This account was already deleted' using errcode = 'P0001', hint = 'account_deleted';
  end if;
  if v_user.role = 'admin' then
    raise exception 'An administrator''s account cannot be deleted; change its role first'
      using errcode = 'P0001', hint = 'admin_account';
  end if;

  v_active := private.active_registrations_json(p_user_id);
  if jsonb_array_length(v_active) > 0 then
    raise exception 'Cancel the registrations of programs that have not ended first'
      using errcode = 'P0001', hint = 'active_registrations', detail = v_active::text;
  end if;
  if exists (select 1 from public.checkout_sessions s
             where s.user_id = p_user_id
               and ((s.status = 'open' and s.expires_at > now()) or s.status = 'paid')) then
    raise exception 'A payment is in progress; try again once it is finished'
      using errcode = 'P0001', hint = 'checkout_in_progress';
  end if;

  v_parts := array(select p.id from public.participants p where p.user_id = p_user_id order by p.id);
  select v.id into v_vol from public.volunteer_profiles v where v.user_id = p_user_id;
  v_regs := array(select private.account_registration_ids(p_user_id, false));
  select array(select distinct lower(e) from unnest(array[v_user.email, u.email]) e where e is not null)
  into v_old_emails from auth.users u where u.id = p_user_id;
  v_old_emails := coalesce(v_old_emails, array[lower(v_user.email)]);

  -- The notice goes to the old address before it is anonymised.
  v_mail := private.queue_account_deleted_email(v_user, p_by_admin);

  -- Waiting lists: every entry goes; an offered place passes on (trigger).
  delete from public.waitlist_entries
  where user_id = p_user_id or participant_id = any (v_parts);

  delete from public.saved_payment_methods where user_id = p_user_id;
  delete from public.assistance_code_attempts where user_id = p_user_id;
  delete from public.program_coordinators where user_id = p_user_id;

  -- Registrations stay; their answers and stored names go.
  delete from public.registration_responses where registration_id = any (v_regs);
  update public.registrations
  set notes = null, parent_guardian_name = null,
      removed_participant_name = case when removed_participant_name is null then null
                                      else 'Deleted participant' end
  where id = any (v_regs)
    and (notes is not null or parent_guardian_name is not null or removed_participant_name is not null);

  -- Checkouts stay; the order's answers, return URLs and names go.
  update public.checkout_sessions s
  set payload = (s.payload - 'answers' - 'success_url' - 'cancel_url')
    || case when jsonb_typeof(s.payload -> 'lines') = 'array' then jsonb_build_object('lines', (
         select coalesce(jsonb_agg(case when jsonb_typeof(l) = 'object'
                                        then l || '{"name": "Deleted participant"}'::jsonb else l end), '[]'::jsonb)
         from jsonb_array_elements(s.payload -> 'lines') l))
       else '{}'::jsonb end
  where s.user_id = p_user_id;

  delete from public.emergency_contacts
  where participant_id = any (v_parts) or (v_vol is not null and volunteer_id = v_vol);

  update public.concussion_removals set notes = null, cleared_note = null
  where participant_id = any (v_parts) and (notes is not null or cleared_note is not null);

  update public.participants
  set first_name = 'Deleted', last_name = 'participant', email = null, date_of_birth = null,
      address = null, city = null, province = null, postal_code = null, gender_identity = null,
      gender_self_description = null, visual_classification = null, visual_condition = null,
      visual_condition_other = null, played_traditional_hockey = null,
      first_played_blind_hockey_year = null, hockey_referral_source = null, hockey_referral_other = null,
      position = null, social_media_handles = null, skating_experience = null,
      is_first_time_participant = null, needs_equipment = false, allergies = null,
      medical_conditions = null, anonymised_at = v_now
  where id = any (v_parts);
  -- Another account's participant this account was guardian of keeps its owner.
  update public.participants set parent_guardian_id = null
  where parent_guardian_id = p_user_id and user_id <> p_user_id;

  if v_vol is not null then
    update public.volunteer_profiles
    set first_name = null, last_name = null, email = null, date_of_birth = null, age = null,
        address = null, city = null, phone = null, has_hockey_canada_certificate = false,
        coaching_experience_level = null, has_first_aid_certificate = false,
        has_volunteered_cbh_before = false, has_vulnerable_sector_check = false,
        medical_conditions = null, anonymised_at = v_now
    where id = v_vol;
  end if;

  -- Financial aid: a pending request is withdrawn, the family's and the
  -- administrator's notes go; the amounts and decision stay (financial). Codes
  -- bound to the account can no longer be used by anyone.
  update public.financial_aid_requests
  set status = case when status = 'pending' then 'withdrawn' else status end, note = null, decision_note = null
  where user_id = p_user_id;
  update public.financial_assistance_codes set is_active = false where user_id = p_user_id and is_active;

  -- Accessibility feedback sent while signed in: the message stays for the
  -- organisation's accessibility work, without who sent it.
  update public.accessibility_feedback set name = null, email = v_deleted_email where user_id = p_user_id;

  -- Every message to the old address but the notice just queued.
  delete from public.email_outbox
  where lower(to_email) = any (v_old_emails) and id is distinct from v_mail;

  -- The profile photo (local; hosted Storage refuses SQL deletes: the app
  -- removes it through the Storage API before calling).
  begin
    delete from storage.objects where bucket_id = 'profile-pictures' and name like p_user_id::text || '/%';
  exception when others then
    null;
  end;

  -- History lines, with the caller as actor.
  insert into public.account_deletions (user_id, deleted_at, deleted_by, by_admin, reason, participant_ids,
                                        volunteer_id)
  values (p_user_id, v_now, auth.uid(), p_by_admin, p_reason, v_parts, v_vol);
  perform private.log_data_access('write', 'account', v_parts, null, 'account_deletion',
                                  case when v_vol is null then '{}'::uuid[] else array[v_vol] end,
                                  jsonb_build_object('by_admin', p_by_admin));
  if v_user.is_active then
    insert into public.account_changes (user_id, changed_by, field, old_value, new_value)
    values (p_user_id, auth.uid(), 'is_active', 'true', 'false');
  end if;

  -- Last: once the caller's own profile is inactive, its writes are refused
  -- (20261125000010).
  update public.user_profiles
  set first_name = null, last_name = null, phone = null, profile_photo_url = null,
      email = v_deleted_email, is_active = false, deleted_at = v_now
  where id = p_user_id;

  -- Sign-in: what Supabase Auth's own soft delete does, plus a ban.
  update auth.users
  set email = v_deleted_email, encrypted_password = null, phone = null, email_change = '',
      confirmation_token = '', recovery_token = '', email_change_token_new = '',
      raw_user_meta_data = '{}'::jsonb, banned_until = v_now + interval '100 years',
      deleted_at = v_now, updated_at = v_now
  where id = p_user_id;
  delete from auth.identities where user_id = p_user_id;
  delete from auth.refresh_tokens where user_id = p_user_id::text;
  delete from auth.sessions where user_id = p_user_id;
  if to_regclass('auth.one_time_tokens') is not null then
    execute 'delete from auth.one_time_tokens where user_id = $1' using p_user_id;
  end if;
  if to_regclass('auth.mfa_factors') is not null then
    execute 'delete from auth.mfa_factors where user_id = $1' using p_user_id;
  end if;

  return jsonb_build_object('user_id', p_user_id, 'deleted_at', v_now);
end;
$$;

-- The caller deletes their own account, typing its e-mail address to confirm
-- (case and surrounding spaces ignored). Hints: not_signed_in,
-- account_inactive, confirmation_mismatch, and those of private.delete_account.
create or replace function public.delete_my_account(p_confirmation text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text;
begin
  if auth.uid() is null then
    raise exception 'Please sign in' using errcode = '42501', hint = 'not_signed_in';
  end if;
  select u.email into v_email from public.user_profiles u where u.id = auth.uid();
  if v_email is null or lower(btrim(coalesce(p_confirmation, ''))) <> lower(btrim(v_email)) then
    raise exception 'Type your e-mail address to confirm' using errcode = '22023', hint = 'confirmation_mismatch';
  end if;
  perform private.assert_active_account();
  return private.delete_account(auth.uid(), false, null);
end;
$$;

-- An administrator deletes an account, saying why (1 to 500 characters).
-- Hints: admin_only, reason_required, reason_too_long, and those of
-- private.delete_account.
create or replace function public.admin_delete_account(p_user_id uuid, p_reason text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
begin
  if not private.is_admin() then
    raise exception 'Only administrators can delete accounts' using errcode = '42501', hint = 'admin_only';
  end if;
  if v_reason is null then
    raise exception 'Say why the account is deleted' using errcode = '22023', hint = 'reason_required';
  end if;
  if char_length(v_reason) > 500 then
    raise exception 'The reason is too long (500 characters at most)' using errcode = '22023', hint = 'reason_too_long';
  end if;
  return private.delete_account(p_user_id, true, v_reason);
end;
$$;

-- =====================================================================
-- purge_expired_records
-- =====================================================================

-- Paid registrations are kept for good (20261125000300) except by the purge
-- below: the server, with app.purging_expired_records on in its transaction.
create or replace function private.keep_paid_registration()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if current_setting('app.purging_expired_records', true) = 'on' and private.is_server_caller() then
    return old;
  end if;
  if old.amount_paid > 0 or coalesce(old.refund_amount, 0) > 0 or old.checkout_session_id is not null
     or old.payment_intent_id is not null
     or exists (select 1 from public.refund_logs l where l.registration_id = old.id) then
    raise exception 'This registration has payment history and cannot be deleted'
      using errcode = '23503', hint = 'registration_has_payment_history';
  end if;
  return old;
end;
$$;

-- Deletes what deleted accounts left behind once its retention period is
-- over (see the header): registrations (and their refunds and refund logs) and
-- checkouts of programs that ended more than 7 years ago, concussion
-- confirmations that stopped counting and removals recorded more than 7 years
-- ago, deletion records older than 7 years, 'account_deleted' notices sent or
-- failed more than 30 days ago, and the anonymised account itself (auth user,
-- profile, participants, volunteer profile) once nothing of it is left.
-- Returns the counts. The server only (service role or pg_cron).
create or replace function public.purge_expired_records()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_cutoff date := (private.toronto_today() - make_interval(years => private.retention_years()))::date;
  v_users uuid[];
  v_parts uuid[];
  v_vols uuid[];
  v_regs uuid[];
  v_checkouts uuid[];
  n_regs integer := 0;
  n_checkouts integer := 0;
  n_confirmations integer := 0;
  n_removals integer := 0;
  n_records integer := 0;
  n_emails integer := 0;
  n_accounts integer := 0;
begin
  if not private.is_server_caller() then
    raise exception 'Only the server purges records' using errcode = '42501', hint = 'server_only';
  end if;
  perform set_config('app.purging_expired_records', 'on', true);

  v_users := array(select id from public.user_profiles where deleted_at is not null);
  v_parts := array(select id from public.participants where user_id = any (v_users));
  v_vols := array(select id from public.volunteer_profiles where user_id = any (v_users));

  v_regs := array(
    select r.id from public.registrations r join public.programs pr on pr.id = r.program_id
    where pr.end_date < v_cutoff
      and (r.participant_id = any (v_parts) or r.volunteer_id = any (v_vols)
           or (r.user_id = any (v_users) and r.participant_id is null and r.volunteer_id is null)));
  v_checkouts := array(
    select s.id from public.checkout_sessions s join public.programs pr on pr.id = s.program_id
    where s.user_id = any (v_users) and pr.end_date < v_cutoff);

  delete from public.refund_logs
  where registration_id = any (v_regs) or checkout_session_id = any (v_checkouts);
  delete from public.refunds
  where registration_id = any (v_regs) or checkout_session_id = any (v_checkouts);
  delete from public.registrations where id = any (v_regs);
  get diagnostics n_regs = row_count;
  delete from public.checkout_sessions where id = any (v_checkouts);
  get diagnostics n_checkouts = row_count;

  delete from public.concussion_confirmations
  where (participant_id = any (v_parts) or user_id = any (v_users)) and valid_until < v_cutoff;
  get diagnostics n_confirmations = row_count;
  delete from public.concussion_removals
  where participant_id = any (v_parts) and (recorded_at at time zone 'America/Toronto')::date < v_cutoff;
  get diagnostics n_removals = row_count;

  delete from public.account_deletions
  where (deleted_at at time zone 'America/Toronto')::date < v_cutoff;
  get diagnostics n_records = row_count;

  delete from public.email_outbox
  where template = 'account_deleted' and status in ('sent', 'failed')
    and coalesce(sent_at, created_at) < now() - interval '30 days';
  get diagnostics n_emails = row_count;

  -- An anonymised account with nothing kept any more goes entirely (the
  -- profile, its participants and volunteer profile cascade from auth.users).
  with gone as (
    select u.id from public.user_profiles u
    where u.id = any (v_users)
      and u.deleted_at < now() - interval '1 day'
      and not exists (select 1 from public.registrations r
                      where r.user_id = u.id
                         or r.participant_id in (select p.id from public.participants p where p.user_id = u.id)
                         or r.volunteer_id in (select v.id from public.volunteer_profiles v where v.user_id = u.id))
      and not exists (select 1 from public.checkout_sessions s where s.user_id = u.id)
      and not exists (select 1 from public.refund_logs l where l.user_id = u.id)
      and not exists (select 1 from public.concussion_confirmations c
                      where c.user_id = u.id
                         or c.participant_id in (select p.id from public.participants p where p.user_id = u.id))
      and not exists (select 1 from public.concussion_removals c
                      where c.participant_id in (select p.id from public.participants p where p.user_id = u.id))
  )
  delete from auth.users where id in (select id from gone);
  get diagnostics n_accounts = row_count;

  return jsonb_build_object(
    'cutoff', v_cutoff, 'registrations', n_regs, 'checkout_sessions', n_checkouts,
    'concussion_confirmations', n_confirmations, 'concussion_removals', n_removals,
    'account_deletions', n_records, 'emails', n_emails, 'accounts', n_accounts);
end;
$$;

-- =====================================================================
-- Execute rights
-- =====================================================================

revoke all on function
  private.retention_years(), private.account_registration_ids(uuid, boolean),
  private.registration_person_name(public.registrations), private.active_registrations_json(uuid),
  private.export_legal_document_json(uuid),
  private.queue_account_deleted_email(public.user_profiles, boolean),
  private.delete_account(uuid, boolean, text), private.keep_paid_registration()
  from public, anon, authenticated;

revoke all on function public.export_my_data(), public.my_active_registrations(),
  public.delete_my_account(text), public.admin_delete_account(uuid, text), public.purge_expired_records()
  from public, anon, authenticated;
grant execute on function public.export_my_data(), public.my_active_registrations(),
  public.delete_my_account(text), public.admin_delete_account(uuid, text)
  to authenticated;
grant execute on function public.purge_expired_records() to service_role;

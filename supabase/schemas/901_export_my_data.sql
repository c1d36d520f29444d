-- supabase/schemas (the current schema; supabase/README.md): my data, part 2 of 5.

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
revoke all on function public.export_my_data() from public, anon;

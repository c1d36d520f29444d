-- supabase/schemas (the current schema; supabase/README.md): my data, part 4 of 5.

-- =====================================================================
-- The deletion
-- =====================================================================

-- As 20261128400000, plus: the outbox rows about the account are redacted; its
-- Stripe customer is queued for deletion (issue 36 point 3);
-- feedback sent with one of its addresses while not signed in is anonymised
-- like the signed-in feedback; its throttle rows (20261129031000) go.
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
  -- Its Stripe customer goes too (issue 36 point 3): stripe-cleanup deletes it (507_stripe_cleanups.sql).
  if v_user.stripe_customer_id is not null then
    perform private.queue_stripe_cleanup('delete_customer', v_user.stripe_customer_id, p_user_id);
  end if;
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
  -- Feedback sent with one of its addresses while not signed in is about it too.
  update public.accessibility_feedback set name = null, email = v_deleted_email
  where user_id = p_user_id or lower(email) = any (v_old_emails);

  -- Every message to the old address but the notice just queued; every other
  -- message about the account redacted (20261129030000).
  delete from public.email_outbox
  where lower(to_email) = any (v_old_emails) and id is distinct from v_mail;
  perform private.redact_outbox_about(p_user_id, v_old_emails);
  -- Its feedback throttle rows (the key of a signed-in sender is its id).
  if to_regclass('private.accessibility_feedback_clients') is not null then
    execute 'delete from private.accessibility_feedback_clients where client_hash = md5($1)'
      using 'user:' || p_user_id::text;
  end if;

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
  set first_name = null, last_name = null, phone = null, profile_photo_url = null, stripe_customer_id = null,
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
revoke all on function private.delete_account(p_user_id uuid, p_by_admin boolean, p_reason text) from public;

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
revoke all on function public.delete_my_account(p_confirmation text) from public, anon;

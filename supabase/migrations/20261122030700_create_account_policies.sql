-- Row-level security for accounts (ARCHITECTURE section 3, "Who sees what"):
-- a user sees and edits their own profile, participants (own and children),
-- volunteer profile and emergency contacts; coordinators read those of people
-- actively registered in their programs; admins see and change all.
-- Grants: anon gets nothing here; authenticated gets what the policies allow.

-- =====================================================================
-- user_profiles
-- =====================================================================

grant select, insert, update, delete on public.user_profiles to authenticated;

-- Own row or admin.
create policy "Profiles are viewable by their owner and admins"
  on public.user_profiles for select to authenticated
  using (id = (select auth.uid()) or (select private.is_admin()));

-- The "create when missing" path: only one's own row (the guard trigger
-- forces a sign-up role).
create policy "Users can create their own missing profile"
  on public.user_profiles for insert to authenticated
  with check (id = (select auth.uid()) or (select private.is_admin()));

-- Own row or admin; the guard trigger protects role, is_active,
-- stripe_customer_id and email from non-admins.
create policy "Profiles are editable by their owner and admins"
  on public.user_profiles for update to authenticated
  using (id = (select auth.uid()) or (select private.is_admin()))
  with check (id = (select auth.uid()) or (select private.is_admin()));

-- Accounts are removed by admins only (auth.users cascade otherwise).
create policy "Profiles are deletable by admins"
  on public.user_profiles for delete to authenticated
  using ((select private.is_admin()));

-- =====================================================================
-- participants
-- =====================================================================

-- Owner columns (id, user_id, parent_guardian_id) and the concussion date are
-- not updatable from the browser: a row cannot be moved to another account.
grant select, insert, delete on public.participants to authenticated;
grant update (
  first_name, last_name, email, date_of_birth, address, city, province, postal_code,
  gender_identity, gender_self_description, visual_classification, visual_condition,
  visual_condition_other, played_traditional_hockey, first_played_blind_hockey_year,
  hockey_referral_source, hockey_referral_other, position, social_media_handles,
  skating_experience, is_first_time_participant, needs_equipment, allergies,
  medical_conditions, updated_at
) on public.participants to authenticated;

-- Owner, guardian, admins, and coordinators of a program they are active in.
create policy "Participants are viewable by their owner, guardian, coordinators and admins"
  on public.participants for select to authenticated
  using (
    user_id = (select auth.uid())
    or parent_guardian_id = (select auth.uid())
    or (select private.is_admin())
    or private.coordinates_participant(id)
  );

-- A user creates participants in their own account, as their own guardian.
create policy "Users can add participants to their own account"
  on public.participants for insert to authenticated
  with check (
    (user_id = (select auth.uid())
     and (parent_guardian_id is null or parent_guardian_id = (select auth.uid())))
    or (select private.is_admin())
  );

-- Owner, guardian or admin.
create policy "Participants are editable by their owner, guardian and admins"
  on public.participants for update to authenticated
  using (
    user_id = (select auth.uid())
    or parent_guardian_id = (select auth.uid())
    or (select private.is_admin())
  )
  with check (
    user_id = (select auth.uid())
    or parent_guardian_id = (select auth.uid())
    or (select private.is_admin())
  );

-- Owner, guardian or admin (registrations cascade).
create policy "Participants are deletable by their owner, guardian and admins"
  on public.participants for delete to authenticated
  using (
    user_id = (select auth.uid())
    or parent_guardian_id = (select auth.uid())
    or (select private.is_admin())
  );

-- =====================================================================
-- volunteer_profiles
-- =====================================================================

grant select, insert, delete on public.volunteer_profiles to authenticated;
grant update (
  first_name, last_name, email, date_of_birth, age, address, city, phone,
  has_hockey_canada_certificate, coaching_experience_level, has_first_aid_certificate,
  has_volunteered_cbh_before, has_vulnerable_sector_check, medical_conditions, updated_at
) on public.volunteer_profiles to authenticated;

-- Owner, admins, and coordinators of a program the volunteer is active in.
create policy "Volunteer profiles are viewable by their owner, coordinators and admins"
  on public.volunteer_profiles for select to authenticated
  using (
    user_id = (select auth.uid())
    or (select private.is_admin())
    or private.coordinates_volunteer(id)
  );

-- Only one's own (user_id is unique).
create policy "Users can create their own volunteer profile"
  on public.volunteer_profiles for insert to authenticated
  with check (user_id = (select auth.uid()) or (select private.is_admin()));

-- Owner or admin.
create policy "Volunteer profiles are editable by their owner and admins"
  on public.volunteer_profiles for update to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()))
  with check (user_id = (select auth.uid()) or (select private.is_admin()));

-- Admins only.
create policy "Volunteer profiles are deletable by admins"
  on public.volunteer_profiles for delete to authenticated
  using ((select private.is_admin()));

-- =====================================================================
-- emergency_contacts
-- =====================================================================

grant select, insert, update, delete on public.emergency_contacts to authenticated;

-- Owner of the participant or volunteer, coordinators of their programs, admins.
create policy "Emergency contacts are viewable by their owner, coordinators and admins"
  on public.emergency_contacts for select to authenticated
  using (
    (select private.is_admin())
    or private.owns_participant(participant_id)
    or private.owns_volunteer(volunteer_id)
    or private.coordinates_participant(participant_id)
    or private.coordinates_volunteer(volunteer_id)
  );

-- Only for one's own participant or volunteer profile (checked on the new row,
-- so a contact cannot be attached to someone else's participant).
create policy "Users can add emergency contacts to their own people"
  on public.emergency_contacts for insert to authenticated
  with check (
    (select private.is_admin())
    or private.owns_participant(participant_id)
    or private.owns_volunteer(volunteer_id)
  );

-- Both the old and the new owner must be the caller's.
create policy "Emergency contacts are editable by their owner and admins"
  on public.emergency_contacts for update to authenticated
  using (
    (select private.is_admin())
    or private.owns_participant(participant_id)
    or private.owns_volunteer(volunteer_id)
  )
  with check (
    (select private.is_admin())
    or private.owns_participant(participant_id)
    or private.owns_volunteer(volunteer_id)
  );

-- Owner or admin.
create policy "Emergency contacts are deletable by their owner and admins"
  on public.emergency_contacts for delete to authenticated
  using (
    (select private.is_admin())
    or private.owns_participant(participant_id)
    or private.owns_volunteer(volunteer_id)
  );

-- Row-level security for programs and their parts. Anonymous users read active
-- programs, their tiers and active questions, nothing else; signed-in users also
-- read programs they are registered in or coordinate; admins manage all.
-- Assistance codes are never listable by users (see check_assistance_code()).

-- =====================================================================
-- programs
-- =====================================================================

grant select on public.programs to anon;
grant select, insert, update, delete on public.programs to authenticated;

-- Active programs are public.
create policy "Active programs are viewable by everyone"
  on public.programs for select to anon, authenticated
  using (is_active);

-- Inactive ones stay readable by admins, their coordinators and registrants.
create policy "Programs are viewable by admins, their coordinators and registrants"
  on public.programs for select to authenticated
  using ((select private.is_admin()) or private.is_coordinator_of(id) or private.has_registration_in(id));

-- Admins create programs.
create policy "Programs are creatable by admins"
  on public.programs for insert to authenticated
  with check ((select private.is_admin()));

-- Admins edit programs.
create policy "Programs are editable by admins"
  on public.programs for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

-- Admins delete programs (refused by the foreign key once registrations exist).
create policy "Programs are deletable by admins"
  on public.programs for delete to authenticated
  using ((select private.is_admin()));

-- =====================================================================
-- program_price_tiers
-- =====================================================================

grant select on public.program_price_tiers to anon;
grant select, insert, update, delete on public.program_price_tiers to authenticated;

-- Tiers of active programs are public.
create policy "Price tiers of active programs are viewable by everyone"
  on public.program_price_tiers for select to anon, authenticated
  using (exists (select 1 from public.programs p where p.id = program_id and p.is_active));

-- Admins and registrants of the program.
create policy "Price tiers are viewable by admins and registrants"
  on public.program_price_tiers for select to authenticated
  using ((select private.is_admin()) or private.has_registration_in(program_id));

-- Admins manage tiers.
create policy "Price tiers are manageable by admins"
  on public.program_price_tiers for all to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

-- =====================================================================
-- financial_assistance_codes
-- =====================================================================

grant select, insert, update, delete on public.financial_assistance_codes to authenticated;

-- Admins only: codes must not be listable by anyone else.
create policy "Assistance codes are manageable by admins"
  on public.financial_assistance_codes for all to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

-- =====================================================================
-- registration_questions
-- =====================================================================

grant select on public.registration_questions to anon;
grant select, insert, update, delete on public.registration_questions to authenticated;

-- Active questions of active programs are public.
create policy "Active questions of active programs are viewable by everyone"
  on public.registration_questions for select to anon, authenticated
  using (is_active and exists (select 1 from public.programs p where p.id = program_id and p.is_active));

-- Admins see all; registrants see the questions they answered.
create policy "Questions are viewable by admins and registrants"
  on public.registration_questions for select to authenticated
  using ((select private.is_admin()) or private.has_registration_in(program_id));

-- Admins manage questions.
create policy "Questions are manageable by admins"
  on public.registration_questions for all to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

-- =====================================================================
-- program_coordinators
-- =====================================================================

grant select, insert, update, delete on public.program_coordinators to authenticated;

-- A coordinator sees their own assignments; admins see all.
create policy "Coordinator assignments are viewable by the coordinator and admins"
  on public.program_coordinators for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

-- Admins assign, edit and remove.
create policy "Coordinator assignments are manageable by admins"
  on public.program_coordinators for all to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

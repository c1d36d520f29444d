-- Row-level security for registrations, their linked rows, payments, e-mail
-- and operations. Users read their own; coordinators read pending/approved
-- registrations of their active programs; status changes are admin-only (users
-- cancel through public.cancel_registration()); linked rows are written by
-- security definer functions, so users never attach rows to others' records.

-- =====================================================================
-- registrations
-- =====================================================================

grant select, insert, update, delete on public.registrations to authenticated;

-- Owner (maker, participant's owner or guardian, the volunteer), coordinators
-- for pending/approved rows of their programs, admins.
create policy "Registrations are viewable by their owner, coordinators and admins"
  on public.registrations for select to authenticated
  using (
    user_id = (select auth.uid())
    or (select private.is_admin())
    or private.owns_participant(participant_id)
    or private.owns_volunteer(volunteer_id)
    or (status in ('pending', 'approved') and private.is_coordinator_of(program_id))
  );

-- Only for one's own participant or volunteer profile; the rules trigger sets
-- user_id, status and amount_paid and checks program, consents and spots.
create policy "Users can register their own participants or themselves"
  on public.registrations for insert to authenticated
  with check (
    (select private.is_admin())
    or private.owns_participant(participant_id)
    or private.owns_volunteer(volunteer_id)
  );

-- Status and everything else: admins only.
create policy "Registrations are editable by admins"
  on public.registrations for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

-- Admins only.
create policy "Registrations are deletable by admins"
  on public.registrations for delete to authenticated
  using ((select private.is_admin()));

-- =====================================================================
-- registration_responses
-- =====================================================================

grant select, insert, update, delete on public.registration_responses to authenticated;

-- Owner of the registration or admin.
create policy "Responses are viewable by the registration owner and admins"
  on public.registration_responses for select to authenticated
  using ((select private.is_admin()) or private.owns_registration(registration_id));

-- Direct writes by admins only; users go through save_registration_response().
create policy "Responses are manageable by admins"
  on public.registration_responses for all to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

-- =====================================================================
-- registration_assistance_codes
-- =====================================================================

grant select, insert, update, delete on public.registration_assistance_codes to authenticated;

-- Owner of the registration or admin.
create policy "Code links are viewable by the registration owner and admins"
  on public.registration_assistance_codes for select to authenticated
  using ((select private.is_admin()) or private.owns_registration(registration_id));

-- Written by the registration trigger; admins may correct them.
create policy "Code links are manageable by admins"
  on public.registration_assistance_codes for all to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

-- =====================================================================
-- refund_logs
-- =====================================================================

grant select, insert, update, delete on public.refund_logs to authenticated;

-- The user the log is about, or admins.
create policy "Refund logs are viewable by their user and admins"
  on public.refund_logs for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

-- Written by cancel_registration(); admins may add processing entries.
create policy "Refund logs are manageable by admins"
  on public.refund_logs for all to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

-- =====================================================================
-- checkout_sessions and saved_payment_methods (written by the server)
-- =====================================================================

grant select on public.checkout_sessions to authenticated;
grant select, delete on public.saved_payment_methods to authenticated;

-- Owner or admin; no browser writes (service role only).
create policy "Checkout sessions are viewable by their owner and admins"
  on public.checkout_sessions for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

-- Owner or admin; the server saves methods.
create policy "Saved payment methods are viewable by their owner and admins"
  on public.saved_payment_methods for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

-- The owner may forget a saved card.
create policy "Saved payment methods are deletable by their owner"
  on public.saved_payment_methods for delete to authenticated
  using (user_id = (select auth.uid()));

-- =====================================================================
-- email_outbox, events, equipment (admin only)
-- =====================================================================

grant select, update on public.email_outbox to authenticated;
grant select, insert, update, delete on public.events, public.equipment_inventory,
  public.equipment_loans to authenticated;

-- Admins read the outbox and may mark rows (e.g. retry); triggers write it.
create policy "E-mail outbox is viewable by admins"
  on public.email_outbox for select to authenticated
  using ((select private.is_admin()));

-- Admins may change a row's status.
create policy "E-mail outbox is editable by admins"
  on public.email_outbox for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

-- Admins manage events.
create policy "Events are manageable by admins"
  on public.events for all to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

-- Admins manage the equipment inventory.
create policy "Equipment is manageable by admins"
  on public.equipment_inventory for all to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

-- Admins manage equipment loans.
create policy "Equipment loans are manageable by admins"
  on public.equipment_loans for all to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

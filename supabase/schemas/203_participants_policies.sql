-- supabase/schemas (the current schema; supabase/README.md): participants, part 4 of 4.

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

-- supabase/schemas (the current schema; supabase/README.md): participants, part 3 of 4.

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
revoke all on function private.assert_contact_list(p_participant uuid, p_volunteer uuid, p_check_max boolean) from public;
grant execute on function private.assert_contact_list(p_participant uuid, p_volunteer uuid, p_check_max boolean) to authenticated, service_role;

-- Deferred row trigger: checks the old and the new owner's list of each
-- changed row when the transaction commits, and that a volunteer's contact
-- keeps an e-mail (spec 1 section 5: the volunteer form requires it).
create or replace function private.check_emergency_contact_list()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_moved boolean := tg_op = 'UPDATE'
    and (old.participant_id is distinct from new.participant_id or old.volunteer_id is distinct from new.volunteer_id);
begin
  if auth.uid() is null then
    return null;
  end if;
  if tg_op = 'DELETE' or v_moved then
    perform private.assert_contact_list(old.participant_id, old.volunteer_id, false);
  end if;
  if tg_op <> 'DELETE' then
    perform private.assert_contact_list(new.participant_id, new.volunteer_id, tg_op = 'INSERT' or v_moved);
    if exists (select 1 from public.emergency_contacts e
                where e.id = new.id and e.volunteer_id is not null and e.email is null) then
      raise exception 'Please enter a valid emergency contact email'
        using errcode = '23502', hint = 'volunteer_contact_email_required';
    end if;
  end if;
  return null;
end;
$$;
revoke all on function private.check_emergency_contact_list() from public;

create constraint trigger emergency_contacts_list_rules
  after insert or update or delete on public.emergency_contacts
  deferrable initially deferred
  for each row execute function private.check_emergency_contact_list();

-- =====================================================================
-- save_emergency_contacts: as 20261128100000_access_log_medical_reads.sql,
-- v_ids' empty array typed, unused v_primary_at gone
-- =====================================================================
create or replace function public.save_emergency_contacts(
  p_contacts jsonb, p_participant_id uuid default null, p_volunteer_id uuid default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_item jsonb;
  v_id uuid;
  v_ids uuid[] := '{}'::uuid[];
  v_primary_id uuid;
  v_n int;
  v_owner boolean;
  i int;
begin
  if auth.uid() is null then
    raise exception 'Please sign in' using errcode = '42501', hint = 'not_signed_in';
  end if;
  perform private.assert_active_account();
  if num_nonnulls(p_participant_id, p_volunteer_id) <> 1 then
    raise exception 'Give exactly one of participant and volunteer' using errcode = '22023';
  end if;
  v_owner := (p_participant_id is not null and private.owns_participant(p_participant_id))
          or (p_volunteer_id is not null and private.owns_volunteer(p_volunteer_id));
  if not (v_owner or private.is_admin()) then
    raise exception 'You do not have permission to change these emergency contacts'
      using errcode = '42501', hint = 'emergency_contacts_not_owner';
  end if;
  if p_contacts is null or jsonb_typeof(p_contacts) <> 'array' or jsonb_array_length(p_contacts) = 0 then
    raise exception 'At least one emergency contact is required'
      using errcode = '23514', hint = 'emergency_contacts_required';
  end if;
  v_n := jsonb_array_length(p_contacts);
  if v_n > 3 then
    raise exception 'A person can have at most 3 emergency contacts'
      using errcode = '23514', hint = 'emergency_contacts_too_many';
  end if;
  select count(*) filter (where (c ->> 'is_primary')::boolean is true)
    into i from jsonb_array_elements(p_contacts) c;
  if i <> 1 then
    raise exception 'Exactly one emergency contact must be the primary contact'
      using errcode = '23514', hint = 'emergency_contacts_one_primary';
  end if;
  -- Lock the person's row: concurrent saves of one list run one after the other.
  if p_participant_id is not null then
    perform 1 from public.participants p where p.id = p_participant_id for no key update;
  else
    perform 1 from public.volunteer_profiles v where v.id = p_volunteer_id for no key update;
  end if;
  for i in 0 .. v_n - 1 loop
    v_item := p_contacts -> i;
    if jsonb_typeof(v_item) <> 'object' then
      raise exception 'Each emergency contact is an object' using errcode = '22023';
    end if;
    perform private.require_keys(v_item, array['name', 'relationship', 'phone'], 'emergency_contact_required_fields');
    if p_volunteer_id is not null then
      perform private.require_keys(v_item, array['email'], 'volunteer_contact_email_required');
    end if;
    if nullif(v_item ->> 'id', '') is not null then
      v_id := (v_item ->> 'id')::uuid;
      if v_id = any (v_ids) or not exists (
        select 1 from public.emergency_contacts e
         where e.id = v_id
           and e.participant_id is not distinct from p_participant_id
           and e.volunteer_id is not distinct from p_volunteer_id) then
        raise exception 'Emergency contact not found'
          using errcode = 'P0002', hint = 'emergency_contact_not_found';
      end if;
    end if;
    v_ids := v_ids || coalesce(v_id, gen_random_uuid());
    v_id := null;
  end loop;

  -- Remove the contacts left out, then demote every kept one so that the
  -- one-primary index never sees two primaries while the list changes.
  delete from public.emergency_contacts e
   where e.participant_id is not distinct from p_participant_id
     and e.volunteer_id is not distinct from p_volunteer_id
     and e.id <> all (v_ids);
  update public.emergency_contacts e set is_primary = false
   where e.id = any (v_ids) and e.is_primary;
  for i in 0 .. v_n - 1 loop
    v_item := p_contacts -> i;
    if exists (select 1 from public.emergency_contacts e where e.id = v_ids[i + 1]) then
      update public.emergency_contacts e
         set name = v_item ->> 'name',
             relationship = v_item ->> 'relationship',
             relationship_other = v_item ->> 'relationship_other',
             phone = v_item ->> 'phone',
             email = v_item ->> 'email'
       where e.id = v_ids[i + 1];
    else
      insert into public.emergency_contacts (id, participant_id, volunteer_id, name, relationship,
                                             relationship_other, phone, email, is_primary)
      values (v_ids[i + 1], p_participant_id, p_volunteer_id, v_item ->> 'name', v_item ->> 'relationship',
              v_item ->> 'relationship_other', v_item ->> 'phone', v_item ->> 'email', false);
    end if;
    if (v_item ->> 'is_primary')::boolean is true then
      v_primary_id := v_ids[i + 1];
    end if;
  end loop;
  update public.emergency_contacts e set is_primary = true where e.id = v_primary_id;

  -- The list rules now, so a refusal reaches the caller as this call's error.
  perform private.assert_contact_list(p_participant_id, p_volunteer_id, true);

  -- An admin changing (and reading back) someone else's list: one record.
  if not v_owner then
    perform private.log_data_access('write', 'emergency_contacts',
      case when p_participant_id is null then '{}'::uuid[] else array[p_participant_id] end, null,
      'save_emergency_contacts',
      case when p_volunteer_id is null then '{}'::uuid[] else array[p_volunteer_id] end, null);
  end if;

  return coalesce((
    select jsonb_agg(jsonb_build_object(
      'id', e.id, 'name', e.name, 'relationship', e.relationship, 'relationship_other', e.relationship_other,
      'phone', e.phone, 'email', e.email, 'is_primary', e.is_primary)
      order by e.is_primary desc, e.created_at, e.id)
    from public.emergency_contacts e
    where e.participant_id is not distinct from p_participant_id
      and e.volunteer_id is not distinct from p_volunteer_id), '[]'::jsonb);
end;
$$;
revoke all on function public.save_emergency_contacts(p_contacts jsonb, p_participant_id uuid, p_volunteer_id uuid) from public, anon;

create trigger user_search_participants_insert after insert on public.participants
  referencing new table as new_rows for each statement execute function private.user_search_on_participants();

create trigger user_search_participants_update after update on public.participants
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.user_search_on_participants();

create trigger user_search_participants_delete after delete on public.participants
  referencing old table as old_rows for each statement execute function private.user_search_on_participants();

-- Locations tab. The people with a postal code, counted by the code's first
-- letter (the map's region: one point per letter, spec 2 section 9) and
-- province: at most 26 x 14 groups, whatever the number of people. The screen
-- knows which letters have a point (domain/postal-locations.ts) and sums.
create index participants_located_name_idx on public.participants (last_name, first_name, id)
  where postal_code is not null;

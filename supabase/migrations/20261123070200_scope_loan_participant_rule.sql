-- Equipment loans (issue 11): the "loan names a participant" rule of
-- 20261123070000 applies to loans made from the app (admins in the browser);
-- the server and direct database sessions (seed, fixtures) may still record a
-- loan without one, as the nullable column allows (a participant's deletion
-- also leaves such loans). Availability checks are unchanged.

-- =====================================================================
-- equipment_loans: availability and participant
-- =====================================================================

-- Same as before, with the participant rule limited to browser callers.
create or replace function private.check_equipment_loan()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_quantity integer;
  v_out integer;
begin
  -- Non-admin browser callers are refused by row-level security after this
  -- trigger; checking stock for them would only leak the item's numbers.
  if not (private.is_admin() or private.is_server_caller()) then
    return new;
  end if;
  if tg_op = 'INSERT' and new.participant_id is null and not private.is_server_caller() then
    raise exception 'Choose the participant who borrows the equipment'
      using errcode = '23502', hint = 'loan_participant_required';
  end if;
  if new.returned_at is not null then
    return new;
  end if;
  select e.quantity into v_quantity
  from public.equipment_inventory e
  where e.id = new.equipment_id
  for update;
  select coalesce(sum(l.quantity), 0) into v_out
  from public.equipment_loans l
  where l.equipment_id = new.equipment_id
    and l.returned_at is null
    and l.id <> new.id;
  if v_out + new.quantity > coalesce(v_quantity, 0) then
    raise exception 'Only % of this item are available', greatest(coalesce(v_quantity, 0) - v_out, 0)
      using errcode = '23514', hint = 'equipment_unavailable';
  end if;
  return new;
end;
$$;

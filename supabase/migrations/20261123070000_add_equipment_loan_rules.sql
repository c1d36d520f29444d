-- Equipment loans (issue 11, /admin/equipment): a loan made from the app
-- (admins in the browser) names a participant, and no loan ever lends more
-- items than the inventory holds; the inventory quantity cannot drop below
-- what is out on loan. The server and direct database sessions (seed,
-- fixtures) may record a loan without a participant, as the nullable column
-- allows (a participant's deletion also leaves such loans). Events and
-- equipment stay admin-only (policies in 20261122030400); these rules also
-- hold for admins and the server.

-- =====================================================================
-- equipment_loans: availability and participant
-- =====================================================================

-- Before a loan is created or changed: a participant is required on new loans
-- from browser callers, and the open loans of the item (this one included)
-- must fit its quantity. The item row is locked so two loans cannot take the
-- last item together.
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

-- Runs for raw writes and definer functions alike.
create trigger equipment_loans_check_availability
  before insert or update of equipment_id, quantity, returned_at on public.equipment_loans
  for each row execute function private.check_equipment_loan();

-- =====================================================================
-- equipment_inventory: quantity covers open loans
-- =====================================================================

-- An item's quantity may not go below the number out on loan.
create or replace function private.check_equipment_quantity()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_out integer;
begin
  select coalesce(sum(l.quantity), 0) into v_out
  from public.equipment_loans l
  where l.equipment_id = new.id and l.returned_at is null;
  if new.quantity < v_out then
    raise exception '% of this item are out on loan', v_out
      using errcode = '23514', hint = 'equipment_on_loan';
  end if;
  return new;
end;
$$;

-- Only when the quantity changes.
create trigger equipment_inventory_check_quantity
  before update of quantity on public.equipment_inventory
  for each row execute function private.check_equipment_quantity();

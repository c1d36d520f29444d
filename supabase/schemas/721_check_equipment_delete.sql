-- supabase/schemas (the current schema; supabase/README.md): events and equipment, part 2 of 2.

-- Equipment (issue 11): an item cannot be deleted while some of it is out on
-- loan (the loans would otherwise vanish with it through on delete cascade).

-- =====================================================================
-- equipment_inventory: no delete with open loans
-- =====================================================================

-- Refuses the delete of an item that has open loans.
create or replace function private.check_equipment_delete()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if exists (
    select 1 from public.equipment_loans l
    where l.equipment_id = old.id and l.returned_at is null
  ) then
    raise exception 'This item is out on loan; record its return first'
      using errcode = '23503', hint = 'equipment_on_loan';
  end if;
  return old;
end;
$$;

-- Before each deleted item.
create trigger equipment_inventory_check_delete
  before delete on public.equipment_inventory
  for each row execute function private.check_equipment_delete();

create trigger events_refuse_inactive_account before insert or delete or update on public.events for each statement execute function private.refuse_inactive_account();

create trigger equipment_inventory_refuse_inactive_account before insert or delete or update on public.equipment_inventory for each statement execute function private.refuse_inactive_account();

create trigger equipment_loans_refuse_inactive_account before insert or delete or update on public.equipment_loans for each statement execute function private.refuse_inactive_account();

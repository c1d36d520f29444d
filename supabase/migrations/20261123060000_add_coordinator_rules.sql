-- Coordinator assignments (issue 10, spec 2 sections 4 and 6): the database,
-- not the browser, records who made an assignment and when, and keeps both
-- unchanged afterwards. Who may assign (admins) and who may be assigned
-- (volunteer, coach, admin) are already enforced by the policies of
-- 20261122030100 and the trigger private.check_coordinator_role().

-- =====================================================================
-- assigned_by / assigned_at stamped by the database
-- =====================================================================

-- Browser callers: assigned_by is the caller and assigned_at is now on insert;
-- on update both keep their stored values. The server (seed, service role)
-- may set them, e.g. to import history.
create or replace function private.stamp_coordinator_assignment()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.is_server_caller() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.assigned_by := auth.uid();
    new.assigned_at := now();
  else
    new.assigned_by := old.assigned_by;
    new.assigned_at := old.assigned_at;
  end if;
  return new;
end;
$$;

-- Runs on every insert and update of an assignment.
create trigger program_coordinators_stamp_assignment
  before insert or update on public.program_coordinators
  for each row execute function private.stamp_coordinator_assignment();

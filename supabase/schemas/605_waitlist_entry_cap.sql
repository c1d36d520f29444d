-- supabase/schemas (the current schema; supabase/README.md): waitlist, part 6 of 6.

create or replace function private.waitlist_entry_cap()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_max integer := private.waitlist_entries_per_account();
begin
  if new.status not in ('waiting', 'offered') then
    return new;
  end if;
  -- An entry already open for the same account is not a new one.
  if tg_op = 'UPDATE' and old.status in ('waiting', 'offered') and old.user_id = new.user_id then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('waitlist-account:' || new.user_id::text, 0));
  if (select count(*) from public.waitlist_entries e
      where e.user_id = new.user_id and e.status in ('waiting', 'offered') and e.id <> new.id) >= v_max then
    raise exception 'An account can be on at most % waiting lists at a time', v_max
      using errcode = 'P0001', hint = 'waitlist_limit_reached', detail = v_max::text;
  end if;
  return new;
end;
$$;
revoke all on function private.waitlist_entry_cap() from public;

create trigger waitlist_entries_cap_per_account
  before insert or update of status, user_id on public.waitlist_entries
  for each row execute function private.waitlist_entry_cap();

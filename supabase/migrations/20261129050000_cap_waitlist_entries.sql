-- Issue 33 point 7e (a): a stated cap on waiting-list entries per account.
--
-- The rule: one account holds at most 10 open waiting-list entries (status
-- 'waiting' or 'offered') at a time, across every program; a participant has
-- at most one open entry per program (waitlist_entries_one_active, since
-- 20261127000000). Entries that are closed (accepted, declined, expired, left,
-- removed) do not count, so leaving a list frees a slot at once.
--
-- Why 10: a family with three or four children can wait for two or three
-- programs each, while one account can no longer fill every line of the
-- organisation with placeholder participants (each entry can hold a place
-- for the offer period when it comes up). The number is
-- private.waitlist_entries_per_account(), used by the trigger below and said
-- in the join panel's message ("at most 10").
--
-- Where: a before-insert/update trigger on the table, so every writer is held
-- to it (join_waitlist, the service role, any future function); browsers have
-- no write grant at all. An account's entries are counted under a
-- per-account advisory lock, so two joins in parallel (two programs, two
-- tabs) cannot both take the tenth slot. join_waitlist raises the trigger's
-- refusal unchanged (hint 'waitlist_limit_reached', detail the cap) and
-- writes nothing: its entries are one statement's worth of one transaction.

create or replace function private.waitlist_entries_per_account()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 10
$$;

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

create trigger waitlist_entries_cap_per_account
  before insert or update of status, user_id on public.waitlist_entries
  for each row execute function private.waitlist_entry_cap();

revoke all on function private.waitlist_entries_per_account() from public, anon, authenticated;
revoke all on function private.waitlist_entry_cap() from public, anon, authenticated;

-- Account deletion (issue 25 point 4, 20261128400000_my_data.sql): the marks it
-- leaves are the deletion functions' alone, and the screens can read them.
--
-- * user_profiles.deleted_at, participants.anonymised_at and
--   volunteer_profiles.anonymised_at are set only by private.delete_account: a
--   browser insert gets null, a browser update that changes one is refused
--   (42501, hint protected_profile_column), administrators included. Otherwise
--   a user could mark their own account deleted by hand (user_profiles is
--   updatable column-wide by its owner) and have the purge remove it without
--   the deletion's checks, or an admin could hide a participant's missing
--   emergency contacts.
-- * participants and volunteer_profiles are readable column by column since
--   20261128100000; anonymised_at joins the readable columns, so a screen can
--   show 'Deleted participant' in the reader's language.

create or replace function private.guard_deletion_marks()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_col text := case when tg_table_name = 'user_profiles' then 'deleted_at' else 'anonymised_at' end;
  v_new timestamptz := (to_jsonb(new) ->> v_col)::timestamptz;
  v_old timestamptz;
begin
  if not private.is_direct_client() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new := jsonb_populate_record(new, jsonb_build_object(v_col, null));
    return new;
  end if;
  v_old := (to_jsonb(old) ->> v_col)::timestamptz;
  if v_new is distinct from v_old then
    raise exception 'Only an account deletion marks an account or a person as deleted'
      using errcode = '42501', hint = 'protected_profile_column';
  end if;
  return new;
end;
$$;
revoke all on function private.guard_deletion_marks() from public, anon, authenticated;

create trigger user_profiles_guard_deletion_marks
  before insert or update on public.user_profiles
  for each row execute function private.guard_deletion_marks();
create trigger participants_guard_deletion_marks
  before insert or update on public.participants
  for each row execute function private.guard_deletion_marks();
create trigger volunteer_profiles_guard_deletion_marks
  before insert or update on public.volunteer_profiles
  for each row execute function private.guard_deletion_marks();

grant select (anonymised_at) on public.participants to authenticated;
grant select (anonymised_at) on public.volunteer_profiles to authenticated;

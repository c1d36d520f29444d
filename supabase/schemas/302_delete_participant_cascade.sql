-- supabase/schemas (the current schema; supabase/README.md): programs, part 3 of 6.

-- =====================================================================
-- delete_participant_cascade
-- =====================================================================

-- As 20261125000300, plus the codes participant_removed_from_sport and
-- participant_has_concussion_history, which the participants screen explains.
create or replace function public.delete_participant_cascade(participant_uuid uuid, user_uuid uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_admin boolean := private.is_admin() or private.is_server_caller();
  v_hint text;
  v_message text;
begin
  if not v_admin and (auth.uid() is null or user_uuid is distinct from auth.uid()) then
    return jsonb_build_object('success', false, 'code', 'not_owner',
      'error', 'You do not have permission to delete this participant');
  end if;
  if not exists (
    select 1 from public.participants p
    where p.id = participant_uuid and (v_admin or p.user_id = user_uuid or p.parent_guardian_id = user_uuid)
  ) then
    return jsonb_build_object('success', false, 'code', 'not_found', 'error', 'Participant not found');
  end if;
  begin
    delete from public.participants where id = participant_uuid;
  exception when others then
    get stacked diagnostics v_hint = pg_exception_hint, v_message = message_text;
    if v_hint in ('participant_has_paid_registration', 'participant_in_started_program', 'account_inactive',
                  'participant_removed_from_sport', 'participant_has_concussion_history') then
      return jsonb_build_object('success', false, 'code', v_hint, 'error', v_message);
    end if;
    raise;
  end;
  return jsonb_build_object('success', true, 'error', null);
end;
$$;
revoke all on function public.delete_participant_cascade(participant_uuid uuid, user_uuid uuid) from public, anon;

-- Admin programs (issue 9): saving the program form in one transaction, saving
-- custom questions, and the history rules behind them (spec 2 sections 4, 5).
-- Error HINTs are stable codes the app maps to i18n keys (adminPrograms.json).

-- =====================================================================
-- History rules that hold for direct writes too
-- =====================================================================

-- Exactly one default tier per program: save_program() picks it; this index
-- keeps any other writer from creating a second one.
create unique index program_price_tiers_one_default_key
  on public.program_price_tiers (program_id) where is_default;

-- A code that a registration used is history: it is never deleted (spec 2
-- section 4, "the rest are kept"); deactivate it instead. Deleting a whole
-- program is already refused while it has registrations.
create or replace function private.keep_used_assistance_code()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.registration_assistance_codes a where a.assistance_code_id = old.id)
     or exists (select 1 from public.registrations r where r.financial_assistance_code_id = old.id) then
    raise exception 'This assistance code has been used by registrations and cannot be deleted'
      using errcode = '23503', hint = 'code_in_use';
  end if;
  return old;
end;
$$;
revoke all on function private.keep_used_assistance_code() from public;

-- Every delete, whoever runs it.
create trigger financial_assistance_codes_keep_used
  before delete on public.financial_assistance_codes
  for each row execute function private.keep_used_assistance_code();

-- Issue 24 point 5 (decision 0052): a confirmation that must acknowledge the
-- Code of Conduct (athletes, coaches) and names none is refused with its own
-- hint, code_of_conduct_required, rather than consent_version_outdated (which
-- stays for a document that is not the one in force). As 20261127200000
-- otherwise.
create or replace function private.assert_concussion_documents(
  p_awareness uuid, p_code uuid, p_language text, p_code_required boolean)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_lang text := case when p_language = 'fr' then 'fr' else 'en' end;
  v_awareness uuid := private.legal_document_in_force_or_english('concussion_awareness', null, v_lang);
  v_code uuid := private.legal_document_in_force_or_english('concussion_code_of_conduct', null, v_lang);
begin
  if p_code is null and p_code_required then
    raise exception 'Please acknowledge the Concussion Code of Conduct'
      using errcode = '23514', hint = 'code_of_conduct_required';
  end if;
  if p_awareness is null or p_awareness is distinct from v_awareness
     or (p_code is not null and p_code is distinct from v_code) then
    raise exception 'A document has changed since it was read: please read it again'
      using errcode = '23514', hint = 'consent_version_outdated';
  end if;
end;
$$;
revoke all on function private.assert_concussion_documents(uuid, uuid, text, boolean) from public;

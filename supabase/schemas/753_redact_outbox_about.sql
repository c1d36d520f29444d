-- supabase/schemas (the current schema; supabase/README.md): mail, part 4 of 4.

create index email_outbox_about_user_id_idx on public.email_outbox (about_user_id);

-- =====================================================================
-- The redaction
-- =====================================================================

-- Replaces the subject, body and payload of the outbox rows about the account
-- (not to it: those are deleted) by a notice. p_emails: the account's
-- addresses, lower case. Returns how many rows were redacted.
create or replace function private.redact_outbox_about(p_user_id uuid, p_emails text[])
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  update public.email_outbox o
  set subject = case o.language when 'fr' then 'Message retiré : le compte concerné a été supprimé'
                                else 'Message removed: the account it concerned was deleted' end,
      body = case o.language
        when 'fr' then 'Ce message contenait des renseignements personnels sur un compte qui a depuis été supprimé; '
          || 'son contenu a été retiré.'
          || case when o.template = 'accessibility_feedback'
                  then E'\n\nLe commentaire reste, sans le nom ni l’adresse de la personne, dans la liste des '
                    || 'commentaires sur l’accessibilité : /admin/accessibility-feedback' else '' end
          || E'\n\nHockey canadien pour aveugles'
        else 'This message held personal information about an account that has since been deleted, so its '
          || 'content was removed.'
          || case when o.template = 'accessibility_feedback'
                  then E'\n\nThe feedback stays, without the sender''s name or address, in the list of '
                    || 'accessibility feedback: /admin/accessibility-feedback' else '' end
          || E'\n\nCanadian Blind Hockey' end,
      payload = jsonb_strip_nulls(jsonb_build_object('feedback_id', o.payload -> 'feedback_id', 'redacted', true)),
      last_error = null
  where (o.about_user_id = p_user_id
         or (o.template = 'accessibility_feedback' and lower(o.payload ->> 'sender_email') = any (p_emails)))
    and not (lower(o.to_email) = any (p_emails));
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;
revoke all on function private.redact_outbox_about(p_user_id uuid, p_emails text[]) from public;

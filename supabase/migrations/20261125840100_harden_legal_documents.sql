-- public.legal_documents (20261125810000) follows the rules every table of
-- public follows (tests/db/security-checks.test.ts): each foreign key has an
-- index leading with its column, and a deactivated account writes nothing
-- (issue 17 point 6, 20261125000010). Decision 0045.

create index legal_documents_program_id_idx on public.legal_documents (program_id);
create index legal_documents_created_by_idx on public.legal_documents (created_by);
create index legal_documents_published_by_idx on public.legal_documents (published_by);

create trigger legal_documents_refuse_inactive_account
  before insert or update or delete on public.legal_documents
  for each statement execute function private.refuse_inactive_account();

-- Every text column of a public table has a size limit (issue 17 point 8,
-- tests/db/text-limits.test.ts). registration_search.search_text
-- (20261126100000) is written only by triggers from columns that have limits
-- (names 100, e-mails 254, cities 255, program names 200 in two languages,
-- province names): well under 8,000 characters. The check keeps it so if a
-- later source column is added without thought.
alter table public.registration_search
  add constraint registration_search_text_length check (char_length(search_text) <= 8000);

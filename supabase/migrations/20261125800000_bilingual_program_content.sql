-- Bilingual program content (issue 22 points 1-3, decision 0044).
--
-- Every text an admin types and a family reads gets a French value beside the
-- English one. The existing columns stay as they are and hold the English
-- (existing rows keep their text as English); the new `_fr` columns are null
-- when the French is missing, in which case the app shows the English with
-- lang="en" and marks it for the admin. Parallel columns keep every read a
-- plain column read (no join, no jsonb lookup), so the four spec RPCs and the
-- public programs list cost what they cost before.
--
-- Question options: `options` (English) stays the canonical value stored as an
-- answer and checked by private.answer_fits_question; `options_fr` holds the
-- French label of each option at the same position (null: no French).

alter table public.programs
  add column name_fr text,
  add column description_fr text,
  add column location_fr text;

alter table public.program_price_tiers
  add column name_fr text,
  add column description_fr text;

alter table public.registration_questions
  add column question_text_fr text,
  add column options_fr jsonb;

alter table public.events
  add column name_fr text,
  add column description_fr text;

-- A French value is either missing (null) or says something; lengths as the
-- English columns (20261125000600_limit_text_columns.sql).
alter table public.programs
  add constraint programs_name_fr_present check (name_fr is null or length(trim(name_fr)) > 0),
  add constraint programs_name_fr_max check (char_length(name_fr) <= 200),
  add constraint programs_description_fr_max check (char_length(description_fr) <= 5000),
  add constraint programs_location_fr_max check (char_length(location_fr) <= 255);

alter table public.program_price_tiers
  add constraint program_price_tiers_name_fr_present check (name_fr is null or length(trim(name_fr)) > 0),
  add constraint program_price_tiers_name_fr_max check (char_length(name_fr) <= 200),
  add constraint program_price_tiers_description_fr_max check (char_length(description_fr) <= 2000);

alter table public.registration_questions
  add constraint registration_questions_text_fr_present
    check (question_text_fr is null or length(trim(question_text_fr)) > 0),
  add constraint registration_questions_question_text_fr_max check (char_length(question_text_fr) <= 1000),
  add constraint registration_questions_options_fr_shape check (
    options_fr is null
    or (jsonb_typeof(options_fr) = 'array' and jsonb_array_length(options_fr) = jsonb_array_length(options))),
  add constraint registration_questions_options_fr_max check (octet_length(options_fr::text) <= 10240);

alter table public.events
  add constraint events_name_fr_present check (name_fr is null or length(trim(name_fr)) > 0),
  add constraint events_name_fr_max check (char_length(name_fr) <= 200),
  add constraint events_description_fr_max check (char_length(description_fr) <= 5000);

-- Demo data (issue 3 point 6). Runs once on an empty database after the
-- migrations (`npm run db:reset`, `supabase db reset`). Fixed UUIDs so tests can
-- name rows; dates relative to current_date so past/ongoing/upcoming stay true.
-- Every demo account's password: demo-password-2026.
--
--   admin@example.org        admin                     a0000000-...-000000000001
--   parent@example.org       parent_guardian, 2 kids   a0000000-...-000000000002
--   player@example.org       participant (French UI)   a0000000-...-000000000003
--   coach@example.org        coach                     a0000000-...-000000000004
--   volunteer@example.org    volunteer with profile    a0000000-...-000000000005
--   coordinator@example.org  coach, coordinates Winter League a0000000-...-000000000006

-- ===================== accounts =====================
-- handle_new_user creates the profiles (admin asked in metadata becomes
-- participant, so the admin role is set afterwards, as an operator would).
-- Token columns are '' rather than null: hosted GoTrue cannot read nulls there.
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                        confirmation_token, recovery_token, email_change_token_new, email_change,
                        raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
select '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated', u.email,
       extensions.crypt('demo-password-2026', extensions.gen_salt('bf')), now(), '', '', '', '',
       '{"provider":"email","providers":["email"]}'::jsonb,
       jsonb_build_object('first_name', u.first_name, 'last_name', u.last_name, 'role', u.role,
                          'preferred_language', u.lang),
       now() - interval '90 days', now()
from (values
  ('a0000000-0000-4000-8000-000000000001'::uuid, 'admin@example.org', 'Ada', 'Admin', 'participant', 'en'),
  ('a0000000-0000-4000-8000-000000000002'::uuid, 'parent@example.org', 'Pat', 'Parent', 'parent_guardian', 'en'),
  ('a0000000-0000-4000-8000-000000000003'::uuid, 'player@example.org', 'Alex', 'Martin', 'participant', 'fr'),
  ('a0000000-0000-4000-8000-000000000004'::uuid, 'coach@example.org', 'Chris', 'Coach', 'coach', 'en'),
  ('a0000000-0000-4000-8000-000000000005'::uuid, 'volunteer@example.org', 'Val', 'Volunteer', 'volunteer', 'en'),
  ('a0000000-0000-4000-8000-000000000006'::uuid, 'coordinator@example.org', 'Cora', 'Coordinator', 'coach', 'en')
) as u(id, email, first_name, last_name, role, lang);

-- E-mail identities, as GoTrue records them.
insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
select u.id::text, u.id,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true),
       'email', now(), now()
from auth.users u where u.email like '%@example.org';

update public.user_profiles set role = 'admin' where id = 'a0000000-0000-4000-8000-000000000001';
update public.user_profiles p set phone = v.phone
from (values
  ('a0000000-0000-4000-8000-000000000001'::uuid, '6135550100'),
  ('a0000000-0000-4000-8000-000000000002'::uuid, '4165550101'),
  ('a0000000-0000-4000-8000-000000000003'::uuid, '5145550102'),
  ('a0000000-0000-4000-8000-000000000004'::uuid, '6045550103'),
  ('a0000000-0000-4000-8000-000000000005'::uuid, '4165550104'),
  ('a0000000-0000-4000-8000-000000000006'::uuid, '6135550105')
) as v(id, phone) where p.id = v.id;

-- ===================== people =====================
-- Parent's two children (Emma, Liam) and the player's own record (Alex).
insert into public.participants (id, user_id, parent_guardian_id, first_name, last_name, email, date_of_birth,
  address, city, province, postal_code, gender_identity, visual_classification, visual_condition,
  played_traditional_hockey, first_played_blind_hockey_year, hockey_referral_source, position,
  skating_experience, is_first_time_participant, needs_equipment, allergies, medical_conditions)
values
  ('b0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002',
   'a0000000-0000-4000-8000-000000000002', 'Emma', 'Parent', null, current_date - interval '10 years',
   '100 King St W', 'Toronto', 'ON', 'M5V 2T6', 'female', 'B2', 'retinitis_pigmentosa',
   false, 2024, 'cnib_referral', 'forward', 'beginner', false, true, 'Peanuts', null),
  ('b0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000002',
   'a0000000-0000-4000-8000-000000000002', 'Liam', 'Parent', null, current_date - interval '13 years',
   '100 King St W', 'Toronto', 'ON', 'M5V2T6', 'male', 'B1', 'lhon',
   true, 2022, 'try_it_program', 'goalie', 'intermediate', false, false, null, 'Asthma'),
  ('b0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000003', null,
   'Alex', 'Martin', 'player@example.org', current_date - interval '25 years',
   '200 rue Sainte-Catherine', 'Montréal', 'QC', 'h2x 1y4', 'non_binary', 'B3', 'glaucoma',
   true, 2019, 'word_of_mouth', 'defense', 'advanced', false, false, null, null);

-- The volunteer's profile.
insert into public.volunteer_profiles (id, user_id, first_name, last_name, email, date_of_birth, age, address,
  city, phone, has_hockey_canada_certificate, coaching_experience_level, has_first_aid_certificate,
  has_volunteered_cbh_before, has_vulnerable_sector_check)
values ('c0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000005', 'Val', 'Volunteer',
  'volunteer@example.org', current_date - interval '34 years', 34, '5 Bay St', 'Toronto', '4165550104',
  true, 'intermediate', true, true, true);

-- Emergency contacts (primary first).
insert into public.emergency_contacts (id, participant_id, volunteer_id, name, relationship, relationship_other,
  phone, email, is_primary)
values
  ('d0000000-0000-4000-8000-000000000001', 'b0000000-0000-4000-8000-000000000001', null, 'Pat Parent', 'parent', null, '4165550101', 'parent@example.org', true),
  ('d0000000-0000-4000-8000-000000000002', 'b0000000-0000-4000-8000-000000000001', null, 'Sam Parent', 'parent', null, '4165550199', null, false),
  ('d0000000-0000-4000-8000-000000000003', 'b0000000-0000-4000-8000-000000000002', null, 'Pat Parent', 'parent', null, '4165550101', 'parent@example.org', true),
  ('d0000000-0000-4000-8000-000000000004', 'b0000000-0000-4000-8000-000000000003', null, 'Jordan Martin', 'sibling', null, '5145550177', 'jordan@example.org', true),
  ('d0000000-0000-4000-8000-000000000005', null, 'c0000000-0000-4000-8000-000000000001', 'Robin Volunteer', 'spouse', null, '4165550188', 'robin@example.org', true);

-- ===================== programs =====================
-- e0..01 past free, 02 ongoing paid, 03 upcoming paid with two tiers (Early
-- Bird sold out by the registrations below), 04 upcoming with financial
-- assistance and questions of all four types, 05 upcoming free, 06 inactive.
insert into public.programs (id, name, description, start_date, end_date, location, price, max_participants,
  is_active, financial_assistance_enabled)
values
  ('e0000000-0000-4000-8000-000000000001', 'Fall Skills Camp', 'Skating and puck-handling fundamentals.',
   current_date - 60, current_date - 55, 'Mattamy Athletic Centre, Toronto', 0, 30, true, false),
  ('e0000000-0000-4000-8000-000000000002', 'Winter League', 'Weekly games for all levels.',
   current_date - 10, current_date + 60, 'Scotiabank Pond, Toronto', 15000, 40, true, false),
  ('e0000000-0000-4000-8000-000000000003', 'Spring Development Camp', 'Three days of coaching with national team players.',
   current_date + 30, current_date + 32, 'Canadian Tire Centre, Ottawa', 25000, 24, true, false),
  ('e0000000-0000-4000-8000-000000000004', 'Summer Hockey School', 'A week of hockey school; financial assistance available.',
   current_date + 45, current_date + 49, 'Centre Étienne-Desmarteau, Montréal', 30000, 20, true, true),
  ('e0000000-0000-4000-8000-000000000005', 'Try It Day', 'A free introduction to blind hockey; equipment provided.',
   current_date + 14, current_date + 14, 'Westwood Arenas, Toronto', 0, 20, true, false),
  ('e0000000-0000-4000-8000-000000000006', 'Goalie Clinic (draft)', 'Not yet published.',
   current_date + 60, current_date + 61, null, 5000, null, false, false);

-- Price tiers (cents).
insert into public.program_price_tiers (id, program_id, name, description, price, available_from, available_until,
  max_spots, is_default, display_order)
values
  ('f0000000-0000-4000-8000-000000000001', 'e0000000-0000-4000-8000-000000000001', 'Regular Registration', 'Standard registration price', 0, null, null, null, true, 0),
  ('f0000000-0000-4000-8000-000000000002', 'e0000000-0000-4000-8000-000000000002', 'Regular Registration', 'Standard registration price', 15000, null, null, null, true, 0),
  ('f0000000-0000-4000-8000-000000000003', 'e0000000-0000-4000-8000-000000000003', 'Early Bird', 'Limited early price', 20000, current_date - 30, current_date + 20, 2, false, 0),
  ('f0000000-0000-4000-8000-000000000004', 'e0000000-0000-4000-8000-000000000003', 'Regular Registration', 'Standard registration price', 25000, null, null, null, true, 1),
  ('f0000000-0000-4000-8000-000000000005', 'e0000000-0000-4000-8000-000000000004', 'Regular Registration', 'Standard registration price', 30000, null, null, null, true, 0),
  ('f0000000-0000-4000-8000-000000000006', 'e0000000-0000-4000-8000-000000000005', 'Regular Registration', 'Standard registration price', 0, null, null, null, true, 0),
  ('f0000000-0000-4000-8000-000000000007', 'e0000000-0000-4000-8000-000000000006', 'Regular Registration', 'Standard registration price', 5000, null, null, null, true, 0);

-- Assistance codes of the Summer Hockey School: ASSIST50 single-use (unused),
-- FULLAID single-use and used up by Liam's registration below.
insert into public.financial_assistance_codes (id, program_id, code, description, price, max_uses, current_uses, is_active)
values
  ('0a000000-0000-4000-8000-000000000001', 'e0000000-0000-4000-8000-000000000004', 'assist50', 'Half price, single use', 15000, 1, 0, true),
  ('0a000000-0000-4000-8000-000000000002', 'e0000000-0000-4000-8000-000000000004', 'FULLAID', 'Full assistance, single use', 0, 1, 0, true);

-- Custom questions of all four types (Summer Hockey School).
insert into public.registration_questions (id, program_id, question_text, question_type, required, options, category, display_order)
values
  ('0b000000-0000-4000-8000-000000000001', 'e0000000-0000-4000-8000-000000000004', 'I will bring my own skates and helmet', 'checkbox', false, '[]', 'other', 0),
  ('0b000000-0000-4000-8000-000000000002', 'e0000000-0000-4000-8000-000000000004', 'Jersey size', 'select', true, '["Youth M", "Youth L", "Adult S", "Adult M", "Adult L", "Adult XL"]', 'other', 1),
  ('0b000000-0000-4000-8000-000000000003', 'e0000000-0000-4000-8000-000000000004', 'Preferred session', 'radio', false, '["Morning", "Afternoon"]', 'other', 2),
  ('0b000000-0000-4000-8000-000000000004', 'e0000000-0000-4000-8000-000000000004', 'Anything the coaches should know about your vision or health?', 'text', false, '[]', 'medical', 3);

-- The coordinator coaches the Winter League.
insert into public.program_coordinators (id, program_id, user_id, assigned_by, notes, is_active)
values ('0c000000-0000-4000-8000-000000000001', 'e0000000-0000-4000-8000-000000000002',
        'a0000000-0000-4000-8000-000000000006', 'a0000000-0000-4000-8000-000000000001', 'Head coach, Tuesday nights', true);

-- ===================== legal documents (issue 22, decision 0045) =====================
-- The standard texts (waiver, media consent, concussion awareness, terms,
-- privacy) are published by 20261125840000. The Summer Hockey School has its
-- own waiver, version 1 in both languages: its registrations below record it.
-- Inserted as published the way publish_legal_document does (one statement).
do $seed_legal$
begin
  perform set_config('app.publishing_legal_document', 'on', true);
  insert into public.legal_documents (id, kind, program_id, language, version, title, body, published_at)
  values
    ('1d000000-0000-4000-8000-000000000001', 'program_waiver', 'e0000000-0000-4000-8000-000000000004', 'en', 1,
     'Summer Hockey School waiver',
     E'## Summer Hockey School rules\n\n'
     || 'By registering, I accept the Summer Hockey School rules: participants arrive 30 minutes before each ice time, '
     || 'wear full equipment on the ice, and stay with their group until a parent or guardian picks them up.'
     || E'\n\n## Liability waiver\n\n'
     || 'I also accept the organisation''s standard release of liability, waiver of claims and assumption of risk, '
     || 'which applies to every day of the school.',
     now() - interval '90 days'),
    ('1d000000-0000-4000-8000-000000000002', 'program_waiver', 'e0000000-0000-4000-8000-000000000004', 'fr', 1,
     'Renonciation de l’École de hockey d’été',
     E'## Règlements de l’École de hockey d’été\n\n'
     || 'En m’inscrivant, j’accepte les règlements de l’École de hockey d’été : les participants arrivent 30 minutes '
     || 'avant chaque période de glace, portent l’équipement complet sur la glace et restent avec leur groupe jusqu’à '
     || 'ce qu’un parent ou un tuteur vienne les chercher.'
     || E'\n\n## Renonciation\n\n'
     || 'J’accepte aussi la décharge de responsabilité, la renonciation aux réclamations et l’acceptation des risques '
     || 'habituelles de l’organisme, qui s’appliquent à chaque journée de l’école.',
     now() - interval '90 days');
  perform set_config('app.publishing_legal_document', 'off', true);
end;
$seed_legal$;

-- ===================== registrations =====================
-- One of every status. Inserted as the server (no JWT), so statuses and amounts
-- are kept; tier spots and code uses are taken by the triggers.
insert into public.registrations (id, participant_id, volunteer_id, program_id, price_tier_id, user_id, status,
  registration_date, financial_assistance_code_id, amount_paid,
  waiver_agreed, waiver_agreed_at, media_consent_agreed, media_consent_agreed_at,
  concussion_awareness_agreed, concussion_awareness_agreed_at, waiver_version, media_consent_version,
  concussion_version, language, refund_amount, refund_reason, refunded_at)
select r.id, r.participant_id, r.volunteer_id, r.program_id, r.tier, r.user_id, r.status,
       now() - r.days_ago * interval '1 day', r.code, r.amount,
       r.status <> 'draft', case when r.status <> 'draft' then now() - r.days_ago * interval '1 day' end,
       r.status <> 'draft', case when r.status <> 'draft' then now() - r.days_ago * interval '1 day' end,
       r.status <> 'draft', case when r.status <> 'draft' then now() - r.days_ago * interval '1 day' end,
       'waiver-2026-11-v1', 'media-release-2026-11-v1', 'concussion-awareness-2026-11-v1', 'en',
       r.refund, r.reason, case when r.refund is not null then now() - interval '2 days' end
from (values
  -- Emma: past camp approved; Winter League rejected; Try It Day pending; Spring camp Early Bird approved.
  ('90000000-0000-4000-8000-000000000001'::uuid, 'b0000000-0000-4000-8000-000000000001'::uuid, null::uuid,
   'e0000000-0000-4000-8000-000000000001'::uuid, 'f0000000-0000-4000-8000-000000000001'::uuid,
   'a0000000-0000-4000-8000-000000000002'::uuid, 'approved', 80, null::uuid, 0, null::integer, null),
  ('90000000-0000-4000-8000-000000000002', 'b0000000-0000-4000-8000-000000000001', null,
   'e0000000-0000-4000-8000-000000000002', 'f0000000-0000-4000-8000-000000000002',
   'a0000000-0000-4000-8000-000000000002', 'rejected', 20, null, 0, null, null),
  ('90000000-0000-4000-8000-000000000003', 'b0000000-0000-4000-8000-000000000001', null,
   'e0000000-0000-4000-8000-000000000005', 'f0000000-0000-4000-8000-000000000006',
   'a0000000-0000-4000-8000-000000000002', 'pending', 3, null, 0, null, null),
  ('90000000-0000-4000-8000-000000000004', 'b0000000-0000-4000-8000-000000000001', null,
   'e0000000-0000-4000-8000-000000000003', 'f0000000-0000-4000-8000-000000000003',
   'a0000000-0000-4000-8000-000000000002', 'approved', 12, null, 20000, null, null),
  -- Liam: Winter League approved (paid); Summer school pending with FULLAID; Spring camp refunded; Try It Day draft.
  ('90000000-0000-4000-8000-000000000005', 'b0000000-0000-4000-8000-000000000002', null,
   'e0000000-0000-4000-8000-000000000002', 'f0000000-0000-4000-8000-000000000002',
   'a0000000-0000-4000-8000-000000000002', 'approved', 25, null, 15000, null, null),
  ('90000000-0000-4000-8000-000000000006', 'b0000000-0000-4000-8000-000000000002', null,
   'e0000000-0000-4000-8000-000000000004', 'f0000000-0000-4000-8000-000000000005',
   'a0000000-0000-4000-8000-000000000002', 'pending', 5, '0a000000-0000-4000-8000-000000000002', 0, null, null),
  ('90000000-0000-4000-8000-000000000007', 'b0000000-0000-4000-8000-000000000002', null,
   'e0000000-0000-4000-8000-000000000003', 'f0000000-0000-4000-8000-000000000004',
   'a0000000-0000-4000-8000-000000000002', 'refunded', 15, null, 25000, 25000, 'schedule_conflict'),
  ('90000000-0000-4000-8000-000000000008', 'b0000000-0000-4000-8000-000000000002', null,
   'e0000000-0000-4000-8000-000000000005', 'f0000000-0000-4000-8000-000000000006',
   'a0000000-0000-4000-8000-000000000002', 'draft', 1, null, 0, null, null),
  -- Alex: Spring camp Early Bird approved (takes the last spot); past camp cancelled.
  ('90000000-0000-4000-8000-000000000009', 'b0000000-0000-4000-8000-000000000003', null,
   'e0000000-0000-4000-8000-000000000003', 'f0000000-0000-4000-8000-000000000003',
   'a0000000-0000-4000-8000-000000000003', 'approved', 10, null, 20000, null, null),
  ('90000000-0000-4000-8000-00000000000a', 'b0000000-0000-4000-8000-000000000003', null,
   'e0000000-0000-4000-8000-000000000001', 'f0000000-0000-4000-8000-000000000001',
   'a0000000-0000-4000-8000-000000000003', 'cancelled', 70, null, 0, null, 'medical_emergency'),
  -- Val (volunteer): Winter League approved; Try It Day pending.
  ('90000000-0000-4000-8000-00000000000b', null, 'c0000000-0000-4000-8000-000000000001',
   'e0000000-0000-4000-8000-000000000002', null,
   'a0000000-0000-4000-8000-000000000005', 'approved', 30, null, 0, null, null),
  ('90000000-0000-4000-8000-00000000000c', null, 'c0000000-0000-4000-8000-000000000001',
   'e0000000-0000-4000-8000-000000000005', null,
   'a0000000-0000-4000-8000-000000000005', 'pending', 2, null, 0, null, null)
) as r(id, participant_id, volunteer_id, program_id, tier, user_id, status, days_ago, code, amount, refund, reason);

-- Answers of Liam's Summer Hockey School registration.
insert into public.registration_responses (registration_id, question_id, response_value)
values
  ('90000000-0000-4000-8000-000000000006', '0b000000-0000-4000-8000-000000000001', 'true'),
  ('90000000-0000-4000-8000-000000000006', '0b000000-0000-4000-8000-000000000002', 'Youth L'),
  ('90000000-0000-4000-8000-000000000006', '0b000000-0000-4000-8000-000000000003', 'Morning');

-- Audit rows of the refund and the cancellation.
insert into public.refund_logs (registration_id, user_id, action, refund_amount, refund_reason, processed_at, processed_by)
values
  ('90000000-0000-4000-8000-000000000007', 'a0000000-0000-4000-8000-000000000002', 'refund_requested', 25000,
   'schedule_conflict', now() - interval '2 days', 'a0000000-0000-4000-8000-000000000002'),
  ('90000000-0000-4000-8000-00000000000a', 'a0000000-0000-4000-8000-000000000003', 'cancelled', 0,
   'medical_emergency', now() - interval '60 days', 'a0000000-0000-4000-8000-000000000003');

-- ===================== events and equipment =====================
insert into public.events (id, name, program_id, event_type, starts_at, ends_at, location, description, capacity)
values
  ('0d000000-0000-4000-8000-000000000001', 'Skills camp day 1', 'e0000000-0000-4000-8000-000000000001', 'clinic',
   current_date - 60 + time '09:00', current_date - 60 + time '15:00', 'Mattamy Athletic Centre, Toronto', null, 30),
  ('0d000000-0000-4000-8000-000000000002', 'Winter League practice', 'e0000000-0000-4000-8000-000000000002', 'practice',
   current_date + 2 + time '19:00', current_date + 2 + time '20:30', 'Scotiabank Pond, Toronto', 'Bring both jerseys.', 40),
  ('0d000000-0000-4000-8000-000000000003', 'Winter League game night', 'e0000000-0000-4000-8000-000000000002', 'game',
   current_date + 9 + time '19:00', current_date + 9 + time '21:00', 'Scotiabank Pond, Toronto', null, 40),
  ('0d000000-0000-4000-8000-000000000004', 'National tournament', null, 'tournament',
   current_date + 75 + time '08:00', current_date + 77 + time '17:00', 'Calgary', 'Teams from across Canada.', 120);

insert into public.equipment_inventory (id, item_name, category, size, quantity, condition, notes)
values
  ('0e000000-0000-4000-8000-000000000001', 'Audible puck', 'pucks', null, 24, 'good', 'Larger, louder puck with ball bearings.'),
  ('0e000000-0000-4000-8000-000000000002', 'Hockey helmet with cage', 'protective', 'M', 10, 'good', null),
  ('0e000000-0000-4000-8000-000000000003', 'Hockey helmet with cage', 'protective', 'S', 8, 'new', null),
  ('0e000000-0000-4000-8000-000000000004', 'Goalie pads', 'goalie', 'Youth', 2, 'fair', null),
  ('0e000000-0000-4000-8000-000000000005', 'Skates', 'skates', '5', 6, 'good', null);

insert into public.equipment_loans (id, equipment_id, participant_id, quantity, loaned_at, notes)
values ('0f000000-0000-4000-8000-000000000001', '0e000000-0000-4000-8000-000000000004',
        'b0000000-0000-4000-8000-000000000002', 1, now() - interval '20 days', 'For the Winter League season.');

-- ===================== French of the demo content (issue 22 point 1) =====================
-- Every admin-entered text a family reads has its French beside the English
-- (decision 0044); null would mean 'French missing'.
update public.programs p set name_fr = v.name_fr, description_fr = v.description_fr, location_fr = v.location_fr
from (values
  ('e0000000-0000-4000-8000-000000000001'::uuid, 'Camp d’habiletés d’automne',
   'Les bases du patinage et du maniement de la rondelle.', 'Centre athlétique Mattamy, Toronto'),
  ('e0000000-0000-4000-8000-000000000002'::uuid, 'Ligue d’hiver', 'Des matchs chaque semaine pour tous les niveaux.',
   'Scotiabank Pond, Toronto'),
  ('e0000000-0000-4000-8000-000000000003'::uuid, 'Camp de développement du printemps',
   'Trois jours d’entraînement avec des joueurs de l’équipe nationale.', 'Centre Canadian Tire, Ottawa'),
  ('e0000000-0000-4000-8000-000000000004'::uuid, 'École de hockey d’été',
   'Une semaine d’école de hockey; aide financière offerte.', 'Centre Étienne-Desmarteau, Montréal'),
  ('e0000000-0000-4000-8000-000000000005'::uuid, 'Journée découverte',
   'Une initiation gratuite au hockey pour personnes aveugles; équipement fourni.', 'Arénas Westwood, Toronto'),
  ('e0000000-0000-4000-8000-000000000006'::uuid, 'Clinique des gardiens (brouillon)', 'Pas encore publié.', null)
) as v(id, name_fr, description_fr, location_fr)
where p.id = v.id;

update public.program_price_tiers set name_fr = 'Inscription régulière', description_fr = 'Prix d’inscription standard'
where name = 'Regular Registration' and description = 'Standard registration price'
  and id::text like 'f0000000-0000-4000-8000-%';
update public.program_price_tiers set name_fr = 'Inscription hâtive', description_fr = 'Prix hâtif limité'
where id = 'f0000000-0000-4000-8000-000000000003';

update public.registration_questions q set question_text_fr = v.text_fr, options_fr = v.options_fr
from (values
  ('0b000000-0000-4000-8000-000000000001'::uuid, 'J’apporterai mes propres patins et mon casque', null::jsonb),
  ('0b000000-0000-4000-8000-000000000002'::uuid, 'Taille du chandail',
   '["Jeunesse M", "Jeunesse G", "Adulte P", "Adulte M", "Adulte G", "Adulte TG"]'::jsonb),
  ('0b000000-0000-4000-8000-000000000003'::uuid, 'Séance préférée', '["Matin", "Après-midi"]'::jsonb),
  ('0b000000-0000-4000-8000-000000000004'::uuid,
   'Y a-t-il quelque chose que les entraîneurs devraient savoir sur votre vision ou votre santé?', null::jsonb)
) as v(id, text_fr, options_fr)
where q.id = v.id;

update public.events e set name_fr = v.name_fr, description_fr = v.description_fr
from (values
  ('0d000000-0000-4000-8000-000000000001'::uuid, 'Camp d’habiletés, jour 1', null),
  ('0d000000-0000-4000-8000-000000000002'::uuid, 'Entraînement de la Ligue d’hiver', 'Apportez vos deux chandails.'),
  ('0d000000-0000-4000-8000-000000000003'::uuid, 'Soirée de match de la Ligue d’hiver', null),
  ('0d000000-0000-4000-8000-000000000004'::uuid, 'Tournoi national', 'Des équipes de partout au Canada.')
) as v(id, name_fr, description_fr)
where e.id = v.id;

-- ===================== concussion safety (issue 24, decision 0052) =====================
-- Yearly confirmations so the demo shows each state: Emma confirmed two months
-- ago with her parent (valid), Liam's lapses in 15 days (the dashboard reminds),
-- Alex has none (registration asks); the coach, the coordinator and the
-- volunteer confirmed for themselves (the volunteer without the Code of
-- Conduct, which volunteers may skip). Made after the registrations above, so
-- those keep the evidence they were seeded with.
insert into public.concussion_confirmations (id, participant_id, user_id, role, awareness_document_id,
  code_of_conduct_document_id, guardian_id, language, confirmed_by, confirmed_at, valid_until)
select v.id, v.participant_id, v.user_id, v.role,
  private.legal_document_in_force('concussion_awareness', null, v.language),
  case when v.with_code then private.legal_document_in_force('concussion_code_of_conduct', null, v.language) end,
  v.guardian_id, v.language, v.confirmed_by, v.confirmed_at, (v.confirmed_at at time zone 'America/Toronto')::date + interval '12 months'
from (values
  ('1c000000-0000-4000-8000-000000000001'::uuid, 'b0000000-0000-4000-8000-000000000001'::uuid, null::uuid, 'athlete',
   true, 'a0000000-0000-4000-8000-000000000002'::uuid, 'en', 'a0000000-0000-4000-8000-000000000002'::uuid,
   now() - interval '2 months'),
  ('1c000000-0000-4000-8000-000000000002'::uuid, 'b0000000-0000-4000-8000-000000000002'::uuid, null::uuid, 'athlete',
   true, 'a0000000-0000-4000-8000-000000000002'::uuid, 'en', 'a0000000-0000-4000-8000-000000000002'::uuid,
   now() - interval '12 months' + interval '15 days'),
  ('1c000000-0000-4000-8000-000000000003'::uuid, null::uuid, 'a0000000-0000-4000-8000-000000000004'::uuid, 'coach',
   true, null::uuid, 'en', 'a0000000-0000-4000-8000-000000000004'::uuid, now() - interval '1 month'),
  ('1c000000-0000-4000-8000-000000000004'::uuid, null::uuid, 'a0000000-0000-4000-8000-000000000006'::uuid, 'coach',
   true, null::uuid, 'en', 'a0000000-0000-4000-8000-000000000006'::uuid, now() - interval '3 months'),
  ('1c000000-0000-4000-8000-000000000005'::uuid, null::uuid, 'a0000000-0000-4000-8000-000000000005'::uuid, 'volunteer',
   false, null::uuid, 'en', 'a0000000-0000-4000-8000-000000000005'::uuid, now() - interval '20 days')
) as v(id, participant_id, user_id, role, with_code, guardian_id, language, confirmed_by, confirmed_at);
update public.participants p set concussion_acknowledged_at = c.confirmed_at
from public.concussion_confirmations c
where c.participant_id = p.id and c.id in ('1c000000-0000-4000-8000-000000000001', '1c000000-0000-4000-8000-000000000002');

-- ===================== the organisation (issue 36 point 1) =====================
-- Its two e-mail addresses, as an administrator would set them on /admin/settings.
-- No postal address: a fresh project has none, so /admin/setup asks for it and
-- receipts wait (queued) until an administrator types it.
update public.organisation_settings
set contact_email = 'info@example.org', accessibility_email = 'accessibility@example.org';
-- Not a change anyone made: the history starts empty.
delete from public.organisation_settings_changes;

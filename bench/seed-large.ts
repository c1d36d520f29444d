// The large seed (issue 12): a deterministic, set-based SQL generator. At scale 1:
// 10,000 users, 12,000 participants each with an emergency contact, 1,000
// volunteer profiles, 200 programs with 3 price tiers, 3 questions and a code,
// 30,000 registrations across statuses (+ one answer each) and 200 coordinators.
// Same scale and same day -> same rows (ids are md5-derived, dates relative to
// current_date like supabase/seed.sql). Every account's password: demo-password-2026.
//
// Per-row triggers on the bulk tables are bypassed (session_replication_role =
// replica): registrations_before_insert takes row locks and counts capacity per
// row, which costs minutes for 30,000 rows on PGlite. The generator writes what
// those triggers would have derived (guardian name, tier spots, code uses,
// assistance-code links, amounts). auth.users -> user_profiles still goes
// through handle_new_user.

export const LARGE_EMAIL_DOMAIN = 'large.example.net';
/** Accounts the bench signs in as (all exist at every scale >= 0.01). */
export const LARGE_ACCOUNTS = {
  admin: `user-9@${LARGE_EMAIL_DOMAIN}`,
  parent: `user-1@${LARGE_EMAIL_DOMAIN}`,
  coordinator: `user-19@${LARGE_EMAIL_DOMAIN}`,
  password: 'demo-password-2026',
};

export type LargeSeedCounts = { users: number; programs: number; registrations: number };

export function largeSeedCounts(scale = 1): LargeSeedCounts {
  const users = Math.max(100, Math.round((10_000 * scale) / 10) * 10);
  return { users, programs: Math.max(4, Math.round(200 * scale)), registrations: Math.round(users * 3) };
}

/** uuid from a key: md5 with the version/variant nibbles of a v4 uuid (strict validators accept it). */
const UUID = (key: string) => `overlay(overlay(md5(${key}) placing '4' from 13) placing '8' from 17)::uuid`;

export function largeSeedSql(scale = 1): string {
  const { users: N, programs: P, registrations: R } = largeSeedCounts(scale);
  const M = (N / 10) * 12; // participants: 2 per parent (4 in 10 users) + 1 per player (4 in 10)
  return `
begin;
-- ===================== accounts (handle_new_user creates the profiles) =====================
create temp table large_names (i int primary key, first_name text, last_name text) on commit drop;
insert into large_names
select i,
  (array['Émilie','Liam','Noah','Olivia','Gabriel','Chloé','William','Zoé','Félix','Léa','Jacob','Maya',
         'Samuel','Alice','Thomas','Charlotte','Nathan','Florence','Raphaël','Amira','Ethan','Béatrice',
         'Lucas','Sofia','Mathis','Rosalie','Owen','Juliette','Elijah','Camille','Hugo','Ava'])[1 + i % 32],
  (array['Tremblay','Gagnon','Roy','Côté','Bouchard','Gauthier','Morin','Lavoie','Fortin','Gagné','Smith',
         'Brown','Wilson','MacDonald','Taylor','Campbell','Anderson','Martin','Lee','Thompson','White',
         'Nguyen','Singh','Patel','Chen','Wong','Bélanger','Lévesque','Pelletier','Bergeron','Leblanc',
         'Ouellet','Girard','Poirier','Cloutier','Boucher','Fournier'])[1 + (i * 7) % 37]
from generate_series(1, ${N * 3}) i;

-- The users search text (private.user_search, issue 23) is kept by a statement trigger on user_profiles: fired once
-- per handle_new_user insert here, 100,000 times at scale 10 (minutes). Off for this one insert; refreshed once
-- for every large-seed account at the end.
do $do$ begin
  if exists (select 1 from pg_trigger where tgname = 'user_search_profiles_insert'
             and tgrelid = 'public.user_profiles'::regclass) then
    alter table public.user_profiles disable trigger user_search_profiles_insert;
  end if;
end $do$;

-- Role by i % 10: 0-3 parent_guardian, 4-7 participant, 8 volunteer, 9 coach (i % 1000 = 9: admin).
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
select '00000000-0000-0000-0000-000000000000', ${UUID(`'large-user-' || i`)}, 'authenticated', 'authenticated',
  'user-' || i || '@${LARGE_EMAIL_DOMAIN}', pw.hash, now(), '', '', '', '',
  '{"provider":"email","providers":["email"]}'::jsonb,
  jsonb_build_object('first_name', n.first_name, 'last_name', n.last_name,
    'role', case when i % 10 < 4 then 'parent_guardian' when i % 10 < 8 then 'participant'
                 when i % 10 = 8 then 'volunteer' else 'coach' end,
    'preferred_language', case when i % 3 = 0 then 'fr' else 'en' end),
  current_date - (i % 900) * interval '1 day' - (i % 86400) * interval '1 second', now()
from generate_series(1, ${N}) i
join large_names n using (i)
cross join (select extensions.crypt('demo-password-2026', extensions.gen_salt('bf', 6)) as hash) pw;

set local session_replication_role = replica;

update public.user_profiles p
set role = case when p.email ~ '^user-[0-9]*9@' and split_part(split_part(p.email, '@', 1), '-', 2)::int % 1000 = 9
                then 'admin' else p.role end,
    phone = '613555' || lpad((split_part(split_part(p.email, '@', 1), '-', 2)::int % 10000)::text, 4, '0'),
    stripe_customer_id = case when p.email ~ '[05]@' then 'cus_large' || md5(p.email) end,
    created_at = (select u.created_at from auth.users u where u.id = p.id)
where p.email like '%@${LARGE_EMAIL_DOMAIN}';

-- ===================== people =====================
-- j numbers the participants: parent i has children 2i-1, 2i (in its class order), then the players.
create temp table large_people (j int primary key, id uuid, user_i int, user_id uuid, guardian_id uuid) on commit drop;
insert into large_people
select row_number() over (order by kind, i, k), ${UUID(`'large-participant-' || i || '-' || k`)}, i,
       ${UUID(`'large-user-' || i`)}, case when kind = 1 then ${UUID(`'large-user-' || i`)} end
from (
  select 1 as kind, i, k from generate_series(1, ${N}) i cross join generate_series(1, 2) k where i % 10 < 4
  union all
  select 2, i, 1 from generate_series(1, ${N}) i where i % 10 between 4 and 7
) s;

insert into public.participants (id, user_id, parent_guardian_id, first_name, last_name, email, date_of_birth,
  address, city, province, postal_code, gender_identity, visual_classification, skating_experience, position,
  played_traditional_hockey, is_first_time_participant, needs_equipment, allergies, medical_conditions,
  concussion_acknowledged_at, created_at)
select p.id, p.user_id, p.guardian_id, n.first_name,
  case when p.guardian_id is null then n.last_name else (select n2.last_name from large_names n2 where n2.i = p.user_i) end,
  case when p.guardian_id is null then 'user-' || p.user_i || '@${LARGE_EMAIL_DOMAIN}' end,
  current_date - interval '6 years' - (p.j % 40) * interval '1 year' - (p.j % 365) * interval '1 day',
  (10 + p.j % 990) || ' Rue Principale', c.city, c.province,
  c.fsa || (p.j % 10) || (array['A','B','C','E','G','H','J','K','L','M'])[1 + (p.j / 10) % 10] || ((p.j / 100) % 10),
  (array['male','female','non_binary','prefer_not_to_say'])[1 + p.j % 4],
  (array['B1','B2','B3','B4','Unknown'])[1 + p.j % 5],
  (array['none','beginner','intermediate','advanced'])[1 + p.j % 4],
  (array['forward','defense','goalie'])[1 + p.j % 3],
  p.j % 2 = 0, p.j % 5 = 0, p.j % 7 = 0,
  case when p.j % 9 = 0 then 'Peanuts' end, case when p.j % 11 = 0 then 'Asthma' end,
  now() - (p.j % 300) * interval '1 day', now() - (p.j % 800) * interval '1 day'
from large_people p
join large_names n on n.i = p.j + ${N}
join (values (0, 'Toronto', 'ON', 'M5V'), (1, 'Ottawa', 'ON', 'K1A'), (2, 'Montréal', 'QC', 'H2X'),
             (3, 'Québec', 'QC', 'G1R'), (4, 'Vancouver', 'BC', 'V6B'), (5, 'Calgary', 'AB', 'T2P'),
             (6, 'Edmonton', 'AB', 'T5J'), (7, 'Winnipeg', 'MB', 'R3C'), (8, 'Halifax', 'NS', 'B3H'),
             (9, 'Regina', 'SK', 'S4P'), (10, 'Moncton', 'NB', 'E1C'), (11, 'St. John''s', 'NL', 'A1C'),
             (12, 'Charlottetown', 'PE', 'C1A'), (13, 'Whitehorse', 'YT', 'Y1A'), (14, 'Hamilton', 'ON', 'L8P'),
             (15, 'London', 'ON', 'N6A'), (16, 'Sudbury', 'ON', 'P3A')) c(k, city, province, fsa)
  on c.k = p.j % 17;

insert into public.emergency_contacts (id, participant_id, name, relationship, phone, email, is_primary)
select ${UUID(`'large-contact-' || p.j`)}, p.id, n.first_name || ' ' || n.last_name,
  (array['parent','guardian','spouse','sibling','friend'])[1 + p.j % 5],
  '416555' || lpad((p.j % 10000)::text, 4, '0'), 'contact-' || p.j || '@${LARGE_EMAIL_DOMAIN}', true
from large_people p join large_names n on n.i = p.j + 7;

insert into public.volunteer_profiles (id, user_id, first_name, last_name, email, phone, city,
  has_hockey_canada_certificate, coaching_experience_level, has_first_aid_certificate)
select ${UUID(`'large-volunteer-' || i`)}, ${UUID(`'large-user-' || i`)}, n.first_name, n.last_name,
  'user-' || i || '@${LARGE_EMAIL_DOMAIN}', '905555' || lpad((i % 10000)::text, 4, '0'), 'Toronto',
  i % 2 = 0, (array['beginner','intermediate','advanced'])[1 + i % 3], i % 3 = 0
from generate_series(1, ${N}) i join large_names n using (i) where i % 10 = 8;

-- ===================== programs (start dates from 2 years ago to 1 year ahead) =====================
insert into public.programs (id, name, description, start_date, end_date, location, price, max_participants,
  is_active, financial_assistance_enabled, created_at)
select ${UUID(`'large-program-' || g`)},
  (array['Winter League','Spring Skills','Summer Camp','Fall Development','Try It Clinic'])[1 + g % 5] || ' ' || g,
  'Large-seed program ' || g, current_date - 730 + g * ${Math.floor(1095 / P)}, current_date - 730 + g * ${Math.floor(1095 / P)} + 60,
  (array['Toronto','Ottawa','Montréal','Vancouver','Calgary','Halifax'])[1 + g % 6] || ' Arena',
  case when g % 4 = 0 then 0 else 5000 + (g % 10) * 1500 end, 1000, g % 10 <> 0, g % 3 = 0,
  now() - interval '800 days' + g * interval '3 days'
from generate_series(1, ${P}) g;

insert into public.program_price_tiers (id, program_id, name, price, is_default, display_order)
select ${UUID(`'large-tier-' || g || '-' || t`)}, ${UUID(`'large-program-' || g`)},
  (array['Regular','Early Bird','Sibling'])[t], case when g % 4 = 0 then 0 else 5000 + (g % 10) * 1500 - (t - 1) * 1000 end,
  t = 1, t
from generate_series(1, ${P}) g cross join generate_series(1, 3) t;

insert into public.financial_assistance_codes (id, program_id, code, price, max_uses)
select ${UUID(`'large-code-' || g`)}, ${UUID(`'large-program-' || g`)}, 'HELP' || g, 0, 1000
from generate_series(1, ${P}) g where g % 3 = 0;

insert into public.registration_questions (id, program_id, question_text, question_type, required, options, display_order)
select ${UUID(`'large-question-' || g || '-' || q`)}, ${UUID(`'large-program-' || g`)},
  (array['T-shirt size','Anything we should know?','I will need a ride'])[q],
  (array['select','text','checkbox'])[q], q = 1,
  case when q = 1 then '["S","M","L","XL"]'::jsonb else '[]'::jsonb end, q
from generate_series(1, ${P}) g cross join generate_series(1, 3) q;

-- Each program has one active coordinator (a coach); coach user-19 coordinates program 1.
insert into public.program_coordinators (id, program_id, user_id, notes)
select ${UUID(`'large-coordinator-' || g`)}, ${UUID(`'large-program-' || g`)},
  ${UUID(`'large-user-' || (19 + ((g - 1) * 10) % ${N - 10})`)}, 'Large-seed coordinator'
from generate_series(1, ${P}) g;

-- ===================== registrations (participant j, round 0..2: distinct programs) =====================
create temp table large_regs on commit drop as
select r, ${UUID(`'large-registration-' || r`)} as id, p.id as participant_id, p.user_id, p.guardian_id, p.user_i,
  1 + ((p.j * 37 + ((r - 1) / ${M}) * 71) % ${P}) as g,
  (array['approved','approved','approved','approved','approved','approved','approved','approved','approved','approved',
         'pending','pending','pending','pending','cancelled','cancelled','rejected','refunded','draft','approved'])[1 + r % 20] as status
from generate_series(1, ${R}) r
join large_people p on p.j = 1 + (r - 1) % ${M};

insert into public.registrations (id, participant_id, program_id, price_tier_id, user_id, registration_date, status,
  parent_guardian_name, parent_guardian_id, financial_assistance_applied, financial_assistance_code_id, amount_paid,
  payment_intent_id, waiver_agreed, waiver_agreed_at, media_consent_agreed, media_consent_agreed_at,
  concussion_awareness_agreed, concussion_awareness_agreed_at, waiver_version, media_consent_version,
  concussion_version, language, refund_amount, refund_reason, refunded_at, created_at)
select x.id, x.participant_id, ${UUID(`'large-program-' || x.g`)}, t.id, x.user_id, x.at, x.status,
  case when x.guardian_id is not null then gn.first_name || ' ' || gn.last_name end, x.guardian_id,
  x.coded, case when x.coded then ${UUID(`'large-code-' || x.g`)} end,
  case when x.status in ('approved', 'refunded') and not x.coded then t.price else 0 end,
  case when x.status in ('approved', 'refunded') and not x.coded and t.price > 0 then 'pi_large_' || x.r end,
  x.agreed, case when x.agreed then x.at end, x.agreed, case when x.agreed then x.at end,
  x.agreed, case when x.agreed then x.at end, '2026-01', '2026-01', '2026-01', case when x.r % 3 = 0 then 'fr' else 'en' end,
  case when x.status = 'refunded' then t.price end, case when x.status in ('refunded', 'cancelled') then 'Schedule conflict' end,
  case when x.status = 'refunded' then x.at + interval '3 days' end, x.at
from (select l.*, l.status <> 'draft' as agreed, l.g % 3 = 0 and l.r % 7 = 0 as coded,
             current_date - 760 + l.g * ${Math.floor(1095 / P)} + (l.r % 30) * interval '1 day' + (l.r % 86400) * interval '1 second' as at
      from large_regs l) x
join public.program_price_tiers t on t.id = ${UUID(`'large-tier-' || x.g || '-' || (1 + x.r % 3)`)}
left join large_names gn on gn.i = x.user_i and x.guardian_id is not null;

insert into public.registration_assistance_codes (registration_id, assistance_code_id)
select id, financial_assistance_code_id from public.registrations
where financial_assistance_code_id is not null and id in (select id from large_regs);

insert into public.registration_responses (registration_id, question_id, response_value)
select l.id, ${UUID(`'large-question-' || l.g || '-1'`)}, (array['S','M','L','XL'])[1 + l.r % 4]
from large_regs l;

update public.program_price_tiers t set spots_taken = s.n
from (select price_tier_id, count(*) n from public.registrations
      where status in ('pending', 'approved') and price_tier_id is not null group by 1) s
where t.id = s.price_tier_id and t.id in (select id from public.program_price_tiers where name in ('Regular','Early Bird','Sibling'));

update public.programs p set places_taken = s.n
from (select program_id, count(*) n from public.registrations
      where status in ('pending', 'approved') and participant_id is not null group by 1) s
where p.id = s.program_id and p.description like 'Large-seed%';

update public.financial_assistance_codes c set current_uses = s.n
from (select financial_assistance_code_id, count(*) n from public.registrations
      where financial_assistance_code_id is not null group by 1) s
where c.id = s.financial_assistance_code_id and c.code like 'HELP%';

set local session_replication_role = origin;

-- Search texts kept by triggers (issue 23: registrations for the admin search, accounts for the users tab): the
-- bulk inserts above bypassed them (replica role), so each is computed here once, set-based, when it exists.
-- Both search tables have a trigram GIN index: inserting 100,000s of rows into it one by one costs minutes, building
-- it once costs seconds. Their GIN indexes are dropped here and rebuilt as they were (pg_get_indexdef) right after.
create temp table large_gin on commit drop as
select c.oid::regclass::text as name, pg_get_indexdef(c.oid) as def
from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
where a.amname = 'gin' and i.indrelid in (select t::regclass from unnest(array['private.user_search',
  'public.registration_search']) t where to_regclass(t) is not null);
do $do$ declare g record; begin
  for g in select name from large_gin loop execute 'drop index ' || g.name; end loop;
end $do$;
set local maintenance_work_mem = '256MB';

do $do$ begin
  if exists (select 1 from pg_trigger where tgname = 'user_search_profiles_insert'
             and tgrelid = 'public.user_profiles'::regclass) then
    alter table public.user_profiles enable trigger user_search_profiles_insert;
  end if;
end $do$;
-- Accounts (owner B's migration 20261126200000), 2,000 at a time: refresh_user_search reads them by '= any(ids)'.
do $do$ declare ids uuid[]; begin
  if to_regprocedure('private.refresh_user_search(uuid[])') is not null then
    for ids in select array_agg(id) from (select id, (row_number() over (order by id) - 1) / 2000 as chunk
               from public.user_profiles where email like '%@${LARGE_EMAIL_DOMAIN}') x group by chunk loop
      perform private.refresh_user_search(ids);
    end loop;
  end if;
end $do$;
-- Registrations, as private.registration_search_insert does for an insert statement (owner A's 20261126100000).
do $do$ begin
  if to_regclass('public.registration_search') is not null
     and to_regclass('private.registration_search_source') is not null then
    execute 'insert into public.registration_search (registration_id, search_text)
      select s.registration_id, s.search_text from private.registration_search_source s
      where s.registration_id in (select id from large_regs)
      on conflict (registration_id) do update set search_text = excluded.search_text';
  end if;
end $do$;
do $do$ declare g record; begin
  for g in select def from large_gin loop execute g.def; end loop;
end $do$;
commit;
analyze;
`;
}

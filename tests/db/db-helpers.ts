// Shared helpers for tests/db: demo clients per role and superuser factories
// that create throw-away rows (so allowed deletes/inserts never eat seed rows).
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { TestStack } from '../support/stack.ts';
import { DEMO_PASSWORD, participants, programs, users, type DemoRole } from './seed-ids.ts';

export type MatrixRole = 'anon' | DemoRole;
/** The roles of the RLS matrix, in column order. */
export const ROLES: MatrixRole[] = ['anon', 'player', 'parent', 'coach', 'volunteer', 'coordinator', 'admin'];

export async function clientsByRole(stack: TestStack): Promise<Record<MatrixRole, SupabaseClient>> {
  const out = { anon: stack.anon() } as Record<MatrixRole, SupabaseClient>;
  for (const role of ROLES.filter((r): r is DemoRole => r !== 'anon')) {
    out[role] = await stack.signIn(users[role].email, DEMO_PASSWORD);
  }
  return out;
}

export function uidOf(role: MatrixRole): string | null {
  return role === 'anon' ? null : users[role].id;
}

/** The seed's Summer Hockey School waiver, version 1 (supabase/seed.sql, program_waiver documents). */
export const SUMMER_WAIVER_DOC = {
  en: '1d000000-0000-4000-8000-000000000001',
  fr: '1d000000-0000-4000-8000-000000000002',
};

/**
 * The three agreements accepted now (create_registrations' p_consents). The
 * database stamps the documents in force; pass `documents` to send the ids the
 * screen showed (checked against those in force).
 */
export function consents(
  at = new Date().toISOString(),
  documents: { waiver?: string; media?: string; concussion?: string } = {},
) {
  return {
    waiver_agreed: true,
    waiver_agreed_at: at,
    media_consent_agreed: true,
    media_consent_agreed_at: at,
    concussion_awareness_agreed: true,
    concussion_awareness_agreed_at: at,
    ...(documents.waiver ? { waiver_document_id: documents.waiver } : {}),
    ...(documents.media ? { media_consent_document_id: documents.media } : {}),
    ...(documents.concussion ? { concussion_document_id: documents.concussion } : {}),
  };
}

/**
 * Before a browser-path registration (create_registrations as the family calls it): a valid concussion confirmation
 * for each participant of `items` that has none yet (issue 24: the gate asks for it). Volunteer items are left alone.
 */
export async function confirmForItems(stack: TestStack, items: unknown, language: 'en' | 'fr' = 'en'): Promise<void> {
  const ids = (Array.isArray(items) ? items : [])
    .map((item) => (item && typeof item === 'object' ? (item as Record<string, unknown>).participant_id : null))
    .filter((id): id is string => typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id));
  if (!ids.length) return;
  const missing = await stack.sql<{ id: string }>(
    `select i.id from unnest($1::uuid[]) i(id)
     where exists (select 1 from public.participants p where p.id = i.id)
       and private.valid_athlete_confirmation(i.id) is null`,
    [ids],
  );
  if (missing.length)
    await confirmConcussion(
      stack,
      missing.map((r) => r.id),
      'athlete',
      language,
    );
}

/**
 * create_registrations called by a signed-in client (the browser path), its participants confirmed first
 * (confirmForItems, in the registration's language).
 */
export async function registerAs(stack: TestStack, db: SupabaseClient, args: Record<string, unknown>) {
  const language = (args.p_consents as { language?: unknown } | undefined)?.language === 'fr' ? 'fr' : 'en';
  await confirmForItems(stack, args.p_items, language);
  return db.rpc('create_registrations', args);
}

const q = (v: string | null) => (v === null ? 'null' : `'${v.replace(/'/g, "''")}'`);

/**
 * Valid yearly concussion safety confirmations (issue 24 point 5) made now, as the owner would make them with
 * confirm_concussion_safety (the documents in force, the guardian for a minor): browser-path registrations need one.
 * Participants, or the user ids of coaches/volunteers with `role`.
 */
export async function confirmConcussion(
  stack: TestStack,
  ids: string[],
  role: 'athlete' | 'coach' | 'volunteer' = 'athlete',
  language: 'en' | 'fr' = 'en',
): Promise<string[]> {
  const out = await stack.sql<{ id: string }>(
    `insert into public.concussion_confirmations (participant_id, user_id, role, awareness_document_id,
       code_of_conduct_document_id, guardian_id, language, confirmed_by, valid_until)
     select case when $2 = 'athlete' then i.id end, case when $2 <> 'athlete' then i.id end, $2,
       private.legal_document_in_force_or_english('concussion_awareness', null, $3),
       private.legal_document_in_force_or_english('concussion_code_of_conduct', null, $3),
       p.parent_guardian_id, $3, coalesce(p.parent_guardian_id, p.user_id, i.id),
       (private.toronto_today() + interval '12 months')::date
     from unnest($1::uuid[]) i(id) left join public.participants p on p.id = i.id and $2 = 'athlete'
     returning id`,
    [ids, role, language],
  );
  return out.map((r) => r.id);
}

/** Superuser factories: each returns the id of a new row. */
export function factories(stack: TestStack) {
  const one = async (sql: string) => (await stack.sql<{ id: string }>(sql))[0].id;
  return {
    user: async (role = 'participant') => {
      const id = randomUUID();
      await stack.sql(`insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3::jsonb)`, [
        id,
        `u-${id}@example.test`,
        JSON.stringify({ role, first_name: 'Temp', last_name: 'User' }),
      ]);
      return id;
    },
    child: (ownerId: string = users.parent.id, first = 'Temp') =>
      one(`insert into public.participants (user_id, parent_guardian_id, first_name, last_name, date_of_birth)
           values (${q(ownerId)}, ${q(ownerId)}, ${q(first)}, 'Child', current_date - 3650) returning id`),
    contact: (participantId: string = participants.emma) =>
      one(`insert into public.emergency_contacts (participant_id, name, relationship, phone)
           values (${q(participantId)}, 'Temp Contact', 'friend', '4165550000') returning id`),
    volunteerProfile: (userId: string) =>
      one(`insert into public.volunteer_profiles (user_id, first_name) values (${q(userId)}, 'Temp') returning id`),
    program: (isActive = true) =>
      one(`insert into public.programs (name, start_date, end_date, price, is_active)
           values ('Temp program', current_date + 20, current_date + 21, 0, ${isActive}) returning id`),
    tier: (programId: string = programs.tryItFree, maxSpots: number | null = null, price = 0) =>
      one(`insert into public.program_price_tiers (program_id, name, price, max_spots)
           values (${q(programId)}, 'Temp tier', ${price}, ${maxSpots ?? 'null'}) returning id`),
    code: (programId: string = programs.summerAssist, maxUses: number | null = null, price = 0) =>
      one(`insert into public.financial_assistance_codes (program_id, code, price, max_uses)
           values (${q(programId)}, ${q('T' + randomUUID().slice(0, 8).toUpperCase())}, ${price}, ${maxUses ?? 'null'})
           returning id`),
    question: (programId: string = programs.summerAssist) =>
      one(`insert into public.registration_questions (program_id, question_text, question_type)
           values (${q(programId)}, 'Temp question', 'text') returning id`),
    coordinator: (programId: string = programs.springPaid) =>
      one(`insert into public.program_coordinators (program_id, user_id, is_active)
           values (${q(programId)}, ${q(users.coach.id)}, false) returning id`),
    registration: async (participantId?: string, programId: string = programs.tryItFree, status = 'pending') => {
      const pid = participantId ?? (await factories(stack).child());
      // The program's default tier (a program with tiers needs one: issue 17 point 1).
      return one(`insert into public.registrations (participant_id, program_id, price_tier_id, user_id, status,
           waiver_agreed, waiver_agreed_at, media_consent_agreed, media_consent_agreed_at,
           concussion_awareness_agreed, concussion_awareness_agreed_at)
         select ${q(pid)}, ${q(programId)},
           (select t.id from public.program_price_tiers t where t.program_id = ${q(programId)}
            order by t.is_default desc, t.display_order limit 1),
           p.user_id, ${q(status)}, true, now(), true, now(), true, now()
         from public.participants p where p.id = ${q(pid)} returning id`);
    },
    response: async () => {
      const reg = await factories(stack).registration(undefined, programs.summerAssist);
      return one(`insert into public.registration_responses (registration_id, question_id, response_value)
                  values (${q(reg)}, '0b000000-0000-4000-8000-000000000004', 'x') returning id`);
    },
    paymentMethod: (userId: string = users.parent.id) =>
      one(`insert into public.saved_payment_methods (user_id, provider_payment_method_id, brand, last4, exp_month, exp_year)
           values (${q(userId)}, ${q('pm_' + randomUUID())}, 'visa', '4242', 12, 2030) returning id`),
    checkoutSession: (userId: string = users.parent.id) =>
      one(`insert into public.checkout_sessions (user_id, program_id, payload, amount_total)
           values (${q(userId)}, ${q(programs.springPaid)}, '{}', 25000) returning id`),
    email: () =>
      one(`insert into public.email_outbox (to_email, template, subject, body)
           values ('someone@example.org', 'test', 'Subject', 'Body') returning id`),
    event: () =>
      one(`insert into public.events (name, starts_at) values ('Temp event', now() + interval '3 days') returning id`),
    equipment: () =>
      one(`insert into public.equipment_inventory (item_name, quantity) values ('Temp puck', 1) returning id`),
    loan: async () => {
      const eq = await factories(stack).equipment();
      return one(`insert into public.equipment_loans (equipment_id, quantity) values (${q(eq)}, 1) returning id`);
    },
    codeAttempt: () =>
      one(`insert into public.assistance_code_attempts (user_id, program_id)
           values (${q(users.parent.id)}, ${q(programs.summerAssist)}) returning id::text as id`),
    accountChange: () =>
      one(`insert into public.account_changes (user_id, changed_by, field, old_value, new_value)
           values (${q(users.player.id)}, ${q(users.admin.id)}, 'role', 'participant', 'participant') returning id`),
    refundLog: () =>
      one(
        `insert into public.refund_logs (user_id, action, refund_amount) values (${q(users.parent.id)}, 'cancelled', 0) returning id`,
      ),
  };
}
export type Factories = ReturnType<typeof factories>;

/** A data_access_log record as the access-log tests read it (as the database owner). */
export type AccessLogRow = {
  actor_id: string | null;
  actor_role: string | null;
  action: string;
  what: string;
  reason: string;
  participant_ids: string[];
  volunteer_ids: string[];
  program_id: string | null;
  scope: Record<string, unknown> | null;
};

const ACCESS_LOG_SELECT = `select actor_id, actor_role, action, what, reason, participant_ids, volunteer_ids, program_id, scope
  from public.data_access_log`;

/** The access log's records written after record `afterId`, oldest first. */
export const accessLogAfter = (stack: TestStack, afterId: number) =>
  stack.sql<AccessLogRow>(`${ACCESS_LOG_SELECT} where id > $1 order by id`, [afterId]);

/** The access log's newest `n` records, newest first. */
export const accessLogNewest = (stack: TestStack, n: number) =>
  stack.sql<AccessLogRow>(`${ACCESS_LOG_SELECT} order by id desc limit $1`, [n]);

/**
 * How many matches of a typed search a page sorts itself (private.search_sorted_up_to, 3,000 deployed), set for this
 * test stack: a small number sends a search of a few rows down the other path (walk the date index, count up to the
 * page's limit), as thousands of matches do.
 */
export const searchSortedUpTo = (stack: TestStack, n: number) =>
  stack.sql(`create or replace function private.search_sorted_up_to() returns integer language sql immutable
    parallel safe set search_path = '' as $$ select ${Math.trunc(n)} $$`);

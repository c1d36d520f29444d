// The RLS matrix as a readable table (ARCHITECTURE section 3 "Who sees what").
// Each line: table, operation, which row, and the roles ALLOWED; every other
// role of ROLES (anon, player, parent, coach, volunteer, coordinator, admin) must
// be denied (an error or zero rows). "coordinator" coaches the Winter League;
// "coach" has no assignment. Rows come from supabase/seed.sql or a factory.
import type { Factories, MatrixRole } from './db-helpers.ts';
import { codes, contacts, coordinatorAssignment, participants as p, programs, questions, registrations as r,
  tiers, users, volunteerProfile } from './seed-ids.ts';

export type Op = 'select' | 'insert' | 'update' | 'delete';
export interface MatrixRow {
  table: string;
  op: Op;
  row: string; // what is being touched, for the test name
  allowed: MatrixRole[];
  match?: Record<string, string>; // select/update: the row(s)
  patch?: Record<string, unknown>; // update
  make?: (f: Factories) => Promise<string>; // delete: a fresh row per attempt
  payload?: (uid: string | null, f: Factories) => Promise<Record<string, unknown>> | Record<string, unknown>; // insert
}

const SIGNED_IN: MatrixRole[] = ['player', 'parent', 'coach', 'volunteer', 'coordinator', 'admin'];
const EVERYONE: MatrixRole[] = ['anon', ...SIGNED_IN];
const id = (v: string) => ({ id: v });
const at = new Date().toISOString();
const agreed = { waiver_agreed: true, waiver_agreed_at: at, media_consent_agreed: true, media_consent_agreed_at: at,
  concussion_awareness_agreed: true, concussion_awareness_agreed_at: at };

export const matrix: MatrixRow[] = [
  // ---------- select ----------
  { table: 'user_profiles', op: 'select', row: "parent's profile", match: id(users.parent.id), allowed: ['parent', 'admin'] },
  { table: 'user_profiles', op: 'select', row: "player's profile", match: id(users.player.id), allowed: ['player', 'admin'] },
  { table: 'user_profiles', op: 'select', row: "coordinator's profile", match: id(users.coordinator.id), allowed: ['coordinator', 'admin'] },
  { table: 'participants', op: 'select', row: 'Emma (child, rejected in the coordinated program)', match: id(p.emma), allowed: ['parent', 'admin'] },
  { table: 'participants', op: 'select', row: 'Liam (child, approved in the coordinated program)', match: id(p.liam), allowed: ['parent', 'coordinator', 'admin'] },
  { table: 'participants', op: 'select', row: "Alex (the player's own record)", match: id(p.alex), allowed: ['player', 'admin'] },
  { table: 'volunteer_profiles', op: 'select', row: "Val's profile (approved in the coordinated program)", match: id(volunteerProfile), allowed: ['volunteer', 'coordinator', 'admin'] },
  { table: 'emergency_contacts', op: 'select', row: "Emma's contact", match: id(contacts.emmaPrimary), allowed: ['parent', 'admin'] },
  { table: 'emergency_contacts', op: 'select', row: "Liam's contact", match: id(contacts.liamPrimary), allowed: ['parent', 'coordinator', 'admin'] },
  { table: 'emergency_contacts', op: 'select', row: "Alex's contact", match: id(contacts.alexPrimary), allowed: ['player', 'admin'] },
  { table: 'emergency_contacts', op: 'select', row: "Val's contact", match: id(contacts.valPrimary), allowed: ['volunteer', 'coordinator', 'admin'] },
  { table: 'programs', op: 'select', row: 'an active program', match: id(programs.ongoing), allowed: EVERYONE },
  { table: 'programs', op: 'select', row: 'an inactive program', match: id(programs.inactive), allowed: ['admin'] },
  { table: 'program_price_tiers', op: 'select', row: 'a tier of an active program', match: id(tiers.springEarlyBird), allowed: EVERYONE },
  { table: 'program_price_tiers', op: 'select', row: 'a tier of an inactive program', match: id('f0000000-0000-4000-8000-000000000007'), allowed: ['admin'] },
  { table: 'financial_assistance_codes', op: 'select', row: 'an active code', match: id(codes.assist50), allowed: ['admin'] },
  { table: 'registration_questions', op: 'select', row: 'an active question', match: id(questions.selectRequired), allowed: EVERYONE },
  { table: 'program_coordinators', op: 'select', row: "the coordinator's assignment", match: id(coordinatorAssignment), allowed: ['coordinator', 'admin'] },
  { table: 'registrations', op: 'select', row: "Liam's approved, coordinated program", match: id(r.liamOngoingApproved), allowed: ['parent', 'admin'] }, // coordinators: coordinator_roster() (20261123060100)
  { table: 'registrations', op: 'select', row: "Emma's rejected, coordinated program", match: id(r.emmaOngoingRejected), allowed: ['parent', 'admin'] },
  { table: 'registrations', op: 'select', row: "Alex's approved", match: id(r.alexSpringApproved), allowed: ['player', 'admin'] },
  { table: 'registrations', op: 'select', row: "Val's approved, coordinated program", match: id(r.valOngoingApproved), allowed: ['volunteer', 'admin'] }, // coordinators: coordinator_roster()
  { table: 'registrations', op: 'select', row: "Val's pending, other program", match: id(r.valTryItPending), allowed: ['volunteer', 'admin'] },
  { table: 'registration_responses', op: 'select', row: "Liam's answers", match: { registration_id: r.liamSummerPending }, allowed: ['parent', 'admin'] },
  { table: 'registration_assistance_codes', op: 'select', row: "Liam's code link", match: { registration_id: r.liamSummerPending }, allowed: ['parent', 'admin'] },
  { table: 'refund_logs', op: 'select', row: "the parent's refund log", match: { registration_id: r.liamSpringRefunded }, allowed: ['parent', 'admin'] },
  { table: 'refund_logs', op: 'select', row: "the player's cancellation log", match: { registration_id: r.alexPastCancelled }, allowed: ['player', 'admin'] },
  { table: 'events', op: 'select', row: 'an event', match: id('0d000000-0000-4000-8000-000000000002'), allowed: ['admin'] },
  { table: 'equipment_inventory', op: 'select', row: 'an item', match: id('0e000000-0000-4000-8000-000000000001'), allowed: ['admin'] },
  { table: 'equipment_loans', op: 'select', row: 'a loan', match: id('0f000000-0000-4000-8000-000000000001'), allowed: ['admin'] },
  { table: 'email_outbox', op: 'select', row: 'an e-mail', make: (f) => f.email(), allowed: ['admin'] },
  { table: 'checkout_sessions', op: 'select', row: "the parent's checkout", make: (f) => f.checkoutSession(), allowed: ['parent', 'admin'] },
  { table: 'saved_payment_methods', op: 'select', row: "the parent's card", make: (f) => f.paymentMethod(), allowed: ['parent', 'admin'] },
  // Wrong assistance codes are counted by definer functions only: nobody reads them through the API (issue 17 point 3).
  { table: 'assistance_code_attempts', op: 'select', row: "the parent's wrong code", make: (f) => f.codeAttempt(), allowed: [] },

  // ---------- update ----------
  { table: 'user_profiles', op: 'update', row: "parent's name", match: id(users.parent.id), patch: { first_name: 'Pat' }, allowed: ['parent', 'admin'] },
  { table: 'user_profiles', op: 'update', row: "player's phone", match: id(users.player.id), patch: { phone: '5145550102' }, allowed: ['player', 'admin'] },
  { table: 'participants', op: 'update', row: 'Emma', match: id(p.emma), patch: { allergies: 'Peanuts' }, allowed: ['parent', 'admin'] },
  { table: 'participants', op: 'update', row: 'Liam (visible to the coordinator, read-only)', match: id(p.liam), patch: { allergies: null }, allowed: ['parent', 'admin'] },
  { table: 'participants', op: 'update', row: 'Alex', match: id(p.alex), patch: { city: 'Montréal' }, allowed: ['player', 'admin'] },
  { table: 'volunteer_profiles', op: 'update', row: "Val's profile", match: id(volunteerProfile), patch: { city: 'Toronto' }, allowed: ['volunteer', 'admin'] },
  { table: 'emergency_contacts', op: 'update', row: "Liam's contact", match: id(contacts.liamPrimary), patch: { phone: '4165550101' }, allowed: ['parent', 'admin'] },
  { table: 'programs', op: 'update', row: 'a program', match: id(programs.ongoing), patch: { location: 'Scotiabank Pond, Toronto' }, allowed: ['admin'] },
  { table: 'program_price_tiers', op: 'update', row: 'a tier', match: id(tiers.springRegular), patch: { description: 'Standard registration price' }, allowed: ['admin'] },
  { table: 'financial_assistance_codes', op: 'update', row: 'a code', match: id(codes.assist50), patch: { description: 'Half price, single use' }, allowed: ['admin'] },
  { table: 'registration_questions', op: 'update', row: 'a question', match: id(questions.radio), patch: { display_order: 2 }, allowed: ['admin'] },
  { table: 'program_coordinators', op: 'update', row: 'an assignment', match: id(coordinatorAssignment), patch: { notes: 'Head coach, Tuesday nights' }, allowed: ['admin'] },
  { table: 'registrations', op: 'update', row: "the parent's registration", match: id(r.liamOngoingApproved), patch: { notes: null }, allowed: ['admin'] },
  { table: 'registrations', op: 'update', row: "the player's registration", match: id(r.alexSpringApproved), patch: { notes: null }, allowed: ['admin'] },
  { table: 'events', op: 'update', row: 'an event', match: id('0d000000-0000-4000-8000-000000000002'), patch: { capacity: 40 }, allowed: ['admin'] },
  { table: 'equipment_inventory', op: 'update', row: 'an item', match: id('0e000000-0000-4000-8000-000000000001'), patch: { quantity: 24 }, allowed: ['admin'] },
  { table: 'checkout_sessions', op: 'update', row: "the parent's checkout (server only)", make: (f) => f.checkoutSession(), patch: { status: 'paid' }, allowed: [] },
  { table: 'email_outbox', op: 'update', row: 'an e-mail', make: (f) => f.email(), patch: { status: 'failed' }, allowed: ['admin'] },

  // ---------- insert ----------
  // The player already has their one record (a non-parent account holds one: issue 5 rule).
  { table: 'participants', op: 'insert', row: 'into their own account', allowed: ['parent', 'coach', 'volunteer', 'coordinator', 'admin'],
    payload: (uid) => ({ user_id: uid ?? users.player.id, first_name: 'New', last_name: 'Player' }) },
  { table: 'participants', op: 'insert', row: "into the parent's account", allowed: ['parent', 'admin'],
    payload: () => ({ user_id: users.parent.id, parent_guardian_id: users.parent.id, first_name: 'New', last_name: 'Kid' }) },
  { table: 'emergency_contacts', op: 'insert', row: 'for Emma', allowed: ['parent', 'admin'],
    payload: () => ({ participant_id: p.emma, name: 'New Contact', relationship: 'friend', phone: '4165550000' }) },
  { table: 'emergency_contacts', op: 'insert', row: 'for Alex', allowed: ['player', 'admin'],
    payload: () => ({ participant_id: p.alex, name: 'New Contact', relationship: 'friend', phone: '4165550000' }) },
  { table: 'programs', op: 'insert', row: 'a program', allowed: ['admin'],
    payload: () => ({ name: 'New program', start_date: '2030-01-01', end_date: '2030-01-02' }) },
  { table: 'program_price_tiers', op: 'insert', row: 'a tier', allowed: ['admin'],
    payload: () => ({ program_id: programs.tryItFree, name: 'New tier', price: 0 }) },
  { table: 'financial_assistance_codes', op: 'insert', row: 'a code', allowed: ['admin'],
    payload: () => ({ program_id: programs.summerAssist, code: `N${Math.random().toString(36).slice(2, 10)}`, price: 0 }) },
  { table: 'registration_questions', op: 'insert', row: 'a question', allowed: ['admin'],
    payload: () => ({ program_id: programs.tryItFree, question_text: 'New question' }) },
  // Nobody inserts registrations directly: create_registrations is the one gate (issue 17 point 2).
  { table: 'registrations', op: 'insert', row: "a new child of the parent (free program, direct insert)", allowed: [],
    payload: async (_uid, f) => ({ participant_id: await f.child(), program_id: programs.tryItFree, price_tier_id: tiers.tryItRegular, ...agreed }) },
  { table: 'registrations', op: 'insert', row: "a new record of the player (free program, direct insert)", allowed: [],
    payload: async (_uid, f) => ({ participant_id: await f.child(users.player.id), program_id: programs.tryItFree, price_tier_id: tiers.tryItRegular, ...agreed }) },
  { table: 'registration_responses', op: 'insert', row: "an answer on a new registration", allowed: ['admin'],
    payload: async (_uid, f) => ({ registration_id: await f.registration(), question_id: questions.text, response_value: 'x' }) },
  { table: 'refund_logs', op: 'insert', row: 'a log row', allowed: ['admin'],
    payload: () => ({ user_id: users.parent.id, action: 'refunded', refund_amount: 100 }) },
  { table: 'email_outbox', op: 'insert', row: 'an e-mail (server only)', allowed: [],
    payload: () => ({ to_email: 'x@example.org', template: 't', subject: 's', body: 'b' }) },
  { table: 'checkout_sessions', op: 'insert', row: 'a checkout (server only)', allowed: [],
    payload: (uid) => ({ user_id: uid ?? users.parent.id, program_id: programs.springPaid, payload: {}, amount_total: 1 }) },
  { table: 'saved_payment_methods', op: 'insert', row: 'a card (server only)', allowed: [],
    payload: (uid) => ({ user_id: uid ?? users.parent.id, provider_payment_method_id: `pm_${Math.random()}` }) },
  { table: 'assistance_code_attempts', op: 'insert', row: 'a wrong code (definer functions only)', allowed: [],
    payload: (uid) => ({ user_id: uid ?? users.parent.id, program_id: programs.summerAssist }) },
  { table: 'events', op: 'insert', row: 'an event', allowed: ['admin'], payload: () => ({ name: 'New event', starts_at: at }) },
  { table: 'equipment_inventory', op: 'insert', row: 'an item', allowed: ['admin'], payload: () => ({ item_name: 'New item', quantity: 1 }) },

  // ---------- delete (a fresh row per attempt) ----------
  { table: 'user_profiles', op: 'delete', row: 'a profile', make: (f) => f.user(), allowed: ['admin'] },
  { table: 'participants', op: 'delete', row: "a child of the parent", make: (f) => f.child(), allowed: ['parent', 'admin'] },
  { table: 'participants', op: 'delete', row: "a record of the player", make: (f) => f.child(users.player.id), allowed: ['player', 'admin'] },
  { table: 'emergency_contacts', op: 'delete', row: "a contact of Emma", make: (f) => f.contact(), allowed: ['parent', 'admin'] },
  { table: 'volunteer_profiles', op: 'delete', row: 'a volunteer profile', make: async (f) => f.volunteerProfile(await f.user('volunteer')), allowed: ['admin'] },
  { table: 'programs', op: 'delete', row: 'a program', make: (f) => f.program(), allowed: ['admin'] },
  { table: 'program_price_tiers', op: 'delete', row: 'a tier', make: (f) => f.tier(), allowed: ['admin'] },
  { table: 'financial_assistance_codes', op: 'delete', row: 'a code', make: (f) => f.code(), allowed: ['admin'] },
  { table: 'registration_questions', op: 'delete', row: 'a question', make: (f) => f.question(), allowed: ['admin'] },
  { table: 'program_coordinators', op: 'delete', row: 'an assignment', make: (f) => f.coordinator(), allowed: ['admin'] },
  { table: 'registrations', op: 'delete', row: "a registration of the parent's child", make: (f) => f.registration(), allowed: ['admin'] },
  { table: 'registration_responses', op: 'delete', row: 'an answer', make: (f) => f.response(), allowed: ['admin'] },
  { table: 'refund_logs', op: 'delete', row: 'a log row', make: (f) => f.refundLog(), allowed: ['admin'] },
  { table: 'assistance_code_attempts', op: 'delete', row: "the parent's wrong code", make: (f) => f.codeAttempt(), allowed: [] },
  { table: 'saved_payment_methods', op: 'delete', row: "the parent's card", make: (f) => f.paymentMethod(), allowed: ['parent'] },
  { table: 'events', op: 'delete', row: 'an event', make: (f) => f.event(), allowed: ['admin'] },
  { table: 'equipment_inventory', op: 'delete', row: 'an item', make: (f) => f.equipment(), allowed: ['admin'] },
  { table: 'equipment_loans', op: 'delete', row: 'a loan', make: (f) => f.loan(), allowed: ['admin'] },
];

// Issue 25 points 3-4: a family's own data. export_my_data holds every table's
// rows of the account and none of another's; delete_my_account (typed e-mail)
// and admin_delete_account (reason) anonymise the account and keep payment and
// consent records; refused while a registration is active; the deleted account
// cannot sign in; purge_expired_records removes what passed its 7 years.
// Tried the way a hostile signed-in user would: supabase-js, skipping screens.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { confirmConcussion, factories, type Factories } from './db-helpers.ts';
import { DEMO_PASSWORD, programs, users } from './seed-ids.ts';

let stack: TestStack;
let f: Factories;
let admin: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack();
  f = factories(stack);
  admin = await stack.signIn(users.admin.email, DEMO_PASSWORD);
});
afterAll(async () => {
  await stack?.stop();
});

const PASSWORD = 'family-password-1';
const rows = (sql: string, params: unknown[] = []) => stack.sql<Record<string, unknown>>(sql, params);
const one = async (sql: string, params: unknown[] = []) => (await rows(sql, params))[0];
const ids = async (sql: string, params: unknown[] = []) => (await rows(sql, params)).map((r) => String(r.id));

type Family = { db: SupabaseClient; id: string; email: string; child: string; contact: string };

/** A new family (parent_guardian) with one child who has medical data and a primary emergency contact. */
async function newFamily(language: 'en' | 'fr' = 'en'): Promise<Family> {
  const email = `fam-${randomUUID()}@example.org`;
  const db = await stack.signUp(email, PASSWORD, {
    role: 'parent_guardian',
    first_name: 'Nadia',
    last_name: 'Family',
    preferred_language: language,
  });
  const id = (await db.auth.getUser()).data.user!.id;
  const child = await f.child(id, 'Kid');
  await stack.sql(
    `update public.participants set allergies = 'Peanuts', medical_conditions = 'Asthma',
       visual_condition = 'glaucoma', visual_classification = 'B2', address = '1 Main St', city = 'Ottawa',
       postal_code = 'K1A0B1', email = 'kid@example.org', social_media_handles = '@kid'
     where id = $1`,
    [child],
  );
  const [contact] = await ids(
    `insert into public.emergency_contacts (participant_id, name, relationship, phone, is_primary)
     values ($1, 'Grandma Contact', 'other_family', '6135550101', true) returning id`,
    [child],
  );
  return { db, id, email, child, contact };
}

/** A registration of the family's child in a program (superuser insert), with its consent evidence. */
async function registration(fam: Family, programId: string, status: string, amountPaid = 0) {
  const reg = await f.registration(fam.child, programId, status);
  if (amountPaid) await stack.sql(`update public.registrations set amount_paid = $2 where id = $1`, [reg, amountPaid]);
  return reg;
}

/** Rows of every kind an account can hold (past program only, so deletion is allowed). */
async function fillAccount(fam: Family) {
  const reg = await registration(fam, programs.past, 'approved', 5000);
  await stack.sql(`update public.registrations set notes = '{"answers": {"q": "secret answer"}}' where id = $1`, [reg]);
  const [question] = await ids(
    `insert into public.registration_questions (program_id, question_text, question_type)
     values ($1, 'Jersey size?', 'text') returning id`,
    [programs.past],
  );
  await stack.sql(
    `insert into public.registration_responses (registration_id, question_id, response_value) values ($1, $2, 'Large')`,
    [reg, question],
  );
  const [checkout] = await ids(
    `insert into public.checkout_sessions (user_id, program_id, payload, amount_total, status, paid_at, fulfilled_at)
     values ($1, $2, $3::jsonb, 5000, 'fulfilled', now(), now()) returning id`,
    [
      fam.id,
      programs.past,
      JSON.stringify({
        answers: { q: 'secret answer' },
        lines: [{ participantId: fam.child, name: 'Kid Child', amount: 5000 }],
        language: 'en',
        success_url: 'https://x/ok',
      }),
    ],
  );
  await stack.sql(`update public.registrations set checkout_session_id = $2 where id = $1`, [reg, checkout]);
  await stack.sql(
    `insert into public.refund_logs (registration_id, user_id, action, refund_amount, refund_reason)
     values ($1, $2, 'refund_requested', 1000, 'moved away')`,
    [reg, fam.id],
  );
  const card = await f.paymentMethod(fam.id);
  const [waiting] = await ids(
    `insert into public.waitlist_entries (program_id, participant_id, user_id) values ($1, $2, $3) returning id`,
    [programs.tryItFree, fam.child, fam.id],
  );
  const [confirmation] = await confirmConcussion(stack, [fam.child], 'athlete', 'en');
  const [removal] = await ids(
    `insert into public.concussion_removals (participant_id, program_id, suspected_on, notes, recorded_by)
     values ($1, $2, current_date - 400, 'Fell on the ice', $3) returning id`,
    [fam.child, programs.past, users.coordinator.id],
  );
  await stack.sql(
    `insert into public.data_access_log (actor_id, actor_role, action, what, participant_ids, program_id, reason)
     values ($1, 'coach', 'read', 'medical_and_emergency', array[$2::uuid], $3, 'coordinator_roster')`,
    [users.coordinator.id, fam.child, programs.past],
  );
  const [mail] = await ids(
    `insert into public.email_outbox (to_email, template, subject, body, status, sent_at)
     values ($1, 'registration_approved', 'Approved', 'Kid is in', 'sent', now()) returning id`,
    [fam.email],
  );
  const [aid] = await ids(
    `insert into public.financial_aid_requests (user_id, program_id, participant_ids, can_pay_cents, note)
     values ($1, $2, array[$3::uuid], 1000, 'We lost a job') returning id`,
    [fam.id, programs.summerAssist, fam.child],
  );
  const [feedback] = await ids(
    `insert into public.accessibility_feedback (user_id, name, email, message)
     values ($1, 'Nadia', $2, 'The map is not read aloud') returning id`,
    [fam.id, fam.email],
  );
  return { reg, question, checkout, card, waiting, confirmation, removal, mail, aid, feedback };
}

describe('export_my_data', () => {
  it('holds every table of the account, with the texts agreed to, and nothing of another family', async () => {
    const a = await newFamily();
    const rowsA = await fillAccount(a);
    const b = await newFamily();
    const rowsB = await fillAccount(b);

    const { data, error } = await a.db.rpc('export_my_data');
    expect(error).toBeNull();
    expect(data.generated_at).toBeTruthy();
    expect(data.account).toMatchObject({ id: a.id, email: a.email, auth_email: a.email, first_name: 'Nadia' });
    expect(data.account.last_sign_in_at).toBeTruthy();

    expect(data.participants).toHaveLength(1);
    expect(data.participants[0]).toMatchObject({
      id: a.child,
      allergies: 'Peanuts',
      medical_conditions: 'Asthma',
      visual_condition: 'glaucoma',
      postal_code: 'K1A0B1',
    });
    expect(data.participants[0].emergency_contacts.map((c: { id: string }) => c.id)).toEqual([a.contact]);
    expect(data.participants[0].concussion_removals[0]).toMatchObject({ id: rowsA.removal, notes: 'Fell on the ice' });

    expect(data.registrations).toHaveLength(1);
    expect(data.registrations[0]).toMatchObject({
      id: rowsA.reg,
      amount_paid: 5000,
      status: 'approved',
      person_name: 'Kid Child',
      program_name: 'Fall Skills Camp',
    });
    expect(data.registrations[0].answers).toEqual([
      expect.objectContaining({ question_id: rowsA.question, question_text: 'Jersey size?', response_value: 'Large' }),
    ]);

    // Each acceptance with the exact text agreed to.
    const waiver = data.consents.find((c: { kind: string }) => c.kind === 'waiver');
    expect(waiver).toMatchObject({ registration_id: rowsA.reg, agreed: true });
    expect(waiver.agreed_at).toBeTruthy();
    expect(waiver.document).toMatchObject({ kind: 'waiver', language: 'en', version: expect.any(Number) });
    expect(waiver.document.title.length).toBeGreaterThan(5);
    expect(waiver.document.body.length).toBeGreaterThan(100);
    expect(data.concussion_confirmations[0]).toMatchObject({ id: rowsA.confirmation, participant_id: a.child });
    expect(data.concussion_confirmations[0].awareness_document.body.length).toBeGreaterThan(100);
    expect(data.concussion_confirmations[0].code_of_conduct_document.kind).toBe('concussion_code_of_conduct');

    expect(data.waitlist_entries.map((e: { id: string }) => e.id)).toEqual([rowsA.waiting]);
    expect(data.payments.checkout_sessions[0]).toMatchObject({ id: rowsA.checkout, amount_total: 5000 });
    expect(data.payments.refund_logs[0]).toMatchObject({ refund_amount: 1000, refund_reason: 'moved away' });
    expect(data.payments.saved_cards).toEqual([
      expect.objectContaining({ id: rowsA.card, brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 }),
    ]);
    expect(data.payments.saved_cards[0]).not.toHaveProperty('provider_payment_method_id');
    expect(data.emails.map((m: { id: string }) => m.id)).toContain(rowsA.mail);
    expect(data.emails.every((m: { to_email: string }) => m.to_email.toLowerCase() === a.email)).toBe(true);
    expect(data.access_log).toEqual([
      expect.objectContaining({
        actor_role: 'coach',
        reason: 'coordinator_roster',
        what: 'medical_and_emergency',
        participant_ids: [a.child],
      }),
    ]);
    expect(data.financial_aid_requests[0]).toMatchObject({ id: rowsA.aid, note: 'We lost a job' });
    expect(data.accessibility_feedback[0]).toMatchObject({ id: rowsA.feedback, message: 'The map is not read aloud' });
    for (const key of ['account_changes', 'coordinated_programs', 'assistance_code_attempts', 'assistance_codes'])
      expect(Array.isArray(data[key])).toBe(true);

    // Nothing of family B anywhere in A's document.
    const text = JSON.stringify(data);
    for (const id of [b.id, b.child, b.contact, ...Object.values(rowsB).filter((v) => v !== rowsA.question)])
      expect(text).not.toContain(id);
    expect(text).not.toContain(b.email);
  });

  it('is for signed-in callers only and not logged', async () => {
    const anon = await stack.anon().rpc('export_my_data');
    expect(anon.error).not.toBeNull();
    const fam = await newFamily();
    const before = Number((await one(`select count(*) as n from public.data_access_log`)).n);
    expect((await fam.db.rpc('export_my_data')).error).toBeNull();
    expect(Number((await one(`select count(*) as n from public.data_access_log`)).n)).toBe(before);
  });
});

describe('delete_my_account', () => {
  it('needs the account e-mail typed (case and spaces ignored), not another address', async () => {
    const fam = await newFamily();
    const other = await newFamily();
    for (const typed of ['', 'nope', other.email, `${fam.email}x`]) {
      const { error } = await fam.db.rpc('delete_my_account', { p_confirmation: typed });
      expect(error).toMatchObject({ code: '22023', hint: 'confirmation_mismatch' });
    }
    expect((await one(`select deleted_at from public.user_profiles where id = $1`, [fam.id])).deleted_at).toBeNull();
    const { error } = await fam.db.rpc('delete_my_account', { p_confirmation: `  ${fam.email.toUpperCase()} ` });
    expect(error).toBeNull();
    expect(
      (await one(`select deleted_at from public.user_profiles where id = $1`, [fam.id])).deleted_at,
    ).not.toBeNull();
    // The other family is untouched.
    expect(await one(`select email, is_active from public.user_profiles where id = $1`, [other.id])).toEqual({
      email: other.email,
      is_active: true,
    });
  });

  it('is refused while a registration of a program that has not ended is pending or approved, then allowed', async () => {
    const fam = await newFamily();
    const reg = await registration(fam, programs.tryItFree, 'pending');
    const listed = await fam.db.rpc('my_active_registrations');
    expect(listed.error).toBeNull();
    expect(listed.data).toEqual([
      expect.objectContaining({
        registration_id: reg,
        program_name: 'Try It Day',
        program_name_fr: 'Journée découverte',
        person_name: 'Kid Child',
        status: 'pending',
      }),
    ]);

    const refused = await fam.db.rpc('delete_my_account', { p_confirmation: fam.email });
    expect(refused.error).toMatchObject({ hint: 'active_registrations' });
    expect(JSON.parse(refused.error!.details)).toEqual([expect.objectContaining({ registration_id: reg })]);
    // Nothing changed.
    expect(await one(`select first_name, allergies from public.participants where id = $1`, [fam.child])).toEqual({
      first_name: 'Kid',
      allergies: 'Peanuts',
    });
    expect(
      await rows(`select id from public.email_outbox where to_email = $1 and template = 'account_deleted'`, [
        fam.email,
      ]),
    ).toEqual([]);

    // A past program's approved registration does not block; cancelling the active one unblocks.
    await registration(fam, programs.past, 'approved');
    const cancelled = await fam.db.rpc('cancel_registration', { p_registration_id: reg, p_reason: 'leaving' });
    expect(cancelled.error).toBeNull();
    expect((await fam.db.rpc('my_active_registrations')).data).toEqual([]);
    const { error } = await fam.db.rpc('delete_my_account', { p_confirmation: fam.email });
    expect(error).toBeNull();
  });

  it('anonymises personal fields, deletes what has no retention purpose and keeps payment and consent records', async () => {
    const fam = await newFamily();
    const r = await fillAccount(fam);
    const volunteer = await f.volunteerProfile(fam.id);
    await stack.sql(
      `update public.volunteer_profiles set last_name = 'Vol', phone = '6135550199', medical_conditions = 'Diabetes'
       where id = $1`,
      [volunteer],
    );
    await stack.sql(
      `insert into public.emergency_contacts (volunteer_id, name, relationship, phone, email, is_primary)
       values ($1, 'Vol Contact', 'friend', '6135550102', 'volc@example.org', true)`,
      [volunteer],
    );
    const before = await one(
      `select amount_paid, waiver_agreed_at, waiver_document_id from public.registrations
                              where id = $1`,
      [r.reg],
    );

    const { data, error } = await fam.db.rpc('delete_my_account', { p_confirmation: fam.email });
    expect(error).toBeNull();
    expect(data).toMatchObject({ user_id: fam.id });
    const deletedEmail = `deleted-${fam.id}@deleted.invalid`;

    expect(
      await one(
        `select email, first_name, last_name, phone, profile_photo_url, is_active,
                        deleted_at is not null as deleted from public.user_profiles where id = $1`,
        [fam.id],
      ),
    ).toEqual({
      email: deletedEmail,
      first_name: null,
      last_name: null,
      phone: null,
      profile_photo_url: null,
      is_active: false,
      deleted: true,
    });
    expect(
      await one(
        `select first_name, last_name, email, date_of_birth, address, city, postal_code, allergies,
                        medical_conditions, visual_condition, visual_classification, social_media_handles,
                        anonymised_at is not null as anonymised from public.participants where id = $1`,
        [fam.child],
      ),
    ).toEqual({
      first_name: 'Deleted',
      last_name: 'participant',
      email: null,
      date_of_birth: null,
      address: null,
      city: null,
      postal_code: null,
      allergies: null,
      medical_conditions: null,
      visual_condition: null,
      visual_classification: null,
      social_media_handles: null,
      anonymised: true,
    });
    expect(
      await one(
        `select first_name, last_name, phone, medical_conditions, anonymised_at is not null as anonymised
                      from public.volunteer_profiles where id = $1`,
        [volunteer],
      ),
    ).toEqual({ first_name: null, last_name: null, phone: null, medical_conditions: null, anonymised: true });
    expect(
      await rows(`select id from public.emergency_contacts where participant_id = $1 or volunteer_id = $2`, [
        fam.child,
        volunteer,
      ]),
    ).toEqual([]);

    // The admin search indexes forget the names and the address too.
    const searchText = JSON.stringify([
      await rows(`select search_text from public.registration_search where registration_id = $1`, [r.reg]),
      await rows(`select * from private.user_search where user_id = $1`, [fam.id]),
    ]).toLowerCase();
    expect(searchText).toContain('deleted');
    for (const trace of ['nadia', 'kid', 'ottawa', fam.email.split('@')[0]]) expect(searchText).not.toContain(trace);

    // Kept: the registration with its money and consent evidence, without the answers.
    expect(
      await one(
        `select amount_paid, waiver_agreed_at, waiver_document_id from public.registrations
                      where id = $1`,
        [r.reg],
      ),
    ).toEqual(before);
    expect(await one(`select notes, participant_id from public.registrations where id = $1`, [r.reg])).toEqual({
      notes: null,
      participant_id: fam.child,
    });
    expect(await rows(`select id from public.registration_responses where registration_id = $1`, [r.reg])).toEqual([]);
    const checkout = await one(`select amount_total, status, payload from public.checkout_sessions where id = $1`, [
      r.checkout,
    ]);
    expect(checkout).toMatchObject({ amount_total: 5000, status: 'fulfilled' });
    expect(checkout.payload).not.toHaveProperty('answers');
    expect(checkout.payload).not.toHaveProperty('success_url');
    expect(checkout.payload).toMatchObject({ lines: [{ name: 'Deleted participant', amount: 5000 }], language: 'en' });
    expect(await one(`select refund_amount from public.refund_logs where registration_id = $1`, [r.reg])).toEqual({
      refund_amount: 1000,
    });
    expect(await one(`select id from public.concussion_confirmations where id = $1`, [r.confirmation])).toEqual({
      id: r.confirmation,
    });
    expect(
      await one(`select notes, suspected_on is not null as kept from public.concussion_removals where id = $1`, [
        r.removal,
      ]),
    ).toEqual({ notes: null, kept: true });
    expect(
      await one(`select status, note, can_pay_cents from public.financial_aid_requests where id = $1`, [r.aid]),
    ).toEqual({ status: 'withdrawn', note: null, can_pay_cents: 1000 });
    expect(
      await one(`select name, email, message from public.accessibility_feedback where id = $1`, [r.feedback]),
    ).toEqual({ name: null, email: deletedEmail, message: 'The map is not read aloud' });

    // Deleted: saved cards, waiting-list entries, every e-mail to the old address but the notice.
    expect(await rows(`select id from public.saved_payment_methods where user_id = $1`, [fam.id])).toEqual([]);
    expect(await rows(`select id from public.waitlist_entries where participant_id = $1`, [fam.child])).toEqual([]);
    const mails = await rows(
      `select template, language, subject, body from public.email_outbox
                              where lower(to_email) = $1`,
      [fam.email],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      template: 'account_deleted',
      language: 'en',
      subject: 'Your account has been deleted',
    });
    expect(String(mails[0].body)).toContain('at your request');
    expect(String(mails[0].body)).toContain('7 years');

    // History: who deleted it, the access log and the account status line.
    expect(
      await one(
        `select deleted_by, by_admin, reason, participant_ids, volunteer_id
                      from public.account_deletions where user_id = $1`,
        [fam.id],
      ),
    ).toEqual({
      deleted_by: fam.id,
      by_admin: false,
      reason: null,
      participant_ids: [fam.child],
      volunteer_id: volunteer,
    });
    expect(
      await rows(
        `select actor_id, action, what, participant_ids, volunteer_ids from public.data_access_log
                       where reason = 'account_deletion' and $1 = any (participant_ids)`,
        [fam.child],
      ),
    ).toEqual([
      { actor_id: fam.id, action: 'write', what: 'account', participant_ids: [fam.child], volunteer_ids: [volunteer] },
    ]);
    expect(
      await rows(
        `select changed_by, field, old_value, new_value from public.account_changes
                       where user_id = $1`,
        [fam.id],
      ),
    ).toEqual([{ changed_by: fam.id, field: 'is_active', old_value: 'true', new_value: 'false' }]);

    // The sign-in side: Supabase Auth's soft delete and a ban.
    const auth = await one(
      `select email, encrypted_password, raw_user_meta_data, deleted_at is not null as deleted,
                              banned_until > now() + interval '99 years' as banned from auth.users where id = $1`,
      [fam.id],
    );
    expect(auth).toEqual({
      email: deletedEmail,
      encrypted_password: null,
      raw_user_meta_data: {},
      deleted: true,
      banned: true,
    });
    expect(await rows(`select id from auth.sessions where user_id = $1`, [fam.id])).toEqual([]);
    expect(await rows(`select id from auth.refresh_tokens where user_id = $1`, [fam.id])).toEqual([]);
    expect(await rows(`select id from auth.identities where user_id = $1`, [fam.id])).toEqual([]);

    // The still-valid access token gets nothing more: no export, no writes, no second deletion.
    expect((await fam.db.rpc('export_my_data')).error).toMatchObject({ hint: 'account_deleted' });
    const write = await fam.db.from('user_profiles').update({ first_name: 'Back' }).eq('id', fam.id);
    expect(write.error).toMatchObject({ hint: 'account_inactive' });
    expect((await fam.db.rpc('delete_my_account', { p_confirmation: deletedEmail })).error).not.toBeNull();
  });

  it('leaves a French account its notice in French', async () => {
    const fam = await newFamily('fr');
    expect((await fam.db.rpc('delete_my_account', { p_confirmation: fam.email })).error).toBeNull();
    const mail = await one(
      `select language, subject, body from public.email_outbox
                            where to_email = $1 and template = 'account_deleted'`,
      [fam.email],
    );
    expect(mail).toMatchObject({ language: 'fr', subject: 'Votre compte a été supprimé' });
    expect(String(mail.body)).toContain('à votre demande');
    expect(String(mail.body)).toContain('’');
    expect(String(mail.body)).not.toContain("'");
    expect(String(mail.body)).toContain('Hockey canadien pour aveugles');
  });

  it('is refused during a payment in progress and for administrators', async () => {
    const fam = await newFamily();
    const [open] = await ids(
      `insert into public.checkout_sessions (user_id, program_id, payload, amount_total)
       values ($1, $2, '{}', 2500) returning id`,
      [fam.id, programs.springPaid],
    );
    expect((await fam.db.rpc('delete_my_account', { p_confirmation: fam.email })).error).toMatchObject({
      hint: 'checkout_in_progress',
    });
    await stack.sql(`update public.checkout_sessions set status = 'expired' where id = $1`, [open]);
    expect((await fam.db.rpc('delete_my_account', { p_confirmation: fam.email })).error).toBeNull();

    expect((await admin.rpc('delete_my_account', { p_confirmation: users.admin.email })).error).toMatchObject({
      hint: 'admin_account',
    });
  });
});

describe('a deleted account cannot sign in', () => {
  it('refuses the old password, the anonymised address, the refresh token; the address is free again', async () => {
    const fam = await newFamily();
    const refresh = (await fam.db.auth.getSession()).data.session!.refresh_token;
    expect((await fam.db.rpc('delete_my_account', { p_confirmation: fam.email })).error).toBeNull();

    await expect(stack.signIn(fam.email, PASSWORD)).rejects.toThrow();
    await expect(stack.signIn(`deleted-${fam.id}@deleted.invalid`, PASSWORD)).rejects.toThrow();
    const refreshed = await stack.anon().auth.refreshSession({ refresh_token: refresh });
    expect(refreshed.error).not.toBeNull();
    expect(refreshed.data.session).toBeNull();
    expect((await fam.db.auth.getUser()).error).not.toBeNull();

    // The person may open a new, empty account with the same address.
    const again = await stack.signUp(fam.email, PASSWORD, { role: 'parent_guardian' });
    const { data } = await again.rpc('export_my_data');
    expect(data.account.id).not.toBe(fam.id);
    expect(data.participants).toEqual([]);
  });
});

describe('admin_delete_account', () => {
  it('is for administrators, with a reason of at most 500 characters', async () => {
    const fam = await newFamily();
    const other = await newFamily();
    expect((await other.db.rpc('admin_delete_account', { p_user_id: fam.id, p_reason: 'spite' })).error).toMatchObject({
      code: '42501',
      hint: 'admin_only',
    });
    expect((await admin.rpc('admin_delete_account', { p_user_id: fam.id, p_reason: '  ' })).error).toMatchObject({
      hint: 'reason_required',
    });
    expect(
      (await admin.rpc('admin_delete_account', { p_user_id: fam.id, p_reason: 'x'.repeat(501) })).error,
    ).toMatchObject({ hint: 'reason_too_long' });
    expect((await admin.rpc('admin_delete_account', { p_user_id: users.admin.id, p_reason: 'x' })).error).toMatchObject(
      { hint: 'admin_account' },
    );
    expect((await admin.rpc('admin_delete_account', { p_user_id: randomUUID(), p_reason: 'x' })).error).toMatchObject({
      hint: 'user_not_found',
    });
    expect((await one(`select deleted_at from public.user_profiles where id = $1`, [fam.id])).deleted_at).toBeNull();
  });

  it('applies the same rules and result, logged with the administrator as actor', async () => {
    const fam = await newFamily('fr');
    const reg = await registration(fam, programs.tryItFree, 'approved');
    expect(
      (await admin.rpc('admin_delete_account', { p_user_id: fam.id, p_reason: 'Asked by phone' })).error,
    ).toMatchObject({ hint: 'active_registrations' });
    await stack.sql(`update public.registrations set status = 'cancelled' where id = $1`, [reg]);

    const { error } = await admin.rpc('admin_delete_account', { p_user_id: fam.id, p_reason: ' Asked by phone ' });
    expect(error).toBeNull();
    expect(await one(`select first_name, is_active from public.user_profiles where id = $1`, [fam.id])).toEqual({
      first_name: null,
      is_active: false,
    });
    expect(await one(`select first_name, allergies from public.participants where id = $1`, [fam.child])).toEqual({
      first_name: 'Deleted',
      allergies: null,
    });
    expect(
      await one(`select deleted_by, by_admin, reason from public.account_deletions where user_id = $1`, [fam.id]),
    ).toEqual({ deleted_by: users.admin.id, by_admin: true, reason: 'Asked by phone' });
    expect(
      await one(
        `select actor_id, actor_role from public.data_access_log
                      where reason = 'account_deletion' and $1 = any (participant_ids)`,
        [fam.child],
      ),
    ).toEqual({ actor_id: users.admin.id, actor_role: 'admin' });
    expect(await one(`select changed_by from public.account_changes where user_id = $1`, [fam.id])).toEqual({
      changed_by: users.admin.id,
    });
    const mail = await one(
      `select body from public.email_outbox where to_email = $1 and template = 'account_deleted'`,
      [fam.email],
    );
    expect(String(mail.body)).toContain('par un administrateur');
    await expect(stack.signIn(fam.email, PASSWORD)).rejects.toThrow();
    // Deleting twice says so.
    expect((await admin.rpc('admin_delete_account', { p_user_id: fam.id, p_reason: 'again' })).error).toMatchObject({
      hint: 'account_deleted',
    });
    // Admins read the deletion records; families do not.
    expect((await admin.from('account_deletions').select('user_id').eq('user_id', fam.id)).data).toHaveLength(1);
    const other = await newFamily();
    expect((await other.db.from('account_deletions').select('user_id')).data).toEqual([]);
  });
});

describe('side doors', () => {
  it('a user cannot mark their account or people deleted by hand', async () => {
    const fam = await newFamily();
    const profile = await fam.db
      .from('user_profiles')
      .update({ deleted_at: new Date().toISOString() })
      .eq('id', fam.id);
    expect(profile.error).toMatchObject({ hint: 'protected_profile_column' });
    const person = await fam.db
      .from('participants')
      .update({ anonymised_at: new Date().toISOString() })
      .eq('id', fam.child);
    expect(person.error).not.toBeNull();
    const inserted = await fam.db
      .from('participants')
      .insert({
        user_id: fam.id,
        parent_guardian_id: fam.id,
        first_name: 'New',
        last_name: 'Kid',
        anonymised_at: new Date().toISOString(),
      })
      .select('id, anonymised_at')
      .single();
    expect(inserted.error).toBeNull();
    expect(inserted.data!.anonymised_at).toBeNull();
    expect((await one(`select deleted_at from public.user_profiles where id = $1`, [fam.id])).deleted_at).toBeNull();
    // The family reads the marks of its own people.
    const read = await fam.db.from('participants').select('id, anonymised_at').eq('id', fam.child).single();
    expect(read.error).toBeNull();
  });

  it('only the server purges; anon deletes nothing', async () => {
    const fam = await newFamily();
    expect((await fam.db.rpc('purge_expired_records')).error).not.toBeNull();
    expect((await admin.rpc('purge_expired_records')).error).not.toBeNull();
    expect((await stack.anon().rpc('delete_my_account', { p_confirmation: fam.email })).error).not.toBeNull();
    expect((await stack.anon().rpc('my_active_registrations')).error).not.toBeNull();
  });
});

describe('purge_expired_records', () => {
  it('removes a deleted account’s records 7 years after the program ended, then the account; keeps the rest', async () => {
    const old = await newFamily();
    const r = await fillAccount(old);
    const [ancient] = await ids(
      `insert into public.programs (name, start_date, end_date, price, is_active)
       values ('Ancient camp', current_date - 3000, current_date - 2990, 5000, false) returning id`,
    );
    // Move the family's past registration and checkout into a program that ended more than 7 years ago.
    await stack.sql(`update public.registrations set program_id = $2, price_tier_id = null where id = $1`, [
      r.reg,
      ancient,
    ]);
    await stack.sql(`update public.checkout_sessions set program_id = $2 where id = $1`, [r.checkout, ancient]);
    // A corrected amount (issue 33 point 1) is money history: kept with the registration, purged with it.
    const corrected = await admin.rpc('admin_correct_amount_paid', {
      p_registration_id: r.reg,
      p_amount: 4500,
      p_reason: 'Paid 45.00 at the rink',
    });
    expect(corrected.error).toBeNull();
    expect((await old.db.rpc('delete_my_account', { p_confirmation: old.email })).error).toBeNull();

    const recent = await newFamily();
    const recentRows = await fillAccount(recent);
    expect((await recent.db.rpc('delete_my_account', { p_confirmation: recent.email })).error).toBeNull();
    const living = await newFamily();
    const livingReg = await registration(living, ancient, 'approved', 3000);

    // Time passes: the confirmation and removal are 8 years old, the deletion a week old.
    await stack.sql(
      `update public.concussion_confirmations set valid_until = current_date - 2950, confirmed_at = now() - interval '8 years'
       where id = $1`,
      [r.confirmation],
    );
    await stack.sql(`update public.concussion_removals set recorded_at = now() - interval '8 years' where id = $1`, [
      r.removal,
    ]);
    await stack.sql(`update public.user_profiles set deleted_at = now() - interval '7 days' where id = $1`, [old.id]);

    const { data, error } = await stack.service().rpc('purge_expired_records');
    expect(error).toBeNull();
    expect(data).toMatchObject({ registrations: 1, checkout_sessions: 1, accounts: 1 });

    expect(await rows(`select id from public.registrations where id = $1`, [r.reg])).toEqual([]);
    expect(await rows(`select id from public.refund_logs where registration_id = $1`, [r.reg])).toEqual([]);
    expect(await rows(`select id from public.money_corrections where registration_id = $1`, [r.reg])).toEqual([]);
    expect(await rows(`select id from auth.users where id = $1`, [old.id])).toEqual([]);
    expect(await rows(`select id from public.participants where id = $1`, [old.child])).toEqual([]);
    // The deletion record stays its own 7 years.
    expect(await rows(`select user_id from public.account_deletions where user_id = $1`, [old.id])).toHaveLength(1);
    // A recently deleted account keeps its records; a living account loses nothing, however old.
    expect(await rows(`select id from public.registrations where id = $1`, [recentRows.reg])).toHaveLength(1);
    expect(await rows(`select id from auth.users where id = $1`, [recent.id])).toHaveLength(1);
    expect(await rows(`select id from public.registrations where id = $1`, [livingReg])).toHaveLength(1);
  });
});

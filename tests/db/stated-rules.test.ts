// Issue 33 point 7e: three rules made stated rules, each tried through supabase-js as a hostile family.
// (a) One account holds at most 10 open waiting-list entries (waitlist_entries_cap_per_account): join_waitlist
//     and the table itself (the service role included) refuse the 11th with 'waitlist_limit_reached'.
// (b) A financial-aid code works only for the participants named in the request: another child of the same
//     family gets exactly the unknown-code answer at the screen's check, the free path, the server's fulfilment
//     and a direct insert.
// (c) Approving a request leaves the program's financial assistance as it was; the family's code works while
//     it is off (and after it is turned off), general codes still need it on; the checkout prices it.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { consents } from './db-helpers.ts';
import { call, checkoutBody, makeProgram } from './payments-fixtures.ts';
import { DEMO_PASSWORD, users } from './seed-ids.ts';
import * as fx from './stated-rules-fixtures.ts';
import type { Family } from './stated-rules-fixtures.ts';

let stack: TestStack;
let admin: SupabaseClient;
const newFamily = (kids: string[]) => fx.newFamily(stack, kids);
const program = (price: number, aid: boolean) => fx.program(stack, price, aid);
const fullProgram = () => fx.fullProgram(stack);
const approvedCode = (f: Family, programId: string, kids: string[], price: number) =>
  fx.approvedCode(stack, admin, f, programId, kids, price);

const register = (f: Family, programId: string, kid: string, code: string) =>
  f.db.rpc('create_registrations', {
    p_program_id: programId,
    p_items: [{ participant_id: kid, assistance_code: code }],
    p_answers: {},
    p_consents: consents(),
  });
const checkCode = (f: Family, programId: string, code: string, kid: string) =>
  f.db.rpc('check_assistance_code', { p_program_id: programId, p_code: code, p_participant_id: kid });
const assistanceOn = async (programId: string) =>
  (await stack.sql(`select financial_assistance_enabled from public.programs where id = $1`, [programId]))[0]
    .financial_assistance_enabled;
const UNKNOWN = { error: { hint: 'invalid_assistance_code', message: 'Invalid assistance code' } };

beforeAll(async () => {
  stack = await startTestStack();
  admin = await stack.signIn(users.admin.email, DEMO_PASSWORD);
});
afterAll(async () => {
  await stack?.stop();
});

describe('(a) at most 10 open waiting-list entries per account', () => {
  it('join_waitlist and the table refuse the 11th; leaving frees a slot; other families are not affected', async () => {
    const fam = await newFamily(['K1', 'K2', 'K3', 'K4', 'K5', 'K6', 'K7', 'K8', 'K9', 'K10', 'K11']);
    const [p1, p2] = [await fullProgram(), await fullProgram()];
    const join = (p: string, kids: { id: string }[]) =>
      fam.db.rpc('join_waitlist', { p_program_id: p, p_items: kids.map((k) => ({ participant_id: k.id })) });
    // Eleven at once: refused as a whole, nothing written.
    const all = await join(p1, fam.kids);
    expect(all.error?.hint).toBe('waitlist_limit_reached');
    const open = `select count(*)::int as n from public.waitlist_entries where user_id = $1 and status in ('waiting', 'offered')`;
    expect((await stack.sql(open, [fam.id]))[0].n).toBe(0);
    // Ten in two programs: fine; the 11th (another program) refused.
    expect((await join(p1, fam.kids.slice(0, 6))).error).toBeNull();
    expect((await join(p2, fam.kids.slice(6, 10))).error).toBeNull();
    const eleventh = await join(p2, [fam.kids[10]]);
    expect(eleventh.error?.hint).toBe('waitlist_limit_reached');
    expect(eleventh.error?.details).toBe('10');
    // The side door: the table itself, through the service role, refuses it too; browsers cannot write it at all.
    const direct = await stack.service().from('waitlist_entries').insert({
      program_id: p2,
      participant_id: fam.kids[10].id,
      user_id: fam.id,
    });
    expect(direct.error?.hint).toBe('waitlist_limit_reached');
    const browser = await fam.db.from('waitlist_entries').insert({
      program_id: p2,
      participant_id: fam.kids[10].id,
      user_id: fam.id,
    });
    expect(browser.error).not.toBeNull();
    expect((await stack.sql(open, [fam.id]))[0].n).toBe(10);
    // Leaving one frees a slot.
    const [entry] = await stack.sql(`select id from public.waitlist_entries where participant_id = $1`, [
      fam.kids[0].id,
    ]);
    expect((await fam.db.rpc('leave_waitlist', { p_entry_id: entry.id })).error).toBeNull();
    expect((await join(p2, [fam.kids[10]])).error).toBeNull();
    // Another family joins as usual.
    const other = await newFamily(['Olly']);
    const theirs = await other.db.rpc('join_waitlist', {
      p_program_id: p2,
      p_items: [{ participant_id: other.kids[0].id }],
    });
    expect(theirs.error).toBeNull();
  });
});

describe('(b) an aid code works only for the participants named in the request', () => {
  it('another child of the family gets the unknown-code answer at every door', async () => {
    const fam = await newFamily(['Named', 'Sibling']);
    const [named, sibling] = fam.kids;
    const p = await program(9000, false);
    const code = await approvedCode(fam, p, [named.id], 0);
    // The screen's check: the sibling is answered as for an unknown code (and counted).
    const unknown = await checkCode(fam, p, 'FA-NOPE22', sibling.id);
    expect(unknown.data).toEqual({ valid: false, error: 'invalid' });
    expect((await checkCode(fam, p, code.code, sibling.id)).data).toEqual(unknown.data);
    expect((await checkCode(fam, p, code.code, named.id)).data).toMatchObject({ valid: true, code_id: code.id });
    // The free path.
    expect((await register(fam, p, sibling.id, code.code)).data).toEqual(UNKNOWN);
    expect((await register(fam, p, sibling.id, 'FA-NOPE22')).data).toEqual(UNKNOWN);
    // The server's fulfilment on the family's behalf.
    const server = await stack.service().rpc('create_registrations', {
      p_program_id: p,
      p_items: [{ participant_id: sibling.id, assistance_code: code.code }],
      p_answers: {},
      p_consents: consents(),
      p_payment: { user_id: fam.id, status: 'approved', amounts: { [sibling.id]: 0 } },
    });
    expect(server.error?.hint).toBe('invalid_assistance_code');
    // A direct insert with the code's id (the check above told the family): no insert grant for the family; any
    // other writer (the service role here) meets the gate.
    const row = {
      participant_id: sibling.id,
      program_id: p,
      financial_assistance_code_id: code.id,
      waiver_agreed: true,
      media_consent_agreed: true,
      concussion_awareness_agreed: true,
    };
    expect((await fam.db.from('registrations').insert(row)).error).not.toBeNull();
    const direct = await stack
      .service()
      .from('registrations')
      .insert({ ...row, user_id: fam.id, status: 'approved' });
    expect(direct.error?.hint).toBe('invalid_assistance_code');
    expect(await stack.sql(`select id from public.registrations where participant_id = $1`, [sibling.id])).toEqual([]);
    // An admin moving a coded registration to the sibling is refused too.
    expect((await register(fam, p, named.id, code.code)).error).toBeNull();
    const moved = await admin
      .from('registrations')
      .update({ participant_id: sibling.id })
      .eq('participant_id', named.id);
    expect(moved.error?.hint).toBe('invalid_assistance_code');
  });
});

describe('(b) at the paid checkout', () => {
  it('the sibling never gets a registration with the code: refused before charging', async () => {
    const fam = await newFamily(['Named', 'Sibling']);
    const [named, sibling] = fam.kids;
    const prog = await makeProgram(stack, 'rules-b');
    const code = await approvedCode(fam, prog.id, [named.id], 3000);
    const res = await call(
      fam.db,
      'create-checkout-session',
      checkoutBody(prog, [sibling], prog.regular, 3000, { financialAssistanceCodes: { [sibling.id]: code.code } }),
    );
    // The order builder applies the code's participant_ids (check_assistance_code answers them): nothing is charged.
    expect(res.status).toBe(422);
    expect(res.body.details).toEqual([{ code: 'invalid_code', participantId: sibling.id }]);
    expect(
      await stack.sql(
        `select id from public.registrations where participant_id = $1 and financial_assistance_code_id = $2`,
        [sibling.id, code.id],
      ),
    ).toEqual([]);
  });
});

describe('(c) approval does not turn assistance on; the family’s code works on its own terms', () => {
  it('leaves the program off; the family registers with its code; a general code is still refused', async () => {
    const fam = await newFamily(['Ava']);
    const other = await newFamily(['Olly']);
    const p = await program(9000, false);
    const code = await approvedCode(fam, p, [fam.kids[0].id], 0);
    expect(await assistanceOn(p)).toBe(false);
    expect((await fam.db.rpc('program_has_assistance_codes', { p_program_id: p })).data).toBe(true);
    expect((await other.db.rpc('program_has_assistance_codes', { p_program_id: p })).data).toBe(false);
    // A general code of the program (made by an admin) needs the program's assistance on.
    await stack.sql(`insert into public.financial_assistance_codes (program_id, code, price) values ($1, 'FREE1', 0)`, [
      p,
    ]);
    expect((await checkCode(other, p, 'FREE1', other.kids[0].id)).data).toEqual({ valid: false, error: 'invalid' });
    expect((await register(other, p, other.kids[0].id, 'FREE1')).data).toEqual(UNKNOWN);
    expect((await checkCode(fam, p, code.code, fam.kids[0].id)).data).toMatchObject({ valid: true, price: 0 });
    const { data, error } = await register(fam, p, fam.kids[0].id, code.code);
    expect(error).toBeNull();
    expect(data).toEqual([expect.objectContaining({ participant_id: fam.kids[0].id, amount_paid: 0 })]);
    expect(await assistanceOn(p)).toBe(false);
  });

  it('turning the program’s assistance off does not stop the family’s code', async () => {
    const fam = await newFamily(['Bea']);
    const p = await program(9000, true);
    const code = await approvedCode(fam, p, [fam.kids[0].id], 0);
    await stack.sql(`update public.programs set financial_assistance_enabled = false where id = $1`, [p]);
    expect((await checkCode(fam, p, code.code, fam.kids[0].id)).data).toMatchObject({ valid: true });
    expect((await register(fam, p, fam.kids[0].id, code.code)).error).toBeNull();
  });

  it('the checkout prices the family’s code while the program’s assistance is off', async () => {
    const fam = await newFamily(['Cal']);
    const prog = await makeProgram(stack, 'rules');
    await stack.sql(`update public.programs set financial_assistance_enabled = false where id = $1`, [prog.id]);
    const code = await approvedCode(fam, prog.id, [fam.kids[0].id], 3000);
    expect(await assistanceOn(prog.id)).toBe(false);
    const res = await call(
      fam.db,
      'create-checkout-session',
      checkoutBody(prog, fam.kids, prog.regular, 3000, { financialAssistanceCodes: { [fam.kids[0].id]: code.code } }),
    );
    expect(res.status).toBe(200);
  });
});

// Paid checkout through the real edge functions (Deno) and the local TEST MODE
// provider: server-side pricing, fulfilment once per session, forged returns,
// cancel, the last-spot race, and what a hostile signed-in user cannot do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { confirmConcussion } from './db-helpers.ts';
import {
  APP_ORIGIN,
  call,
  checkoutBody,
  documentsInForce,
  makeParent,
  makeProgram,
  registrationsOf,
  submitTestCheckout,
  type Parent,
  type Program,
} from './payments-fixtures.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

const sessionIdOf = (url: string) => /\/_dev\/checkout\/([0-9a-f-]{36})/.exec(url)![1];

describe('paying for two children through the test checkout', () => {
  let parent: Parent;
  let program: Program;
  let sessionId: string;

  beforeAll(async () => {
    parent = await makeParent(stack, 'two');
    program = await makeProgram(stack, 'two');
  });

  it('prices the order on the server and returns the TEST MODE checkout address', async () => {
    const res = await call(
      parent.client,
      'create-checkout-session',
      checkoutBody(program, parent.kids, program.regular, 24000),
    );
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(new RegExp(`^${stack.url}/_dev/checkout/[0-9a-f-]{36}\\?lang=en$`));
    sessionId = sessionIdOf(res.body.url);
    const [row] = await stack.sql(
      `select user_id, amount_total, status, provider, payload from public.checkout_sessions where id = $1`,
      [sessionId],
    );
    expect(row).toMatchObject({ user_id: parent.id, amount_total: 24000, status: 'open', provider: 'test' });
    expect(row.payload.amounts).toEqual({ [parent.kids[0].id]: 12000, [parent.kids[1].id]: 12000 });
    expect(row.payload.success_url).toBe(`${APP_ORIGIN}/dashboard?payment=success&session_id=${sessionId}`);
    expect(row.payload.cancel_url).toBe(
      `${APP_ORIGIN}/programs/${program.id}/register?payment=cancelled&session_id=${sessionId}`,
    );
  });

  it('shows a labelled TEST MODE page with both children, the total, Pay and Cancel', async () => {
    const html = await (await fetch(`${stack.url}/_dev/checkout/${sessionId}?lang=fr`)).text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('MODE TEST');
    for (const kid of parent.kids) expect(html).toContain(kid.name);
    expect(html).toMatch(/Payer 240,00\s\$ \(essai\)/);
    expect(html).toContain('Annuler et revenir');
  });

  it('creates nothing when the dashboard confirms before the payment', async () => {
    const res = await call(parent.client, 'confirm-checkout', { session_id: sessionId });
    expect(res).toMatchObject({ status: 402, body: { code: 'not_paid' } });
    expect(await registrationsOf(stack, program.id)).toEqual([]);
  });

  it('pays, returns to the dashboard and creates both registrations approved, once', async () => {
    const paid = await submitTestCheckout(stack, sessionId, 'pay');
    expect(paid).toEqual({ status: 303, location: `${APP_ORIGIN}/dashboard?payment=success&session_id=${sessionId}` });

    const first = await call(parent.client, 'confirm-checkout', { session_id: sessionId });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'fulfilled', confirmationId: sessionId, alreadyFulfilled: false });
    expect(first.body.registrations).toHaveLength(2);

    const again = await call(parent.client, 'confirm-checkout', { session_id: sessionId });
    expect(again.body.alreadyFulfilled).toBe(true);
    expect(again.body.registrations.map((r: { id: string }) => r.id).sort()).toEqual(
      first.body.registrations.map((r: { id: string }) => r.id).sort(),
    );

    const regs = await registrationsOf(stack, program.id);
    expect(regs).toHaveLength(2);
    for (const r of regs) {
      expect(r).toMatchObject({ status: 'approved', amount_paid: 12000, checkout_session_id: sessionId });
      expect(r.payment_intent_id).toMatch(/^pi_test_/);
    }
    const [s] = await stack.sql(
      `select status, fulfilled_at, receipt_number, card_last4 from public.checkout_sessions where id = $1`,
      [sessionId],
    );
    expect(s).toMatchObject({ status: 'fulfilled', card_last4: '4242' });
    expect(s.receipt_number).toMatch(/^R-\d{4}-\d{6}$/);
    // One receipt for the payment (not one message per child), numbered, to the payer.
    const mail = await stack.sql(
      `select template, to_email, payload from public.email_outbox
       where registration_id = any($1::uuid[]) or payload ->> 'checkout_session_id' = $2`,
      [regs.map((r) => r.id), sessionId],
    );
    expect(mail).toEqual([
      {
        template: 'payment_receipt',
        to_email: parent.email,
        payload: { checkout_session_id: sessionId, receipt_number: s.receipt_number, amount_total: 24000 },
      },
    ]);
    const answers = await stack.sql(
      `select response_value from public.registration_responses where registration_id = any($1::uuid[])`,
      [regs.map((r) => r.id)],
    );
    expect(answers).toEqual([{ response_value: 'M' }, { response_value: 'M' }]);
  });

  it('refuses a second checkout for children already registered', async () => {
    const res = await call(
      parent.client,
      'create-checkout-session',
      checkoutBody(program, parent.kids, program.regular, 24000),
    );
    expect(res).toMatchObject({ status: 409, body: { code: 'already_registered' } });
  });
});

describe('what the server refuses at checkout', () => {
  let parent: Parent;
  let program: Program;
  beforeAll(async () => {
    parent = await makeParent(stack, 'refuse');
    program = await makeProgram(stack, 'refuse');
  });

  it('refuses an amount that differs from the server price and stores nothing', async () => {
    const res = await call(
      parent.client,
      'create-checkout-session',
      checkoutBody(program, parent.kids, program.regular, 100),
    );
    expect(res).toMatchObject({
      status: 409,
      body: { code: 'amount_mismatch', details: { expected: 24000, received: 100 } },
    });
    expect(await stack.sql(`select id from public.checkout_sessions where user_id = $1`, [parent.id])).toEqual([]);
  });

  it('prices an assistance code from the database, not from the client', async () => {
    const body = checkoutBody(program, [parent.kids[0]], program.regular, 6000, {
      financialAssistanceCodes: { [parent.kids[0].id]: 'half' },
    });
    const res = await call(parent.client, 'create-checkout-session', body);
    expect(res.status).toBe(200);
  });

  it.each([
    ['missing consent', { waiverAccepted: false }, 'waiver_required'],
    ['required question unanswered', { agreementResponses: {} }, 'question_required'],
  ])('lists the problem: %s', async (_name, extra, problem) => {
    const res = await call(
      parent.client,
      'create-checkout-session',
      checkoutBody(program, parent.kids, program.regular, 24000, extra),
    );
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.details.map((p: { code: string }) => p.code)).toContain(problem);
  });

  it('refuses an answer its question does not offer, before any payment (invalid_answer)', async () => {
    const [size] = await stack.sql<{ id: string }>(
      `insert into public.registration_questions (program_id, question_text, question_type, options)
       values ($1, 'Shirt size', 'select', '["S","M"]') returning id`,
      [program.id],
    );
    const sessions = `select count(*)::int as n from public.checkout_sessions where user_id = $1`;
    const [before] = await stack.sql<{ n: number }>(sessions, [parent.id]);
    try {
      const res = await call(
        parent.client,
        'create-checkout-session',
        checkoutBody(program, [parent.kids[0]], program.regular, 12000, {
          agreementResponses: { [program.question]: 'M', [size.id]: 'XXL' },
        }),
      );
      expect(res).toMatchObject({ status: 422, body: { code: 'invalid_answer' } });
      expect(await stack.sql(sessions, [parent.id])).toEqual([before]);
    } finally {
      await stack.sql(`update public.registration_questions set is_active = false where id = $1`, [size.id]);
    }
  });

  it('refuses two children for the last spot of a tier', async () => {
    const res = await call(
      parent.client,
      'create-checkout-session',
      checkoutBody(program, parent.kids, program.lastSpot, 16000),
    );
    expect(res).toMatchObject({ status: 409, body: { code: 'sold_out' } });
  });

  it('refuses an origin outside the allow-list and an anonymous caller', async () => {
    const foreign = await call(
      parent.client,
      'create-checkout-session',
      checkoutBody(program, [parent.kids[1]], program.regular, 12000),
      'https://evil.example',
    );
    expect(foreign).toMatchObject({ status: 400, body: { code: 'origin_not_allowed' } });
    const anon = await call(
      stack.anon(),
      'create-checkout-session',
      checkoutBody(program, parent.kids, program.regular, 24000),
    );
    expect(anon).toMatchObject({ status: 401, body: { code: 'not_signed_in' } });
  });
});

describe('returns that must create nothing', () => {
  let parent: Parent;
  let program: Program;
  beforeAll(async () => {
    parent = await makeParent(stack, 'forged');
    program = await makeProgram(stack, 'forged');
  });

  it.each([['fake'], ['00000000-0000-4000-8000-000000000000'], [null]])(
    'a made-up session id (%s) is not found',
    async (id) => {
      const res = await call(parent.client, 'confirm-checkout', { session_id: id });
      expect(res).toMatchObject({ status: 404, body: { code: 'session_not_found' } });
    },
  );

  it('cancelling at checkout returns to the register page and creates nothing', async () => {
    const start = await call(
      parent.client,
      'create-checkout-session',
      checkoutBody(program, parent.kids, program.regular, 24000),
    );
    const id = sessionIdOf(start.body.url);
    const cancelled = await submitTestCheckout(stack, id, 'cancel');
    expect(cancelled.location).toBe(`${APP_ORIGIN}/programs/${program.id}/register?payment=cancelled&session_id=${id}`);
    expect(await submitTestCheckout(stack, id, 'pay')).toMatchObject({ status: 409, location: null });
    const res = await call(parent.client, 'confirm-checkout', { session_id: id });
    expect(res).toMatchObject({ status: 409, body: { code: 'cancelled' } });
    expect(await registrationsOf(stack, program.id)).toEqual([]);
  });

  it("another user's paid session is not found for a hostile caller, and stays unfulfilled", async () => {
    const start = await call(
      parent.client,
      'create-checkout-session',
      checkoutBody(program, parent.kids, program.regular, 24000),
    );
    const id = sessionIdOf(start.body.url);
    await submitTestCheckout(stack, id, 'pay');
    const hostile = await makeParent(stack, 'hostile', ['Zed']);
    const res = await call(hostile.client, 'confirm-checkout', { session_id: id });
    expect(res).toMatchObject({ status: 404, body: { code: 'session_not_found' } });
    expect(await registrationsOf(stack, program.id)).toEqual([]);
  });
});

describe('two buyers paying for the last spot', () => {
  it('fulfils the first, marks the second for refund and never oversells', async () => {
    const program = await makeProgram(stack, 'race');
    const a = await makeParent(stack, 'race-a', ['Ann']);
    const b = await makeParent(stack, 'race-b', ['Bo']);
    const ids: string[] = [];
    for (const p of [a, b]) {
      const res = await call(
        p.client,
        'create-checkout-session',
        checkoutBody(program, p.kids, program.lastSpot, 8000),
      );
      expect(res.status).toBe(200);
      ids.push(sessionIdOf(res.body.url));
      await submitTestCheckout(stack, ids.at(-1)!, 'pay');
    }
    const [first, second] = await Promise.all([
      call(a.client, 'confirm-checkout', { session_id: ids[0] }),
      call(b.client, 'confirm-checkout', { session_id: ids[1] }),
    ]);
    const results = [first, second].map((r) => r.body.code ?? r.body.status).sort();
    expect(results).toEqual(['fulfilled', 'sold_out_after_payment']);
    const [tier] = await stack.sql(`select spots_taken from public.program_price_tiers where id = $1`, [
      program.lastSpot,
    ]);
    expect(tier.spots_taken).toBe(1);
    expect(await registrationsOf(stack, program.id)).toHaveLength(1);
    const sessions = await stack.sql(
      `select status, error from public.checkout_sessions where id = any($1::uuid[]) order by status`,
      [ids],
    );
    expect(sessions.map((s) => s.status)).toEqual(['fulfilled', 'refund_needed']);
    expect(sessions[1].error).toMatch(/sold out/i);
  });
});

describe('a hostile signed-in user at the database', () => {
  let parent: Parent;
  let program: Program;
  beforeAll(async () => {
    parent = await makeParent(stack, 'db');
    program = await makeProgram(stack, 'db');
  });

  it('cannot write checkout sessions or mark one paid', async () => {
    const insert = await parent.client
      .from('checkout_sessions')
      .insert({ user_id: parent.id, program_id: program.id, payload: {}, amount_total: 1, status: 'paid' });
    expect(insert.error?.code).toBe('42501');
    const start = await call(
      parent.client,
      'create-checkout-session',
      checkoutBody(program, parent.kids, program.regular, 24000),
    );
    const id = sessionIdOf(start.body.url);
    const update = await parent.client.from('checkout_sessions').update({ status: 'paid' }).eq('id', id).select();
    expect(update.error?.code).toBe('42501');
    const [row] = await stack.sql(`select status from public.checkout_sessions where id = $1`, [id]);
    expect(row.status).toBe('open');
  });

  it('cannot call fulfilment, record Stripe events, or create paid registrations itself', async () => {
    const start = await call(
      parent.client,
      'create-checkout-session',
      checkoutBody(program, [parent.kids[0]], program.regular, 12000),
    );
    const fulfil = await parent.client.rpc('fulfil_checkout_session', { p_session_id: sessionIdOf(start.body.url) });
    expect(fulfil.error?.code).toBe('42501');
    const event = await parent.client.rpc('record_stripe_event', {
      p_event_id: 'evt_x',
      p_type: 'checkout.session.completed',
    });
    expect(event.error?.code).toBe('42501');
    const paid = await parent.client.rpc('create_registrations', {
      p_program_id: program.id,
      p_items: [{ participant_id: parent.kids[0].id, price_tier_id: program.regular }],
      p_answers: { [program.question]: 'M' },
      p_consents: { waiver_agreed: true, media_consent_agreed: true, concussion_awareness_agreed: true },
      p_payment: { user_id: parent.id, status: 'approved', amounts: { [parent.kids[0].id]: 12000 } },
    });
    expect(paid.error?.code).toBe('42501');
    expect(await registrationsOf(stack, program.id)).toEqual([]);
  });

  it('reads only their own checkout sessions', async () => {
    const other = await makeParent(stack, 'db-other', ['Cy']);
    await call(other.client, 'create-checkout-session', checkoutBody(program, other.kids, program.regular, 12000));
    const { data, error } = await parent.client.from('checkout_sessions').select('user_id');
    expect(error).toBeNull();
    expect(new Set(data!.map((r) => r.user_id))).toEqual(new Set([parent.id]));
  });
});

describe('saved cards with the local test provider', () => {
  it('saves test cards, pays a pending registration, declines the decline card, and refuses what is not yours', async () => {
    const parent = await makeParent(stack, 'cards', ['Cal']);
    const stranger = await makeParent(stack, 'cards-stranger', ['Sid']);
    const program = await makeProgram(stack, 'cards');
    const [reg] = await stack.sql<{ id: string }>(
      `insert into public.registrations (participant_id, program_id, price_tier_id, user_id, status,
         waiver_agreed, waiver_agreed_at, media_consent_agreed, media_consent_agreed_at, concussion_awareness_agreed, concussion_awareness_agreed_at)
       values ($1, $2, $3, $4, 'pending', true, now(), true, now(), true, now()) returning id`,
      [parent.kids[0].id, program.id, program.regular, parent.id],
    );
    const visa = await call(parent.client, 'save-payment-method', {
      payment_method_id: 'pm_card_visa',
      is_default: false,
    });
    expect(visa).toMatchObject({
      status: 200,
      body: { success: true, payment_method: { brand: 'visa', last4: '4242', is_default: true } },
    });
    const decline = await call(parent.client, 'save-payment-method', {
      payment_method_id: 'pm_card_chargeDeclined',
      is_default: true,
    });
    expect(decline.body.payment_method.is_default).toBe(true);
    const { data: mine } = await parent.client
      .from('saved_payment_methods')
      .select('provider_payment_method_id, is_default')
      .order('created_at');
    expect(mine!.map((m) => m.is_default)).toEqual([false, true]);
    expect(await call(parent.client, 'save-payment-method', { payment_method_id: 'tok_nope' })).toMatchObject({
      status: 400,
      body: { success: false },
    });

    const declined = await call(parent.client, 'create-payment-intent', {
      registration_ids: [reg.id],
      payment_method_id: decline.body.payment_method.provider_payment_method_id,
    });
    expect(declined).toMatchObject({ status: 402, body: { success: false, message: 'Your card was declined.' } });
    const strangersCard = await call(stranger.client, 'save-payment-method', { payment_method_id: 'pm_card_visa' });
    const notYourCard = await call(parent.client, 'create-payment-intent', {
      registration_ids: [reg.id],
      payment_method_id: strangersCard.body.payment_method.provider_payment_method_id,
    });
    expect(notYourCard).toMatchObject({ status: 404, body: { success: false, code: 'payment_method_not_found' } });
    const notYourReg = await call(stranger.client, 'create-payment-intent', {
      registration_ids: [reg.id],
      payment_method_id: strangersCard.body.payment_method.provider_payment_method_id,
    });
    expect(notYourReg).toMatchObject({ status: 404, body: { success: false, code: 'registration_not_found' } });
    let [row] = await stack.sql(`select amount_paid from public.registrations where id = $1`, [reg.id]);
    expect(row.amount_paid).toBe(0);

    const paid = await call(parent.client, 'create-payment-intent', {
      registration_ids: [reg.id],
      payment_method_id: visa.body.payment_method.provider_payment_method_id,
    });
    expect(paid).toMatchObject({ status: 200, body: { success: true, amount: 12000 } });
    [row] = await stack.sql(`select amount_paid, payment_intent_id from public.registrations where id = $1`, [reg.id]);
    expect(row).toEqual({ amount_paid: 12000, payment_intent_id: paid.body.payment_intent_id });
    const again = await call(parent.client, 'create-payment-intent', {
      registration_ids: [reg.id],
      payment_method_id: visa.body.payment_method.provider_payment_method_id,
    });
    expect(again).toMatchObject({ status: 409, body: { success: false, code: 'nothing_due' } });
  });
});

describe("issue 17: consent evidence is the server's", () => {
  let program: Program;
  beforeAll(async () => {
    program = await makeProgram(stack, 'consent');
  });

  it("records the checkout's creation time, not the browser's time nor the fulfilment time", async () => {
    const parent = await makeParent(stack, 'consent-time', ['Cora']);
    const future = '2099-01-01T00:00:00.000Z';
    const res = await call(
      parent.client,
      'create-checkout-session',
      checkoutBody(program, parent.kids, program.regular, 12000, {
        waiverAcceptedAt: future,
        mediaConsentAcceptedAt: future,
        concussionAwarenessAcceptedAt: '2001-01-01T00:00:00.000Z',
      }),
    );
    expect(res.status).toBe(200);
    const id = sessionIdOf(res.body.url);
    await new Promise((resolve) => setTimeout(resolve, 50)); // the fulfilment happens visibly later
    await submitTestCheckout(stack, id, 'pay');
    expect((await call(parent.client, 'confirm-checkout', { session_id: id })).status).toBe(200);
    const [row] = await stack.sql(
      `select r.waiver_agreed_at, r.media_consent_agreed_at, r.concussion_awareness_agreed_at,
              r.waiver_document_id, r.media_consent_document_id, r.concussion_document_id, r.consent_language,
              r.concussion_confirmation_id, c.confirmed_at as concussion_confirmed_at, s.created_at, s.fulfilled_at
       from public.registrations r join public.checkout_sessions s on s.id = r.checkout_session_id
       left join public.concussion_confirmations c on c.id = r.concussion_confirmation_id where s.id = $1`,
      [id],
    );
    const ms = (v: unknown) => new Date(v as string).getTime();
    for (const at of [row.waiver_agreed_at, row.media_consent_agreed_at]) {
      expect(ms(at)).toBe(ms(row.created_at));
      expect(ms(at)).not.toBe(ms(future));
      expect(ms(at)).toBeLessThan(ms(row.fulfilled_at));
    }
    // The concussion evidence is the child's yearly confirmation (issue 24), never the browser's time.
    const [confirmation] = await stack.sql(`select id from public.concussion_confirmations where participant_id = $1`, [
      parent.kids[0].id,
    ]);
    expect(row.concussion_confirmation_id).toBe(confirmation.id);
    expect(ms(row.concussion_awareness_agreed_at)).toBe(ms(row.concussion_confirmed_at));
    expect(row).toMatchObject({
      waiver_document_id: program.documents.en.waiver,
      media_consent_document_id: program.documents.en.media,
      concussion_document_id: program.documents.en.concussion,
      consent_language: 'en',
    });
  });

  it.each([
    ['a made-up waiver id', { waiverDocumentId: '00000000-0000-4000-8000-000000000000' }, ['waiver']],
    // The English text is not the one in force for a French checkout.
    ['the media release of the other language', { mediaConsentDocumentId: 'other-language' }, ['media']],
    [
      'no documents',
      { waiverDocumentId: undefined, mediaConsentDocumentId: undefined, concussionDocumentId: undefined },
      ['waiver', 'media'],
    ],
  ])('refuses %s with 409 consent_version_outdated and stores nothing', async (_name, extra, outdated) => {
    const parent = await makeParent(stack, 'consent-version', ['Vic']);
    const patch =
      'mediaConsentDocumentId' in extra && extra.mediaConsentDocumentId === 'other-language'
        ? { language: 'fr', mediaConsentDocumentId: program.documents.en.media }
        : extra;
    const res = await call(
      parent.client,
      'create-checkout-session',
      checkoutBody(program, parent.kids, program.regular, 12000, patch),
    );
    expect(res).toMatchObject({ status: 409, body: { code: 'consent_version_outdated', details: { outdated } } });
    expect(await stack.sql(`select id from public.checkout_sessions where user_id = $1`, [parent.id])).toEqual([]);
  });

  it('refuses a child without a valid yearly concussion confirmation with 409, before any payment (issue 24)', async () => {
    const parent = await makeParent(stack, 'concussion', ['Ida', 'Jo'], false);
    await confirmConcussion(stack, [parent.kids[0].id]);
    // The browser's acknowledgment counts for nothing: the confirmation is read from the database.
    const res = await call(
      parent.client,
      'create-checkout-session',
      checkoutBody(program, parent.kids, program.regular, 24000, { concussionAwarenessAccepted: true }),
    );
    expect(res).toMatchObject({ status: 409, body: { code: 'concussion_confirmation_required' } });
    expect(await stack.sql(`select id from public.checkout_sessions where user_id = $1`, [parent.id])).toEqual([]);
    // Confirmed, the same order goes on to the payment page.
    await confirmConcussion(stack, [parent.kids[1].id]);
    const ok = await call(
      parent.client,
      'create-checkout-session',
      checkoutBody(program, parent.kids, program.regular, 24000, {
        concussionAwarenessAccepted: undefined,
        concussionDocumentId: undefined,
      }),
    );
    expect(ok.status).toBe(200);
  });

  it("a program's own waiver is in force instead of the standard one, and fulfilment records it", async () => {
    const custom = await makeProgram(stack, 'consent-custom');
    await stack.sql(
      `do $$ begin
         perform set_config('app.publishing_legal_document', 'on', true);
         insert into public.legal_documents (kind, program_id, language, title, body, version, published_at)
         values ('program_waiver', '${custom.id}', 'en', 'Our waiver', 'Our own waiver text.', 1, now());
       end $$`,
    );
    const parent = await makeParent(stack, 'consent-custom', ['Wes']);
    const standard = await call(
      parent.client,
      'create-checkout-session',
      checkoutBody(custom, parent.kids, custom.regular, 12000),
    );
    expect(standard).toMatchObject({
      status: 409,
      body: { code: 'consent_version_outdated', details: { outdated: ['waiver'] } },
    });
    // In French too the program's English waiver is in force (no French published).
    const fr = await documentsInForce(stack, custom.id, 'fr');
    const [own] = await stack.sql(`select id from public.legal_documents where program_id = $1`, [custom.id]);
    expect(fr.waiver).toBe(own.id);
    const ok = await call(
      parent.client,
      'create-checkout-session',
      checkoutBody({ ...custom, documents: { ...custom.documents, fr } }, parent.kids, custom.regular, 12000, {
        language: 'fr',
      }),
    );
    expect(ok.status).toBe(200);
    const id = sessionIdOf(ok.body.url);
    await submitTestCheckout(stack, id, 'pay');
    expect((await call(parent.client, 'confirm-checkout', { session_id: id })).status).toBe(200);
    const [reg] = await stack.sql(
      `select waiver_document_id, media_consent_document_id, consent_language, waiver_version
       from public.registrations where checkout_session_id = $1`,
      [id],
    );
    expect(reg).toEqual({
      waiver_document_id: own.id,
      media_consent_document_id: fr.media,
      consent_language: 'en',
      waiver_version: 'program-waiver-v1-en',
    });
  });
});

describe('issue 17: assistance codes typed at checkout count against the family', () => {
  it('after 10 wrong codes the family is refused with 429 too_many_attempts, even with a right code; others are not', async () => {
    const program = await makeProgram(stack, 'guess');
    const parent = await makeParent(stack, 'guess', ['Gus']);
    const withCode = (code: string, amount: number) =>
      checkoutBody(program, parent.kids, program.regular, amount, {
        financialAssistanceCodes: { [parent.kids[0].id]: code },
      });
    for (let i = 0; i < 10; i++) {
      const res = await call(parent.client, 'create-checkout-session', withCode(`GUESS${i}`, 12000));
      expect(res.status, `guess ${i}`).toBe(422);
      expect(res.body.details).toEqual([{ code: 'invalid_code', participantId: parent.kids[0].id }]);
    }
    const [counted] = await stack.sql(
      `select count(*)::int as n from public.assistance_code_attempts where user_id = $1`,
      [parent.id],
    );
    expect(counted.n).toBe(10);
    expect(await call(parent.client, 'create-checkout-session', withCode('GUESS10', 12000))).toMatchObject({
      status: 429,
      body: { code: 'too_many_attempts' },
    });
    expect(await call(parent.client, 'create-checkout-session', withCode('half', 6000))).toMatchObject({
      status: 429,
      body: { code: 'too_many_attempts' },
    });
    // The screen's Apply button shares the limit.
    const apply = await parent.client.rpc('check_assistance_code', { p_program_id: program.id, p_code: 'HALF' });
    expect(apply.error?.hint).toBe('too_many_attempts');
    expect(await stack.sql(`select id from public.checkout_sessions where user_id = $1`, [parent.id])).toEqual([]);

    const other = await makeParent(stack, 'guess-other', ['Olly']);
    const fine = await call(
      other.client,
      'create-checkout-session',
      checkoutBody(program, other.kids, program.regular, 6000, {
        financialAssistanceCodes: { [other.kids[0].id]: 'HALF' },
      }),
    );
    expect(fine.status).toBe(200);
  });

  it('a right code does not count', async () => {
    const program = await makeProgram(stack, 'guess-right');
    const parent = await makeParent(stack, 'guess-right', ['Rae']);
    const res = await call(
      parent.client,
      'create-checkout-session',
      checkoutBody(program, parent.kids, program.regular, 6000, {
        financialAssistanceCodes: { [parent.kids[0].id]: 'HALF' },
      }),
    );
    expect(res.status).toBe(200);
    expect(await stack.sql(`select id from public.assistance_code_attempts where user_id = $1`, [parent.id])).toEqual(
      [],
    );
  });
});

describe('issue 17: a program with tiers is never priced at the program price', () => {
  it('refuses when every tier is closed today (price_tier_unavailable), whatever is sent', async () => {
    const program = await makeProgram(stack, 'tiers-closed');
    await stack.sql(
      `update public.program_price_tiers set available_until = private.toronto_today() - 1 where program_id = $1`,
      [program.id],
    );
    const parent = await makeParent(stack, 'tiers-closed', ['Tess']);
    for (const tier of ['', 'standard', program.regular]) {
      const res = await call(parent.client, 'create-checkout-session', checkoutBody(program, parent.kids, tier, 12000));
      expect(res, `tier '${tier}'`).toMatchObject({ status: 409, body: { code: 'price_tier_unavailable' } });
    }
    expect(await stack.sql(`select id from public.checkout_sessions where user_id = $1`, [parent.id])).toEqual([]);
  });

  it('refuses a tier that is not open today (409 price_tier_unavailable) and no tier at all (price_option_required)', async () => {
    const program = await makeProgram(stack, 'tiers-later');
    await stack.sql(
      `update public.program_price_tiers set available_from = private.toronto_today() + 5 where id = $1`,
      [program.lastSpot],
    );
    const parent = await makeParent(stack, 'tiers-later', ['Lou']);
    expect(
      await call(parent.client, 'create-checkout-session', checkoutBody(program, parent.kids, program.lastSpot, 8000)),
    ).toMatchObject({
      status: 409,
      body: {
        code: 'price_tier_unavailable',
        details: [{ code: 'price_tier_unavailable', participantId: parent.kids[0].id }],
      },
    });
    expect(
      await call(parent.client, 'create-checkout-session', checkoutBody(program, parent.kids, '', 12000)),
    ).toMatchObject({ status: 422, body: { code: 'price_option_required' } });
    expect(await stack.sql(`select id from public.checkout_sessions where user_id = $1`, [parent.id])).toEqual([]);
    expect(
      (await call(parent.client, 'create-checkout-session', checkoutBody(program, parent.kids, program.regular, 12000)))
        .status,
    ).toBe(200);
  });
});

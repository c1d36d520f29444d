// A stand-in for Stripe's API servers (the only thing we mock: they are not
// reachable here). The edge functions' real stripe-node client talks to it
// through STRIPE_API_BASE. Records every request; answers the few endpoints
// we use with Stripe-shaped objects.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type StripeRequest = {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey: string | null;
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Stripe-shaped JSON, loosely typed on purpose
type Obj = Record<string, any>;

export type FakeStripe = {
  url: string;
  requests: StripeRequest[];
  sessions: Map<string, Obj>;
  /** The PaymentIntents created, by id, as Stripe would send them in a payment_intent.* event. */
  intents: Map<string, Obj>;
  /**
   * While true, a PaymentIntent is created (charged or declined) but the connection is dropped before the
   * answer: to the function that asked, as if it had died right after the charge (issue 36 point 3).
   */
  dropChargeAnswers: boolean;
  /** While set, the answer to a PaymentIntent creation waits for this promise (the charge itself is made at once). */
  holdChargeAnswers: Promise<void> | null;
  /** Ids of customers and payment methods whose deletion or detach Stripe refuses (with this message). */
  refuseRemoval: Map<string, string>;
  /** Marks a Checkout Session paid, as if the buyer paid on Stripe's page. */
  pay(sessionId: string): void;
  stop(): Promise<void>;
};

const DECLINED_PM = 'pm_card_chargeDeclined';
/** A card whose bank asks for 3-D Secure: the payment intent stops at requires_action. */
const AUTHENTICATION_PM = 'pm_card_authenticationRequired';

/** Stripe's answer to a declined charge. */
const declinedError = (intent: Obj) => ({
  error: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
    payment_intent: intent,
  },
});

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: StripeRequest[] = [];
  const sessions = new Map<string, Obj>();
  const intents = new Map<string, Obj>();
  const byKey = new Map<string, Obj>();
  let n = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const params = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : raw));
      requests.push({
        method: req.method!,
        path: url.pathname,
        params,
        idempotencyKey: (req.headers['idempotency-key'] as string) ?? null,
      });
      const send = (status: number, body: Obj) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++n}` });
        res.end(JSON.stringify(body));
      };
      const p = url.pathname;
      let m: RegExpExecArray | null;
      if (req.method === 'POST' && p === '/v1/customers')
        return send(200, { id: `cus_test_${++n}`, object: 'customer' });
      // Deleting a customer, detaching a card (issue 36 point 3); an id in refuseRemoval is refused.
      const removal =
        (req.method === 'DELETE' && /^\/v1\/customers\/([^/]+)$/.exec(p)) ||
        (req.method === 'POST' && /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(p));
      if (removal) {
        const refused = fake.refuseRemoval.get(removal[1]);
        if (refused) return send(400, { error: { type: 'invalid_request_error', code: 'refused', message: refused } });
        return send(
          200,
          req.method === 'DELETE'
            ? { id: removal[1], object: 'customer', deleted: true }
            : { id: removal[1], object: 'payment_method', customer: null },
        );
      }
      if (req.method === 'POST' && (m = /^\/v1\/customers\/([^/]+)$/.exec(p)))
        return send(200, { id: m[1], object: 'customer' });
      if (req.method === 'POST' && p === '/v1/checkout/sessions') {
        const id = `cs_test_${++n}`;
        const metadata = { checkout_session_id: params['metadata[checkout_session_id]'] };
        // Stripe's total: the sum of the lines (tests may change it to fake a mismatch).
        let amountTotal = 0;
        for (let i = 0; params[`line_items[${i}][quantity]`]; i++) {
          amountTotal +=
            Number(params[`line_items[${i}][price_data][unit_amount]`]) * Number(params[`line_items[${i}][quantity]`]);
        }
        const s = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          status: 'open',
          payment_status: 'unpaid',
          payment_intent: null,
          metadata,
          client_reference_id: params.client_reference_id,
          amount_total: amountTotal,
          currency: params.currency,
        };
        sessions.set(id, s);
        return send(200, s);
      }
      if (req.method === 'GET' && (m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(p))) {
        const s = sessions.get(m[1]);
        return s
          ? send(200, s)
          : send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
      }
      if (req.method === 'GET' && (m = /^\/v1\/payment_methods\/([^/]+)$/.exec(p))) {
        // A card set up through a SetupIntent of customer cus_setup_* is attached to it already.
        const customer = /^pm_setup_(cus_[a-z_0-9]+)$/.exec(m[1])?.[1] ?? null;
        return send(200, {
          id: m[1],
          object: 'payment_method',
          customer,
          card: { brand: 'visa', last4: m[1] === DECLINED_PM ? '0002' : '4242', exp_month: 12, exp_year: 2030 },
        });
      }
      if (req.method === 'POST' && p === '/v1/setup_intents') {
        const id = `seti_test_${++n}`;
        return send(200, {
          id,
          object: 'setup_intent',
          client_secret: `${id}_secret_test`,
          customer: params.customer,
          status: 'requires_payment_method',
          usage: params.usage,
        });
      }
      if (req.method === 'POST' && (m = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(p))) {
        return send(200, { id: m[1], object: 'payment_intent', status: 'canceled' });
      }
      if (req.method === 'POST' && (m = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(p))) {
        return send(200, {
          id: m[1],
          object: 'payment_method',
          customer: params.customer,
          card: { brand: 'visa', last4: m[1] === DECLINED_PM ? '0002' : '4242', exp_month: 12, exp_year: 2030 },
        });
      }
      if (req.method === 'GET' && (m = /^\/v1\/payment_intents\/([^/]+)$/.exec(p))) {
        // The card of the latest charge (last four 1881), expanded when asked as Stripe does.
        const charge = {
          id: `ch_for_${m[1]}`,
          object: 'charge',
          payment_method_details: { type: 'card', card: { brand: 'visa', last4: '1881' } },
        };
        const expanded = Object.values(params).includes('latest_charge');
        return send(200, { id: m[1], object: 'payment_intent', latest_charge: expanded ? charge : charge.id });
      }
      if (req.method === 'POST' && p === '/v1/payment_intents') {
        const declined = params.payment_method === DECLINED_PM;
        // Stripe's idempotency: the same key answers the intent it created first.
        const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
        const again = key ? byKey.get(key) : undefined;
        const metadata = Object.fromEntries(
          Object.entries(params)
            .filter(([k]) => k.startsWith('metadata['))
            .map(([k, v]) => [k.slice(9, -1), v]),
        );
        const intent = again ?? {
          id: `pi_test_${++n}`,
          object: 'payment_intent',
          status: declined
            ? 'requires_payment_method'
            : params.payment_method === AUTHENTICATION_PM
              ? 'requires_action'
              : 'succeeded',
          amount: Number(params.amount),
          amount_received: declined ? 0 : Number(params.amount),
          currency: params.currency,
          customer: params.customer ?? null,
          payment_method: params.payment_method ?? null,
          metadata,
          last_payment_error: declined ? { code: 'card_declined', message: 'Your card was declined.' } : null,
        };
        intents.set(intent.id, intent);
        if (key) byKey.set(key, intent);
        if (fake.dropChargeAnswers) return req.socket.destroy();
        if (fake.holdChargeAnswers) {
          const answer = () => send(declined ? 402 : 200, declined ? declinedError(intent) : intent);
          return void fake.holdChargeAnswers.then(answer);
        }
        return declined ? send(402, declinedError(intent)) : send(200, intent);
      }
      send(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${p})` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: FakeStripe = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    sessions,
    intents,
    dropChargeAnswers: false,
    holdChargeAnswers: null,
    refuseRemoval: new Map(),
    pay(id) {
      const s = sessions.get(id)!;
      Object.assign(s, { status: 'complete', payment_status: 'paid', payment_intent: `pi_for_${id}` });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}

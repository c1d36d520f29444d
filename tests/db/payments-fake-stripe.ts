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
  /** Marks a Checkout Session paid, as if the buyer paid on Stripe's page. */
  pay(sessionId: string): void;
  stop(): Promise<void>;
};

const DECLINED_PM = 'pm_card_chargeDeclined';
/** A card whose bank asks for 3-D Secure: the payment intent stops at requires_action. */
const AUTHENTICATION_PM = 'pm_card_authenticationRequired';

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: StripeRequest[] = [];
  const sessions = new Map<string, Obj>();
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
        if (params.payment_method === DECLINED_PM) {
          return send(402, {
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'generic_decline',
              message: 'Your card was declined.',
            },
          });
        }
        return send(200, {
          id: `pi_test_${++n}`,
          object: 'payment_intent',
          status: params.payment_method === AUTHENTICATION_PM ? 'requires_action' : 'succeeded',
          amount: Number(params.amount),
          currency: params.currency,
        });
      }
      send(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${p})` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    sessions,
    pay(id) {
      const s = sessions.get(id)!;
      Object.assign(s, { status: 'complete', payment_status: 'paid', payment_intent: `pi_for_${id}` });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

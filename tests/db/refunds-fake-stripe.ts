// Stripe's Refunds API for the refund tests, in front of the payments stand-in
// (payments-fake-stripe.ts): POST /v1/refunds and GET /v1/refunds are answered
// here with Stripe-shaped objects, every other request goes on to the
// stand-in. Records the refund requests (idempotency key included).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeStripe, StripeRequest } from './payments-fake-stripe.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Stripe-shaped JSON, loosely typed on purpose
type Obj = Record<string, any>;

export type FakeRefunds = {
  url: string;
  requests: StripeRequest[];
  refunds: Obj[];
  /** POST /v1/refunds on this payment intent fails as Stripe's does (e.g. charge_already_refunded). */
  refuse(paymentIntentId: string, code: string, message: string): void;
  /** New refunds of this payment intent are answered 'pending' (a bank that settles later), as Stripe may. */
  answerPending(paymentIntentId: string): void;
  stop(): Promise<void>;
};

export async function startFakeRefunds(stripe: FakeStripe): Promise<FakeRefunds> {
  const requests: StripeRequest[] = [];
  const refunds: Obj[] = [];
  const refusals = new Map<string, { code: string; message: string }>();
  const pending = new Set<string>();
  let n = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const send = (status: number, body: Obj) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_re_${++n}` });
        res.end(JSON.stringify(body));
      };
      if (url.pathname !== '/v1/refunds') {
        // Everything else: the payments stand-in.
        void fetch(`${stripe.url}${req.url}`, {
          method: req.method,
          headers: Object.fromEntries(
            Object.entries(req.headers).filter(([k, v]) => typeof v === 'string' && k !== 'host'),
          ) as Record<string, string>,
          body: req.method === 'GET' || req.method === 'HEAD' ? undefined : raw,
        })
          .then(async (r) => {
            res.writeHead(r.status, { 'content-type': 'application/json', 'request-id': `req_re_${++n}` });
            res.end(await r.text());
          })
          .catch((err) => send(502, { error: { type: 'api_error', message: String(err) } }));
        return;
      }
      const params = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : raw));
      requests.push({
        method: req.method!,
        path: url.pathname,
        params,
        idempotencyKey: (req.headers['idempotency-key'] as string) ?? null,
      });
      if (req.method === 'GET') {
        const data = refunds.filter(
          (r) =>
            (!params.charge || r.charge === params.charge) &&
            (!params.payment_intent || r.payment_intent === params.payment_intent),
        );
        return send(200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
      }
      const refusal = refusals.get(params.payment_intent);
      if (refusal) return send(400, { error: { type: 'invalid_request_error', ...refusal } });
      // Stripe answers a repeated idempotency key with the first refund.
      const key = req.headers['idempotency-key'];
      const again = refunds.find((r) => r.idempotency_key === key);
      if (again) return send(200, again);
      const metadata: Obj = {};
      for (const [k, v] of Object.entries(params)) {
        const name = /^metadata\[(.+)\]$/.exec(k)?.[1];
        if (name) metadata[name] = v;
      }
      const refund = {
        id: `re_fake_${++n}`,
        object: 'refund',
        amount: Number(params.amount),
        currency: 'cad',
        payment_intent: params.payment_intent,
        charge: `ch_for_${params.payment_intent}`,
        status: pending.has(params.payment_intent) ? 'pending' : 'succeeded',
        reason: params.reason ?? null,
        metadata,
        idempotency_key: key,
      };
      refunds.push(refund);
      send(200, refund);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    refunds,
    refuse(paymentIntentId, code, message) {
      refusals.set(paymentIntentId, { code, message });
    },
    answerPending(paymentIntentId) {
      pending.add(paymentIntentId);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const invoke = vi.fn();
vi.mock('@/lib/supabase', () => ({ supabase: { functions: { invoke: (...args: unknown[]) => invoke(...args) } } }));

const { startCheckout } = await import('./start-checkout');
const { PaymentFunctionError } = await import('@/lib/function-error');

const body = {
  amount: 12000,
  programName: 'Spring',
  participantNames: ['Ava Lee'],
  metadata: {
    programId: 'p',
    selectedParticipants: ['a'],
    participantPriceTiers: { a: 't' },
    financialAssistanceCodes: {},
    waiverAccepted: true,
    mediaConsentAccepted: true,
    concussionAwarenessAccepted: true,
    agreementResponses: {},
  },
};
const refusal = (status: number, json: unknown) =>
  new FunctionsHttpError(
    new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } }),
  );

async function thrown(): Promise<unknown> {
  try {
    await startCheckout(body);
  } catch (e) {
    return e;
  }
  throw new Error('startCheckout resolved');
}

beforeEach(() => invoke.mockReset());

describe("startCheckout errors carry the function's code (issue 17)", () => {
  it.each([
    [429, 'too_many_attempts'],
    [409, 'price_tier_unavailable'],
    [422, 'price_option_required'],
    [409, 'consent_version_outdated'],
  ])('a %i %s refusal throws an Error with that .code', async (status, code) => {
    invoke.mockResolvedValue({
      data: null,
      error: refusal(status, { error: 'Refused', code, details: { outdated: ['waiver'] } }),
    });
    const e = await thrown();
    expect(e).toBeInstanceOf(Error);
    expect(e).toBeInstanceOf(PaymentFunctionError);
    expect(e).toMatchObject({
      name: 'PaymentFunctionError',
      message: 'Refused',
      code,
      status,
      details: { outdated: ['waiver'] },
    });
  });

  it('a server error keeps its request id and the generic text', async () => {
    invoke.mockResolvedValue({
      data: null,
      error: refusal(500, {
        error: 'Something went wrong. Please try again.',
        code: 'server_error',
        requestId: 'req-9',
      }),
    });
    expect(await thrown()).toMatchObject({
      code: 'server_error',
      status: 500,
      requestId: 'req-9',
      message: 'Something went wrong. Please try again.',
    });
  });

  it('a network failure is network_error; a body without a url is no_url', async () => {
    invoke.mockResolvedValue({ data: null, error: new FunctionsFetchError(new TypeError('fetch failed')) });
    expect(await thrown()).toMatchObject({ code: 'network_error', status: null });
    invoke.mockResolvedValue({ data: {}, error: null });
    expect(await thrown()).toMatchObject({ code: 'no_url' });
  });

  it('resolves with the checkout address', async () => {
    invoke.mockResolvedValue({ data: { url: 'https://checkout.example/x' }, error: null });
    await expect(startCheckout(body)).resolves.toEqual({ url: 'https://checkout.example/x' });
    expect(invoke).toHaveBeenCalledWith('create-checkout-session', { body });
  });
});

import { FunctionsFetchError, FunctionsHttpError, FunctionsRelayError } from '@supabase/supabase-js';

/**
 * An edge function's refusal, with the stable `code` of its JSON body
 * ({ error, code, details?, requestId? }) so screens can map it to an i18n
 * key. `requestId` comes with code 'server_error' (the function logged the
 * real error under it; support can look it up).
 */
export class PaymentFunctionError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number | null,
    readonly details?: unknown,
    readonly requestId?: string,
  ) {
    super(message);
    this.name = 'PaymentFunctionError';
  }
}

/** Turns what supabase.functions.invoke returned as `error` into a PaymentFunctionError. */
export async function toPaymentFunctionError(error: unknown): Promise<PaymentFunctionError> {
  if (error instanceof FunctionsHttpError) {
    // supabase-js types the failed response as `any`.
    const response: Response = error.context;
    const body = await response
      .clone()
      .json()
      .catch(() => null);
    return new PaymentFunctionError(
      String(body?.error ?? error.message),
      String(body?.code ?? 'http_error'),
      response.status,
      body?.details,
      typeof body?.requestId === 'string' ? body.requestId : undefined,
    );
  }
  if (error instanceof FunctionsFetchError || error instanceof FunctionsRelayError) {
    return new PaymentFunctionError(error.message, 'network_error', null);
  }
  return new PaymentFunctionError(error instanceof Error ? error.message : String(error), 'unknown_error', null);
}

import type { TFunction } from 'i18next';

/**
 * The one way a screen words a server refusal: the stable reason the server
 * gave (a Postgres `hint`, an edge function's `code`, or a known SQLSTATE)
 * becomes the key `<ns>:serverErrors.<reason>` when that key exists; a check
 * constraint named by `constraints` becomes its mapped reason; anything else
 * is the server's own message (spec 1 section 8), optionally inside
 * `unknownKey` ('Registration failed: {{message}}'), or `fallbackKey` when the
 * server said nothing.
 */
export type ServerErrorOptions = {
  /** i18n namespace holding `serverErrors.<reason>`. */
  ns: string;
  /** Where the reasons are when not at `<ns>:serverErrors` ('myData:admin.serverErrors'). */
  reasonsKey?: string;
  /** Key (any namespace, `ns:` prefix allowed) for a failure with no message. */
  fallbackKey: string;
  /** Key for an unknown failure with a message; `{{message}}` is the server's text. Default: the text itself. */
  unknownKey?: string;
  /** Constraint-name patterns (matched against message and details) and the reason each means. */
  constraints?: ReadonlyArray<readonly [RegExp, string]>;
  /**
   * Interpolation values for the translated reason ({{min}}, {{n}}, ...), or a
   * function of the refusal when they come from it (`serverErrorDetails`). The
   * function answers null when the refusal lacks what its sentence needs (the
   * registrations in the way, a support reference): it is then worded as one
   * without a known reason.
   */
  values?: Record<string, unknown> | ((error: unknown) => Record<string, unknown> | null);
  /** Key wrapping whatever the refusal became, as `{{message}}` ('Failed to update participant: {{message}}'). */
  wrapKey?: string;
};

type ErrorLike = { message?: unknown; hint?: unknown; code?: unknown; details?: unknown; error?: unknown };

/** SQLSTATEs a screen may word without a hint. */
const SQLSTATE_REASONS: Record<string, string> = {
  '23505': 'unique_violation',
  '42501': 'insufficient_privilege',
};

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The stable reason of a failure: hint, edge-function code, or SQLSTATE name; null when there is none. */
export function serverErrorReason(error: unknown): string | null {
  if (!error || typeof error !== 'object') return null;
  const e = error as ErrorLike;
  if (text(e.hint)) return text(e.hint);
  // An RPC that answers a refusal as a value: { error: { hint, message } }.
  if (e.error && typeof e.error === 'object') return serverErrorReason(e.error);
  const code = text(e.code);
  if (SQLSTATE_REASONS[code]) return SQLSTATE_REASONS[code];
  // Edge functions answer { code: 'sold_out' }; SQLSTATEs are five characters of digits and capitals.
  if (code && !/^[0-9A-Z]{5}$/.test(code)) return code;
  return null;
}

/** The server's own text of a failure ('' when none). */
export function serverErrorText(error: unknown): string {
  if (!error) return '';
  if (typeof error === 'string') return error;
  if (typeof error !== 'object') return '';
  const e = error as ErrorLike;
  if (e.error && typeof e.error === 'object') return serverErrorText(e.error);
  return text(e.message).trim();
}

/** The refusal's `details` ('' when none): e.g. which price tier a hint is about. */
export function serverErrorDetails(error: unknown): string {
  if (!error || typeof error !== 'object') return '';
  const e = error as ErrorLike;
  if (e.error && typeof e.error === 'object') return serverErrorDetails(e.error);
  return text(e.details);
}

/** Looks a key up without falling back to the key itself. */
function lookup(t: TFunction, key: string, values?: Record<string, unknown>): string | null {
  const out = t(key, { ...values, defaultValue: '' }) as string;
  return out ? out : null;
}

export function serverErrorMessage(error: unknown, t: TFunction, o: ServerErrorOptions): string {
  if (o.wrapKey) return t(o.wrapKey, { message: serverErrorMessage(error, t, { ...o, wrapKey: undefined }) }) as string;
  const given = typeof o.values === 'function' ? o.values(error) : o.values;
  const values = given ?? undefined;
  const reasons = o.reasonsKey ?? `${o.ns}:serverErrors`;
  const reason = given === null ? null : serverErrorReason(error);
  const known = reason ? lookup(t, `${reasons}.${reason}`, values) : null;
  if (known) return known;
  if (o.constraints && given !== null && error && typeof error === 'object') {
    const e = error as ErrorLike;
    const haystack = `${text(e.message)} ${text(e.details)}`;
    for (const [pattern, mapped] of o.constraints) {
      if (!pattern.test(haystack)) continue;
      const message = lookup(t, `${reasons}.${mapped}`, values);
      if (message) return message;
    }
  }
  const message = serverErrorText(error);
  if (message) return o.unknownKey ? (t(o.unknownKey, { message }) as string) : message;
  return t(o.fallbackKey) as string;
}

// Building blocks of the participant step schemas (spec 1 section 5). The
// schemas run through react-hook-form's zodResolver, which passes on only an
// issue's message: a message that needs values carries them after a '|'
// ('participants:errors.tooLong|{"max":80}'), and presentStepErrors reads them.

/** Marker message of a blank required field; the form words it (see GroupKey). */
export const REQUIRED = 'required';

/**
 * How a step words its blank required fields (spec 1 section 5):
 * 'list' -> 'Please fill in the {field} field' / '... following fields: a, b';
 * any other value is an i18n key said once ('Please fill in all required fields').
 */
export type GroupKey = 'list' | (string & {});

export type MessageValues = Record<string, string | number>;

type Ctx = { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void };

/** An issue message with the values its translation needs. */
export const issueMessage = (key: string, values?: MessageValues) =>
  values ? `${key}|${JSON.stringify(values)}` : key;

/** The i18n key and values of an issue message (see issueMessage). */
export function readIssueMessage(message: string): { key: string; values: MessageValues } {
  const at = message.indexOf('|');
  if (at < 0) return { key: message, values: {} };
  try {
    return { key: message.slice(0, at), values: JSON.parse(message.slice(at + 1)) as MessageValues };
  } catch {
    return { key: message, values: {} };
  }
}

const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

/** Adds a REQUIRED issue for each blank field, in order. */
export function requireFilled(
  ctx: Ctx,
  values: Record<string, unknown>,
  fields: readonly string[],
  group: GroupKey = 'list',
) {
  for (const field of fields) {
    if (blank(values[field]))
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: issueMessage(REQUIRED, group === 'list' ? undefined : { group }),
      });
  }
}

/** Adds a specific required message (e.g. 'Position is required') when blank. */
export function requireWith(ctx: Ctx, values: Record<string, unknown>, field: string, message: string) {
  if (blank(values[field])) ctx.addIssue({ code: 'custom', path: [field], message });
}

/** Adds `message` on `field` when it is filled and fails `ok`. */
export function checkFilled(
  ctx: Ctx,
  values: Record<string, unknown>,
  field: string,
  ok: (value: string) => boolean,
  message: string,
  params?: MessageValues,
) {
  const v = values[field];
  if (!blank(v) && !ok(String(v)))
    ctx.addIssue({ code: 'custom', path: [field], message: issueMessage(message, params) });
}

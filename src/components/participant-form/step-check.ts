import type { z } from 'zod';

/** Marker message of a blank required field; the form words it (see GroupKey). */
export const REQUIRED = 'required';

/**
 * How a step words its blank required fields (spec 1 section 5):
 * 'list' -> 'Please fill in the {field} field' / '... following fields: a, b';
 * any other value is an i18n key said once ('Please fill in all required fields').
 */
export type GroupKey = 'list' | (string & {});

export type StepIssue = { field: string; message: string; values?: Record<string, string | number> };
/** `order`: every failing field once, in the order the schema checks them (the page order). */
export type StepCheck = { missing: string[]; group: GroupKey; issues: StepIssue[]; order: string[] };

type Ctx = {
  addIssue: (issue: { code: 'custom'; path: string[]; message: string; params?: Record<string, unknown> }) => void;
};

const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

/** Adds a REQUIRED issue for each blank field, in order. */
export function requireFilled(ctx: Ctx, values: Record<string, unknown>, fields: string[], group: GroupKey = 'list') {
  for (const field of fields) {
    if (blank(values[field])) ctx.addIssue({ code: 'custom', path: [field], message: REQUIRED, params: { group } });
  }
}

/** Adds `message` on `field` when it is filled and fails `ok`. */
export function checkFilled(
  ctx: Ctx,
  values: Record<string, unknown>,
  field: string,
  ok: (value: string) => boolean,
  message: string,
  params?: Record<string, string | number>,
) {
  const v = values[field];
  if (!blank(v) && !ok(String(v))) ctx.addIssue({ code: 'custom', path: [field], message, params });
}

/** Runs a step schema and splits blank required fields from the other problems (first problem per field). */
export function checkStep(schema: z.ZodType, values: unknown): StepCheck {
  const result = schema.safeParse(values);
  const out: StepCheck = { missing: [], group: 'list', issues: [], order: [] };
  if (result.success) return out;
  const seen = new Set<string>();
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (seen.has(field)) continue;
    seen.add(field);
    out.order.push(field);
    const params = (issue as { params?: Record<string, unknown> }).params ?? {};
    if (issue.message === REQUIRED) {
      out.missing.push(field);
      if (typeof params.group === 'string') out.group = params.group;
    } else {
      out.issues.push({ field, message: issue.message, values: params as StepIssue['values'] });
    }
  }
  return out;
}

export const isClean = (c: StepCheck) => c.missing.length === 0 && c.issues.length === 0;

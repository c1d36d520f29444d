// Financial assistance codes on the registration screen (spec 2 section 5).
// Codes are never listed to users: the screen asks the database about one code
// (check_assistance_code) and applies these rules to the answer. The database
// takes each use under a row lock, so these rules are for clear messages only.

import { z } from 'zod';

/** What public.check_assistance_code() answers (a JSON object: parsed, never cast). */
export const codeCheckSchema = z.object({
  valid: z.boolean(),
  error: z.enum(['invalid', 'exhausted']).nullable(),
  code_id: z.string().optional(),
  code: z.string().optional(),
  price: z.number().optional(),
  max_uses: z.number().nullable().optional(),
  current_uses: z.number().optional(),
  /** A family's financial-aid code: the participants its request names (null: any participant). */
  participant_ids: z.array(z.string()).nullable().optional(),
});
export type CodeCheck = z.infer<typeof codeCheckSchema>;

/** The messages of spec 2 section 5, as keys ('exceedsMax' is the database refusing a use at submit time). */
export type CodeProblem =
  | { kind: 'invalid' }
  | { kind: 'exhausted' }
  | { kind: 'singleUse' }
  | { kind: 'usedByOther'; name: string }
  | { kind: 'exceedsMax' };

export const CODE_MAX_LENGTH = 20;

/** Upper case as typed, no spaces, at most 20 characters (codes are compared case-insensitively). */
export function normaliseCode(input: string): string {
  return input.toUpperCase().replace(/\s+/g, '').slice(0, CODE_MAX_LENGTH);
}

/** The same code applied to another participant of this registration. */
export type OtherUse = { participantId: string; name: string; codeId: string };

/**
 * Whether `check` may be applied to `participantId`, given the codes already applied to the other participants of
 * this registration (spec 2 section 5). A code serves one participant of a registration: on a second one, a
 * single-use code says so, any other names who holds it ('This code is already being used by {name}'), however many
 * uses it has left (issue 36: it used to say so only when the uses would run out). The exception is a family's
 * financial-aid code, made for the participants its request names (issue 33 point 7e): each of them may use it.
 */
export function codeProblem(check: CodeCheck, participantId: string, applied: OtherUse[]): CodeProblem | null {
  if (!check.code_id || check.error === 'invalid') return { kind: 'invalid' };
  if (check.error === 'exhausted' || !check.valid) return { kind: 'exhausted' };
  const others = applied.filter((a) => a.codeId === check.code_id && a.participantId !== participantId);
  if (others.length === 0) return null;
  const heldBy: CodeProblem = { kind: 'usedByOther', name: others[others.length - 1].name };
  const max = check.max_uses ?? null;
  const named = check.participant_ids;
  if (named && [participantId, ...others.map((o) => o.participantId)].every((id) => named.includes(id))) {
    return max !== null && (check.current_uses ?? 0) + others.length + 1 > max ? heldBy : null;
  }
  return max === 1 ? { kind: 'singleUse' } : heldBy;
}

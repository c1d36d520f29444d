// Program form rules that are not about tiers: assistance codes and dates
// (spec 2 sections 3, 5 and 9). Pure; save_program() enforces the same rules.

/** Spec 2 section 9: codes are at most 20 characters; generated ones are 8. */
export const CODE_MAX_LENGTH = 20;
export const GENERATED_CODE_LENGTH = 8;
/** Characters of a generated code: upper-case letters and digits. */
export const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** What the database accepts in a code (after upper-casing): letters, digits, '-' and '_'. */
export const CODE_PATTERN = /^[A-Z0-9_-]{1,20}$/;
/** Minimum of capacity and max uses (spec 2 section 9). */
export const CAPACITY_MIN = 1;
export const MAX_USES_MIN = 1;

/** Codes are stored upper case without surrounding spaces (compared case-insensitively). */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * A new random code of 8 characters from CODE_ALPHABET. `random` returns
 * numbers in [0, 1) (Math.random by default); codes already in `taken`
 * (case-insensitive) are never returned.
 */
export function generateAssistanceCode(taken: readonly string[] = [], random: () => number = Math.random): string {
  const used = new Set(taken.map(normaliseCode));
  for (let attempt = 0; attempt < 1000; attempt += 1) {
    let code = '';
    for (let i = 0; i < GENERATED_CODE_LENGTH; i += 1) {
      const r = Math.min(Math.max(random(), 0), 0.999999999);
      code += CODE_ALPHABET[Math.floor(r * CODE_ALPHABET.length)];
    }
    if (!used.has(code)) return code;
  }
  throw new Error('Could not generate a unique assistance code');
}

/** Indexes of codes whose text repeats an earlier one, compared case-insensitively (blank codes ignored). */
export function duplicateCodeIndexes(codes: readonly string[]): number[] {
  const seen = new Set<string>();
  const out: number[] = [];
  codes.forEach((c, i) => {
    const key = normaliseCode(c);
    if (!key) return;
    if (seen.has(key)) out.push(i);
    seen.add(key);
  });
  return out;
}

/** True when every non-blank code is unique case-insensitively ('Each assistance code must be unique'). */
export function codesAreUnique(codes: readonly string[]): boolean {
  return duplicateCodeIndexes(codes).length === 0;
}

/** 'End date must be after start date' fails only when end is before start (same day allowed, as the database). */
export function programDatesValid(startDate: string, endDate: string): boolean {
  if (!startDate || !endDate) return true;
  return endDate.slice(0, 10) >= startDate.slice(0, 10);
}

/** Empty optional text becomes null (spec 2 section 5). */
export function blankToNull(text: string | null | undefined): string | null {
  const t = (text ?? '').trim();
  return t === '' ? null : t;
}

/** An optional whole number field ('' = null); NaN when the text is not a whole number. */
export function optionalInteger(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const t = String(text).trim();
  if (t === '') return null;
  return /^-?\d+$/.test(t) ? Number(t) : Number.NaN;
}

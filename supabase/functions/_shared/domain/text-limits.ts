// Size and format limits of what people type (issue 17 point 8; decision 0008).
// The database holds the same limits as check constraints
// (20261125000600_limit_text_columns.sql); tests/db/text-limits.test.ts checks
// that each column's limit is the one named here, and the forms use these.

/** Maximum lengths, in characters. */
export const TEXT_LIMITS = {
  /** A person's first or last name, an emergency contact's name. */
  personName: 100,
  /** A program, price option, event or equipment item name. */
  name: 200,
  email: 254,
  phone: 30,
  /** Address, city, "other" details, locations. */
  shortText: 255,
  /** Allergies, medical conditions, notes: free text a family or staff member types. */
  freeText: 2000,
  /** One answer to a registration question. */
  answer: 2000,
  /** A cancellation or refund reason. */
  reason: 500,
  questionText: 1000,
  codeDescription: 500,
  /** Program and event descriptions. */
  description: 5000,
  customWaiver: 50000,
} as const;

/** Minimum digits of a phone number, and the most any real number has (E.164). */
export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 15;

/**
 * Characters a name may not hold: C0 and C1 controls, DEL, bidirectional marks,
 * embeddings, overrides and isolates (U+202E makes a name read backwards) and
 * the byte-order mark. The database refuses the same set.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this rule
export const NAME_FORBIDDEN = /[\u0001-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/;

/** A name with none of NAME_FORBIDDEN (blank counts as clean: "required" is another rule). */
export function isCleanName(value: string | null | undefined): boolean {
  return !value || !NAME_FORBIDDEN.test(value);
}

/** Digits, spaces and + ( ) - . only, 10 to 15 digits, at most 30 characters. */
export function isValidPhone(value: string | null | undefined): boolean {
  const v = (value ?? '').trim();
  if (!/^[0-9+(). -]+$/.test(v) || v.length > TEXT_LIMITS.phone) return false;
  const digits = v.replace(/[^0-9]/g, '').length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

/** Text on both sides of one @ and no spaces ('a@' and '@b' are refused). */
export function isEmailLike(value: string | null | undefined): boolean {
  return /^[^\s@]+@[^\s@]+$/.test((value ?? '').trim());
}

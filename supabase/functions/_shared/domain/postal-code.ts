// Canadian postal codes (spec 1 section 5): letter-digit-letter, an optional
// space, digit-letter-digit. Stored upper case without spaces (spec 1 s. 3);
// the database checks the stored form (participants_postal_code_check).

/** The pattern the forms accept (either case, one optional space). */
export const POSTAL_CODE_PATTERN = /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/;

/** True for 'K1A 0A6', 'k1a0a6'; false for 'K1A  0A6', '12345', ''. Surrounding spaces are ignored. */
export function isValidPostalCode(value: string): boolean {
  return POSTAL_CODE_PATTERN.test(value.trim());
}

/** The stored form: upper case, no spaces ('k1a 0a6' -> 'K1A0A6'); empty becomes null. */
export function normalisePostalCode(value: string | null | undefined): string | null {
  const out = (value ?? '').replace(/\s+/g, '').toUpperCase();
  return out === '' ? null : out;
}

/** Display form 'K1A 0A6' of a stored code (anything else is returned as is). */
export function formatPostalCode(value: string | null | undefined): string {
  const v = (value ?? '').replace(/\s+/g, '').toUpperCase();
  return /^[A-Z]\d[A-Z]\d[A-Z]\d$/.test(v) ? `${v.slice(0, 3)} ${v.slice(3)}` : (value ?? '');
}

// Admin registrations screen rules (spec 2 sections 4, 5 and 9): free-text
// search, bulk action -> status, the CSV file name and the primary emergency
// contact with its '+N more' count. Pure and dependency-free (Deno imports it too).

import { personName } from './person-name.ts';

export type SearchablePerson = {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  city?: string | null;
  province?: string | null;
};

export type SearchableRegistration = {
  /** The participant or the volunteer. */
  person: SearchablePerson | null;
  program_name: string | null;
  /** The program's French name (issue 22): searched too; null or absent when missing. */
  program_name_fr?: string | null;
  /** The guardian's account, when there is one. */
  guardian: { first_name: string | null; last_name: string | null; email: string | null } | null;
  /** The name typed on the registration (parent_guardian_name). */
  guardian_name: string | null;
};

/**
 * The lower-cased text searched for one registration: first name, last name,
 * email, program name (English and French), guardian name or email, city, province (and the full
 * names). Build it once per row (e.g. when the list loads), not per keystroke.
 */
export function registrationSearchText(r: SearchableRegistration): string {
  const p = r.person;
  const g = r.guardian;
  const fields = [
    p?.first_name,
    p?.last_name,
    p?.email,
    r.program_name,
    r.program_name_fr,
    g?.first_name,
    g?.last_name,
    g ? personName(g.first_name, g.last_name) : null,
    g?.email,
    r.guardian_name,
    p?.city,
    p?.province,
    p ? personName(p.first_name, p.last_name) : null,
  ];
  // A separator no typed search contains, so a match never spans two fields.
  return fields.map((f) => (f ?? '').toLocaleLowerCase()).join('\u0000');
}

/** Case-insensitive match on the fields above; rows may carry their precomputed `search_text`. */
export function matchesRegistration(r: SearchableRegistration & { search_text?: string }, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return (r.search_text ?? registrationSearchText(r)).includes(needle);
}

/** The rows that contain the search text (blank keeps all), in their order. */
export function searchRegistrations<T extends SearchableRegistration & { search_text?: string }>(
  rows: readonly T[],
  search: string,
): T[] {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return [...rows];
  return rows.filter((r) => (r.search_text ?? registrationSearchText(r)).includes(needle));
}

export type BulkAction = 'approve' | 'reject' | (string & {});

/** Bulk buttons set approved or rejected; any other action maps to cancelled (spec 2 section 4). */
export function bulkActionStatus(action: BulkAction): 'approved' | 'rejected' | 'cancelled' {
  if (action === 'approve') return 'approved';
  if (action === 'reject') return 'rejected';
  return 'cancelled';
}

/** 'Winter League 2026' -> 'winter-league-2026' (accents dropped, safe in a file name). */
export function fileSlug(text: string): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'program';
}

/** registrations-{program or all}-{date}.csv (spec 2 section 9); `today` is 'YYYY-MM-DD'. */
export function registrationsCsvFilename(programName: string | null | undefined, today: string): string {
  const scope = programName ? fileSlug(programName) : 'all';
  return `registrations-${scope}-${today.slice(0, 10)}.csv`;
}

export type ContactLike = { is_primary: boolean };

/** The primary contact (else the first) and how many others there are ('+N more'). */
export function primaryContact<C extends ContactLike>(
  contacts: readonly C[] | null | undefined,
): { primary: C | null; more: number } {
  const list = contacts ?? [];
  if (list.length === 0) return { primary: null, more: 0 };
  const primary = list.find((c) => c.is_primary) ?? list[0];
  return { primary, more: list.length - 1 };
}

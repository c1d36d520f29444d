// Admin users search and filter (spec 2 sections 2 and 5): case-insensitive
// substring match on first name, last name, email, city and province (its code,
// or its name in either language: the caller's provinceTerms, issue 21 point 8);
// the Participants filter keeps users with a participant profile, Admins role admin.
// Since issue 23 the admin screen searches in the database (admin_users_page over
// private.user_search, migration 20261126200000), which covers the same fields and
// also folds accents; searchUsers stays as the reference of that coverage.

export type UserFilter = 'all' | 'participants' | 'admins';
export const USER_FILTERS: readonly UserFilter[] = ['all', 'participants', 'admins'];

export type SearchableUser = {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  role: string;
  /** The user's own participant profiles (city and province come from them). */
  participants: ReadonlyArray<{ city: string | null; province: string | null }>;
};

/** What a province code matches, in lower case (e.g. 'QC' -> ['qc', 'quebec', 'québec']). */
export type ProvinceTerms = (code: string) => readonly string[];

const codeOnly: ProvinceTerms = (code) => [code.toLocaleLowerCase()];

function matches(user: SearchableUser, needle: string, provinceTerms: ProvinceTerms): boolean {
  const fields = [user.first_name, user.last_name, user.email, ...user.participants.map((p) => p.city)];
  if (fields.some((f) => (f ?? '').toLocaleLowerCase().includes(needle))) return true;
  return user.participants.some((p) => !!p.province && provinceTerms(p.province).some((t) => t.includes(needle)));
}

/** The users that pass the filter and contain the search text (blank search keeps all). */
export function searchUsers<T extends SearchableUser>(
  users: readonly T[],
  filter: UserFilter,
  search: string,
  provinceTerms: ProvinceTerms = codeOnly,
): T[] {
  const needle = search.trim().toLocaleLowerCase();
  return users.filter((u) => {
    if (filter === 'participants' && u.participants.length === 0) return false;
    if (filter === 'admins' && u.role !== 'admin') return false;
    return needle === '' || matches(u, needle, provinceTerms);
  });
}

/** A payment-customer id shortened for the table: 'cus_Abc123…' (first 10 characters). */
export function truncateId(id: string | null | undefined, keep = 10): string {
  if (!id) return '';
  return id.length > keep ? `${id.slice(0, keep)}…` : id;
}

/** Up to two initials for an avatar, from the names or else the e-mail. */
export function initialsOf(first: string | null, last: string | null, email: string | null): string {
  const letters = [first, last].map((n) => (n ?? '').trim().charAt(0)).join('');
  return (letters || (email ?? '?').charAt(0)).toLocaleUpperCase();
}

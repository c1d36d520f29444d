// User locations for the admin map (spec 2 sections 2 and 9): a fixed
// approximation by the postal code's first letter, one city point per letter.
// Letters without a point (not used by Canada Post) give no location.

export type LatLng = { lat: number; lng: number };
export type PostalPoint = LatLng & { area: string };

/** Map defaults (spec 2 section 9). */
export const MAP_CENTER: LatLng = { lat: 56.1304, lng: -106.3468 };
export const MAP_ZOOM = 4;
export const MAP_HEIGHT_PX = 500;

/** One city point per first letter of a Canadian postal code. */
export const POSTAL_LETTER_POINTS: Readonly<Record<string, PostalPoint>> = {
  A: { lat: 47.5615, lng: -52.7126, area: "St. John's" },
  B: { lat: 44.6488, lng: -63.5752, area: 'Halifax' },
  C: { lat: 46.2382, lng: -63.1311, area: 'Charlottetown' },
  E: { lat: 45.9636, lng: -66.6431, area: 'Fredericton' },
  G: { lat: 46.8139, lng: -71.208, area: 'Québec' },
  H: { lat: 45.5017, lng: -73.5673, area: 'Montréal' },
  J: { lat: 45.4042, lng: -71.8929, area: 'Sherbrooke' },
  K: { lat: 45.4215, lng: -75.6972, area: 'Ottawa' },
  L: { lat: 43.6532, lng: -79.3832, area: 'Toronto' },
  M: { lat: 43.6532, lng: -79.3832, area: 'Toronto' },
  N: { lat: 42.9849, lng: -81.2453, area: 'London' },
  P: { lat: 46.4917, lng: -80.993, area: 'Sudbury' },
  R: { lat: 49.8951, lng: -97.1384, area: 'Winnipeg' },
  S: { lat: 50.4452, lng: -104.6189, area: 'Regina' },
  T: { lat: 51.0447, lng: -114.0719, area: 'Calgary' },
  V: { lat: 49.2827, lng: -123.1207, area: 'Vancouver' },
  X: { lat: 60.7212, lng: -135.0568, area: 'Whitehorse' },
  Y: { lat: 60.7212, lng: -135.0568, area: 'Whitehorse' },
};

/** The point for a postal code (any case, spaces allowed), or null when its first letter has none. */
export function pointForPostalCode(postalCode: string | null | undefined): PostalPoint | null {
  const letter = (postalCode ?? '').trim().charAt(0).toUpperCase();
  return POSTAL_LETTER_POINTS[letter] ?? null;
}

/** 'A1A 1A1' display form of a stored postal code ('A1A1A1'); other text is returned trimmed. */
export function formatPostalCode(postalCode: string): string {
  const compact = postalCode.replace(/\s+/g, '').toUpperCase();
  return /^[A-Z][0-9][A-Z][0-9][A-Z][0-9]$/.test(compact)
    ? `${compact.slice(0, 3)} ${compact.slice(3)}`
    : postalCode.trim();
}

/** '43.6532, -79.3832' (4 decimals). */
export function formatCoordinates({ lat, lng }: LatLng): string {
  return `${lat.toFixed(4)}, ${lng.toFixed(4)}`;
}

export type ProvinceCount = { province: string; count: number; percent: number };

/**
 * People per province, most first (ties by province code), with each
 * province's share of the total as a whole-number percentage. Blank provinces
 * are left out.
 */
export function countByProvince(provinces: ReadonlyArray<string | null | undefined>): ProvinceCount[] {
  const counts = new Map<string, number>();
  for (const p of provinces) {
    if (!p) continue;
    counts.set(p, (counts.get(p) ?? 0) + 1);
  }
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  return [...counts.entries()]
    .map(([province, count]) => ({ province, count, percent: Math.round((count / total) * 100) }))
    .sort((a, b) => b.count - a.count || a.province.localeCompare(b.province));
}

/** Mapped share of the people with a postal code, as a whole-number percentage (0 when there are none). */
export function coverageRate(mapped: number, withPostalCode: number): number {
  return withPostalCode > 0 ? Math.round((mapped / withPostalCode) * 100) : 0;
}

// Price tier rules of the program form (spec 2 sections 4, 5 and 9). Pure and
// dependency-free: the app uses them while editing, save_program() applies the
// same default rule in the database.

/** What the default-tier rules need from a tier. */
export type DefaultFlag = { is_default: boolean };

/** Spec 2 section 9: the first tier of a new program. */
export const NEW_PROGRAM_TIER = { name: 'Regular Registration', description: 'Standard registration price' } as const;

/** Minimum of max_spots (spec 2 section 9); blank means unlimited. */
export const MAX_SPOTS_MIN = 1;

/** Selecting a tier as default clears the others; unselecting it leaves none (the form then asks for one). */
export function setDefaultTier<T extends DefaultFlag>(tiers: readonly T[], index: number, on = true): T[] {
  return tiers.map((t, i) => ({ ...t, is_default: i === index ? on : on ? false : t.is_default }));
}

/**
 * Removes a tier. The last tier is never removed (returns null: 'You must have
 * at least one price tier'); removing the default makes the first remaining tier the default.
 */
export function removeTier<T extends DefaultFlag>(tiers: readonly T[], index: number): T[] | null {
  if (tiers.length <= 1 || index < 0 || index >= tiers.length) return null;
  const removedDefault = tiers[index].is_default;
  const rest = tiers.filter((_, i) => i !== index);
  return removedDefault ? rest.map((t, i) => ({ ...t, is_default: i === 0 })) : rest;
}

/** Moves an item up (-1) or down (+1); out-of-range moves return the list unchanged. */
export function moveItem<T>(items: readonly T[], index: number, direction: -1 | 1): T[] {
  const target = index + direction;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const out = [...items];
  [out[index], out[target]] = [out[target], out[index]];
  return out;
}

/** On save: if none is default the first becomes default; if several are, only the first stays. */
export function normaliseDefaultTier<T extends DefaultFlag>(tiers: readonly T[]): T[] {
  const first = tiers.findIndex((t) => t.is_default);
  const keep = first === -1 ? 0 : first;
  return tiers.map((t, i) => ({ ...t, is_default: i === keep }));
}

/** Index of the default tier to preselect: the default, otherwise the first (spec 2 section 9); -1 when empty. */
export function preselectedTierIndex(tiers: readonly DefaultFlag[]): number {
  if (!tiers.length) return -1;
  const i = tiers.findIndex((t) => t.is_default);
  return i === -1 ? 0 : i;
}

/**
 * 'Available until date must be after available from date': false only when
 * both dates are given (ISO 'YYYY-MM-DD') and until is before from. The same
 * day is allowed, as the database's check (available_until >= available_from).
 */
export function tierWindowValid(
  availableFrom: string | null | undefined,
  availableUntil: string | null | undefined,
): boolean {
  if (!availableFrom || !availableUntil) return true;
  return availableUntil.slice(0, 10) >= availableFrom.slice(0, 10);
}

/** Whether a tier can be chosen on `today` (ISO date): inside its optional window. */
export function tierAvailableOn(
  tier: { available_from?: string | null; available_until?: string | null },
  today: string,
): boolean {
  if (tier.available_from && tier.available_from.slice(0, 10) > today) return false;
  if (tier.available_until && tier.available_until.slice(0, 10) < today) return false;
  return true;
}

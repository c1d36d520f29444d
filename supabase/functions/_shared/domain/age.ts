import { addYears, daysBetween, type IsoDate } from './dates.ts';

/** Age in whole years on `today` of someone born on `dateOfBirth` (birthday counts on the day). */
export function ageOn(dateOfBirth: IsoDate, today: IsoDate): number {
  const [by, bm, bd] = dateOfBirth.slice(0, 10).split('-').map(Number);
  const [ty, tm, td] = today.slice(0, 10).split('-').map(Number);
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return age;
}

/** ARCHITECTURE section 9: "birth date at most five years before today" means at least `years` old. */
export function isAtLeastYearsOld(dateOfBirth: IsoDate, years: number, today: IsoDate): boolean {
  return daysBetween(dateOfBirth, addYears(today, -years)) >= 0;
}

/** Minimum age for anyone entered in the product (spec 1 section 9). */
export const MIN_PARTICIPANT_AGE = 5;
/** Adult confirmation age for a player's own account (spec 1 section 9). */
export const ADULT_AGE = 18;

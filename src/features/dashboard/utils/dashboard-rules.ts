import { daysBetween, relativeDay, urgency, type RelativeDay, type Urgency } from '@domain/dates';

/** Greeting name: first name, else the e-mail's local part, else null (the screen says 'Player'). */
export function greetingName(firstName: string | null | undefined, email: string | null | undefined): string | null {
  if (firstName?.trim()) return firstName.trim();
  const local = email?.split('@')[0]?.trim();
  return local ? local : null;
}

/** Label of a registration in Recent Activity (spec 1 section 2). */
export function activityLabel(status: string): 'awaiting' | 'confirmed' | 'declined' | null {
  if (status === 'pending') return 'awaiting';
  if (status === 'approved') return 'confirmed';
  if (status === 'rejected') return 'declined';
  return null;
}

/** 'Program starts in N days' for approved registrations of programs starting after today. */
export function startsInDays(status: string, startDate: string, today: string): number | null {
  const days = daysBetween(today, startDate);
  return status === 'approved' && days > 0 ? days : null;
}

/** Relative start and urgency of an upcoming event (thresholds 1, 3, 7 days). */
export function eventTiming(startDate: string, today: string): { when: RelativeDay; urgency: Urgency; days: number } {
  const days = daysBetween(today, startDate);
  return { when: relativeDay(startDate, today), urgency: urgency(days), days };
}

/** The first 3 of the fetched events are shown; the rest is '+N more events' (of the total). */
export const UPCOMING_SHOWN = 3;
export function moreEvents(total: number): number {
  return Math.max(total - UPCOMING_SHOWN, 0);
}

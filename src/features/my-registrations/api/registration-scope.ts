import type { MyRegistration } from './my-registrations';
import { personName as joinName } from '@domain/person-name';

/**
 * Who sees what on /registrations (spec 2 section 6): admins every row the
 * query returns; everyone else their own (made by them, for a participant they
 * own or guard by parent_guardian_id, or their volunteer profile). Rows RLS
 * shows a coordinator for their programs belong on /coordinator, not here.
 */
export function visibleRegistrations(rows: MyRegistration[], userId: string, isAdmin: boolean): MyRegistration[] {
  if (isAdmin) return rows;
  return rows.filter(
    (r) =>
      r.user_id === userId ||
      r.participant?.user_id === userId ||
      r.participant?.parent_guardian_id === userId ||
      r.volunteer?.user_id === userId,
  );
}

export const STATUS_TABS = ['all', 'pending', 'approved', 'cancelled', 'refunded'] as const;
export type StatusTab = (typeof STATUS_TABS)[number];

/** The rows of a tab; 'all' keeps every status (rejected and draft appear only there). */
export function rowsOfTab(rows: MyRegistration[], tab: StatusTab): MyRegistration[] {
  return tab === 'all' ? rows : rows.filter((r) => r.status === tab);
}

/** Counts shown on the tabs. */
export function tabCounts(rows: MyRegistration[]): Record<StatusTab, number> {
  const counts: Record<StatusTab, number> = { all: 0, pending: 0, approved: 0, cancelled: 0, refunded: 0 };
  for (const tab of STATUS_TABS) counts[tab] = rowsOfTab(rows, tab).length;
  return counts;
}

/** Name of the person registered: the participant, else the volunteer. */
export function personName(r: MyRegistration): string {
  const p = r.participant ?? r.volunteer;
  return joinName(p?.first_name, p?.last_name) || (r.removed_participant_name ?? '');
}

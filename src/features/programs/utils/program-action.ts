import { hasEnded } from '@domain/dates';

export type ProgramAction = 'register' | 'ended' | 'closed' | 'login' | 'full';

/**
 * Spec 1 /programs: Register Now when active and not ended, else Program Ended /
 * Registration Closed; Login to Register when signed out, never for an ended program
 * (issue 39: a past program offered 'Login to Register' to visitors). A full program
 * (issue 21 point 7) says Full to every visitor instead, except volunteers,
 * who register as helpers, not for a place.
 */
export function programAction(
  program: { is_active: boolean; end_date: string; is_full?: boolean | null },
  signedIn: boolean,
  today: string,
  isVolunteer = false,
): ProgramAction {
  if (hasEnded(program.end_date, today)) return 'ended';
  if (program.is_active && program.is_full && !isVolunteer) return 'full';
  if (!signedIn) return 'login';
  return program.is_active ? 'register' : 'closed';
}

import { hasEnded } from '@domain/dates';

export type ProgramAction = 'register' | 'ended' | 'closed' | 'login' | 'full';

/**
 * Spec 1 /programs: Register Now when active and not ended, else Program Ended /
 * Registration Closed; Login to Register when signed out. A full program
 * (issue 21 point 7) says Full to every visitor instead, except volunteers,
 * who register as helpers, not for a place.
 */
export function programAction(
  program: { is_active: boolean; end_date: string; is_full?: boolean | null },
  signedIn: boolean,
  today: string,
  isVolunteer = false,
): ProgramAction {
  const open = program.is_active && !hasEnded(program.end_date, today);
  if (open && program.is_full && !isVolunteer) return 'full';
  if (!signedIn) return 'login';
  if (hasEnded(program.end_date, today)) return 'ended';
  return program.is_active ? 'register' : 'closed';
}

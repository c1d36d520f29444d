import { hasEnded } from '@domain/dates';

export type ProgramAction = 'register' | 'ended' | 'closed' | 'login';

/** Spec 1 /programs: Register Now when active and not ended, else Program Ended / Registration Closed; Login to Register when signed out. */
export function programAction(
  program: { is_active: boolean; end_date: string },
  signedIn: boolean,
  today: string,
): ProgramAction {
  if (!signedIn) return 'login';
  if (hasEnded(program.end_date, today)) return 'ended';
  return program.is_active ? 'register' : 'closed';
}

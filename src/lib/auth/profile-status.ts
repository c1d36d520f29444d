import type { UserProfile } from './profile';

const filled = (v: string | null | undefined) => typeof v === 'string' && v.trim() !== '';

/**
 * Profile completion (spec 1 section 4): participant and volunteer need first
 * name, last name and phone plus their role record; other roles are complete.
 */
export function isProfileComplete(
  profile: Pick<UserProfile, 'role' | 'first_name' | 'last_name' | 'phone'>,
  hasRoleRecord: boolean,
): boolean {
  if (profile.role !== 'participant' && profile.role !== 'volunteer') return true;
  return filled(profile.first_name) && filled(profile.last_name) && filled(profile.phone) && hasRoleRecord;
}

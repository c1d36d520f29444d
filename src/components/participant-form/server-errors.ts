import { FIRST_BLIND_HOCKEY_YEAR_MIN } from '@domain/participant-rules';
import type { ServerErrorOptions } from '@/lib/server-errors';

// How the participant forms word the database's refusals (spec 1 section 8),
// through the one mapper (lib/server-errors): hints and the delete
// procedure's codes are keys `participants:serverErrors.<reason>`; check
// constraints of the profile migrations are matched by name below; anything
// else shows the server's own message, or the screen's fallback.
const CONSTRAINTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/emergency_contacts_phone_length/, 'emergency_phone_too_short'],
  [/phone_length/, 'phone_too_short'],
  [/emergency_contacts_email_format/, 'emergency_email_invalid'],
  [/participants_email_format|volunteer_profiles_email_format/, 'email_invalid'],
  [/emergency_contacts_phone_format/, 'emergency_phone_invalid'],
  [/phone_format/, 'phone_invalid'],
  [/_names?_clean/, 'name_characters'],
  [/_max\b/, 'too_long'],
  [/postal_code/, 'postal_code_invalid'],
  // The delete procedure's texts when a caller has only its message (its answer also carries a code).
  [/^Participant not found\b/, 'not_found'],
  [/^You do not have permission to delete this participant\b/, 'not_owner'],
];

/** The mapper's options for a participant form; `fallbackKey` is the screen's own words for a silent failure. */
export function participantServerErrors(
  fallbackKey: string,
  more: Omit<ServerErrorOptions, 'ns' | 'fallbackKey' | 'constraints'> = {},
): ServerErrorOptions {
  return {
    ns: 'participants',
    fallbackKey,
    constraints: CONSTRAINTS,
    ...more,
    values: { min: FIRST_BLIND_HOCKEY_YEAR_MIN, max: new Date().getFullYear(), ...more.values },
  };
}

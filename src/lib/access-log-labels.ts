import type { TFunction } from 'i18next';

/** The `what` values the database writes (data_access_log.what): each has a label in accessLog.json. */
export const KNOWN_WHAT = [
  'medical_and_emergency',
  'emergency_contacts',
  'visual_condition',
  'medical',
  'sensitive_answers',
  'concussion_status',
  'concussion_removal',
  'concussion_clearance',
  'account',
] as const;

/** The `reason` values (the screen or function that read or wrote): each has a label in accessLog.json. */
export const KNOWN_REASONS = [
  'coordinator_roster',
  'admin_registrations_page',
  'admin_users_page',
  'admin_users_export',
  'save_emergency_contacts',
  'admin_registrations_export',
  'admin_registrations_selected',
  'concussion_status',
  'record_suspected_concussion',
  'record_medical_clearance',
  'admin_concussion_report',
  'admin_concussion_removals',
  'account_deletion',
  'participant_record',
  'volunteer_profile',
  'registration_responses',
  'admin_registration_answers',
] as const;

/** The account roles of common.json's `roles`. */
const KNOWN_ROLES = ['participant', 'parent_guardian', 'coach', 'volunteer', 'admin'] as const;

const known = (list: readonly string[], value: string | null | undefined): value is string =>
  value !== null && value !== undefined && list.includes(value);

/** A known `what` in the reader's language; anything else as the database wrote it. */
export function whatLabel(t: TFunction, what: string): string {
  return known(KNOWN_WHAT, what) ? t(`accessLog:what.${what}`) : what;
}

/** A known `reason` in the reader's language; anything else as the database wrote it. */
export function reasonLabel(t: TFunction, reason: string): string {
  return known(KNOWN_REASONS, reason) ? t(`accessLog:reason.${reason}`) : reason;
}

/** 'Viewed' / 'Changed'. */
export function actionLabel(t: TFunction, action: 'read' | 'write'): string {
  return t(`accessLog:actions.${action}`);
}

/** The actor's account role in the reader's language; blank when unknown (an account since removed). */
export function roleLabel(t: TFunction, role: string | null): string {
  if (!role) return '';
  return known(KNOWN_ROLES, role) ? t(`common:roles.${role}`) : role;
}

/** An export's filters (data_access_log.scope) as 'key: value; key: value'; blank without any. */
export function scopeText(scope: unknown): string {
  if (scope === null || scope === undefined) return '';
  if (typeof scope !== 'object' || Array.isArray(scope)) return JSON.stringify(scope);
  return Object.entries(scope)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]: [string, unknown]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join('; ');
}

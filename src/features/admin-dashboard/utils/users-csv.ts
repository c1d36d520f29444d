import { ageOn } from '@domain/age';
import { orgToday } from '@domain/dates';
import { formatPostalCode } from '@domain/postal-locations';
import { toCsv } from '@/lib/csv';
import type { AdminUser } from '../api/users';

/**
 * Spec 2 section 9: users CSV columns, the spec's in the spec's order, then ours: the province's name (issue 21
 * point 8) after them, so a spreadsheet built on the spec's column positions reads the right column (issue 36).
 */
export const USERS_CSV_COLUMNS = [
  'First Name',
  'Last Name',
  'Email',
  'Phone',
  'Role',
  'Status',
  'Stripe Customer ID',
  'Has Participant Profile',
  'City',
  'Province',
  'Postal Code',
  'Age',
  'Visual Classification',
  'Visual Condition',
  'Skating Experience',
  'Created Date',
  'Province Name',
];

export type CsvLabels = {
  role: (code: string) => string;
  status: (active: boolean) => string;
  yesNo: (value: boolean) => string;
  visualCondition: (code: string) => string;
  skating: (code: string) => string;
  /** A province code read in full (src/lib/provinces.ts provinceName). */
  province: (code: string) => string;
};

/** 'users-2026-11-22.csv' (spec: file named by date). */
export function usersCsvName(today: string): string {
  return `users-${today}.csv`;
}

/** A label function that translates each code once (they repeat on every row: ~8 us per i18next call). */
function once<T extends string | boolean>(label: (value: T) => string): (value: T) => string {
  const seen = new Map<T, string>();
  return (value) => {
    let text = seen.get(value);
    if (text === undefined) seen.set(value, (text = label(value)));
    return text;
  };
}

/** One row per user; participant details come from the account's first own participant profile. */
export function usersCsv(users: AdminUser[], today: string, allLabels: CsvLabels): string {
  return toCsv(USERS_CSV_COLUMNS, usersCsvRows(users, today, allLabels));
}

function usersCsvRows(users: AdminUser[], today: string, allLabels: CsvLabels): unknown[][] {
  const labels: CsvLabels = {
    role: once(allLabels.role),
    status: once(allLabels.status),
    yesNo: once(allLabels.yesNo),
    visualCondition: once(allLabels.visualCondition),
    skating: once(allLabels.skating),
    province: once(allLabels.province),
  };
  const rows = users.map((u) => {
    const p = u.participants[0];
    return [
      u.first_name,
      u.last_name,
      u.email,
      u.phone,
      labels.role(u.role),
      labels.status(u.is_active),
      u.stripe_customer_id,
      labels.yesNo(u.participants.length > 0),
      p?.city,
      p?.province,
      p?.postal_code ? formatPostalCode(p.postal_code) : '',
      p?.date_of_birth ? ageOn(p.date_of_birth, today) : '',
      p?.visual_classification,
      p?.visual_condition ? labels.visualCondition(p.visual_condition) : '',
      p?.skating_experience ? labels.skating(p.skating_experience) : '',
      orgToday(new Date(u.created_at)),
      p?.province ? labels.province(p.province) : '',
    ];
  });
  return rows;
}

import type { TFunction } from 'i18next';
import type { Lang } from '@domain/money';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '@/lib/format';

/**
 * The words for the codes the database stores (issue 36: the readable copy showed 'parent_guardian', 'pending',
 * 'fr'): a field's labels, by field name, or by section and field where the same name means different things.
 * Each points at the labels the app's own screens use, so the copy says what the screens say.
 */
const CODE_LABELS: Record<string, string> = {
  role: 'common:roles',
  preferred_language: 'legal:languages',
  language: 'legal:languages',
  consent_language: 'legal:languages',
  gender_identity: 'participants:genders',
  visual_classification: 'participants:classifications',
  visual_condition: 'participants:conditions',
  skating_experience: 'participants:skating',
  position: 'participants:positions',
  relationship: 'participants:relationships',
  'registrations.status': 'myRegistrations:status',
  'waitlist_entries.status': 'adminWaitlist:statuses',
  'financial_aid_requests.status': 'financialAid:status',
  'emails.status': 'adminDashboard:emails.statuses',
};

/** The namespaces those labels come from: loaded before the copy is built (the screen may not have them yet). */
export const READABLE_NAMESPACES = [...new Set(Object.values(CODE_LABELS).map((k) => k.split(':')[0]))];

/** A stored code in words, or null when the field holds no code (or one with no label: then shown as stored). */
function codeLabel(section: string | undefined, key: string, value: string, t: TFunction): string | null {
  const labels = (section && CODE_LABELS[`${section}.${key}`]) || CODE_LABELS[key];
  if (!labels) return null;
  const text = t(`${labels}.${value}`, { defaultValue: '' });
  return typeof text === 'string' && text ? text : null;
}

/** Money columns hold integer cents: amount_paid, refund_amount, amount, price, can_pay_cents... */
const isMoney = (key: string) => /(^|_)(amount|price)(_|$)|_cents$/.test(key);

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A value as a person reads it: dates and times in Toronto, money, yes/no, stored codes in words, 'Not provided'
 * for nothing. `section` is the export's section the record belongs to (registrations, waitlist_entries...).
 */
export function formatValue(key: string, value: unknown, t: TFunction, lang: Lang, section?: string): string {
  if (value === null || value === undefined || value === '') return t('myData:readable.notProvided');
  if (typeof value === 'boolean') return t(value ? 'myData:readable.yes' : 'myData:readable.no');
  if (typeof value === 'number') {
    if (isMoney(key) && Number.isInteger(value)) return formatMoney(value, lang);
    return formatNumber(value, lang);
  }
  if (typeof value === 'string') {
    if (TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value))) return formatDateTime(value, lang);
    if (DATE.test(value)) return formatDate(value, lang);
    return codeLabel(section, key, value, t) ?? value;
  }
  return JSON.stringify(value);
}

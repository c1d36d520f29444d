import type { TFunction } from 'i18next';
import { centsToDollars } from '@domain/money';
import { ageOn } from '@domain/age';
import { isReasonCode } from '@domain/cancellation';
import { toCsv } from '@/lib/csv';
import { contentLanguage, localizedText } from '@/lib/localized';
import { provinceName } from '@/lib/provinces';
import type { RowView } from './row-view';

/**
 * Spec 2 section 9's columns in its order, then the waiver and media consent columns (issue 10), then ours after
 * them all, so a spreadsheet built on the spec's column positions reads the right column (issue 36): the refund
 * columns (issue 20), the province's name (issue 21 point 8) and the program's name in the other language, empty
 * when missing (issue 22; 'Program' is in the reader's language, the English when the French is missing).
 */
export const CSV_COLUMNS = [
  'type',
  'name',
  'email',
  'dateOfBirth',
  'age',
  'position',
  'visualClassification',
  'visualCondition',
  'address',
  'city',
  'province',
  'needsEquipment',
  'program',
  'priceTier',
  'expectedAmount',
  'amountPaid',
  'paymentStatus',
  'dateRegistered',
  'status',
  'guardianName',
  'guardianEmail',
  'guardianPhone',
  'contactName',
  'contactRelationship',
  'contactPhone',
  'contactEmail',
  'allergies',
  'medicalConditions',
  'waiverAgreed',
  'waiverAgreedAt',
  'mediaConsentAgreed',
  'mediaConsentAgreedAt',
  // Issue 20 point 4: what the family asked back, what was refunded, and why.
  'refundRequested',
  'amountRefunded',
  'refundReason',
  'provinceName',
  'programOtherLanguage',
] as const;

const code = (t: TFunction, ns: string, value: string | null | undefined) => (value ? t(`${ns}.${value}`) : '');
/** A cancellation reason: a code in the reader's language, or the family's own words. */
const refundReason = (t: TFunction, reason: string | null | undefined) =>
  !reason ? '' : isReasonCode(reason) ? t(`myRegistrations:reasons.${reason}`) : reason;

/** The language of a `t` (i18next's getFixedT and react-i18next's useTranslation set `lng`). */
const languageOf = (t: TFunction) => (t as unknown as { lng?: unknown }).lng;

/**
 * One CSV row per registration; labels and program and tier names in the current
 * language (`lang`, by default the language of `t`), amounts in dollars.
 */
export function registrationsCsv(rows: RowView[], tRaw: TFunction, today: string, lang?: string): string {
  const ui = contentLanguage(lang ?? String(languageOf(tRaw) ?? ''));
  // Labels repeat on every row: translate each key once (bench: about twice as fast on 30,000 rows).
  const cache = new Map<string, string>();
  const t = ((key: string, options?: { defaultValue?: string }) => {
    const id = options ? `${key}\u0000${options.defaultValue}` : key;
    let value = cache.get(id);
    if (value === undefined) {
      value = String(options ? tRaw(key, options) : tRaw(key));
      cache.set(id, value);
    }
    return value;
  }) as TFunction;
  const yesNo = (v: boolean) => t(v ? 'common:yes' : 'common:no');
  const body = rows.map((row) => {
    const { reg } = row;
    const p = reg.participant;
    const person = reg.participant ?? reg.volunteer;
    const c = row.contact;
    const condition =
      p?.visual_condition === 'other' && p.visual_condition_other
        ? p.visual_condition_other
        : code(t, 'participants:conditions', p?.visual_condition);
    return [
      t(`adminRegistrations:types.${row.type}`),
      row.name,
      person?.email ?? '',
      person?.date_of_birth ?? '',
      person?.date_of_birth ? ageOn(person.date_of_birth, today) : '',
      code(t, 'participants:positions', p?.position),
      code(t, 'participants:classifications', p?.visual_classification),
      condition,
      person?.address ?? '',
      person?.city ?? '',
      p?.province ?? '',
      p ? yesNo(p.needs_equipment) : '',
      reg.program ? localizedText(reg.program.name_fr, reg.program.name, ui) : '',
      reg.price_tier
        ? localizedText(reg.price_tier.name_fr, reg.price_tier.name, ui)
        : t('adminRegistrations:standard'),
      centsToDollars(row.expectedCents),
      centsToDollars(reg.amount_paid),
      t(`adminRegistrations:payment.${row.payment}`),
      reg.registration_date.slice(0, 10),
      t(`adminRegistrations:statuses.${reg.status}`, { defaultValue: reg.status }),
      row.guardianLabel,
      row.guardianEmail,
      row.guardianPhone,
      c?.name ?? '',
      c
        ? c.relationship === 'other' && c.relationship_other
          ? c.relationship_other
          : t(`participants:relationships.${c.relationship}`)
        : '',
      c?.phone ?? '',
      c?.email ?? '',
      p?.allergies ?? '',
      person?.medical_conditions ?? '',
      yesNo(reg.waiver_agreed),
      reg.waiver_agreed_at ?? '',
      yesNo(reg.media_consent_agreed),
      reg.media_consent_agreed_at ?? '',
      reg.refund?.requested ? centsToDollars(reg.refund.requested) : '',
      reg.refund?.refunded ? centsToDollars(reg.refund.refunded) : '',
      refundReason(t, reg.refund?.reason),
      provinceName(p?.province, t),
      (ui === 'fr' ? reg.program?.name : reg.program?.name_fr) ?? '',
    ];
  });
  return toCsv(
    CSV_COLUMNS.map((k) => t(`adminRegistrations:csv.${k}`)),
    body,
  );
}

import { z } from 'zod';
import { dollarsToCents } from '@domain/money';
import {
  CODE_PATTERN,
  blankToNull,
  duplicateCodeIndexes,
  normaliseCode,
  optionalInteger,
  programDatesValid,
} from '@domain/program-form';
import { normaliseDefaultTier, tierWindowValid } from '@domain/price-tiers';

// Spec 2 section 5 (program form). Messages are i18n keys of the adminPrograms
// namespace; item messages take {{n}} (the 1-based position) when shown.
const V = 'adminPrograms:validation.';

const tierSchema = z.object({
  dbId: z.string().optional(),
  name: z.string(),
  nameFr: z.string(),
  description: z.string(),
  descriptionFr: z.string(),
  price: z.string(),
  availableFrom: z.string(),
  availableUntil: z.string(),
  maxSpots: z.string(),
  isDefault: z.boolean(),
  /** Registrations on this tier (read-only): such a tier cannot be removed. */
  registrations: z.number(),
});

const codeSchema = z.object({
  dbId: z.string().optional(),
  code: z.string(),
  description: z.string(),
  price: z.string(),
  maxUses: z.string(),
  isActive: z.boolean(),
  /** current_uses (read-only): a used code is kept. */
  currentUses: z.number(),
});

export const programFormSchema = z
  .object({
    name: z.string(),
    nameFr: z.string(),
    description: z.string(),
    descriptionFr: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    location: z.string(),
    locationFr: z.string(),
    price: z.string(),
    capacity: z.string(),
    /** Hours a place offered from the waiting list is held (issue 24): a whole number 1..336. */
    offerHours: z.string(),
    isActive: z.boolean(),
    financialAssistanceEnabled: z.boolean(),
    codes: z.array(codeSchema),
    tiers: z.array(tierSchema),
  })
  .superRefine((v, ctx) => {
    const issue = (path: (string | number)[], key: string) => ctx.addIssue({ code: 'custom', path, message: V + key });
    if (!v.name.trim()) issue(['name'], 'requiredFields');
    if (!v.startDate) issue(['startDate'], 'requiredFields');
    if (!v.endDate) issue(['endDate'], 'requiredFields');
    if (!programDatesValid(v.startDate, v.endDate)) issue(['endDate'], 'endBeforeStart');
    const price = v.price.trim() === '' ? 0 : dollarsToCents(v.price);
    if (price === null || price < 0) issue(['price'], 'priceNegative');
    const capacity = optionalInteger(v.capacity);
    if (capacity !== null && !(capacity >= 1)) issue(['capacity'], 'capacityMin');
    if (offerHoursValue(v.offerHours) === null) issue(['offerHours'], 'offerHoursRange');

    if (v.financialAssistanceEnabled) {
      const duplicates = new Set(duplicateCodeIndexes(v.codes.map((c) => c.code)));
      v.codes.forEach((c, i) => {
        const codePrice = c.price.trim() === '' ? 0 : dollarsToCents(c.price);
        const maxUses = optionalInteger(c.maxUses);
        if (!c.code.trim()) issue(['codes', i, 'code'], 'codeRequired');
        else if (!CODE_PATTERN.test(normaliseCode(c.code))) issue(['codes', i, 'code'], 'codeInvalid');
        else if (duplicates.has(i)) issue(['codes', i, 'code'], 'codesNotUnique');
        if (codePrice === null) issue(['codes', i, 'price'], 'codePriceInvalid');
        else if (codePrice < 0) issue(['codes', i, 'price'], 'codePriceNegative');
        if (maxUses !== null && !(maxUses >= 1)) issue(['codes', i, 'maxUses'], 'codeMaxUses');
      });
    }

    if (!v.tiers.length) issue(['tiers'], 'tierRequired');
    else if (!v.tiers.some((t) => t.isDefault)) issue(['tiers', 0, 'isDefault'], 'defaultTierRequired');
    v.tiers.forEach((t, i) => {
      const cents = dollarsToCents(t.price);
      if (!t.name.trim()) issue(['tiers', i, 'name'], 'tierNamePriceRequired');
      else if (!t.price.trim()) issue(['tiers', i, 'price'], 'tierNamePriceRequired');
      else if (cents === null || cents < 0) issue(['tiers', i, 'price'], 'tierPriceNegative');
      if (!tierWindowValid(t.availableFrom, t.availableUntil)) issue(['tiers', i, 'availableUntil'], 'tierWindow');
      const maxSpots = optionalInteger(t.maxSpots);
      if (maxSpots !== null && !(maxSpots >= 1)) issue(['tiers', i, 'maxSpots'], 'tierMaxSpots');
    });
  });

/** The offer period's limits in hours (save_program checks the same: hint offer_hours_range). */
export const OFFER_HOURS_MIN = 1;
export const OFFER_HOURS_MAX = 336;
export const OFFER_HOURS_DEFAULT = 48;

/** The offer period typed in the form as a number of hours, or null when it is not a whole number 1..336. */
export function offerHoursValue(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= OFFER_HOURS_MIN && n <= OFFER_HOURS_MAX ? n : null;
}

export type ProgramFormValues = z.infer<typeof programFormSchema>;
export type TierValues = ProgramFormValues['tiers'][number];
export type CodeValues = ProgramFormValues['codes'][number];

/** The English and French of one text. */
export type BilingualText = { en: string; fr: string };
const NO_TEXT: BilingualText = { en: '', fr: '' };

/** A blank tier; the first tier of a new program gets the spec's name and description (in both languages). */
export function blankTier(name = NO_TEXT, description = NO_TEXT, isDefault = false): TierValues {
  return {
    name: name.en,
    nameFr: name.fr,
    description: description.en,
    descriptionFr: description.fr,
    price: '',
    availableFrom: '',
    availableUntil: '',
    maxSpots: '',
    isDefault,
    registrations: 0,
  };
}

/** A new code: price 0 and active (spec 2 section 9). */
export function blankCode(code = ''): CodeValues {
  return { code, description: '', price: '0', maxUses: '', isActive: true, currentUses: 0 };
}

export function newProgramDefaults(firstTier: { name: BilingualText; description: BilingualText }): ProgramFormValues {
  return {
    name: '',
    nameFr: '',
    description: '',
    descriptionFr: '',
    startDate: '',
    endDate: '',
    location: '',
    locationFr: '',
    price: '',
    capacity: '',
    offerHours: String(OFFER_HOURS_DEFAULT),
    isActive: false,
    financialAssistanceEnabled: false,
    codes: [],
    tiers: [blankTier(firstTier.name, firstTier.description, true)],
  };
}

/**
 * The save_program() payload: dollars to cents, blanks to null (a French left
 * empty is null: French missing), one default tier; codes only when enabled.
 */
export function toSavePayload(v: ProgramFormValues, id?: string) {
  const tiers = normaliseDefaultTier(v.tiers.map((t) => ({ ...t, is_default: t.isDefault })));
  return {
    id: id ?? null,
    name: v.name.trim(),
    name_fr: blankToNull(v.nameFr),
    description: blankToNull(v.description),
    description_fr: blankToNull(v.descriptionFr),
    start_date: v.startDate,
    end_date: v.endDate,
    location: blankToNull(v.location),
    location_fr: blankToNull(v.locationFr),
    price: v.price.trim() === '' ? 0 : dollarsToCents(v.price),
    max_participants: optionalInteger(v.capacity),
    waitlist_offer_hours: offerHoursValue(v.offerHours) ?? OFFER_HOURS_DEFAULT,
    is_active: v.isActive,
    financial_assistance_enabled: v.financialAssistanceEnabled,
    tiers: tiers.map((t) => ({
      id: t.dbId ?? null,
      name: t.name.trim(),
      name_fr: blankToNull(t.nameFr),
      description: blankToNull(t.description),
      description_fr: blankToNull(t.descriptionFr),
      price: dollarsToCents(t.price),
      available_from: t.availableFrom || null,
      available_until: t.availableUntil || null,
      max_spots: optionalInteger(t.maxSpots),
      is_default: t.is_default,
    })),
    ...(v.financialAssistanceEnabled
      ? {
          codes: v.codes.map((c) => ({
            id: c.dbId ?? null,
            code: normaliseCode(c.code),
            description: blankToNull(c.description),
            price: c.price.trim() === '' ? 0 : dollarsToCents(c.price),
            max_uses: optionalInteger(c.maxUses),
            is_active: c.isActive,
          })),
        }
      : {}),
  };
}
export type SaveProgramPayload = ReturnType<typeof toSavePayload>;

import { z } from 'zod';
import { PROVINCES } from '@domain/participant-rules';
import { isValidPostalCode, formatPostalCode } from '@domain/postal-code';
import { isEmailLike } from '@domain/text-limits';
import type { OrganisationDetails } from '@/lib/organisation';

// /admin/settings (issue 36 point 1): the organisation's own details. The checks of
// admin_save_organisation_settings (supabase/schemas/111), worded here; messages are adminSettings keys. The screen
// asks for the whole address and the contact e-mail (receipts wait for the address; families need someone to write
// to); the database also takes a partial record, for an operator filling it in by steps.
const V = 'adminSettings:validation.';
const NAME_MAX = 120;
const LINE_MAX = 120;
const CITY_MAX = 80;
const CHARITY = /^\d{9}\s*RR\s*\d{4}$/i;

const optional = (check: (v: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || check(v), message);

export const organisationSettingsSchema = z.object({
  name_en: z.string().trim().min(1, `${V}nameEnRequired`).max(NAME_MAX, `${V}nameTooLong`),
  name_fr: z.string().trim().min(1, `${V}nameFrRequired`).max(NAME_MAX, `${V}nameTooLong`),
  address_line1: z.string().trim().min(1, `${V}addressLine1Required`).max(LINE_MAX, `${V}lineTooLong`),
  address_line2: z.string().trim().max(LINE_MAX, `${V}lineTooLong`),
  city: z.string().trim().min(1, `${V}cityRequired`).max(CITY_MAX, `${V}cityTooLong`),
  province: z.string().refine((v) => (PROVINCES as readonly string[]).includes(v), `${V}provinceInvalid`),
  postal_code: z
    .string()
    .trim()
    .min(1, `${V}postalCodeRequired`)
    .refine((v) => v === '' || isValidPostalCode(v), `${V}postalCodeInvalid`),
  contact_email: z
    .string()
    .trim()
    .min(1, `${V}contactEmailRequired`)
    .refine((v) => v === '' || isEmailLike(v), `${V}contactEmailInvalid`),
  accessibility_email: optional(isEmailLike, `${V}accessibilityEmailInvalid`),
  charity_number: optional((v) => CHARITY.test(v), `${V}charityNumberInvalid`),
});

export type OrganisationSettingsValues = z.infer<typeof organisationSettingsSchema>;

/** The form's values from organisation_details() (blank for what is not set). */
export function toSettingsForm(d: OrganisationDetails): OrganisationSettingsValues {
  return {
    name_en: d.name_en,
    name_fr: d.name_fr,
    address_line1: d.address_line1 ?? '',
    address_line2: d.address_line2 ?? '',
    city: d.city ?? '',
    province: d.province ?? '',
    postal_code: d.postal_code ? formatPostalCode(d.postal_code) : '',
    contact_email: d.contact_email ?? '',
    accessibility_email: d.accessibility_email ?? '',
    charity_number: d.charity_number ?? '',
  };
}

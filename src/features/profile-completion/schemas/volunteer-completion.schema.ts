import { z } from 'zod';
import { nullIfBlank } from '@domain/participant-rules';
import {
  checkEmergencyEmail,
  checkEmergencyPhone,
  checkPhone,
  checkTexts,
} from '@/components/participant-form/participant-checks';
import { checkFilled, requireFilled } from '@/components/participant-form/step-check';

// Volunteer profile completion (spec 1 section 5): one form; the emergency
// contact's e-mail is required; age is derived from the birth date.
export type VolunteerValues = {
  first_name: string;
  last_name: string;
  phone: string;
  date_of_birth: string;
  address: string;
  city: string;
  ec_name: string;
  ec_relationship: string;
  ec_relationship_other: string;
  ec_phone: string;
  ec_email: string;
  coaching_experience_level: string;
  has_hockey_canada_certificate: boolean;
  has_first_aid_certificate: boolean;
  has_volunteered_cbh_before: boolean;
  has_vulnerable_sector_check: boolean;
  medical_conditions: string;
};

export const volunteerDefaults: VolunteerValues = {
  first_name: '',
  last_name: '',
  phone: '',
  date_of_birth: '',
  address: '',
  city: '',
  ec_name: '',
  ec_relationship: '',
  ec_relationship_other: '',
  ec_phone: '',
  ec_email: '',
  coaching_experience_level: '',
  has_hockey_canada_certificate: false,
  has_first_aid_certificate: false,
  has_volunteered_cbh_before: false,
  has_vulnerable_sector_check: false,
  medical_conditions: '',
};

export const VOLUNTEER_REQUIRED = [
  'phone',
  'date_of_birth',
  'address',
  'city',
  'ec_name',
  'ec_relationship',
  'ec_phone',
  'ec_email',
  'coaching_experience_level',
];

const isPastDate = (today: string) => (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d) && d < today;

/** `askNames`: the account has no first or last name yet (then the form asks for them). */
export function volunteerCompletionSchema(today: string, askNames = false) {
  return z.custom<VolunteerValues>().superRefine((v, ctx) => {
    requireFilled(ctx, v, [...(askNames ? ['first_name', 'last_name'] : []), ...VOLUNTEER_REQUIRED]);
    checkPhone(ctx, v);
    checkFilled(ctx, v, 'date_of_birth', isPastDate(today), 'participants:errors.birthDateInvalid');
    checkEmergencyPhone(ctx, v);
    checkEmergencyEmail(ctx, v);
    checkTexts(ctx, v, [
      'first_name',
      'last_name',
      'address',
      'city',
      'medical_conditions',
      'ec_name',
      'ec_email',
      'ec_relationship_other',
    ]);
  });
}

/** The volunteer_profiles columns and the primary contact to save (optional fields null). */
export function toVolunteerPayload(v: VolunteerValues) {
  return {
    date_of_birth: v.date_of_birth,
    address: v.address.trim(),
    city: v.city.trim(),
    coaching_experience_level: v.coaching_experience_level,
    has_hockey_canada_certificate: v.has_hockey_canada_certificate,
    has_first_aid_certificate: v.has_first_aid_certificate,
    has_volunteered_cbh_before: v.has_volunteered_cbh_before,
    has_vulnerable_sector_check: v.has_vulnerable_sector_check,
    medical_conditions: nullIfBlank(v.medical_conditions),
  };
}

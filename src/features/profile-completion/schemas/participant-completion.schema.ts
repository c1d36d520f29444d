import { z } from 'zod';
import { requireFilled } from '@/features/participants/schemas/step-check';
import {
  checkBirthDate,
  checkEmergencyEmail,
  checkEmergencyPhone,
  checkPhone,
  checkPostalCode,
  checkTexts,
  checkYear,
} from '@/features/participants/schemas/participant-checks';

// Participant profile completion (spec 1 section 5): Personal Info,
// Emergency & Medical, Hockey Info. Blank required fields are worded
// 'Please fill in the {field} field' / '... the following fields: a, b'.
const values = z.record(z.string(), z.unknown());

export const COMPLETION_REQUIRED = [
  ['phone', 'date_of_birth', 'address', 'city', 'postal_code', 'gender_identity', 'visual_classification'],
  ['ec_name', 'ec_relationship', 'ec_phone'],
  ['position', 'skating_experience'],
] as const;

/** `askNames`: the account has no first or last name yet (then the form asks for them). */
export function participantCompletionSteps(today: string, askNames = false) {
  return [
    values.superRefine((v, ctx) => {
      requireFilled(ctx, v, [...(askNames ? ['first_name', 'last_name'] : []), ...COMPLETION_REQUIRED[0]]);
      checkPostalCode(ctx, v);
      checkPhone(ctx, v);
      checkBirthDate(ctx, v, today);
      checkTexts(ctx, v, [
        'first_name',
        'last_name',
        'email',
        'address',
        'city',
        'gender_self_description',
        'visual_condition_other',
      ]);
    }),
    values.superRefine((v, ctx) => {
      requireFilled(ctx, v, [...COMPLETION_REQUIRED[1]]);
      checkEmergencyPhone(ctx, v);
      checkEmergencyEmail(ctx, v);
      checkTexts(ctx, v, ['ec_name', 'ec_email', 'ec_relationship_other', 'allergies', 'medical_conditions']);
    }),
    values.superRefine((v, ctx) => {
      requireFilled(ctx, v, [...COMPLETION_REQUIRED[2]]);
      checkYear(ctx, v, today);
      checkTexts(ctx, v, ['hockey_referral_other']);
    }),
  ];
}

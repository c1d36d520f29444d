import { z } from 'zod';
import { requireFilled } from './step-check';
import {
  checkBirthDate,
  checkEmergencyEmail,
  checkEmergencyPhone,
  checkParticipantEmail,
  checkPostalCode,
  checkTexts,
  checkYear,
  E,
  requireWith,
} from './participant-checks';

// The add-participant wizard and the edit modal (spec 1 section 5). Each step
// validates only its own fields; `today` is the Toronto date ('YYYY-MM-DD').
const values = z.record(z.string(), z.unknown());

/** /participants/new: Personal Info, Emergency & Medical, Hockey Info. */
export function addParticipantSteps(today: string) {
  return [
    values.superRefine((v, ctx) => {
      requireWith(ctx, v, 'first_name', E.firstNameRequired);
      requireWith(ctx, v, 'last_name', E.lastNameRequired);
      checkParticipantEmail(ctx, v);
      requireFilled(
        ctx,
        v,
        ['date_of_birth', 'address', 'city', 'postal_code', 'gender_identity', 'visual_classification'],
        E.fillAllRequired,
      );
      checkPostalCode(ctx, v);
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
      requireFilled(ctx, v, ['ec_name', 'ec_relationship', 'ec_phone'], E.fillAllEmergency);
      checkEmergencyPhone(ctx, v);
      checkEmergencyEmail(ctx, v);
      checkTexts(ctx, v, ['ec_name', 'ec_email', 'ec_relationship_other', 'allergies', 'medical_conditions']);
    }),
    values.superRefine((v, ctx) => {
      requireWith(ctx, v, 'position', E.positionRequired);
      requireWith(ctx, v, 'skating_experience', E.skatingRequired);
      checkYear(ctx, v, today);
      checkTexts(ctx, v, ['hockey_referral_other']);
    }),
  ];
}

/** Edit modal: Personal Info, Hockey Info, Optional Info. */
export function editParticipantSteps(today: string) {
  return [
    values.superRefine((v, ctx) => {
      requireWith(ctx, v, 'first_name', E.firstNameRequired);
      requireWith(ctx, v, 'last_name', E.lastNameRequired);
      checkParticipantEmail(ctx, v);
      requireFilled(ctx, v, ['date_of_birth', 'city', 'gender_identity', 'visual_classification'], E.fillAllRequired);
      checkPostalCode(ctx, v);
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
      checkYear(ctx, v, today);
      checkTexts(ctx, v, ['hockey_referral_other']);
    }),
    values.superRefine((v, ctx) => checkTexts(ctx, v, ['allergies', 'medical_conditions', 'social_media_handles'])),
  ];
}

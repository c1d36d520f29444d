import { z } from 'zod';
import { PHOTO_MAX_BYTES } from '@domain/participant-rules';
import {
  checkBirthDate,
  checkPhone,
  checkPostalCode,
  checkTexts,
  checkYear,
  E,
} from '@/components/participant-form/participant-checks';
import type { ParticipantValues } from '@/components/participant-form/participant-form.schema';
import { requireFilled, requireWith } from '@/components/participant-form/step-check';

/** Spec 1 section 5: images only, smaller than 5 MB. Returns an i18n key, or null when fine. */
export function photoProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return 'profile:errors.notImage';
  if (file.size >= PHOTO_MAX_BYTES) return 'profile:errors.tooLarge';
  return null;
}

/**
 * The profile page's edit form: names required; phone required for players and
 * volunteers (their profile completion depends on it), 10+ characters when
 * given; the player's record with the edit modal's rules.
 */
export function profileSchema(today: string, opts: { phoneRequired: boolean; player: boolean }) {
  return z.custom<ParticipantValues>().superRefine((v, ctx) => {
    requireWith(ctx, v, 'first_name', E.firstNameRequired);
    requireWith(ctx, v, 'last_name', E.lastNameRequired);
    if (opts.phoneRequired) requireFilled(ctx, v, ['phone'], E.fillAllRequired);
    checkPhone(ctx, v);
    checkTexts(ctx, v, ['first_name', 'last_name']);
    if (!opts.player) return;
    requireFilled(ctx, v, ['date_of_birth', 'city', 'gender_identity', 'visual_classification'], E.fillAllRequired);
    checkPostalCode(ctx, v);
    checkBirthDate(ctx, v, today);
    checkYear(ctx, v, today);
    checkTexts(ctx, v, [
      'address',
      'city',
      'gender_self_description',
      'visual_condition_other',
      'hockey_referral_other',
      'social_media_handles',
      'allergies',
      'medical_conditions',
    ]);
  });
}

import { z } from 'zod';
import {
  checkBirthDate,
  checkEmergencyEmail,
  checkEmergencyPhone,
  checkParticipantEmail,
  checkPhone,
  checkPostalCode,
  checkTexts,
  checkYear,
  E,
} from './participant-checks';
import type { ParticipantField, ParticipantValues } from './participant-form.schema';
import { requireFilled, requireWith } from './step-check';

// The one step list of the participant wizards (spec 1 section 5): the add
// wizard, the edit modal and the participant profile completion are built
// from these steps; what differs between them is a ParticipantWizardVariant.
// Each step validates only its own fields (Makerkit: a wizard validates only
// the current step's part of the schema).

export type StepId = 'personal' | 'emergency' | 'hockey' | 'optional';

export type ParticipantWizardVariant = {
  /** The steps, in order. */
  steps: readonly StepId[];
  /** i18n key prefix of the step titles: `${titles}.${id}`. */
  titles: string;
  /** Fields this wizard requires (marked required and checked). */
  required: readonly ParticipantField[];
  /**
   * How blank required fields are worded: 'sentences' (add and edit: 'First
   * name is required', 'Please fill in all required fields') or 'list'
   * (completion: 'Please fill in the following fields: Phone, City').
   */
  blanks: 'sentences' | 'list';
  /** The personal step asks for the participant's e-mail (add, edit) or the account's phone (completion). */
  contact: 'email' | 'phone';
  genders: readonly string[];
  classifications: readonly string[];
  relationships: readonly string[];
  skatingLevels: readonly string[];
};

/** Fields of each step that a variant may require, in page order. */
const REQUIRABLE: Record<StepId, readonly ParticipantField[]> = {
  personal: [
    'first_name',
    'last_name',
    'phone',
    'date_of_birth',
    'address',
    'city',
    'postal_code',
    'gender_identity',
    'visual_classification',
  ],
  // ec_email: required of a volunteer's contacts (editing them, issue 21 point 3).
  emergency: ['ec_name', 'ec_relationship', 'ec_phone', 'ec_email'],
  hockey: ['position', 'skating_experience'],
  optional: [],
};

/** The fields a variant requires on one step, in page order. */
export const requiredOn = (variant: Pick<ParticipantWizardVariant, 'required'>, step: StepId) =>
  REQUIRABLE[step].filter((f) => variant.required.includes(f));

const PERSONAL_TEXTS = [
  'first_name',
  'last_name',
  'email',
  'address',
  'city',
  'gender_self_description',
  'visual_condition_other',
];

type Ctx = z.RefinementCtx;
type Check = (v: ParticipantValues, ctx: Ctx, variant: ParticipantWizardVariant, today: string) => void;

const STEP_CHECKS: Record<StepId, Check> = {
  personal(v, ctx, variant, today) {
    let required = requiredOn(variant, 'personal');
    if (variant.blanks === 'sentences') {
      if (required.includes('first_name')) requireWith(ctx, v, 'first_name', E.firstNameRequired);
      if (required.includes('last_name')) requireWith(ctx, v, 'last_name', E.lastNameRequired);
      required = required.filter((f) => f !== 'first_name' && f !== 'last_name');
    }
    if (variant.contact === 'email') checkParticipantEmail(ctx, v);
    requireFilled(ctx, v, required, variant.blanks === 'sentences' ? E.fillAllRequired : 'list');
    checkPostalCode(ctx, v);
    if (variant.contact === 'phone') checkPhone(ctx, v);
    checkBirthDate(ctx, v, today);
    checkTexts(ctx, v, PERSONAL_TEXTS);
  },
  emergency(v, ctx, variant) {
    requireFilled(
      ctx,
      v,
      requiredOn(variant, 'emergency'),
      variant.blanks === 'sentences' ? E.fillAllEmergency : 'list',
    );
    checkEmergencyPhone(ctx, v);
    checkEmergencyEmail(ctx, v);
    checkTexts(ctx, v, ['ec_name', 'ec_email', 'ec_relationship_other', 'allergies', 'medical_conditions']);
  },
  hockey(v, ctx, variant, today) {
    const required = requiredOn(variant, 'hockey');
    if (variant.blanks === 'sentences') {
      if (required.includes('position')) requireWith(ctx, v, 'position', E.positionRequired);
      if (required.includes('skating_experience')) requireWith(ctx, v, 'skating_experience', E.skatingRequired);
    } else requireFilled(ctx, v, required);
    checkYear(ctx, v, today);
    checkTexts(ctx, v, ['hockey_referral_other']);
  },
  optional(v, ctx) {
    checkTexts(ctx, v, ['allergies', 'medical_conditions', 'social_media_handles']);
  },
};

/** The zod schema of each step of a variant; `today` is the Toronto date ('YYYY-MM-DD'). */
export function participantStepSchemas(variant: ParticipantWizardVariant, today: string) {
  return variant.steps.map((id) =>
    z.custom<ParticipantValues>().superRefine((v, ctx) => STEP_CHECKS[id](v, ctx, variant, today)),
  );
}

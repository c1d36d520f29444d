import { GENDERS, RELATIONSHIPS_COMPLETION, SKATING_LEVELS, VISUAL_CLASSIFICATIONS } from '@domain/participant-rules';
import type { ParticipantField } from '@/components/participant-form/participant-form.schema';
import {
  participantStepSchemas,
  type ParticipantWizardVariant,
} from '@/components/participant-form/participant-steps.schema';

// Participant profile completion (spec 1 section 5): Personal Info,
// Emergency & Medical, Hockey Info, a variant of the one participant step
// list. Blank required fields are worded 'Please fill in the {field} field' /
// '... the following fields: a, b'.

export const COMPLETION_REQUIRED = [
  ['phone', 'date_of_birth', 'address', 'city', 'postal_code', 'gender_identity', 'visual_classification'],
  ['ec_name', 'ec_relationship', 'ec_phone'],
  ['position', 'skating_experience'],
] as const satisfies readonly (readonly ParticipantField[])[];

/** `askNames`: the account has no first or last name yet (then the form asks for them). */
export function participantCompletionVariant(askNames = false): ParticipantWizardVariant {
  return {
    steps: ['personal', 'emergency', 'hockey'],
    titles: 'profileCompletion:participant.steps',
    required: [...(askNames ? (['first_name', 'last_name'] as const) : []), ...COMPLETION_REQUIRED.flat()],
    blanks: 'list',
    contact: 'phone',
    genders: GENDERS,
    classifications: VISUAL_CLASSIFICATIONS,
    relationships: RELATIONSHIPS_COMPLETION,
    skatingLevels: SKATING_LEVELS,
  };
}

export const participantCompletionSteps = (today: string, askNames = false) =>
  participantStepSchemas(participantCompletionVariant(askNames), today);

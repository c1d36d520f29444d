import {
  GENDERS,
  GENDERS_ADD,
  RELATIONSHIPS,
  SKATING_LEVELS,
  VISUAL_CLASSIFICATIONS,
  VISUAL_CLASSIFICATIONS_ADD,
} from '@domain/participant-rules';
import {
  participantStepSchemas,
  type ParticipantWizardVariant,
} from '@/components/participant-form/participant-steps.schema';

// The add wizard and the edit modal (spec 1 section 5), as variants of the
// one participant step list (components/participant-form).

/** /participants/new: Personal Info, Emergency & Medical, Hockey Info; no self-describe gender and no Unknown classification. */
export const ADD_PARTICIPANT: ParticipantWizardVariant = {
  steps: ['personal', 'emergency', 'hockey'],
  titles: 'participants:add.steps',
  required: [
    'first_name',
    'last_name',
    'date_of_birth',
    'address',
    'city',
    'postal_code',
    'gender_identity',
    'visual_classification',
    'ec_name',
    'ec_relationship',
    'ec_phone',
    'position',
    'skating_experience',
  ],
  blanks: 'sentences',
  contact: 'email',
  genders: GENDERS_ADD,
  classifications: VISUAL_CLASSIFICATIONS_ADD,
  relationships: RELATIONSHIPS,
  skatingLevels: SKATING_LEVELS,
};

/** Edit modal: Personal Info, Hockey Info, Optional Info. */
export const EDIT_PARTICIPANT: ParticipantWizardVariant = {
  steps: ['personal', 'hockey', 'optional'],
  titles: 'participants:edit.steps',
  required: ['first_name', 'last_name', 'date_of_birth', 'city', 'gender_identity', 'visual_classification'],
  blanks: 'sentences',
  contact: 'email',
  genders: GENDERS,
  classifications: VISUAL_CLASSIFICATIONS,
  relationships: RELATIONSHIPS,
  skatingLevels: SKATING_LEVELS,
};

/** The step schemas of each wizard; `today` is the Toronto date ('YYYY-MM-DD'). */
export const addParticipantSteps = (today: string) => participantStepSchemas(ADD_PARTICIPANT, today);
export const editParticipantSteps = (today: string) => participantStepSchemas(EDIT_PARTICIPANT, today);

import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { participantDefaults, type ParticipantValues } from './participant-form.schema';
import { participantStepSchemas, requiredOn, type ParticipantWizardVariant } from './participant-steps.schema';
import { issueMessage, readIssueMessage, REQUIRED } from './step-check';
import { presentStepErrors } from './step-errors';
import { stepSummary } from './testing';

const TODAY = '2026-11-22';
const t = i18n.getFixedT('en');
const base: ParticipantWizardVariant = {
  steps: ['personal', 'emergency', 'hockey'],
  titles: 'participants:add.steps',
  required: ['first_name', 'last_name', 'phone', 'city', 'ec_name', 'ec_phone', 'position'],
  blanks: 'list',
  contact: 'phone',
  genders: [],
  classifications: [],
  relationships: [],
  skatingLevels: [],
};
const valid: ParticipantValues = {
  ...participantDefaults,
  first_name: 'Mia',
  last_name: 'Tremblay',
  phone: '6135550100',
  city: 'Ottawa',
  ec_name: 'Jo',
  ec_phone: '6135550123',
  position: 'forward',
};
const say = (variant: ParticipantWizardVariant, step: number, over: Partial<ParticipantValues>) =>
  stepSummary(participantStepSchemas(variant, TODAY)[step], { ...valid, ...over }, t);

describe('the one participant step list', () => {
  it('builds one schema per step of the variant', () => {
    expect(participantStepSchemas(base, TODAY)).toHaveLength(3);
    expect(participantStepSchemas({ ...base, steps: ['personal', 'hockey', 'optional'] }, TODAY)).toHaveLength(3);
  });

  it('keeps the required fields of each step in page order', () => {
    expect(requiredOn(base, 'personal')).toEqual(['first_name', 'last_name', 'phone', 'city']);
    expect(requiredOn(base, 'emergency')).toEqual(['ec_name', 'ec_phone']);
    expect(requiredOn(base, 'optional')).toEqual([]);
  });

  it.each([
    ['list', 0, { phone: '' }, ['Please fill in the Phone field']],
    ['list', 0, { first_name: '', city: '' }, ['Please fill in the following fields: First name, City']],
    ['sentences', 0, { first_name: '', city: '' }, ['First name is required', 'Please fill in all required fields']],
    [
      'list',
      1,
      { ec_name: '', ec_phone: '' },
      ['Please fill in the following fields: Emergency contact name, Emergency contact phone'],
    ],
    ['sentences', 1, { ec_name: '' }, ['Please fill in all emergency contact fields']],
    ['list', 2, { position: '' }, ['Please fill in the Position field']],
    ['sentences', 2, { position: '' }, ['Position is required']],
    [
      'list',
      2,
      { first_played_blind_hockey_year: '1800' },
      ['The year first played blind hockey must be from 1900 to 2026'],
    ],
  ] as const)('blanks %s, step %i, %o says %o', async (blanks, step, over, messages) => {
    expect(await say({ ...base, blanks }, step, over)).toEqual(messages);
  });

  it('checks the e-mail or the phone, as the variant asks', async () => {
    expect(await say({ ...base, contact: 'email' }, 0, { phone: '1', email: 'x@' })).toEqual([
      'Please enter a valid email address',
    ]);
    expect(await say(base, 0, { phone: '1', email: 'x@' })).toEqual(['Phone number must be at least 10 characters']);
  });

  it('checks the optional step only for lengths', async () => {
    const edit = { ...base, steps: ['personal', 'hockey', 'optional'] as const };
    expect(await say(edit, 2, { social_media_handles: 'x'.repeat(500) })).toHaveLength(1);
    expect(await say(edit, 2, {})).toEqual([]);
  });
});

describe('presentStepErrors', () => {
  it('links the one blank-fields message to the first blank field, marks each inline, keeps page order', () => {
    const errors = {
      first_name: { message: REQUIRED },
      postal_code: { message: 'participants:errors.postalCodeInvalid' },
      city: { message: REQUIRED },
      first_played_blind_hockey_year: {
        message: issueMessage('participants:errors.yearOutOfRange', { min: 1900, max: 2026 }),
      },
    };
    expect(presentStepErrors(errors, t, 'pc-')).toEqual({
      summary: [
        { fieldId: 'pc-first_name', message: 'Please fill in the following fields: First name, City' },
        { fieldId: 'pc-postal_code', message: 'Please enter a valid Canadian postal code (e.g., K1A 0A6)' },
        {
          fieldId: 'pc-first_played_blind_hockey_year',
          message: 'The year first played blind hockey must be from 1900 to 2026',
        },
      ],
      inline: {
        first_name: 'Please fill in the First name field',
        city: 'Please fill in the City field',
        postal_code: 'Please enter a valid Canadian postal code (e.g., K1A 0A6)',
        first_played_blind_hockey_year: 'The year first played blind hockey must be from 1900 to 2026',
      },
    });
  });

  it('says a step sentence once for its blank fields', () => {
    const group = issueMessage(REQUIRED, { group: 'participants:errors.fillAllEmergency' });
    expect(presentStepErrors({ ec_name: { message: group }, ec_phone: { message: group } }, t).summary).toEqual([
      { fieldId: 'ec_name', message: 'Please fill in all emergency contact fields' },
    ]);
  });

  it.each([
    ['participants:errors.tooLong', undefined],
    ['participants:errors.tooLong', { max: 80 }],
  ])('reads back %s with %o', (key, values) => {
    expect(readIssueMessage(issueMessage(key, values))).toEqual({ key, values: values ?? {} });
  });
});

import { describe, expect, it } from 'vitest';
import { participantDefaults, type ParticipantValues } from '@/components/participant-form/participant-form.schema';
import { stepSummary } from '@/components/participant-form/testing';
import i18n from '@/lib/i18n';
import { participantCompletionSteps } from './participant-completion.schema';
import { volunteerCompletionSchema, volunteerDefaults } from './volunteer-completion.schema';

const TODAY = '2026-11-22';
const steps = participantCompletionSteps(TODAY);
const valid: ParticipantValues = {
  ...participantDefaults,
  phone: '6135550100',
  date_of_birth: '1990-01-01',
  address: '1 Main St',
  city: 'Ottawa',
  postal_code: 'K1A 0A6',
  gender_identity: 'self_describe',
  visual_classification: 'Unknown',
  ec_name: 'Jo',
  ec_relationship: 'other_family',
  ec_phone: '6135550123',
  position: 'goalie',
  skating_experience: 'none',
};
const messages = (step: number, over: Partial<ParticipantValues>, lang = 'en') =>
  stepSummary(steps[step], { ...valid, ...over }, i18n.getFixedT(lang));

describe('participant completion wizard messages (spec 1 section 5)', () => {
  it('accepts the complete profile', async () => {
    expect(await Promise.all([0, 1, 2].map((s) => messages(s, {})))).toEqual([[], [], []]);
  });
  it.each([
    [{ phone: '' }, ['Please fill in the Phone field']],
    [{ phone: '', city: '', postal_code: '' }, ['Please fill in the following fields: Phone, City, Postal code']],
    [{ postal_code: 'K1A0A' }, ['Please enter a valid Canadian postal code (e.g., K1A 0A6)']],
    [{ phone: '613555010' }, ['Phone number must be at least 10 characters']],
    [{ phone: '6135550100' }, []],
    [{ date_of_birth: '2022-01-01' }, ['Date of birth must be at least 5 years before today']],
  ])('step 1 with %o says %o', async (over, expected) => expect(await messages(0, over)).toEqual(expected));

  it('words the list in French', async () => {
    expect(await messages(0, { phone: '', city: '' }, 'fr')).toEqual([
      'Veuillez remplir les champs suivants : Téléphone, Ville',
    ]);
  });

  it.each([
    [{ ec_relationship: '' }, ['Please fill in the Relationship field']],
    [{ ec_phone: '123' }, ['Emergency contact phone must be at least 10 characters']],
    [{ ec_email: 'nope' }, ['Please enter a valid emergency contact email']],
  ])('step 2 with %o says %o', async (over, expected) => expect(await messages(1, over)).toEqual(expected));

  it.each([
    [{ position: '', skating_experience: '' }, ['Please fill in the following fields: Position, Skating experience']],
    [{ first_played_blind_hockey_year: '2030' }, ['The year first played blind hockey must be from 1900 to 2026']],
  ])('step 3 with %o says %o', async (over, expected) => expect(await messages(2, over)).toEqual(expected));
});

describe('volunteer completion (spec 1 section 5)', () => {
  const schema = volunteerCompletionSchema(TODAY);
  const ok = {
    ...volunteerDefaults,
    phone: '4165550104',
    date_of_birth: '1990-01-01',
    address: '5 Bay St',
    city: 'Toronto',
    ec_name: 'Robin',
    ec_relationship: 'spouse',
    ec_phone: '4165550188',
    ec_email: 'robin@example.org',
    coaching_experience_level: 'beginner',
  };
  const say = (over: Partial<typeof ok>) => stepSummary(schema, { ...ok, ...over }, i18n.getFixedT('en'));
  it('accepts a complete form and requires the emergency e-mail and the coaching level', async () => {
    expect(await say({})).toEqual([]);
    expect(await say({ ec_email: '', coaching_experience_level: '' })).toEqual([
      'Please fill in the following fields: Emergency contact email, Coaching experience level',
    ]);
    expect(await say({ phone: '123', ec_phone: '456', ec_email: 'x@' })).toEqual([
      'Phone number must be at least 10 characters',
      'Emergency contact phone must be at least 10 characters',
      'Please enter a valid emergency contact email',
    ]);
  });
});

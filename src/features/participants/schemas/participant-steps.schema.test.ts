import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  participantDefaults,
  toContactPayload,
  toParticipantPayload,
  type ParticipantValues,
} from '@/components/participant-form/participant-form.schema';
import { stepSummary } from '@/components/participant-form/testing';
import i18n from '@/lib/i18n';
import { addParticipantSteps, editParticipantSteps } from './participant-steps.schema';

const TODAY = '2026-11-22';
const t = i18n.getFixedT('en');
const valid: ParticipantValues = {
  ...participantDefaults,
  first_name: 'Mia',
  last_name: 'Tremblay',
  date_of_birth: '2014-05-01',
  address: '1 Main St',
  city: 'Ottawa',
  postal_code: 'K1A 0A6',
  gender_identity: 'female',
  visual_classification: 'B2',
  ec_name: 'Jo',
  ec_relationship: 'parent',
  ec_phone: '6135550123',
  position: 'forward',
  skating_experience: 'beginner',
};
const summary = (
  step: number,
  over: Partial<ParticipantValues>,
  steps: z.ZodType<ParticipantValues, ParticipantValues>[] = addParticipantSteps(TODAY),
) => stepSummary(steps[step], { ...valid, ...over }, t);

describe('add participant wizard (spec 1 section 5)', () => {
  it('accepts a complete participant on every step', async () => {
    expect(await Promise.all([0, 1, 2].map((s) => summary(s, {})))).toEqual([[], [], []]);
  });

  it.each([
    [{ first_name: ' ' }, ['First name is required']],
    [{ last_name: '' }, ['Last name is required']],
    [{ email: 'mia.example.org' }, ['Please enter a valid email address']],
    [{ email: 'mia@x' }, []],
    [{ city: '', postal_code: '' }, ['Please fill in all required fields']],
    [{ postal_code: '12345' }, ['Please enter a valid Canadian postal code (e.g., K1A 0A6)']],
    [{ postal_code: 'k1a0a6' }, []],
    [{ date_of_birth: '2021-11-23' }, ['Date of birth must be at least 5 years before today']],
    [{ date_of_birth: '2021-11-22' }, []],
  ])('step 1 with %o says %o', async (over, messages) => {
    expect(await summary(0, over)).toEqual(messages);
  });

  it.each([
    [{ ec_name: '', ec_phone: '' }, ['Please fill in all emergency contact fields']],
    [{ ec_phone: '613555012' }, ['Emergency contact phone must be at least 10 characters']],
    [{ ec_email: 'jo@' }, ['Please enter a valid emergency contact email']],
    [{ ec_email: '' }, []],
  ])('step 2 with %o says %o', async (over, messages) => {
    expect(await summary(1, over)).toEqual(messages);
  });

  it.each([
    [{ position: '' }, ['Position is required']],
    [{ skating_experience: '' }, ['Skating experience is required']],
    [{ first_played_blind_hockey_year: '1899' }, ['The year first played blind hockey must be from 1900 to 2026']],
    [{ first_played_blind_hockey_year: '2027' }, ['The year first played blind hockey must be from 1900 to 2026']],
    [{ first_played_blind_hockey_year: '1900' }, []],
    [{ first_played_blind_hockey_year: '2026' }, []],
  ])('step 3 with %o says %o', async (over, messages) => {
    expect(await summary(2, over)).toEqual(messages);
  });
});

describe('edit participant (spec 1 section 5)', () => {
  const edit = editParticipantSteps(TODAY);
  it('requires only first and last name, birth date, city, gender and classification on step 1', async () => {
    expect(await summary(0, { address: '', postal_code: '' }, edit)).toEqual([]);
    expect(await summary(0, { city: '' }, edit)).toEqual(['Please fill in all required fields']);
    expect(await summary(0, { first_name: '' }, edit)).toEqual(['First name is required']);
  });
  it('has no required hockey fields but checks the year', async () => {
    expect(await summary(1, { position: '', skating_experience: '' }, edit)).toEqual([]);
    expect(await summary(1, { first_played_blind_hockey_year: 'abc' }, edit)).toHaveLength(1);
  });
});

describe('saved values (spec 1 sections 4, 5)', () => {
  it('sends optional fields as null, the postal code upper case without spaces, and clears conditional text', async () => {
    const p = toParticipantPayload({
      ...valid,
      postal_code: 'k1a 0a6',
      email: ' ',
      gender_identity: 'male',
      gender_self_description: 'stale',
      visual_condition: 'other',
      visual_condition_other: 'Optic atrophy',
      hockey_referral_source: 'other',
      hockey_referral_other: '',
      first_played_blind_hockey_year: ' 2019 ',
      played_traditional_hockey: 'no',
    });
    expect(p).toMatchObject({
      postal_code: 'K1A0A6',
      email: null,
      gender_self_description: null,
      visual_condition_other: 'Optic atrophy',
      hockey_referral_other: null,
      first_played_blind_hockey_year: 2019,
      played_traditional_hockey: false,
      is_first_time_participant: null,
      allergies: null,
      social_media_handles: null,
    });
    expect(toContactPayload({ ...valid, ec_relationship: 'parent', ec_relationship_other: 'x', ec_email: '' })).toEqual(
      { name: 'Jo', relationship: 'parent', relationship_other: null, phone: '6135550123', email: null },
    );
  });
});

describe('error summary order', () => {
  it('lists problems in page order, the required-fields sentence where its first field is', async () => {
    expect(await summary(0, { first_name: '', city: '', postal_code: '', date_of_birth: '2025-01-01' })).toEqual([
      'First name is required',
      'Please fill in all required fields',
      'Date of birth must be at least 5 years before today',
    ]);
  });
});

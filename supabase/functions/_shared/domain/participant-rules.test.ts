import { describe, expect, it } from 'vitest';
import {
  clearConditionalFields,
  GENDERS_ADD,
  GENDERS_PROFILE,
  isPhoneLongEnough,
  isValidEmail,
  isValidFirstBlindHockeyYear,
  nullIfBlank,
  optionsWith,
  SKATING_LEVELS_PROFILE,
  VISUAL_CLASSIFICATIONS_ADD,
} from './participant-rules.ts';

describe('phone at least 10 characters', () => {
  it.each([
    ['6135550100', true],
    ['613-555-0100', true],
    ['613555010', false],
    ['  613555010  ', false],
    ['', false],
    [null, false],
  ])('%j -> %s', (v, ok) => expect(isPhoneLongEnough(v)).toBe(ok));
});

describe('e-mail rules', () => {
  it.each([
    ['a@b.ca', true],
    [' a@b.ca ', true],
    ['a@b', false],
    ['ab.ca', false],
    ['a b@c.ca', false],
    ['', false],
  ])('full address %j -> %s', (v, ok) => expect(isValidEmail(v)).toBe(ok));
});

describe('first blind hockey year: empty, or 1900 to the current year', () => {
  it.each([
    ['', true],
    [null, true],
    ['1900', true],
    [1900, true],
    ['1899', false],
    ['2026', true],
    ['2027', false],
    ['20.5', false],
    ['abc', false],
    ['-1', false],
  ])('%j in 2026 -> %s', (v, ok) => expect(isValidFirstBlindHockeyYear(v, 2026)).toBe(ok));
});

describe('conditional fields (spec 1 section 4)', () => {
  it.each([
    ['self_describe', '  Genderfluid ', 'Genderfluid'],
    ['prefer_to_self_describe', 'Agender', 'Agender'],
    ['self_describe', '   ', null],
    ['male', 'leftover', null],
    ['prefer_not_to_say', 'leftover', null],
    ['', 'leftover', null],
  ])('gender %s keeps self-description %j as %j', (gender, text, out) => {
    expect(
      clearConditionalFields({ gender_identity: gender, gender_self_description: text }).gender_self_description,
    ).toBe(out);
  });

  it('keeps each other-text only with its own other choice', () => {
    expect(
      clearConditionalFields({
        visual_condition: 'other',
        visual_condition_other: 'Optic atrophy',
        hockey_referral_source: 'cnib_referral',
        hockey_referral_other: 'stale',
        relationship: 'other',
        relationship_other: 'Coach',
      }),
    ).toEqual({
      visual_condition: 'other',
      visual_condition_other: 'Optic atrophy',
      hockey_referral_source: 'cnib_referral',
      hockey_referral_other: null,
      relationship: 'other',
      relationship_other: 'Coach',
    });
    expect(
      clearConditionalFields({
        visual_condition: 'glaucoma',
        visual_condition_other: 'x',
        relationship: 'parent',
        relationship_other: 'x',
      }),
    ).toEqual({
      visual_condition: 'glaucoma',
      visual_condition_other: null,
      relationship: 'parent',
      relationship_other: null,
    });
  });

  it('does not add keys that were not there', () => {
    expect(clearConditionalFields({ gender_identity: 'male' })).toEqual({ gender_identity: 'male' });
  });
});

describe('option lists per screen', () => {
  it('the add wizard has no self-describe gender and no Unknown classification', () => {
    expect(GENDERS_ADD).not.toContain('self_describe');
    expect(VISUAL_CLASSIFICATIONS_ADD).toEqual(['B1', 'B2', 'B3', 'B4']);
  });
  it('the profile page uses its own gender reading and omits skating none', () => {
    expect(GENDERS_PROFILE).toEqual(['male', 'female', 'prefer_not_to_say', 'prefer_to_self_describe']);
    expect(SKATING_LEVELS_PROFILE).toEqual(['beginner', 'intermediate', 'advanced']);
  });
  it('optionsWith adds a stored value from the other reading', () => {
    expect(optionsWith(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
    expect(optionsWith(['a', 'b'], 'a')).toEqual(['a', 'b']);
    expect(optionsWith(['a', 'b'], null)).toEqual(['a', 'b']);
  });
  it('nullIfBlank trims and nulls', () => {
    expect(nullIfBlank('  x ')).toBe('x');
    expect(nullIfBlank('  ')).toBeNull();
    expect(nullIfBlank(undefined)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { isCleanName, isEmailLike, isValidPhone, TEXT_LIMITS } from './text-limits';

describe('isCleanName: no control or text-direction characters (issue 17 point 8)', () => {
  it.each([
    ["Zoë O'Brien-Çelik", true],
    ['李 小龍', true],
    ['محمد', true],
    ['', true],
    [null, true],
    ['Ann\u202Eeb', false],
    ['\u2066Ann', false],
    ['Ann\u200F', false],
    ['Ann\nMarie', false],
    ['Ann\tMarie', false],
    ['Ann\u0085', false],
    ['\uFEFFAnn', false],
  ])('%j -> %s', (v, ok) => expect(isCleanName(v)).toBe(ok));
});

describe('isValidPhone: digits, spaces and + ( ) - ., 10 to 15 digits, 30 characters at most', () => {
  it.each([
    ['6135550123', true],
    ['(613) 555-0123', true],
    ['+1 613.555.0123', true],
    [' 613 555 0123 ', true],
    ['+44 20 7946 0958 12', true],
    ['613555012', false],
    ['aaaaaaaaaa', false],
    ['613-555-0123 ext 4', false],
    ['1234567890123456', false],
    ['6'.repeat(10) + ' '.repeat(25), true],
    ['6135550123' + '-'.repeat(25), false],
    ['', false],
  ])('%j -> %s', (v, ok) => expect(isValidPhone(v)).toBe(ok));
});

describe('isEmailLike: text on both sides of one @, no spaces', () => {
  it.each([
    ['mia@x', true],
    ['mia@example.org', true],
    [' mia@example.org ', true],
    ['a@', false],
    ['@b', false],
    ['a@@b', false],
    ['a b@c', false],
    ['ab.ca', false],
  ])('%j -> %s', (v, ok) => expect(isEmailLike(v)).toBe(ok));
});

describe('TEXT_LIMITS', () => {
  it('names are shorter than short text, which is shorter than free text and descriptions', () => {
    expect(TEXT_LIMITS.personName).toBeLessThan(TEXT_LIMITS.shortText);
    expect(TEXT_LIMITS.shortText).toBeLessThan(TEXT_LIMITS.freeText);
    expect(TEXT_LIMITS.freeText).toBeLessThan(TEXT_LIMITS.description);
  });
});

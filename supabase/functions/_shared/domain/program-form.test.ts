import { describe, expect, it } from 'vitest';
import {
  CODE_ALPHABET,
  CODE_PATTERN,
  blankToNull,
  codesAreUnique,
  duplicateCodeIndexes,
  generateAssistanceCode,
  normaliseCode,
  optionalInteger,
  programDatesValid,
} from './program-form.ts';

/** A deterministic "random" source cycling through the given values. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length];
};

describe('generateAssistanceCode', () => {
  it('makes 8 characters of upper-case letters and digits', () => {
    for (let n = 0; n < 200; n += 1) {
      const code = generateAssistanceCode();
      expect(code).toMatch(/^[A-Z0-9]{8}$/);
      expect(code).toMatch(CODE_PATTERN);
    }
  });

  it.each([
    [[0], 'AAAAAAAA'],
    [[0.999999], '99999999'],
    [[1], '99999999'],
    [[-1], 'AAAAAAAA'],
    [[26 / 36], '00000000'],
  ])('maps random %j to %s', (values, expected) => {
    expect(generateAssistanceCode([], sequence(...values))).toBe(expected);
  });

  it('never returns a code already taken, compared case-insensitively', () => {
    const random = sequence(...Array(8).fill(0), ...Array(8).fill(1 / 36));
    expect(generateAssistanceCode(['aaaaaaaa'], random)).toBe('BBBBBBBB');
  });

  it('uses every character of the alphabet', () => {
    const seen = new Set(generateAssistanceCode([], sequence(...[...CODE_ALPHABET].map((_, i) => (i + 0.5) / 36))));
    expect(seen.size).toBe(8);
  });
});

describe('code uniqueness is case-insensitive', () => {
  it.each([
    [['ABC', 'abc'], [1], false],
    [['ABC', 'DEF', ' def '], [2], false],
    [['ABC', 'ABD'], [], true],
    [['', ''], [], true],
    [['X', 'x', 'X'], [1, 2], false],
    [[], [], true],
  ] as const)('%j -> duplicates %j', (codes, dups, unique) => {
    expect(duplicateCodeIndexes(codes)).toEqual(dups);
    expect(codesAreUnique(codes)).toBe(unique);
  });

  it.each([
    [' help2026 ', 'HELP2026'],
    ['a-b_c', 'A-B_C'],
  ])('normalises %j to %s', (input, out) => {
    expect(normaliseCode(input)).toBe(out);
  });
});

describe('programDatesValid: end must not be before start', () => {
  it.each([
    ['2026-05-02', '2026-05-01', false],
    ['2026-05-01', '2026-05-01', true],
    ['2026-05-01', '2026-06-01', true],
    ['', '2026-06-01', true],
  ])('%s to %s -> %s', (start, end, ok) => expect(programDatesValid(start, end)).toBe(ok));
});

describe('optional fields', () => {
  it.each([
    ['', null],
    ['  ', null],
    [' Rink ', 'Rink'],
    [null, null],
  ])('blankToNull(%j) -> %j', (input, out) => {
    expect(blankToNull(input)).toBe(out);
  });
  it.each([
    ['', null],
    ['12', 12],
    [' 3 ', 3],
    ['0', 0],
    ['-1', -1],
    ['1.5', Number.NaN],
    ['abc', Number.NaN],
    [7, 7],
  ])('optionalInteger(%j) -> %s', (input, out) => expect(optionalInteger(input)).toBe(out));
});

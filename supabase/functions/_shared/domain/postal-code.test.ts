import { describe, expect, it } from 'vitest';
import { formatPostalCode, isValidPostalCode, normalisePostalCode } from './postal-code.ts';

describe('isValidPostalCode (letter-digit-letter, optional space, digit-letter-digit)', () => {
  it.each([
    ['K1A 0A6', true],
    ['K1A0A6', true],
    ['k1a 0a6', true],
    [' M5V 2T6 ', true],
    ['K1A  0A6', false],
    ['K1A-0A6', false],
    ['1K1 A0A', false],
    ['K1A 0A', false],
    ['K1A 0A66', false],
    ['12345', false],
    ['', false],
  ])('%j -> %s', (value, ok) => expect(isValidPostalCode(value)).toBe(ok));
});

describe('normalisePostalCode (stored upper case without spaces)', () => {
  it.each([
    ['k1a 0a6', 'K1A0A6'],
    [' M5V 2T6 ', 'M5V2T6'],
    ['h2x1y4', 'H2X1Y4'],
    ['', null],
    ['   ', null],
    [null, null],
  ])('%j -> %j', (value, out) => expect(normalisePostalCode(value)).toBe(out));
});

describe('formatPostalCode', () => {
  it.each([
    ['K1A0A6', 'K1A 0A6'],
    ['k1a 0a6', 'K1A 0A6'],
    ['odd', 'odd'],
    [null, ''],
  ])('%j -> %j', (value, out) => expect(formatPostalCode(value)).toBe(out));
});

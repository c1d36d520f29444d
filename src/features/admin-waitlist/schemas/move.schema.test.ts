import { describe, expect, it } from 'vitest';
import { moveSchema } from './move.schema';

// Three waiting: 1..3, a whole number, spaces around it allowed.
describe('moveSchema', () => {
  it.each([
    ['the first place', '1', 1],
    ['the last place', '3', 3],
    ['with spaces around', ' 2 ', 2],
    ['blank', '', null],
    ['zero', '0', null],
    ['past the end', '4', null],
    ['a fraction', '1.5', null],
    ['negative', '-1', null],
    ['not a number', 'two', null],
  ])('%s', (_, position, expected) => {
    const result = moveSchema(3).safeParse({ position });
    if (expected === null) expect(result.error?.issues.map((i) => i.message)).toEqual(['adminWaitlist:move.invalid']);
    else expect(result.data).toEqual({ position: expected });
  });
});

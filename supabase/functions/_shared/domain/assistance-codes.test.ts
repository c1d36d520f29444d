import { describe, expect, it } from 'vitest';
import { codeProblem, normaliseCode, type CodeCheck } from './assistance-codes.ts';

const check = (max: number | null, current = 0, extra: Partial<CodeCheck> = {}): CodeCheck => ({
  valid: max === null || current < max,
  error: max !== null && current >= max ? 'exhausted' : null,
  code_id: 'code-1',
  code: 'HELP',
  price: 0,
  max_uses: max,
  current_uses: current,
  ...extra,
});
const otherHas = [{ participantId: 'p2', name: 'Sam Lee', codeId: 'code-1' }];

describe('normaliseCode', () => {
  it.each([
    ['help50', 'HELP50'],
    [' Help 50 ', 'HELP50'],
    ['abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRST'],
    ['', ''],
  ])('%j -> %j', (input, out) => expect(normaliseCode(input)).toBe(out));
});

describe('codeProblem (spec 2 section 5)', () => {
  it.each([
    ['unknown code', { valid: false, error: 'invalid' } as CodeCheck, [], { kind: 'invalid' }],
    ['code at its limit', check(3, 3), [], { kind: 'exhausted' }],
    ['single-use code free', check(1, 0), [], null],
    ['single-use code already on another participant', check(1, 0), otherHas, { kind: 'singleUse' }],
    [
      'single-use code re-applied to the same participant',
      check(1, 0),
      [{ ...otherHas[0], participantId: 'p1' }],
      null,
    ],
    ['limited code with a use left for a second child', check(3, 1), otherHas, null],
    [
      'limited code whose last use is held by another child',
      check(2, 1),
      otherHas,
      { kind: 'usedByOther', name: 'Sam Lee' },
    ],
    ['unlimited code shared by siblings', check(null, 40), otherHas, null],
    ['another code on the other child does not count', check(1, 0), [{ ...otherHas[0], codeId: 'code-2' }], null],
  ])('%s', (_n, c, applied, expected) => expect(codeProblem(c, 'p1', applied)).toEqual(expected));
});

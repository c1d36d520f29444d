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
    // Issue 36: one participant per code in a registration, whatever uses are left (spec 2 section 5).
    ['limited code with uses left, on a second child', check(3, 1), otherHas, { kind: 'usedByOther', name: 'Sam Lee' }],
    [
      'limited code whose last use is held by another child',
      check(2, 1),
      otherHas,
      { kind: 'usedByOther', name: 'Sam Lee' },
    ],
    ['unlimited code on a second child', check(null, 40), otherHas, { kind: 'usedByOther', name: 'Sam Lee' }],
    // A family's aid code serves each participant its request names (issue 33 point 7e), within its uses.
    ['aid code naming both children', check(2, 0, { participant_ids: ['p1', 'p2'] }), otherHas, null],
    [
      'aid code naming both, one use left',
      check(2, 1, { participant_ids: ['p1', 'p2'] }),
      otherHas,
      { kind: 'usedByOther', name: 'Sam Lee' },
    ],
    [
      'aid code naming only the other child',
      check(2, 0, { participant_ids: ['p2'] }),
      otherHas,
      { kind: 'usedByOther', name: 'Sam Lee' },
    ],
    ['another code on the other child does not count', check(1, 0), [{ ...otherHas[0], codeId: 'code-2' }], null],
  ])('%s', (_n, c, applied, expected) => expect(codeProblem(c, 'p1', applied)).toEqual(expected));
});

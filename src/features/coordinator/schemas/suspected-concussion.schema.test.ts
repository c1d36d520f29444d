import { describe, expect, it } from 'vitest';
import { suspectedConcussionSchema } from './suspected-concussion.schema';

const TODAY = '2026-11-26';
const E = 'coordinator:concussion.errors.';

// Issue 24 point 6: the day is today or earlier (at most a year back, as the database checks), notes optional.
describe('suspectedConcussionSchema', () => {
  it.each([
    ['today', TODAY, '', null],
    ['a year back exactly', '2025-11-26', '', null],
    ['blank', '', '', `${E}dateRequired`],
    ['not a date', '2026-02-30', '', `${E}dateInvalid`],
    ['tomorrow', '2026-11-27', '', `${E}dateFuture`],
    ['more than a year back', '2025-11-25', '', `${E}dateTooOld`],
    ['notes too long', TODAY, 'x'.repeat(501), `${E}notesTooLong`],
  ])('%s', (_, suspectedOn, notes, error) => {
    const result = suspectedConcussionSchema(TODAY).safeParse({ suspectedOn, notes });
    if (error === null) expect(result.success).toBe(true);
    else expect(result.error?.issues.map((i) => i.message)).toEqual([error]);
  });

  it('trims the notes', () => {
    expect(suspectedConcussionSchema(TODAY).parse({ suspectedOn: TODAY, notes: '  hit boards  ' })).toEqual({
      suspectedOn: TODAY,
      notes: 'hit boards',
    });
  });
});

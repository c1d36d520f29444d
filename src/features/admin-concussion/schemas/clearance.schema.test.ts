import { describe, expect, it } from 'vitest';
import { clearanceSchema } from './clearance.schema';

const TODAY = '2026-11-26';
const SUSPECTED = '2026-11-20';
const E = 'adminConcussion:clearance.errors.';

// Issue 24 point 6: cleared on or after the suspected day, not after today; the note is optional.
describe('clearanceSchema', () => {
  it.each([
    ['the suspected day', SUSPECTED, '', null],
    ['today', TODAY, 'Cleared by a physician', null],
    ['blank', '', '', `${E}dateRequired`],
    ['not a date', '26/11/2026', '', `${E}dateInvalid`],
    ['tomorrow', '2026-11-27', '', `${E}dateFuture`],
    ['before the suspected day', '2026-11-19', '', `${E}dateBeforeSuspected`],
    ['note too long', TODAY, 'x'.repeat(501), `${E}noteTooLong`],
  ])('%s', (_, clearedOn, note, error) => {
    const result = clearanceSchema(SUSPECTED, TODAY).safeParse({ clearedOn, note });
    if (error === null) expect(result.success).toBe(true);
    else expect(result.error?.issues.map((i) => i.message)).toEqual([error]);
  });
});

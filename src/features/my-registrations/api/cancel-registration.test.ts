import { describe, expect, it } from 'vitest';
import { cancelErrorMessage } from './cancel-registration';

describe('cancelErrorMessage maps the database refusals to the spec messages (spec 2 section 8)', () => {
  it.each([
    [{ message: 'Registration not found', hint: 'not_found' }, { key: 'cancel.errors.notFound' }],
    [{ message: 'x', hint: 'not_owner' }, { key: 'cancel.errors.permission' }],
    [
      { message: 'x', hint: 'already_refunded' },
      { key: 'cancel.errors.already', values: { status: 'refunded' } },
    ],
    [
      { message: 'x', hint: 'already_cancelled' },
      { key: 'cancel.errors.already', values: { status: 'cancelled' } },
    ],
    [{ message: 'x', hint: 'reason_required' }, { key: 'cancel.errors.reasonRequired' }],
    [{ message: 'x', hint: 'reason_too_long' }, { key: 'cancel.errors.reasonTooLong' }],
    [{ message: 'x', hint: 'program_started' }, { key: 'cancel.errors.programStarted' }],
    [
      { message: 'connection lost', hint: null },
      { key: 'cancel.errors.updateFailed', values: { message: 'connection lost' } },
    ],
    [{}, { key: 'cancel.errors.fallback' }],
    [null, { key: 'cancel.errors.fallback' }],
  ])('%j -> %j', (error, expected) => {
    expect(cancelErrorMessage(error)).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { cancellationSchema } from './cancellation.schema';

const messages = (input: unknown) => {
  const result = cancellationSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('cancellationSchema (spec 2 section 5)', () => {
  it.each([
    [{ reason: 'schedule_conflict', otherText: '', refund: 'full' }, []],
    [{ reason: 'other', otherText: 'Moving to Europe', refund: 'none' }, []],
    [{ reason: '', otherText: '', refund: 'none' }, ['reason:myRegistrations:cancel.errors.reasonRequired']],
    [
      { reason: 'not_a_reason', otherText: '', refund: 'none' },
      ['reason:myRegistrations:cancel.errors.reasonRequired'],
    ],
    [
      { reason: 'other', otherText: '   ', refund: 'none' },
      ['otherText:myRegistrations:cancel.errors.specifyRequired'],
    ],
    [
      { reason: 'other', otherText: 'x'.repeat(501), refund: 'none' },
      ['otherText:myRegistrations:cancel.errors.reasonTooLong'],
    ],
  ])('%j gives %j', (input, expected) => {
    expect(messages(input)).toEqual(expected);
  });
});

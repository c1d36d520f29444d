import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { serverErrorMessage } from '@/lib/server-errors';
import { cancelServerErrors } from './cancel-registration';

const word = (error: unknown) => serverErrorMessage(error, i18n.t, cancelServerErrors);

describe('a cancellation refusal is worded with the spec messages (spec 2 section 8)', () => {
  it.each([
    [{ message: 'Registration not found', hint: 'not_found' }, 'Registration not found'],
    [{ message: 'x', hint: 'not_owner' }, 'You do not have permission to cancel this registration'],
    [{ message: 'x', hint: 'already_refunded' }, 'Registration is already refunded'],
    [{ message: 'x', hint: 'already_cancelled' }, 'Registration is already cancelled'],
    [{ message: 'x', hint: 'already_draft' }, 'Registration is already a draft'],
    [{ message: 'x', hint: 'reason_required' }, 'Please provide a reason for the cancellation/refund'],
    [{ message: 'x', hint: 'reason_too_long' }, 'The reason must be 500 characters or fewer'],
    [{ message: 'x', hint: 'program_started' }, 'Registrations can only be cancelled before the program starts'],
    [{ message: 'connection lost', hint: null }, 'Failed to update registration: connection lost'],
    [{}, 'Failed to process cancellation/refund'],
    [null, 'Failed to process cancellation/refund'],
  ])('%j -> %s', (error, expected) => {
    expect(word(error)).toBe(expected);
  });

  it('says the status in French too', async () => {
    await i18n.changeLanguage('fr');
    try {
      expect(word({ message: 'x', hint: 'already_refunded' })).toBe('Cette inscription est déjà remboursée');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

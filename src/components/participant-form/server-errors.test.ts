import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { serverErrorMessage } from '@/lib/server-errors';
import { participantServerErrors } from './server-errors';

const en = i18n.getFixedT('en');
const fr = i18n.getFixedT('fr');
const options = participantServerErrors('participants:add.failed');

describe('participant server errors (spec 1 section 8: the error message, or the screen fallback)', () => {
  it.each([
    [
      { hint: 'participant_limit', message: 'x' },
      'This account already has a player profile. Contact an administrator to add other participants.',
    ],
    [
      {
        code: '23514',
        message:
          'new row for relation "emergency_contacts" violates check constraint "emergency_contacts_phone_length"',
      },
      'Emergency contact phone must be at least 10 characters',
    ],
    [
      {
        code: '23514',
        message: 'new row for relation "user_profiles" violates check constraint "user_profiles_phone_length"',
      },
      'Phone number must be at least 10 characters',
    ],
    [
      { code: '23514', message: 'violates check constraint "participants_postal_code_check"' },
      'Please enter a valid Canadian postal code (e.g., K1A 0A6)',
    ],
    [
      {
        code: '23514',
        message:
          'new row for relation "emergency_contacts" violates check constraint "emergency_contacts_phone_format"',
      },
      'Emergency contact phone can contain only digits, spaces and + ( ) - . and must have 10 to 15 digits',
    ],
    [
      {
        code: '23514',
        message: 'new row for relation "user_profiles" violates check constraint "user_profiles_phone_format"',
      },
      'Phone number can contain only digits, spaces and + ( ) - . and must have 10 to 15 digits',
    ],
    [
      { code: '23514', message: 'violates check constraint "participants_names_clean"' },
      'Names cannot contain control characters or text-direction marks',
    ],
    [
      { code: '23514', message: 'violates check constraint "participants_medical_conditions_max"' },
      'One of the entries is too long. Please shorten it and try again.',
    ],
    [
      { code: '42501', hint: 'account_inactive', message: 'This account is deactivated.' },
      'This account is deactivated, so changes cannot be saved. Please contact an administrator.',
    ],
    [{ message: 'Participant not found' }, 'Participant not found'],
    [{ code: 'not_owner', message: 'x' }, 'You do not have permission to delete this participant'],
    [
      { hint: 'first_year_out_of_range' },
      `The year first played blind hockey must be from 1900 to ${new Date().getFullYear()}`,
    ],
    [{ message: 'Network down' }, 'Network down'],
    [{ message: '' }, 'An error occurred'],
    [null, 'An error occurred'],
  ])('%o -> %s', (error, text) => {
    expect(serverErrorMessage(error, en, options)).toBe(text);
  });

  it('words known refusals in French', () => {
    expect(
      serverErrorMessage(
        { hint: 'date_of_birth_too_recent', message: 'Date of birth must be at least five years before today' },
        fr,
        options,
      ),
    ).toBe('La date de naissance doit remonter à au moins 5 ans');
    expect(serverErrorMessage(new Error('Participant not found'), fr, options)).toBe('Participant introuvable');
  });

  it('wraps every refusal in the edit form sentence', () => {
    const edit = participantServerErrors('participants:edit.unknownError', { wrapKey: 'participants:edit.failed' });
    expect(serverErrorMessage({ hint: 'account_inactive' }, en, edit)).toBe(
      'Failed to update participant: This account is deactivated, so changes cannot be saved. Please contact an administrator.',
    );
    expect(serverErrorMessage(null, en, edit)).toBe('Failed to update participant: Unknown error');
  });
});

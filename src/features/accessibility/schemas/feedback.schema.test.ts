import { describe, expect, it } from 'vitest';
import en from '@/locales/en/accessibility.json';
import fr from '@/locales/fr/accessibility.json';
import { isAcknowledged } from './feedback.form';
import { feedbackSchema } from './feedback.schema';

const valid = { name: '', email: 'sam@example.org', message: 'The button is not announced.', page: '' };
const errorsOf = (values: Record<string, string>) => {
  const result = feedbackSchema.safeParse(values);
  // The first issue of each field, as the form shows it (zodResolver keeps the first).
  return result.success ? {} : Object.fromEntries(result.error.issues.reverse().map((i) => [i.path[0], i.message]));
};

describe('feedbackSchema', () => {
  it('accepts a message with only an e-mail address (name and page optional), trimmed', () => {
    const result = feedbackSchema.parse({ ...valid, email: '  sam@example.org ', message: '  Hi  ' });
    expect(result).toEqual({ name: '', email: 'sam@example.org', message: 'Hi', page: '' });
  });

  it('refuses an empty form with the e-mail and message errors', () => {
    expect(errorsOf({ name: '', email: '', message: '   ', page: '' })).toEqual({
      email: 'accessibility:form.errors.emailRequired',
      message: 'accessibility:form.errors.messageRequired',
    });
  });

  it('refuses the addresses the database refuses (no dot after @, spaces, two @)', () => {
    for (const email of ['sam', 'sam@example', 'sam @example.org', 'sam@@example.org', 'sam@example.']) {
      expect(errorsOf({ ...valid, email }), email).toEqual({ email: 'accessibility:form.errors.emailInvalid' });
    }
  });

  it('enforces the database limits: name 100, page 300, message 4000', () => {
    expect(errorsOf({ ...valid, name: 'n'.repeat(100), page: 'p'.repeat(300), message: 'm'.repeat(4000) })).toEqual({});
    expect(errorsOf({ ...valid, name: 'n'.repeat(101), page: 'p'.repeat(301), message: 'm'.repeat(4001) })).toEqual({
      name: 'accessibility:form.errors.nameTooLong',
      page: 'accessibility:form.errors.pageTooLong',
      message: 'accessibility:form.errors.messageTooLong',
    });
  });

  it('words every database refusal in both languages', () => {
    const hints = [
      'feedback_email_invalid',
      'feedback_message_required',
      'feedback_message_too_long',
      'feedback_name_too_long',
      'feedback_page_too_long',
      'feedback_language_invalid',
      'feedback_too_many_from_email',
      'feedback_busy',
    ];
    for (const hint of hints) {
      expect(en.serverErrors[hint as keyof typeof en.serverErrors], hint).toBeTruthy();
      expect(fr.serverErrors[hint as keyof typeof fr.serverErrors], hint).toBeTruthy();
    }
    // The same words inline and from the server.
    expect(en.serverErrors.feedback_email_invalid).toBe(en.form.errors.emailInvalid);
    expect(fr.serverErrors.feedback_message_required).toBe(fr.form.errors.messageRequired);
  });
});

describe('isAcknowledged', () => {
  it.each([
    ['sam@example.org', 'sam@example.org', true],
    [' Sam@Example.org ', 'sam@example.org', true],
    ['other@example.org', 'sam@example.org', false],
    ['sam@example.org', null, false],
    ['sam@example.org', undefined, false],
    ['', '', false],
  ])('%j signed in as %j: %s', (email, account, expected) => expect(isAcknowledged(email, account)).toBe(expected));
});

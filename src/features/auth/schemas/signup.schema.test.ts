import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { serverErrorMessage } from '@/lib/server-errors';
import { signUpRefusal } from '../api/auth';
import { canSubmitSignup, PASSWORD_MIN_LENGTH, signupDefaults, signupServerErrors } from './signup.form';
import { signupSchema, type SignupValues } from './signup.schema';
import { loginErrors, loginRules, loginServerErrors } from './login.schema';

const valid: SignupValues = {
  ...signupDefaults,
  role: 'parent_guardian',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  password: 'secret-12',
  confirmPassword: 'secret-12',
};

function messages(values: Partial<SignupValues>) {
  const result = signupSchema.safeParse({ ...valid, ...values });
  if (result.success) return {};
  // The first message per field is the one shown.
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('signup schema (spec 1 section 5)', () => {
  it('accepts a complete parent sign-up', () => {
    expect(signupSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    [{ firstName: '  ' }, 'firstName', 'validation:firstNameRequired'],
    [{ lastName: '' }, 'lastName', 'validation:lastNameRequired'],
    [{ email: '' }, 'email', 'validation:emailRequired'],
    [{ email: 'not-an-email' }, 'email', 'validation:emailInvalid'],
    [{ password: '12345', confirmPassword: '12345' }, 'password', 'validation:passwordTooShort'],
    [{ password: '1234567', confirmPassword: '1234567' }, 'password', 'validation:passwordTooShort'],
    [{ confirmPassword: 'different' }, 'confirmPassword', 'validation:passwordsDoNotMatch'],
    [{ role: 'participant' as const, ageConfirmed: false }, 'ageConfirmed', 'validation:adultConfirmationRequired'],
  ])('%o fails on %s with %s', (values, path, message) => {
    expect(messages(values)[path]).toBe(message);
  });

  it('accepts an 8-character password (NIST SP 800-63B, issue 17) and a player who confirmed being an adult', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(messages({ password: '12345678', confirmPassword: '12345678' })).toEqual({});
    expect(messages({ role: 'participant', ageConfirmed: true })).toEqual({});
  });

  it('never offers admin at sign-up', () => {
    expect(signupSchema.safeParse({ ...valid, role: 'admin' }).success).toBe(false);
  });

  it.each([
    ['participant', false, false],
    ['participant', true, true],
    ['parent_guardian', false, true],
    ['coach', false, true],
    ['volunteer', false, true],
  ])('submit for %s with confirmation %s allowed: %s', (role, confirmed, allowed) => {
    expect(canSubmitSignup(role, confirmed)).toBe(allowed);
  });
});

describe('sign-up server messages', () => {
  it.each([
    [
      { code: 'weak_password', message: 'Password should be at least 8 characters.', reasons: ['length'] },
      'Password must be at least 8 characters',
    ],
    [
      { code: 'weak_password', message: 'Password should be at least 8 characters.' },
      'Password must be at least 8 characters',
    ],
    [
      { code: 'weak_password', message: 'Password is known to be weak and easy to guess', reasons: ['pwned'] },
      'Password is known to be weak and easy to guess',
    ],
    [{ code: 'user_already_exists', message: 'User already registered' }, 'User already registered'],
    [{}, 'An unexpected error occurred. Please try again.'],
  ])('%o is shown as %o', (error, expected) => {
    expect(serverErrorMessage(signUpRefusal(error), i18n.t, signupServerErrors)).toBe(expected);
  });
});

describe('login rules and server messages', () => {
  it.each([
    ['email', '', 'validation:emailRequired'],
    ['email', '   ', 'validation:emailRequired'],
    ['email', 'a@example.org', true],
    ['password', '', 'validation:passwordRequired'],
    ['password', ' ', true],
  ] as const)('%s %j gives %s', (field, value, expected) => {
    expect(loginRules[field].validate(value)).toBe(expected);
  });

  it('lists each field whose rule fails, by name', () => {
    expect(loginErrors({ email: ' ', password: '' })).toEqual({
      email: 'validation:emailRequired',
      password: 'validation:passwordRequired',
    });
    expect(loginErrors({ email: 'a@example.org', password: '' })).toEqual({ password: 'validation:passwordRequired' });
    expect(loginErrors({ email: 'a@example.org', password: ' ' })).toEqual({});
  });

  it.each([
    [{ message: 'Invalid login credentials' }, 'Invalid email or password'],
    [{ code: 'invalid_credentials', message: 'Invalid login credentials' }, 'Invalid email or password'],
    [{ message: 'Email not confirmed' }, 'Please check your email to confirm your account before signing in'],
    [{ message: 'Too many requests' }, 'Too many requests'],
  ])('maps %o', (server, expected) => {
    expect(serverErrorMessage(server, i18n.t, loginServerErrors)).toBe(expected);
  });
});

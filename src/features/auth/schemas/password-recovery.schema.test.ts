import { describe, expect, it } from 'vitest';
import { readRecoveryFragment } from './password-recovery.form';
import { forgotPasswordSchema, resetPasswordSchema } from './password-recovery.schema';
import { signupDefaults } from './signup.form';
import { signupSchema } from './signup.schema';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`);

describe('forgot password', () => {
  it('asks for a real e-mail address', () => {
    expect(messages(forgotPasswordSchema.safeParse({ email: '  ' }))[0]).toBe('email:validation:emailRequired');
    expect(messages(forgotPasswordSchema.safeParse({ email: 'nope' }))).toEqual(['email:validation:emailInvalid']);
    expect(forgotPasswordSchema.parse({ email: ' a@b.ca ' })).toEqual({ email: 'a@b.ca' });
  });
});

describe('new password: the same rules as sign-up', () => {
  it.each(['1234567', '12345678', 'élan-fort', ''])('%j', (password) => {
    const reset = messages(resetPasswordSchema.safeParse({ password, confirmPassword: password }));
    const signup = messages(
      signupSchema.safeParse({
        ...signupDefaults,
        firstName: 'A',
        lastName: 'B',
        email: 'a@b.ca',
        ageConfirmed: true,
        password,
        confirmPassword: password,
      }),
    );
    expect(reset).toEqual(signup);
  });

  it('asks for the same password twice', () => {
    expect(
      messages(resetPasswordSchema.safeParse({ password: 'long-enough', confirmPassword: 'long-enougH' })),
    ).toEqual(['confirmPassword:validation:passwordsDoNotMatch']);
  });
});

describe('readRecoveryFragment', () => {
  it('reads the session of a recovery link', () => {
    expect(
      readRecoveryFragment('#access_token=a.b.c&expires_in=3600&refresh_token=r1&token_type=bearer&type=recovery'),
    ).toEqual({
      kind: 'session',
      accessToken: 'a.b.c',
      refreshToken: 'r1',
    });
  });

  it('reads why a used or expired link failed', () => {
    expect(
      readRecoveryFragment(
        '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
      ),
    ).toEqual({ kind: 'error', code: 'otp_expired' });
  });

  it('has nothing for another fragment or a session of another kind', () => {
    expect(readRecoveryFragment('')).toEqual({ kind: 'none' });
    expect(readRecoveryFragment('#access_token=a&refresh_token=b&type=signup')).toEqual({ kind: 'none' });
  });
});

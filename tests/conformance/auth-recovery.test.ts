// Password recovery through supabase-js (implicit flow, as src/lib/supabase.ts):
// POST /recover, the e-mail through the stack's SMTP server, GET /verify (the
// link), POST /verify (verifyOtp) and PUT /user, as GoTrue answers them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../local-supabase/src/mail/server.ts';
import { MAX_OTP_FAILURES, tokenHash } from '../../local-supabase/src/auth/recovery.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ seed: false });
});
afterAll(() => stack?.stop());

const REDIRECT = 'http://127.0.0.1:4173/reset-password';

async function recoveryMail(email: string): Promise<{ mail: MailMessage; link: string }> {
  const { data, error } = await stack.anon().auth.resetPasswordForEmail(email, { redirectTo: REDIRECT });
  expect(error).toBeNull();
  expect(data).toEqual({});
  const mail = await stack.mail.waitFor((m) => m.to.includes(email), 5000);
  const link = /href="([^"]+)"/.exec(mail.html ?? '')![1].replaceAll('&amp;', '&');
  return { mail, link };
}

async function follow(link: string) {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  const location = new URL(res.headers.get('location')!);
  return { location, fragment: new URLSearchParams(location.hash.slice(1)) };
}

describe('POST /recover', () => {
  it('sends the recovery e-mail in the user’s language, with a one-time link', async () => {
    await stack.signUp('fr.player@example.com', 'ancien-mot-1', { preferred_language: 'fr' });
    const { mail, link } = await recoveryMail('fr.player@example.com');
    expect(mail.subject).toBe('Réinitialisez votre mot de passe – Hockey canadien pour aveugles');
    expect(mail.language).toBe('fr');
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('<h1');
    expect(mail.html).not.toContain('{{');
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe(`${stack.url}/auth/v1/verify`);
    expect(url.searchParams.get('type')).toBe('recovery');
    expect(url.searchParams.get('redirect_to')).toBe(REDIRECT);
    const [row] = await stack.sql(`select recovery_token, recovery_sent_at from auth.users where email = $1`, [
      'fr.player@example.com',
    ]);
    expect(row.recovery_token).toBe(url.searchParams.get('token'));
    expect(row.recovery_token).toMatch(/^[0-9a-f]{64}$/);
    expect(row.recovery_sent_at).not.toBeNull();

    await stack.signUp('en.player@example.com', 'old-password-1', { preferred_language: 'en' });
    const en = await recoveryMail('en.player@example.com');
    expect(en.mail.subject).toBe('Reset your password – Canadian Blind Hockey');
    expect(en.mail.language).toBe('en');
    expect(en.mail.html).toContain('Choose a new password for Canadian Blind Hockey');
  });

  it('answers the same 200 {} for an unknown address and sends nothing', async () => {
    const before = stack.mail.messages().length;
    const { data, error } = await stack
      .anon()
      .auth.resetPasswordForEmail('nobody@example.com', { redirectTo: REDIRECT });
    expect(error).toBeNull();
    expect(data).toEqual({});
    await new Promise((r) => setTimeout(r, 200));
    expect(stack.mail.messages().length).toBe(before);
  });

  it('refuses a second e-mail to the same address within max_frequency with 429 over_email_send_rate_limit', async () => {
    await stack.signUp('hasty@example.com', 'secret123');
    await recoveryMail('hasty@example.com');
    const { error } = await stack.anon().auth.resetPasswordForEmail('hasty@example.com', { redirectTo: REDIRECT });
    expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
  });

  it('refuses a malformed address with 400 validation_failed', async () => {
    const { error } = await stack.anon().auth.resetPasswordForEmail('not-an-email');
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});

describe('GET /verify (the link) and PUT /user', () => {
  it('signs in once with a recovery session, and the new password replaces the old', async () => {
    await stack.signUp('forgetful@example.com', 'old-password-1');
    const other = await stack.signIn('forgetful@example.com', 'old-password-1');
    const { link } = await recoveryMail('forgetful@example.com');
    const { location, fragment } = await follow(link);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('expires_in')).toBe('3600');

    const c = stack.anon();
    const set = await c.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(set.error).toBeNull();
    expect(set.data.user!.email).toBe('forgetful@example.com');
    expect((await c.auth.updateUser({ password: 'short' })).error).toMatchObject({
      status: 422,
      code: 'weak_password',
    });
    expect((await c.auth.updateUser({ password: 'old-password-1' })).error).toMatchObject({
      status: 422,
      code: 'same_password',
    });
    expect((await c.auth.updateUser({ password: 'new-password-2' })).error).toBeNull();

    const old = await stack
      .anon()
      .auth.signInWithPassword({ email: 'forgetful@example.com', password: 'old-password-1' });
    expect(old.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    const fresh = await stack
      .anon()
      .auth.signInWithPassword({ email: 'forgetful@example.com', password: 'new-password-2' });
    expect(fresh.error).toBeNull();
    // The recovery session goes on; the other sessions of the account are signed out.
    expect((await c.auth.getUser()).error).toBeNull();
    const signedOut = await other.auth.getUser();
    expect(signedOut.error).not.toBeNull();
    expect(signedOut.data.user).toBeNull();

    const again = await follow(link);
    expect(Object.fromEntries(again.fragment)).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
    expect(again.location.hash).not.toContain('access_token');
  });

  it('refuses an expired link with otp_expired', async () => {
    await stack.signUp('late@example.com', 'secret123');
    const { link } = await recoveryMail('late@example.com');
    await stack.sql(`update auth.users set recovery_sent_at = now() - interval '61 minutes' where email = $1`, [
      'late@example.com',
    ]);
    const { fragment } = await follow(link);
    expect(fragment.get('error_code')).toBe('otp_expired');
    expect(fragment.get('access_token')).toBeNull();
  });

  it('sends a link with an unlisted redirect_to to site_url', async () => {
    await stack.signUp('elsewhere@example.com', 'secret123');
    const { error } = await stack.anon().auth.resetPasswordForEmail('elsewhere@example.com', {
      redirectTo: 'https://evil.example.com/steal',
    });
    expect(error).toBeNull();
    const mail = await stack.mail.waitFor((m) => m.to.includes('elsewhere@example.com'), 5000);
    const link = new URL(/href="([^"]+)"/.exec(mail.html!)![1].replaceAll('&amp;', '&'));
    expect(link.searchParams.get('redirect_to')).toBe('http://127.0.0.1:5173');
  });
});

describe('POST /verify (verifyOtp)', () => {
  it('answers a session for the token hash once, then 403 otp_expired', async () => {
    await stack.signUp('otp@example.com', 'secret123');
    const { link } = await recoveryMail('otp@example.com');
    const token_hash = new URL(link).searchParams.get('token')!;
    const c = stack.anon();
    const events: string[] = [];
    c.auth.onAuthStateChange((e) => events.push(e));
    const ok = await c.auth.verifyOtp({ type: 'recovery', token_hash });
    expect(ok.error).toBeNull();
    expect(ok.data.session!.user.email).toBe('otp@example.com');
    expect(events).toContain('PASSWORD_RECOVERY');
    const used = await stack.anon().auth.verifyOtp({ type: 'recovery', token_hash });
    expect(used.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('accepts the 6-digit code with the e-mail address (the hash is sha256 of e-mail + code)', async () => {
    await stack.signUp('code@example.com', 'secret123');
    await recoveryMail('code@example.com');
    const wrong = await stack.anon().auth.verifyOtp({ type: 'recovery', email: 'code@example.com', token: 'abcdef' });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' });
    // The code is not in our template; store a known one the way POST /recover stores it.
    await stack.sql(`update auth.users set recovery_token = $1 where email = 'code@example.com'`, [
      tokenHash('code@example.com', '123456'),
    ]);
    const code = '123456';
    const ok = await stack.anon().auth.verifyOtp({ type: 'recovery', email: 'Code@Example.com', token: code });
    expect(ok.error).toBeNull();
    expect(ok.data.user!.email).toBe('code@example.com');
  });

  it('drops the code after 5 wrong ones: even the right code is then refused, until a new e-mail', async () => {
    expect(MAX_OTP_FAILURES).toBe(5);
    await stack.signUp('guesser@example.com', 'secret123');
    const { link } = await recoveryMail('guesser@example.com');
    const setCode = (code: string) =>
      stack.sql(`update auth.users set recovery_token = $1, recovery_sent_at = now() where email = $2`, [
        tokenHash('guesser@example.com', code),
        'guesser@example.com',
      ]);
    const tryCode = (token: string) =>
      stack.anon().auth.verifyOtp({ type: 'recovery', email: 'guesser@example.com', token });
    await setCode('424242');
    for (let i = 1; i <= 5; i++) {
      const wrong = await tryCode(String(100000 + i));
      expect(wrong.error).toMatchObject({
        status: 403,
        code: 'otp_expired',
        message: 'Token has expired or is invalid',
      });
    }
    const right = await tryCode('424242');
    expect(right.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
    expect(right.data.session).toBeNull();
    const [row] = await stack.sql(`select recovery_token from auth.users where email = $1`, ['guesser@example.com']);
    expect(row.recovery_token).toBe('');
    // The e-mailed link carried the same token: it is gone too.
    expect((await follow(link)).fragment.get('error_code')).toBe('otp_expired');

    // A new code (a new e-mail) starts again: 4 wrong ones, then the right one signs in.
    await setCode('515151');
    for (let i = 1; i <= 4; i++) expect((await tryCode(String(200000 + i))).error).toMatchObject({ status: 403 });
    const ok = await tryCode('515151');
    expect(ok.error).toBeNull();
    expect(ok.data.user!.email).toBe('guesser@example.com');
  });
});

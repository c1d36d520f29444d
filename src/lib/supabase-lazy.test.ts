import { describe, expect, it } from 'vitest';
import { mayHaveStoredSession } from './supabase-lazy';

const storage = (keys: string[]) => ({ length: keys.length, key: (i: number) => keys[i] ?? null });

describe('mayHaveStoredSession (supabase-js session keys in localStorage)', () => {
  it.each([
    ['an empty storage', [], false],
    ['only the app language', ['preferredLanguage'], false],
    ['a session of the local backend', ['preferredLanguage', 'sb-127-auth-token'], true],
    ['a session of a hosted project', ['sb-abcdefghijklmnop-auth-token'], true],
    ['a sign-in in progress (PKCE verifier)', ['sb-abcd-auth-token-code-verifier'], true],
    ['a look-alike key', ['my-sb-auth-token', 'sb--auth'], false],
  ])('%s', (_name, keys, expected) => {
    expect(mayHaveStoredSession(storage(keys))).toBe(expected);
  });

  it('assumes a session may exist when storage cannot be read', () => {
    expect(mayHaveStoredSession(null)).toBe(true);
  });
});

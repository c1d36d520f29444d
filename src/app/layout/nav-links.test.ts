import { describe, expect, it } from 'vitest';
import { navLinksFor } from './nav-links';

const keys = (...args: Parameters<typeof navLinksFor>) => navLinksFor(...args).map((l) => l.key);

describe('header links (spec 1 section 2)', () => {
  it.each([
    [false, null, false, ['programs', 'login', 'signUp']],
    [true, 'participant', false, ['dashboard', 'programs', 'profile']],
    [true, 'volunteer', false, ['dashboard', 'programs', 'profile']],
    [true, 'parent_guardian', false, ['dashboard', 'participants', 'programs', 'profile']],
    [true, 'coach', false, ['dashboard', 'participants', 'programs', 'profile']],
    [true, 'coach', true, ['dashboard', 'participants', 'programs', 'profile', 'coordinator']],
    [true, 'admin', false, ['dashboard', 'participants', 'programs', 'profile', 'admin']],
  ] as const)('signed in %s as %s (coordinator %s): %o', (signedIn, role, coord, expected) => {
    expect(keys(signedIn, role, coord)).toEqual(expected);
  });
});

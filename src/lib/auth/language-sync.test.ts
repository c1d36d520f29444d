import { describe, expect, it } from 'vitest';
import { languageOnSignIn } from './language-sync';

describe('languageOnSignIn', () => {
  it.each([
    // shown, preferred, chosen on this device -> action
    ['en', 'fr', false, { kind: 'switch', to: 'fr' }],
    ['fr', 'en', false, { kind: 'switch', to: 'en' }],
    ['en', 'fr', true, { kind: 'save', value: 'en' }],
    ['fr', 'en', true, { kind: 'save', value: 'fr' }],
    ['fr', 'fr', false, { kind: 'none' }],
    ['en', 'en', true, { kind: 'none' }],
    ['en', null, false, { kind: 'none' }],
  ] as const)('shown %s, account %s, chosen here %s', (shown, preferred, chosen, expected) => {
    expect(languageOnSignIn(shown, preferred, chosen)).toEqual(expected);
  });
});

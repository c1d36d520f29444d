// The interface language after a sign-in (issue 21 point 4): on a device where
// nobody chose a language with the toggle, the account's preferred language
// (user_profiles.preferred_language) wins; once someone pressed EN or FR on
// this device, that choice wins and is saved to the account instead.
import i18n from 'i18next';
import { currentLanguage, type Language } from '@/lib/i18n';
import { savePreferredLanguage } from './profile';

import { LANGUAGE_CHOSEN_KEY } from '@/lib/storage-keys';

export { LANGUAGE_CHOSEN_KEY };

/** Remembers that the language on this device was chosen by hand (the toggle). */
export function markLanguageChosen(): void {
  try {
    localStorage.setItem(LANGUAGE_CHOSEN_KEY, '1');
  } catch {
    // Private mode or storage off: the account's language will apply at each sign-in.
  }
}

function chosenOnDevice(): boolean {
  try {
    return localStorage.getItem(LANGUAGE_CHOSEN_KEY) === '1';
  } catch {
    return false;
  }
}

export type LanguageAction = { kind: 'none' } | { kind: 'switch'; to: Language } | { kind: 'save'; value: Language };

/** What a sign-in does with the language: a pure rule (table-tested). */
export function languageOnSignIn(shown: Language, preferred: Language | null, chosenHere: boolean): LanguageAction {
  if (!preferred || preferred === shown) return { kind: 'none' };
  return chosenHere ? { kind: 'save', value: shown } : { kind: 'switch', to: preferred };
}

/** Applies languageOnSignIn() for a user who just signed in. Never throws. */
export async function syncLanguageOnSignIn(userId: string, preferred: string | null | undefined): Promise<void> {
  const wanted = preferred === 'fr' || preferred === 'en' ? preferred : null;
  const action = languageOnSignIn(currentLanguage(), wanted, chosenOnDevice());
  try {
    if (action.kind === 'switch') await i18n.changeLanguage(action.to);
    if (action.kind === 'save') await savePreferredLanguage(userId, action.value);
  } catch (error) {
    console.warn('Could not apply the preferred language', error);
  }
}

// The app's own keys in the browser's localStorage, in a module with no imports so that the browser tests can set
// them too (tests/e2e/support/accounts.ts) without loading the app.

/** The interface language saved on this device (i18next's detector reads it first). */
export const LANGUAGE_STORAGE_KEY = 'preferredLanguage';

/** Set when someone pressed EN or FR on this device: that choice then wins over the account's language at sign-in. */
export const LANGUAGE_CHOSEN_KEY = 'languageChosenOnDevice';

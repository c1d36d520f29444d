import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import i18n, { loadAllNamespaces } from '@/lib/i18n';

// Locale namespaces load lazily in the app; tests get them all up front.
await loadAllNamespaces();
// Component tests run in English unless a test switches language.
await i18n.changeLanguage('en');

afterEach(async () => {
  cleanup();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

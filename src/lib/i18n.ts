import i18n, { type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

export const SUPPORTED_LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'preferredLanguage';

// Every src/locales/<lang>/<namespace>.json is picked up here: a feature adds
// its own namespace file in both languages without touching this module.
const modules = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

export const resources: Resource = {};
const namespaces = new Set<string>();
for (const [path, json] of Object.entries(modules)) {
  const match = /locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(path);
  if (!match) continue;
  const [, lang, ns] = match;
  resources[lang] ??= {};
  resources[lang][ns] = json;
  namespaces.add(ns);
}
export const NAMESPACES = [...namespaces].sort();

function syncHtmlLang(lng: string | undefined) {
  if (typeof document === 'undefined' || !lng) return;
  document.documentElement.lang = currentLanguage(lng);
}

/** Normalises 'fr-CA' and friends to a supported language. */
export function currentLanguage(lng: string | undefined = i18n.resolvedLanguage ?? i18n.language): Language {
  return lng?.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

/** Intl locale for a language: Canadian English or Canadian French. */
export function intlLocale(lng: string | undefined = undefined): 'en-CA' | 'fr-CA' {
  return currentLanguage(lng) === 'fr' ? 'fr-CA' : 'en-CA';
}

i18n.on('languageChanged', syncHtmlLang);

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    ns: NAMESPACES,
    defaultNS: 'common',
    fallbackLng: 'en',
    supportedLngs: [...SUPPORTED_LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
    detection: {
      order: ['localStorage', 'navigator', 'htmlTag'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
    },
    react: { useSuspense: false },
    showSupportNotice: false,
  });
syncHtmlLang(i18n.resolvedLanguage ?? i18n.language);

export default i18n;

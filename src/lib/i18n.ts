import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY } from './storage-keys';

export const SUPPORTED_LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export { LANGUAGE_STORAGE_KEY };

// Every src/locales/<lang>/<namespace>.json is picked up here: a feature adds
// its own namespace file in both languages without touching this module.
// Only the shell's namespaces (header, landing, login/signup) ship in the entry
// chunk; every other namespace is its own chunk, fetched when a component's
// useTranslation('<ns>') first asks for it (it suspends inside the routes'
// Suspense boundary until then), then the rest of the language at idle time.
const EAGER = /locales\/[a-z]{2}\/(common|landing|auth|validation)\.json$/;
const eagerModules = import.meta.glob<Record<string, unknown>>('../locales/*/{common,landing,auth,validation}.json', {
  eager: true,
  import: 'default',
});
const lazyModules = import.meta.glob<Record<string, unknown>>(
  ['../locales/*/*.json', '!../locales/*/{common,landing,auth,validation}.json'],
  { import: 'default' },
);

function parse(path: string): [string, string] | null {
  const match = /locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(path);
  return match ? [match[1], match[2]] : null;
}

export const resources: Resource = {};
const namespaces = new Set<string>();
const loaders = new Map<string, () => Promise<Record<string, unknown>>>();
for (const [path, json] of Object.entries(eagerModules)) {
  const parsed = parse(path);
  if (!parsed || !EAGER.test(path)) continue;
  const [lang, ns] = parsed;
  resources[lang] ??= {};
  resources[lang][ns] = json;
  namespaces.add(ns);
}
for (const [path, load] of Object.entries(lazyModules)) {
  const parsed = parse(path);
  if (!parsed) continue;
  loaders.set(`${parsed[0]}/${parsed[1]}`, load);
  namespaces.add(parsed[1]);
}
export const NAMESPACES = [...namespaces].sort();
/** The namespaces in the entry chunk (the first load); every other one is fetched when a screen asks for it. */
export const EAGER_NAMESPACES = Object.keys(resources.en ?? {}).sort();

const appName = (lang: string) => (resources[lang]?.common as { appName?: string } | undefined)?.appName;

/**
 * <html lang>, and the document's title while it is still the bare app name (index.html's, in English): a French
 * page's title was English until its lazy screen set its own, and that is what Orca read at each load (issue 37).
 */
function syncHtmlLang(lng: string | undefined) {
  if (typeof document === 'undefined' || !lng) return;
  const lang = currentLanguage(lng);
  document.documentElement.lang = lang;
  const name = appName(lang);
  if (name && SUPPORTED_LANGUAGES.some((l) => appName(l) === document.title)) document.title = name;
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

/**
 * The province and territory names (src/lib/provinces.ts) are a lazy namespace of their own, kept out of the
 * first load: a screen's namespace is handed to i18next only once the names of BOTH languages are in the store
 * too (the admin users search matches a province by its English and its French name), so a screen that shows
 * a province never draws the bare code first. The shell's own lazy namespaces (the footer) do not wait for them.
 */
export const PROVINCES_NS = 'provinces';
const WITHOUT_PROVINCES = new Set([PROVINCES_NS, 'footer']);
let provincesLoading: Promise<void> | undefined;
function loadProvinceNames(): Promise<void> {
  if (SUPPORTED_LANGUAGES.every((lang) => i18n.hasResourceBundle(lang, PROVINCES_NS))) return Promise.resolve();
  provincesLoading ??= Promise.all(
    SUPPORTED_LANGUAGES.map(async (lang) => {
      const data = await loaders.get(`${lang}/${PROVINCES_NS}`)!();
      i18n.addResourceBundle(lang, PROVINCES_NS, data, true, true);
    }),
  )
    .then(() => undefined)
    .finally(() => {
      provincesLoading = undefined; // a failed load is tried again by the next screen
    });
  return provincesLoading;
}

/** Storage of this device, or null where it is off (private mode, blocked). */
function deviceStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * i18next language detector: the language saved on this device, then the browser's languages, then <html lang>;
 * i18next picks the first it supports ('fr-CA' reads French) and the language in use is saved back. What
 * i18next-browser-languagedetector did with this configuration, in a few lines instead of 6 KB of the first load.
 */
export const languageDetector = {
  type: 'languageDetector' as const,
  init() {},
  detect(): string[] {
    const found: (string | null | undefined)[] = [];
    try {
      found.push(deviceStorage()?.getItem(LANGUAGE_STORAGE_KEY));
    } catch {
      // storage refused: the browser's languages decide
    }
    if (typeof navigator !== 'undefined') found.push(...(navigator.languages ?? []), navigator.language);
    if (typeof document !== 'undefined') found.push(document.documentElement.getAttribute('lang'));
    // Only the shape of a language code (it ends up in <html lang>).
    return found.filter((l): l is string => !!l && /^[A-Za-z0-9_@.-]{1,128}$/.test(l) && !l.includes('..'));
  },
  cacheUserLanguage(lng: string) {
    if (lng === 'cimode') return;
    try {
      deviceStorage()?.setItem(LANGUAGE_STORAGE_KEY, lng);
    } catch {
      // not saved: the next visit detects again
    }
  },
};

/** i18next backend plugin: reads a lazy namespace chunk. */
const lazyBackend = {
  type: 'backend' as const,
  init() {},
  read(lng: string, ns: string, callback: (err: unknown, data?: Record<string, unknown> | boolean) => void) {
    const load = loaders.get(`${currentLanguage(lng)}/${ns}`);
    if (!load) return callback(null, (resources[currentLanguage(lng)]?.[ns] as Record<string, unknown>) ?? {});
    Promise.all([load(), WITHOUT_PROVINCES.has(ns) ? undefined : loadProvinceNames()]).then(
      ([data]) => callback(null, data),
      (err: unknown) => callback(err, false),
    );
  },
};

/**
 * Puts every namespace of these languages in the store, straight from their chunks. Not through
 * i18n.loadNamespaces: that adds each namespace to i18next's list of namespaces to load, and from then on every
 * screen's own loadNamespaces (react-i18next's, when a screen mounts) waited for ALL of them, so a screen opened
 * while the idle prefetch was under way waited for some 40 chunks instead of its own one, and a change of language
 * fetched every namespace of the new language before drawing anything.
 */
export async function addNamespaces(languages: readonly string[]): Promise<void> {
  await Promise.all(
    [...loaders.entries()].map(async ([key, load]) => {
      const [lang, ns] = key.split('/');
      if (languages.includes(lang) && !i18n.hasResourceBundle(lang, ns)) {
        i18n.addResourceBundle(lang, ns, await load(), true, true);
      }
    }),
  );
}

/** Loads every namespace of both languages (unit tests; no-op once loaded). */
export function loadAllNamespaces(): Promise<void> {
  return addNamespaces(SUPPORTED_LANGUAGES);
}

/** i18next event: the idle prefetch of the language's namespaces is done (the t() users draw again, once). */
export const I18N_PREFETCHED = 'cbh:prefetched';

const ready = i18n
  .use(lazyBackend)
  .use(languageDetector)
  .use(initReactI18next)
  .init({
    resources,
    partialBundledLanguages: true,
    ns: ['common'],
    defaultNS: 'common',
    fallbackLng: 'en',
    supportedLngs: [...SUPPORTED_LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
    // A component whose namespace is not loaded yet suspends (routes render in Suspense) and draws when it has come.
    // The t() users all draw again on a change of language and once the idle prefetch below is done ('prefetched'),
    // not on each bundle added to the store ('added', and 'loaded' likewise, fire once a namespace: the prefetch's
    // 30-odd bundles re-drew the whole page 30 times, seconds on an admin's 400 registrations, and a click waited).
    react: { useSuspense: true, bindI18n: `languageChanged ${I18N_PREFETCHED}`, bindI18nStore: '' },
    showSupportNotice: false,
  });
syncHtmlLang(i18n.resolvedLanguage ?? i18n.language);

// After the first screen is up, fetch the remaining namespaces of the current
// language (and of English, its fallback) so a later t('<other-ns>:key') (CSV
// labels, shared step errors) and a switch of screen never wait; again after a
// change of language.
if (typeof window !== 'undefined' && !import.meta.env.VITEST) {
  const prefetch = () =>
    void ready
      .then(() => addNamespaces([...new Set([currentLanguage(), 'en'])]))
      .then(
        () => i18n.emit(I18N_PREFETCHED),
        () => undefined,
      );
  const later = () => setTimeout(prefetch, 1500);
  window.addEventListener(
    'load',
    () => {
      later();
      i18n.on('languageChanged', later);
    },
    { once: true },
  );
}

export default i18n;

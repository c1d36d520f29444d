import { describe, expect, it, vi } from 'vitest';
import i18n, {
  LANGUAGE_STORAGE_KEY,
  EAGER_NAMESPACES,
  NAMESPACES,
  PROVINCES_NS,
  SUPPORTED_LANGUAGES,
  currentLanguage,
  intlLocale,
  languageDetector,
  addNamespaces,
  loadAllNamespaces,
} from './i18n';

describe('i18n setup', () => {
  it('loads every locale file as a namespace', () => {
    expect(NAMESPACES).toEqual(expect.arrayContaining(['auth', 'common', 'landing', 'validation']));
    expect(i18n.t('common:navigation.signOut', { lng: 'fr' })).toBe('Se déconnecter');
  });

  it('detects from the stored choice first, then the browser, then the page', () => {
    expect(LANGUAGE_STORAGE_KEY).toBe('preferredLanguage');
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA', 'en-US']);
    const language = vi.spyOn(navigator, 'language', 'get').mockReturnValue('fr-CA');
    const before = document.documentElement.getAttribute('lang');
    try {
      document.documentElement.setAttribute('lang', 'en');
      localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
      expect(languageDetector.detect()).toEqual(['en', 'fr-CA', 'en-US', 'fr-CA', 'en']);
      localStorage.removeItem(LANGUAGE_STORAGE_KEY);
      expect(languageDetector.detect()).toEqual(['fr-CA', 'en-US', 'fr-CA', 'en']);
      // Never a value that is not the shape of a language code (it ends up in <html lang>).
      localStorage.setItem(LANGUAGE_STORAGE_KEY, '" onmouseover="x()');
      expect(languageDetector.detect()[0]).toBe('fr-CA');
      languageDetector.cacheUserLanguage('fr');
      expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
      languageDetector.cacheUserLanguage('cimode');
      expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
    } finally {
      languages.mockRestore();
      language.mockRestore();
      if (before === null) document.documentElement.removeAttribute('lang');
      else document.documentElement.setAttribute('lang', before);
      localStorage.setItem(LANGUAGE_STORAGE_KEY, i18n.language);
    }
  });

  it('keeps the province names and the footer out of the first load, and brings the names with any screen', async () => {
    expect(EAGER_NAMESPACES).toEqual(['auth', 'common', 'landing', 'validation']);
    expect(NAMESPACES).toEqual(expect.arrayContaining([PROVINCES_NS, 'footer']));
    const hasNames = () => SUPPORTED_LANGUAGES.map((lang) => i18n.hasResourceBundle(lang, PROVINCES_NS));
    try {
      for (const lang of SUPPORTED_LANGUAGES) i18n.removeResourceBundle(lang, PROVINCES_NS);
      await i18n.reloadResources(['en'], ['footer']);
      expect(hasNames()).toEqual([false, false]);
      // A screen's namespace is ready only with the names of both languages (no bare code, search by either name).
      await i18n.reloadResources(['en'], ['profile']);
      expect(hasNames()).toEqual([true, true]);
      expect(i18n.t(`${PROVINCES_NS}:QC`, { lng: 'fr' })).toBe('Québec');
    } finally {
      await loadAllNamespaces();
    }
  });

  it('keeps <html lang> and the stored choice in step with the language', async () => {
    await i18n.changeLanguage('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
    await i18n.changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('gives the bare app name of the page being loaded in its language, and leaves a page’s own title alone', async () => {
    document.title = 'Canadian Blind Hockey';
    await i18n.changeLanguage('fr');
    expect(document.title).toBe('Hockey canadien pour aveugles');
    document.title = 'Connexion | Hockey canadien pour aveugles';
    await i18n.changeLanguage('en');
    expect(document.title).toBe('Connexion | Hockey canadien pour aveugles');
  });

  it.each([
    ['fr-CA', 'fr', 'fr-CA'],
    ['fr', 'fr', 'fr-CA'],
    ['en-US', 'en', 'en-CA'],
    ['de', 'en', 'en-CA'],
  ])('maps %s to %s (%s)', (input, lang, locale) => {
    expect(currentLanguage(input)).toBe(lang);
    expect(intlLocale(input)).toBe(locale);
  });

  it('prefetches namespaces without making every later screen wait for all of them', async () => {
    // i18n.loadNamespaces would add them all to i18next's list, which each screen's own load then waited for.
    const listed = [...(i18n.options.ns as string[])];
    await addNamespaces(['fr']);
    expect(NAMESPACES.every((ns) => i18n.hasResourceBundle('fr', ns))).toBe(true);
    expect(i18n.options.ns).toEqual(listed);
  });
});

import { describe, expect, it } from 'vitest';
import i18n, { LANGUAGE_STORAGE_KEY, NAMESPACES, currentLanguage, intlLocale } from './i18n';

describe('i18n setup', () => {
  it('loads every locale file as a namespace', () => {
    expect(NAMESPACES).toEqual(expect.arrayContaining(['auth', 'common', 'landing', 'validation']));
    expect(i18n.t('common:navigation.signOut', { lng: 'fr' })).toBe('Se déconnecter');
  });

  it('detects from the stored choice first, then the browser, then the page', () => {
    const detection = i18n.options.detection as { order: string[]; lookupLocalStorage: string };
    expect(detection.order).toEqual(['localStorage', 'navigator', 'htmlTag']);
    expect(detection.lookupLocalStorage).toBe(LANGUAGE_STORAGE_KEY);
    expect(LANGUAGE_STORAGE_KEY).toBe('preferredLanguage');
  });

  it('keeps <html lang> and the stored choice in step with the language', async () => {
    await i18n.changeLanguage('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
    await i18n.changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
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
});

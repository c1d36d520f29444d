import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { registrationErrorMessage } from './registration-error';

const say = (lng: 'en' | 'fr', m: { key: string; values?: Record<string, string> }) =>
  i18n.getFixedT(lng, 'registration')(m.key, m.values ?? {});

describe("registrationErrorMessage: database refusals in the family's language (issue 17)", () => {
  it.each([
    [
      { hint: 'too_many_attempts' },
      'Too many attempts. Please wait a few minutes and try again.',
      'Trop de tentatives. Veuillez patienter quelques minutes, puis réessayer.',
    ],
    [
      { hint: 'price_tier_unavailable' },
      'This price option is no longer available today. Please choose another one.',
      'Cette option de tarif n’est plus offerte aujourd’hui. Veuillez en choisir une autre.',
    ],
    [
      { hint: 'price_option_required' },
      'Please select a price option for all participants',
      'Veuillez choisir une option de tarif pour tous les participants',
    ],
    [
      { hint: 'consent_version_outdated' },
      'One of the agreements was updated after you opened this page. Please reload the page, read it again and accept it.',
      'Une des ententes a été mise à jour après l’ouverture de cette page. Veuillez recharger la page, la relire et l’accepter.',
    ],
    [
      { hint: 'account_inactive' },
      'This account is deactivated, so it cannot register. Please contact an administrator.',
      'Ce compte est désactivé : il ne peut pas faire d’inscription. Veuillez communiquer avec un administrateur.',
    ],
    [
      { code: '23505', message: 'duplicate key' },
      "It looks like you're already registered for this program!",
      'Il semble que vous soyez déjà inscrit à ce programme!',
    ],
    [{ message: 'boom' }, 'Registration failed: boom', 'L’inscription a échoué : boom'],
  ])('%o', (error, en, fr) => {
    const m = registrationErrorMessage(error);
    expect(say('en', m)).toBe(en);
    expect(say('fr', m)).toBe(fr);
  });
});

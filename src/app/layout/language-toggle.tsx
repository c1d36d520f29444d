import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, type Language } from '@/lib/i18n';
import { markLanguageChosen } from '@/lib/auth/language-sync';
import { savePreferredLanguage } from '@/lib/auth/profile';
import { useAuth } from '@/lib/auth/use-auth';

const LABELS: Record<Language, { short: string; name: string }> = {
  en: { short: 'EN', name: 'English' },
  fr: { short: 'FR', name: 'Français' },
};

/** EN/FR switch: each label carries its own lang; the change is announced in the new language. */
export function LanguageToggle() {
  const { t, i18n } = useTranslation('common');
  const { user } = useAuth();
  const [announcement, setAnnouncement] = useState('');
  const lang = currentLanguage(i18n.resolvedLanguage);
  const change = async (next: Language) => {
    // Pressing either button is a choice for this device: it wins over the account's language at sign-in.
    markLanguageChosen();
    if (next === lang) return;
    await i18n.changeLanguage(next);
    setAnnouncement(i18n.t('header.languageChanged', { ns: 'common', lng: next }));
    if (user) {
      savePreferredLanguage(user.id, next).catch((error) =>
        console.warn('Could not save the preferred language', error),
      );
    }
  };
  return (
    <div role="group" aria-label={t('header.language')} className="flex items-center gap-1">
      {(Object.keys(LABELS) as Language[]).map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={code === lang}
          onClick={() => void change(code)}
          className={`min-h-11 min-w-11 rounded-md border-2 border-blue-900 px-2 font-bold ${
            code === lang ? 'bg-blue-900 text-white' : 'bg-white text-blue-900'
          }`}
        >
          {LABELS[code].short}
          <span className="sr-only"> – {LABELS[code].name}</span>
        </button>
      ))}
      <span className="sr-only" aria-live="polite" lang={lang}>
        {announcement}
      </span>
    </div>
  );
}

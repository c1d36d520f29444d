import { useTranslation } from 'react-i18next';
import type { BadgeTone } from '@/components/badge';

/** Badge tones of outbox statuses; the badge always carries the word too. */
export const EMAIL_STATUS_TONES: Record<string, BadgeTone> = {
  queued: 'info',
  sending: 'accent',
  sent: 'success',
  failed: 'danger',
};

/** Translated words for the outbox codes (template, language, status); an unknown code shows as itself. */
export function useEmailLabels() {
  const { t } = useTranslation('adminDashboard');
  return {
    template: (code: string) => t(`emails.templates.${code}`, { defaultValue: code }),
    language: (code: string) => t(`emails.languages.${code}`, { defaultValue: code }),
    status: (code: string) => t(`emails.statuses.${code}`, { defaultValue: code }),
  };
}

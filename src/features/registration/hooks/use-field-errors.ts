import { useTranslation } from 'react-i18next';
import type { LegalLang } from '@/components/legal/legal-types';
import { localizedText } from '@/lib/localized';
import type { RegistrationQuestion } from '../api/questions';
import type { ConcussionTicks } from '../utils/concussion';
import type { ConsentKey, RegistrationForm } from './use-registration-form';

/** The inline errors of the last submit, beside each field, in the summary's words. */
export function useFieldErrors(form: RegistrationForm, questions: RegistrationQuestion[], lang: LegalLang) {
  const { t } = useTranslation('registration');
  const { errors } = form.shell.form.formState;
  const fieldError = (kind: 'missingPrice' | 'question' | ConsentKey, questionId?: string): string | undefined => {
    if (kind === 'missingPrice') return errors.tierBy ? t('validation.missingPrice') : undefined;
    if (kind === 'question') {
      const q = questions.find((x) => x.id === questionId);
      return q && errors.answers?.[q.id]
        ? t('validation.question', { question: localizedText(q.question_text_fr, q.question_text, lang) })
        : undefined;
    }
    return errors.agreedAt?.[kind] ? t(`validation.${kind}`) : undefined;
  };
  const concussionMissing = (key: string, tick: keyof ConcussionTicks) => Boolean(errors.concussion?.[key]?.[tick]);
  return { fieldError, concussionMissing };
}

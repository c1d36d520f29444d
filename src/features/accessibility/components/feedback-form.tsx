import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ErrorSummary } from '@/components/error-summary';
import { FormField, inputClasses } from '@/components/form-field';
import { useAuth } from '@/lib/auth/use-auth';
import { focusTarget } from '@/lib/focus-target';
import { useFormShell } from '@/lib/forms/use-form-shell';
import { currentLanguage } from '@/lib/i18n';
import { useSubmitFeedback } from '../api/feedback';
import { FEEDBACK_LIMITS, feedbackServerErrors, isAcknowledged } from '../schemas/feedback.form';
import type { FeedbackValues } from '../schemas/feedback.schema';

/**
 * The statement's feedback form: name (optional), e-mail, what happened, page. Errors are announced by the
 * summary (focused) and beside each field; once stored, the form gives way to an acknowledgement that takes focus
 * and says whether a confirmation e-mail is on its way (only to the signed-in account's own address).
 */
export function FeedbackForm({ headingId }: { headingId: string }) {
  const { t } = useTranslation(['accessibility', 'common']);
  const { user } = useAuth();
  const submit = useSubmitFeedback();
  const [sent, setSent] = useState<{ email: string; confirmed: boolean } | null>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);
  const defaults: FeedbackValues = { name: '', email: user?.email ?? '', message: '', page: '' };
  const shell = useFormShell<FeedbackValues>({
    // Imported when the form mounts: zod is not part of /accessibility's first load (issue 39 point 4).
    schema: () => import('../schemas/feedback.schema').then((m) => m.feedbackSchema),
    defaultValues: defaults,
    serverErrors: feedbackServerErrors,
    order: ['name', 'email', 'message', 'page'],
    idPrefix: 'feedback-',
  });
  const { isSubmitting } = shell.form.formState;
  // The acknowledgement takes focus once it is on the page, so a screen reader reads it.
  useEffect(() => {
    if (sent) focusTarget(sentRef.current);
  }, [sent]);

  const onSubmit = async (values: FeedbackValues) => {
    await submit.mutateAsync({ values, language: currentLanguage() });
    setSent({ email: values.email, confirmed: isAcknowledged(values.email, user?.email) });
    shell.form.reset({ ...defaults, email: values.email });
  };

  if (sent) {
    return (
      <div className="rounded-md border-4 border-green-800 bg-white p-4">
        <h3 ref={sentRef} className="mb-2 text-xl font-bold text-slate-900 focus:outline-none">
          {t('sent.title')}
        </h3>
        <p className="mb-2">{t(sent.confirmed ? 'sent.text' : 'sent.textNoConfirmation', { email: sent.email })}</p>
        <p className="mb-4">{t('sent.next')}</p>
        <Button
          variant="secondary"
          onClick={() => {
            setSent(null);
            requestAnimationFrame(() => document.getElementById('feedback-name')?.focus());
          }}
        >
          {t('sent.another')}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate aria-labelledby={headingId} onSubmit={shell.submit(onSubmit)}>
      <ErrorSummary key={shell.attempt} errors={shell.summary} />
      <p className="mb-4">{t('form.privacy')}</p>
      <FormField label={t('form.name')} error={shell.fieldError('name')}>
        <input
          id="feedback-name"
          type="text"
          autoComplete="name"
          maxLength={FEEDBACK_LIMITS.name}
          className={inputClasses}
          {...shell.form.register('name')}
        />
      </FormField>
      <FormField label={t('form.email')} hint={t('form.emailHint')} error={shell.fieldError('email')} required>
        <input
          id="feedback-email"
          type="email"
          autoComplete="email"
          className={inputClasses}
          {...shell.form.register('email')}
        />
      </FormField>
      <FormField label={t('form.message')} hint={t('form.messageHint')} error={shell.fieldError('message')} required>
        <textarea id="feedback-message" rows={7} className={inputClasses} {...shell.form.register('message')} />
      </FormField>
      <FormField label={t('form.page')} hint={t('form.pageHint')} error={shell.fieldError('page')}>
        <input
          id="feedback-page"
          type="text"
          maxLength={FEEDBACK_LIMITS.page}
          className={inputClasses}
          {...shell.form.register('page')}
        />
      </FormField>
      <Button type="submit" busy={isSubmitting} disabled={isSubmitting}>
        {isSubmitting ? t('form.submitting') : t('form.submit')}
      </Button>
    </form>
  );
}

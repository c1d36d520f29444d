import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ErrorSummary } from '@/components/error-summary';
import { FlashRegion } from '@/components/flash-region';
import { FormField, inputClasses } from '@/components/form-field';
import { PageTitle } from '@/components/page-title';
import { useFlash } from '@/lib/forms/use-flash';
import { useFormShell } from '@/lib/forms/use-form-shell';
import { requestPasswordRecovery } from '../api/recovery';
import { recoveryServerErrors } from '../schemas/password-recovery.form';
import type { ForgotPasswordValues } from '../schemas/password-recovery.schema';
import { TextLink } from '@/components/text-link';

/** /forgot-password (issue 19): one answer whether or not the account exists. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation(['passwordRecovery', 'auth', 'validation', 'common']);
  const { flash, show, clear, ref } = useFlash();
  const shell = useFormShell<ForgotPasswordValues>({
    // Imported when the form mounts: zod is not part of this page's first load (issue 39 point 4).
    schema: () => import('../schemas/password-recovery.schema').then((m) => m.forgotPasswordSchema),
    defaultValues: { email: '' },
    serverErrors: recoveryServerErrors,
  });
  const { isSubmitting } = shell.form.formState;

  const onSubmit = async (values: ForgotPasswordValues) => {
    clear();
    await requestPasswordRecovery(values.email.trim());
    show({ tone: 'success', text: t('passwordRecovery:forgot.sent') });
  };

  return (
    <section className="mx-auto max-w-md">
      <PageTitle>{t('passwordRecovery:forgot.title')}</PageTitle>
      <FlashRegion flash={flash} onDismiss={clear} regionRef={ref} />
      <ErrorSummary key={shell.attempt} errors={shell.summary} />
      <p className="mb-4">{t('passwordRecovery:forgot.intro')}</p>
      <form noValidate onSubmit={shell.submit(onSubmit)}>
        <FormField label={t('auth:fields.email')} error={shell.fieldError('email')} required>
          <input
            id="email"
            type="email"
            autoComplete="email"
            className={inputClasses}
            {...shell.form.register('email')}
          />
        </FormField>
        <Button type="submit" className="w-full" busy={isSubmitting} disabled={isSubmitting}>
          {isSubmitting ? t('passwordRecovery:forgot.submitting') : t('passwordRecovery:forgot.submit')}
        </Button>
      </form>
      <p className="mt-6">
        <TextLink to="/login">{t('passwordRecovery:forgot.backToLogin')}</TextLink>
      </p>
    </section>
  );
}

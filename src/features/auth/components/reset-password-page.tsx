import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/banner';
import { Button } from '@/components/button';
import { ErrorSummary } from '@/components/error-summary';
import { PageTitle } from '@/components/page-title';
import { LoadingScreen } from '@/components/spinner';
import { useFormShell } from '@/lib/forms/use-form-shell';
import { hasSession, setNewPassword, startRecoverySession } from '../api/recovery';
import { readRecoveryFragment, recoveryServerErrors } from '../schemas/password-recovery.form';
import type { ResetPasswordValues } from '../schemas/password-recovery.schema';
import { NewPasswordFields } from './new-password-fields';
import { TextLink } from '@/components/text-link';

/** Set while a recovery session is open in this tab, so a reload keeps the form. */
const RECOVERING = 'cbh-password-recovery';

type Status = 'checking' | 'ready' | 'invalid';

function useRecoverySession(): Status {
  const [fragment] = useState(() => readRecoveryFragment(window.location.hash));
  const [status, setStatus] = useState<Status>(fragment.kind === 'error' ? 'invalid' : 'checking');

  useEffect(() => {
    // The tokens leave the address bar (and the history) at once.
    if (window.location.hash) history.replaceState(history.state, '', window.location.pathname);
    if (fragment.kind === 'error') return;
    let active = true;
    const check =
      fragment.kind === 'session'
        ? startRecoverySession(fragment.accessToken, fragment.refreshToken)
        : sessionStorage.getItem(RECOVERING)
          ? hasSession()
          : Promise.resolve(false);
    check.then(
      (ok) => {
        if (ok) sessionStorage.setItem(RECOVERING, '1');
        if (active) setStatus(ok ? 'ready' : 'invalid');
      },
      () => active && setStatus('invalid'),
    );
    return () => {
      active = false;
    };
  }, [fragment]);
  return status;
}

/** /reset-password (issue 19): where the recovery e-mail's link leads. */
export default function ResetPasswordPage() {
  const { t } = useTranslation(['passwordRecovery', 'auth', 'validation', 'common']);
  const navigate = useNavigate();
  const status = useRecoverySession();
  const shell = useFormShell<ResetPasswordValues>({
    // Imported when the form mounts: zod is not part of this page's first load (issue 39 point 4).
    schema: () => import('../schemas/password-recovery.schema').then((m) => m.resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
    serverErrors: recoveryServerErrors,
  });
  const { register, formState } = shell.form;
  const { isSubmitting } = formState;
  const err = shell.fieldError;

  if (status === 'checking') return <LoadingScreen />;

  const onSubmit = async (values: ResetPasswordValues) => {
    await setNewPassword(values.password);
    sessionStorage.removeItem(RECOVERING);
    navigate('/dashboard', { replace: true, state: { passwordChanged: true } });
  };

  return (
    <section className="mx-auto max-w-md">
      <PageTitle>{t('passwordRecovery:reset.title')}</PageTitle>
      {status === 'invalid' ? (
        <>
          <Banner tone="error" title={t('passwordRecovery:reset.invalidTitle')}>
            {t('passwordRecovery:reset.invalid')}
          </Banner>
          <p className="mt-6">
            <TextLink to="/forgot-password">{t('passwordRecovery:reset.askAgain')}</TextLink>
          </p>
        </>
      ) : (
        <>
          <ErrorSummary key={shell.attempt} errors={shell.summary} />
          <form noValidate onSubmit={shell.submit(onSubmit)}>
            <NewPasswordFields
              passwordLabel={t('passwordRecovery:reset.password')}
              confirmLabel={t('passwordRecovery:reset.confirmPassword')}
              register={(name) => register(name)}
              error={err}
            />
            <Button type="submit" className="w-full" busy={isSubmitting} disabled={isSubmitting}>
              {isSubmitting ? t('passwordRecovery:reset.submitting') : t('passwordRecovery:reset.submit')}
            </Button>
          </form>
        </>
      )}
      <p className="mt-3">
        <TextLink to="/login">{t('passwordRecovery:forgot.backToLogin')}</TextLink>
      </p>
    </section>
  );
}

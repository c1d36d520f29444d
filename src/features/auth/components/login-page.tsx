import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ErrorSummary, type SummaryError } from '@/components/error-summary';
import { FormField, inputClasses } from '@/components/form-field';
import { PageTitle } from '@/components/page-title';
import { summaryErrors } from '@/lib/forms/summary-errors';
import { serverErrorMessage } from '@/lib/server-errors';
import { signInWithPassword } from '../api/auth';
import { loginRules, loginServerErrors, type LoginValues } from '../schemas/login.schema';
import { useAuth } from '@/lib/auth/use-auth';
import { redirectTarget } from '../utils/redirect-target';
import { TextLink } from '@/components/text-link';

export default function LoginPage() {
  const { t } = useTranslation(['auth', 'validation', 'common']);
  const { user } = useAuth();
  const location = useLocation();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<LoginValues>({
    // The ErrorSummary takes focus instead of the first field (GOV.UK pattern).
    shouldFocusError: false,
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  // The form paints at once (issue 12: it is the largest paint of /login); the session check runs
  // meanwhile, and a visitor found signed in is sent on below as soon as it answers.
  // A signed-in visitor (including right after signing in) goes where they wanted to go.
  if (user) return <Navigate to={redirectTarget(location.state)} replace />;

  const onSubmit = async (values: LoginValues) => {
    setServerError(null);
    try {
      await signInWithPassword(values.email.trim(), values.password);
    } catch (error) {
      setServerError(serverErrorMessage(error, t, loginServerErrors));
    }
  };

  const fieldErrors = summaryErrors(errors, ['email', 'password'], t);
  const summary: SummaryError[] = serverError ? [{ message: serverError }] : fieldErrors;
  const err = (name: keyof LoginValues) => (errors[name]?.message ? t(errors[name]!.message!) : undefined);

  return (
    <section className="mx-auto max-w-md">
      <PageTitle>{t('auth:login.title')}</PageTitle>
      <ErrorSummary errors={summary} />
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <FormField label={t('auth:fields.email')} error={err('email')} required>
          <input
            id="email"
            type="email"
            autoComplete="email"
            className={inputClasses}
            {...register('email', loginRules.email)}
          />
        </FormField>
        <FormField label={t('auth:fields.password')} error={err('password')} required>
          <input
            id="password"
            type="password"
            autoComplete="current-password"
            className={inputClasses}
            {...register('password', loginRules.password)}
          />
        </FormField>
        <Button type="submit" className="w-full" busy={isSubmitting} disabled={isSubmitting}>
          {isSubmitting ? t('auth:login.submitting') : t('auth:login.submit')}
        </Button>
      </form>
      <p className="mt-4">
        <TextLink to="/forgot-password">{t('auth:login.forgotPassword')}</TextLink>
      </p>
      <p className="mt-6">
        {t('auth:login.noAccount')} <TextLink to="/signup">{t('auth:login.signUpLink')}</TextLink>
      </p>
      <p className="mt-3">
        <TextLink to="/">{t('auth:backToHome')}</TextLink>
      </p>
    </section>
  );
}

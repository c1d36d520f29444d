import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ErrorSummary, type SummaryError } from '@/components/error-summary';
import { FormField, inputClasses } from '@/components/form-field';
import { PageTitle } from '@/components/page-title';
import { serverErrorMessage } from '@/lib/server-errors';
import { signInWithPassword } from '../api/auth';
import {
  LOGIN_FIELDS,
  loginErrors,
  loginServerErrors,
  type LoginErrors,
  type LoginValues,
} from '../schemas/login.schema';
import { useAuth } from '@/lib/auth/use-auth';
import { redirectTarget } from '../utils/redirect-target';
import { TextLink } from '@/components/text-link';

export default function LoginPage() {
  const { t } = useTranslation(['auth', 'validation', 'common']);
  const { user } = useAuth();
  const location = useLocation();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  // Checked at each submit, then again as the person types (react-hook-form's defaults, which the other forms use).
  const [errors, setErrors] = useState<LoginErrors | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  // The form paints at once (issue 12: it is the largest paint of /login); the session check runs
  // meanwhile, and a visitor found signed in is sent on below as soon as it answers.
  // A signed-in visitor (including right after signing in) goes where they wanted to go.
  if (user) return <Navigate to={redirectTarget(location.state)} replace />;

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [event.target.name]: event.target.value };
    setValues(next);
    if (errors) setErrors(loginErrors(next));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = loginErrors(values);
    setErrors(found);
    if (Object.keys(found).length || isSubmitting) return;
    setServerError(null);
    setSubmitting(true);
    try {
      await signInWithPassword(values.email.trim(), values.password);
    } catch (error) {
      setServerError(serverErrorMessage(error, t, loginServerErrors));
    } finally {
      setSubmitting(false);
    }
  };

  const err = (name: keyof LoginValues) => (errors?.[name] ? t(errors[name]) : undefined);
  const fieldErrors = LOGIN_FIELDS.flatMap((name) =>
    errors?.[name] ? [{ fieldId: name, message: t(errors[name]) }] : [],
  );
  const summary: SummaryError[] = serverError ? [{ message: serverError }] : fieldErrors;

  return (
    <section className="mx-auto max-w-md">
      <PageTitle>{t('auth:login.title')}</PageTitle>
      <ErrorSummary errors={summary} />
      <form noValidate onSubmit={onSubmit}>
        <FormField label={t('auth:fields.email')} error={err('email')} required>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            className={inputClasses}
            value={values.email}
            onChange={change}
          />
        </FormField>
        <FormField label={t('auth:fields.password')} error={err('password')} required>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            className={inputClasses}
            value={values.password}
            onChange={change}
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

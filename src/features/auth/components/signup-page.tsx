import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/banner';
import { Button } from '@/components/button';
import { ErrorSummary } from '@/components/error-summary';
import { FormField, inputClasses } from '@/components/form-field';
import { PageTitle } from '@/components/page-title';
import { LoadingScreen } from '@/components/spinner';
import { useFormShell } from '@/lib/forms/use-form-shell';
import { signUp } from '../api/auth';
import { SIGNUP_ROLES } from '@/lib/auth/profile';
import { canSubmitSignup, signupDefaults, signupServerErrors } from '../schemas/signup.form';
import type { SignupValues } from '../schemas/signup.schema';
import { useAuth } from '@/lib/auth/use-auth';
import { NewPasswordFields } from './new-password-fields';
import { TextLink } from '@/components/text-link';

const ORDER: (keyof SignupValues & string)[] = [
  'role',
  'ageConfirmed',
  'firstName',
  'lastName',
  'email',
  'password',
  'confirmPassword',
];

export default function SignupPage() {
  const { t } = useTranslation(['auth', 'validation', 'common']);
  const { user, loading } = useAuth();
  const [checkEmail, setCheckEmail] = useState(false);
  // The ErrorSummary takes focus instead of the first field (GOV.UK pattern).
  const shell = useFormShell<SignupValues>({
    // Imported when the form mounts: zod is not part of /signup's first load (issue 39 point 4).
    schema: () => import('../schemas/signup.schema').then((m) => m.signupSchema),
    defaultValues: signupDefaults,
    order: ORDER,
    serverErrors: signupServerErrors,
  });
  const { register, formState, watch, setValue } = shell.form;
  const { isSubmitting } = formState;
  const role = watch('role');
  const ageConfirmed = watch('ageConfirmed');

  // Spec 1 section 5: the age confirmation resets whenever the role changes.
  useEffect(() => {
    setValue('ageConfirmed', false);
  }, [role, setValue]);

  if (loading) return <LoadingScreen />;
  if (user) return <Navigate to="/dashboard" replace />;

  const onSubmit = async (values: SignupValues) => {
    const data = await signUp({
      email: values.email.trim(),
      password: values.password,
      role: values.role,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
    });
    // With a session the auth provider signs the user in and this page redirects to /dashboard.
    if (!data.session) setCheckEmail(true);
  };

  const err = shell.fieldError;
  const submitAllowed = canSubmitSignup(role, ageConfirmed);

  return (
    <section className="mx-auto max-w-lg">
      <PageTitle>{t('auth:signup.title')}</PageTitle>
      {checkEmail ? <Banner tone="success">{t('auth:signup.checkEmail')}</Banner> : null}
      <ErrorSummary errors={shell.summary} />
      <form noValidate onSubmit={shell.submit(onSubmit)}>
        <FormField label={t('auth:fields.role')} error={err('role')} required>
          <select id="role" className={inputClasses} {...register('role')}>
            {SIGNUP_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`common:roles.${r}`)}
              </option>
            ))}
          </select>
        </FormField>
        {role === 'participant' ? (
          <div className="mb-4">
            {err('ageConfirmed') ? (
              <p id="ageConfirmed-error" className="mb-1 font-semibold text-red-800">
                <span className="sr-only">{t('common:errorPrefix').trim()}</span> {err('ageConfirmed')}
              </p>
            ) : null}
            <label className="flex min-h-11 items-start gap-3 font-semibold">
              <input
                id="ageConfirmed"
                type="checkbox"
                className="mt-1 h-6 w-6 shrink-0 accent-blue-900"
                aria-describedby={err('ageConfirmed') ? 'ageConfirmed-error' : undefined}
                aria-invalid={err('ageConfirmed') ? true : undefined}
                {...register('ageConfirmed')}
              />
              <span>{t('auth:fields.ageConfirmation')}</span>
            </label>
          </div>
        ) : null}
        <FormField label={t('auth:fields.firstName')} error={err('firstName')} required>
          <input id="firstName" autoComplete="given-name" className={inputClasses} {...register('firstName')} />
        </FormField>
        <FormField label={t('auth:fields.lastName')} error={err('lastName')} required>
          <input id="lastName" autoComplete="family-name" className={inputClasses} {...register('lastName')} />
        </FormField>
        <FormField label={t('auth:fields.email')} error={err('email')} required>
          <input id="email" type="email" autoComplete="email" className={inputClasses} {...register('email')} />
        </FormField>
        <NewPasswordFields
          passwordLabel={t('auth:fields.password')}
          confirmLabel={t('auth:fields.confirmPassword')}
          register={(name) => register(name)}
          error={err}
        />
        {!submitAllowed ? (
          <p id="submit-disabled-reason" className="mb-2 text-slate-800">
            {t('auth:signup.confirmAgeToContinue')}
          </p>
        ) : null}
        <Button
          type="submit"
          className="w-full"
          busy={isSubmitting}
          disabled={isSubmitting || !submitAllowed}
          aria-describedby={!submitAllowed ? 'submit-disabled-reason' : undefined}
        >
          {isSubmitting ? t('auth:signup.submitting') : t('auth:signup.submit')}
        </Button>
      </form>
      <p className="mt-6">
        {t('auth:signup.haveAccount')} <TextLink to="/login">{t('auth:signup.loginLink')}</TextLink>
      </p>
      <p className="mt-3">
        <TextLink to="/">{t('auth:backToHome')}</TextLink>
      </p>
    </section>
  );
}

import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, inputClasses } from '@/components/form-field';

type Props = {
  passwordLabel: string;
  confirmLabel: string;
  register: (name: 'password' | 'confirmPassword') => UseFormRegisterReturn;
  error: (name: 'password' | 'confirmPassword') => string | undefined;
};

/** A new password and its confirmation, with sign-up's hint (sign-up and /reset-password). */
export function NewPasswordFields({ passwordLabel, confirmLabel, register, error }: Props) {
  const { t } = useTranslation('auth');
  return (
    <>
      <FormField label={passwordLabel} hint={t('auth:signup.passwordHint')} error={error('password')} required>
        <input
          id="password"
          type="password"
          autoComplete="new-password"
          className={inputClasses}
          {...register('password')}
        />
      </FormField>
      <FormField label={confirmLabel} error={error('confirmPassword')} required>
        <input
          id="confirmPassword"
          type="password"
          autoComplete="new-password"
          className={inputClasses}
          {...register('confirmPassword')}
        />
      </FormField>
    </>
  );
}

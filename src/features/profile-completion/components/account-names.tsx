import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/participant-form/inputs';
import { ReadOnlyAccount } from './read-only-account';

type Props = { firstName?: string | null; lastName?: string | null; email?: string | null };

/** Whether the account still lacks a first or last name (e.g. a profile created without sign-up metadata). */
export const lacksNames = (p: { first_name?: string | null; last_name?: string | null } | null) =>
  !p?.first_name?.trim() || !p?.last_name?.trim();

/**
 * Name and e-mail from the account, read-only (spec 1 section 2); when the
 * account has no name yet the form asks for it, so the save cannot dead-end.
 */
export function AccountNames({ firstName, lastName, email }: Props) {
  const { t } = useTranslation('participants');
  if (!lacksNames({ first_name: firstName, last_name: lastName })) {
    return <ReadOnlyAccount firstName={firstName} lastName={lastName} email={email} />;
  }
  return (
    <>
      <TextField name="first_name" label={t('fields.first_name')} required autoComplete="given-name" />
      <TextField name="last_name" label={t('fields.last_name')} required autoComplete="family-name" />
      <ReadOnlyAccount email={email} />
    </>
  );
}

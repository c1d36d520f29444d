import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { PageTitle } from '@/components/page-title';
import { useAuth } from '@/lib/auth/use-auth';
import { useContactEmail, useOrganisationName } from '@/lib/organisation';
import { TextAnchor } from '@/components/text-link';

/**
 * What a deactivated account sees on every signed-in page (issue 21 point 2):
 * that the account is deactivated, that nothing can be changed, and whom to
 * contact. The database refuses the account's writes whatever the screen does.
 */
export default function AccountDeactivatedPage() {
  const { t } = useTranslation('account');
  const { profile, signOut } = useAuth();
  const email = useContactEmail();
  const organisation = useOrganisationName();
  return (
    <section className="max-w-2xl">
      <PageTitle>{t('deactivated.title')}</PageTitle>
      <p className="mb-3">{t('deactivated.body', { email: profile?.email ?? '' })}</p>
      <p className="mb-3 rounded-md border-l-8 border-blue-900 bg-blue-50 p-3">
        {email ? (
          <>
            {t('deactivated.contactAt', { organisation })}{' '}
            <TextAnchor href={`mailto:${email}`} wrap="all">
              {email}
            </TextAnchor>
          </>
        ) : (
          t('deactivated.contact', { organisation })
        )}
      </p>
      <div className="mt-6">
        <Button onClick={() => void signOut()}>{t('deactivated.signOut')}</Button>
      </div>
    </section>
  );
}

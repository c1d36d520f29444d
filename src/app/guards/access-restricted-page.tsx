import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { PageTitle } from '@/components/page-title';
import { useAuth } from '@/lib/auth/use-auth';

/** 'Access Restricted': who may open this page, the current account type, Go Back and Dashboard. */
export function AccessRestrictedPage({ allowed }: { allowed: string[] }) {
  const { t } = useTranslation('common');
  const { role } = useAuth();
  const navigate = useNavigate();
  const list = new Intl.ListFormat(t('intlLocale'), { type: 'disjunction' }).format(
    allowed.map((r) => t(`roles.${r}`)),
  );
  return (
    <section className="max-w-2xl">
      <PageTitle>{t('accessRestricted.title')}</PageTitle>
      <p className="mb-3">{t('accessRestricted.onlyFor', { roles: list })}</p>
      <p className="mb-3">
        {t('accessRestricted.currentAccount')} <strong>{role ? t(`roles.${role}`) : t('roles.unknown')}</strong>
      </p>
      {role === 'participant' ? (
        <p className="mb-3 rounded-md border-l-8 border-blue-900 bg-blue-50 p-3">
          {t('accessRestricted.participantNote')}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => navigate(-1)}>
          {t('accessRestricted.goBack')}
        </Button>
        <Button onClick={() => navigate('/dashboard')}>{t('navigation.dashboard')}</Button>
      </div>
    </section>
  );
}

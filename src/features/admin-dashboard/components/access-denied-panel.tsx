import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/button';
import { PageTitle } from '@/components/page-title';

/** Spec 2 sections 2 and 6: shown when the role check fails or errors. */
export function AccessDeniedPanel() {
  const { t } = useTranslation('adminDashboard');
  return (
    <section className="max-w-2xl rounded-md border-l-8 border-red-800 bg-red-50 p-4 text-slate-900">
      <PageTitle>{t('accessDenied.title')}</PageTitle>
      <p className="mb-2">{t('accessDenied.noPermission')}</p>
      <p className="mb-4">{t('accessDenied.roleHint')}</p>
      <Link to="/dashboard" className={buttonClasses('secondary')}>
        {t('accessDenied.back')}
      </Link>
    </section>
  );
}

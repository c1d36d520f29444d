import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/button';
import { PageTitle } from '@/components/page-title';
import { RouteFlash } from '@/components/route-flash';

export default function LandingPage() {
  const { t } = useTranslation('landing');
  return (
    <section className="mx-auto max-w-3xl py-6 text-center">
      {/* An outcome said on arrival, e.g. after deleting one's account (issue 25 point 4). */}
      <div className="text-left">
        <RouteFlash />
      </div>
      <img src="/logo.svg" alt={t('logoAlt')} width={120} height={120} className="mx-auto mb-6" />
      <PageTitle title={t('documentTitle')}>{t('title')}</PageTitle>
      <p className="mb-8 text-xl text-slate-800">{t('tagline')}</p>
      <ul className="flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
        <li>
          <Link to="/signup" className={buttonClasses('primary', 'w-full no-underline sm:w-auto')}>
            {t('createAccount')}
          </Link>
        </li>
        <li>
          <Link to="/login" className={buttonClasses('secondary', 'w-full no-underline sm:w-auto')}>
            {t('signIn')}
          </Link>
        </li>
        <li>
          <Link to="/programs" className={buttonClasses('secondary', 'w-full no-underline sm:w-auto')}>
            {t('viewPrograms')}
          </Link>
        </li>
      </ul>
    </section>
  );
}

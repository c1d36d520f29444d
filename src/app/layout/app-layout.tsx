import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SkipLink } from '@/components/skip-link';
import { LoadingScreen } from '@/components/spinner';
import { organisationAddressLines, useOrganisation, useOrganisationName } from '@/lib/organisation';
import { Header } from './header';
import { useFocusHeadingOnRouteChange } from './use-focus-heading';
import { TextAnchor, TextLink } from '@/components/text-link';

function FooterContent() {
  const { t } = useTranslation('footer');
  const organisation = useOrganisationName();
  const { data } = useOrganisation();
  const address = data ? organisationAddressLines(data).join(', ') : '';
  const email = data?.contact_email;
  return (
    <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-4 text-sm text-slate-800">
      {/* The organisation's details as an administrator set them on /admin/settings (issue 36 point 1). */}
      <div>
        <p>{t('copyright', { organisation, year: new Date().getFullYear() })}</p>
        {address ? <p>{address}</p> : null}
        {email ? (
          <p>
            {t('contact')}{' '}
            <TextAnchor href={`mailto:${email}`} wrap="all">
              {email}
            </TextAnchor>
          </p>
        ) : null}
      </div>
      {/* The terms and the privacy policy in force (issue 22 point 4); the accessibility statement (issue 25 point 5). */}
      <nav aria-label={t('legalLinks')}>
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          <li>
            <TextLink to="/terms" className="inline-block py-1">
              {t('terms')}
            </TextLink>
          </li>
          <li>
            <TextLink to="/privacy" className="inline-block py-1">
              {t('privacy')}
            </TextLink>
          </li>
          <li>
            <TextLink to="/accessibility" className="inline-block py-1">
              {t('accessibility')}
            </TextLink>
          </li>
        </ul>
      </nav>
    </div>
  );
}

export function AppLayout() {
  const pageChanged = useFocusHeadingOnRouteChange();
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <SkipLink />
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {pageChanged}
      </p>
      <Header />
      <main id="main-content" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 focus:outline-none">
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="border-t-2 border-slate-300 bg-slate-50">
        {/* Its strings are a lazy namespace, not in the first load (the /login budget): drawn a moment later. */}
        <Suspense fallback={null}>
          <FooterContent />
        </Suspense>
      </footer>
    </div>
  );
}

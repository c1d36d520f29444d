import { Suspense, useEffect, useRef } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SkipLink } from '@/components/skip-link';
import { LoadingScreen } from '@/components/spinner';
import { Header } from './header';

/** Moves focus to the page's <h1> after client-side navigation (not on first load). */
function useFocusHeadingOnRouteChange() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let tries = 0;
    let frame = 0;
    const attempt = () => {
      const h1 = document.querySelector<HTMLElement>('#main-content h1');
      if (h1) {
        if (!h1.hasAttribute('tabindex')) h1.setAttribute('tabindex', '-1');
        h1.focus();
      } else if (tries++ < 120) {
        frame = requestAnimationFrame(attempt);
      }
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}

function FooterContent() {
  const { t } = useTranslation('footer');
  return (
    <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-4 text-sm text-slate-800">
      <p>{t('copyright', { year: new Date().getFullYear() })}</p>
      {/* The terms and the privacy policy in force (issue 22 point 4); the accessibility statement (issue 25 point 5). */}
      <nav aria-label={t('legalLinks')}>
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          <li>
            <Link to="/terms" className="inline-block py-1 font-semibold text-blue-900 underline">
              {t('terms')}
            </Link>
          </li>
          <li>
            <Link to="/privacy" className="inline-block py-1 font-semibold text-blue-900 underline">
              {t('privacy')}
            </Link>
          </li>
          <li>
            <Link to="/accessibility" className="inline-block py-1 font-semibold text-blue-900 underline">
              {t('accessibility')}
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}

export function AppLayout() {
  useFocusHeadingOnRouteChange();
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <SkipLink />
      <Header />
      <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 focus:outline-none">
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

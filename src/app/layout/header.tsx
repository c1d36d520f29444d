import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth/use-auth';
import { LanguageToggle } from './language-toggle';
import { navLinksFor } from './nav-links';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block min-h-11 rounded-md px-3 py-2 font-semibold underline-offset-4 ${
    isActive ? 'bg-blue-900 text-white' : 'text-blue-900 underline hover:bg-blue-50'
  }`;

export function Header() {
  const { t } = useTranslation('common');
  const { user, role, isCoordinator, signOut } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setMenuOpen(false), [location.pathname]);
  const links = navLinksFor(Boolean(user), role, isCoordinator);

  const items = (
    <>
      {links.map((l) => (
        <li key={l.to}>
          <NavLink to={l.to} end={l.to === '/admin'} className={linkClass}>
            {t(`navigation.${l.key}`)}
          </NavLink>
        </li>
      ))}
      {user ? (
        <li>
          <button
            type="button"
            onClick={() => void signOut()}
            className="min-h-11 rounded-md border-2 border-blue-900 bg-white px-3 py-2 font-semibold text-blue-900 hover:bg-blue-50"
          >
            {t('navigation.signOut')}
          </button>
        </li>
      ) : null}
    </>
  );

  return (
    <header className="border-b-4 border-blue-900 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Link to="/" className="flex items-center gap-3 text-slate-900 no-underline">
          <img src="/logo.svg" alt="" width={44} height={44} />
          <span>
            <span className="block text-lg leading-tight font-bold">{t('header.title')}</span>
            <span className="block text-sm text-slate-800">{t('header.subtitle')}</span>
          </span>
        </Link>
        <div className="flex items-center gap-2">
          <LanguageToggle />
          <button
            type="button"
            className="min-h-11 rounded-md border-2 border-blue-900 px-3 font-semibold text-blue-900 md:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((o) => !o)}
          >
            {t('header.menu')}
          </button>
        </div>
        <nav aria-label={t('header.mainNav')} className="hidden w-full md:block">
          <ul className="flex flex-wrap items-center gap-2">{items}</ul>
        </nav>
        {menuOpen ? (
          <nav id="mobile-menu" aria-label={t('header.mainNav')} className="w-full md:hidden">
            <ul className="flex flex-col gap-1">{items}</ul>
          </nav>
        ) : null}
      </div>
    </header>
  );
}

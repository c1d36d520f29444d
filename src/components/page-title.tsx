import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { setPageTitle } from '@/lib/document-title';

/** Sets document.title to "<title> | Canadian Blind Hockey" (translated), following the language. */
export function usePageTitle(title: string) {
  const { t, i18n } = useTranslation('common');
  useEffect(() => {
    setPageTitle(title, t('appName'), t('errorPrefix'));
  }, [title, t, i18n.language]);
}

/**
 * The page's main <h1> (focus target on route change, made focusable only then: see lib/focus-target) and its document
 * title.
 */
export function PageTitle({ children, title }: { children: ReactNode; title?: string }) {
  usePageTitle(title ?? (typeof children === 'string' ? children : ''));
  return (
    <h1 className="mb-6 text-3xl font-bold text-slate-900 focus:outline-none focus-visible:outline-3">{children}</h1>
  );
}

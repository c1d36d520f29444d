import { useTranslation } from 'react-i18next';
import { focusLinkTarget } from '@/lib/focus-target';

export function SkipLink({ target = 'main-content' }: { target?: string }) {
  const { t } = useTranslation('common');
  return (
    <a
      href={`#${target}`}
      onClick={focusLinkTarget}
      className="sr-only z-50 rounded-md bg-white px-4 py-3 font-bold text-blue-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t('skipToContent')}
    </a>
  );
}

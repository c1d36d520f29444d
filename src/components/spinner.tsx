import { useTranslation } from 'react-i18next';

/** A spinner with a text label (the animation stops under reduced motion). */
export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <span role="status" className="inline-flex items-center gap-2 text-slate-900">
      <span
        aria-hidden="true"
        className="inline-block h-5 w-5 animate-spin rounded-full border-4 border-blue-900 border-t-transparent motion-reduce:animate-none"
      />
      <span>{label ?? t('loading')}</span>
    </span>
  );
}

/** Full-area loading state: 'Loading Canadian Blind Hockey...'. */
export function LoadingScreen() {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-[50vh] items-center justify-center p-8">
      <Spinner label={t('loadingApp')} />
    </div>
  );
}

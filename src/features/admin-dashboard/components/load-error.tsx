import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/banner';
import { Button } from '@/components/button';
import { serverErrorText } from '@/lib/server-errors';

/** A failed load with the server's message and a retry. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('adminDashboard');
  const message = serverErrorText(error);
  return (
    <Banner tone="error" title={title}>
      {message ? <p>{message}</p> : null}
      <Button variant="secondary" className="mt-2" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </Banner>
  );
}

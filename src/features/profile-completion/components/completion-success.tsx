import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { focusTarget } from '@/lib/focus-target';

type Props = { message: string; onContinue: () => void };

/**
 * Spec 1 section 8's success alert, as an on-page message that takes focus
 * (no window.alert): the dashboard updates when the user continues, like
 * closing the alert.
 */
export function CompletionSuccess({ message, onContinue }: Props) {
  const { t } = useTranslation('profileCompletion');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => focusTarget(ref.current), []);
  return (
    <div ref={ref} role="status" className="rounded-md border-l-8 border-green-800 bg-green-50 p-4 text-slate-900">
      <p className="font-bold">{message}</p>
      <Button className="mt-3" onClick={onContinue}>
        {t('continue')}
      </Button>
    </div>
  );
}

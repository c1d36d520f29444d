import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FlashRegion } from '@/components/flash-region';
import { useFlash } from '@/lib/forms/use-flash';

/** On /dashboard after /reset-password: says the new password is saved (router state, once). */
export function PasswordChangedBanner() {
  const { t } = useTranslation('passwordRecovery');
  const location = useLocation();
  const [changed] = useState(() => Boolean((location.state as { passwordChanged?: boolean } | null)?.passwordChanged));
  const { flash, show, clear, ref } = useFlash();

  useEffect(() => {
    if (!changed) return;
    // The dashboard clears its router state, so a reload does not say it again. Focus stays
    // with the page's heading (route change); the message follows it, in a live region.
    show({ tone: 'success', text: t('reset.done') }, { focus: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, [changed]);

  return <FlashRegion flash={flash} onDismiss={clear} regionRef={ref} />;
}

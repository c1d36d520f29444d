import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';

/** Sold-out price options can be waited for (issue 24 point 1), behind a disclosure button. */
export function SoldOutWaitlist({ children }: { children: () => ReactNode }) {
  const { t } = useTranslation('registration');
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="waitlist-title" className="mb-6 rounded-lg border-2 border-slate-700 bg-white p-4">
      <h2 id="waitlist-title" className="mb-2 text-xl font-bold text-slate-900">
        {t('waitlist.soldOutTitle')}
      </h2>
      <p className="mb-3 text-slate-800">{t('waitlist.soldOutIntro')}</p>
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls="waitlist-panel"
        onClick={() => setOpen((o) => !o)}
      >
        {t('waitlist.showJoin')}
      </Button>
      <div id="waitlist-panel" hidden={!open} className="mt-4">
        {open ? children() : null}
      </div>
    </section>
  );
}

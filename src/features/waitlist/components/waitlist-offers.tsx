import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/button';
import { ConfirmModal } from '@/components/confirm-modal';
import { FlashRegion } from '@/components/flash-region';
import { CONTENT_SLOT, useLocalized, withContent } from '@/components/localized-text';
import { useAuth } from '@/lib/auth/use-auth';
import { formatDateTime } from '@/lib/format';
import { useFlash } from '@/lib/forms/use-flash';
import { serverErrorMessage } from '@/lib/server-errors';
import { useDeclineWaitlistOffer, useMyWaitlist, waitlistServerErrors, type WaitlistEntry } from '../api/waitlist';
import { acceptHref, liveOffers } from '../utils/waitlist-rules';

/**
 * The dashboard banner of the family's open waiting-list offers (issue 24 point 2): who, which program, until
 * when, with Accept (the registration screen, which knows the place is held) and Decline (asked once more).
 */
export function WaitlistOffers() {
  const { t } = useTranslation('waitlist');
  const { user } = useAuth();
  const query = useMyWaitlist(user?.id);
  const decline = useDeclineWaitlistOffer();
  const { flash, show, clear, ref } = useFlash();
  const [declining, setDeclining] = useState<WaitlistEntry | null>(null);
  const { localized } = useLocalized();
  const offers = liveOffers(query.data ?? [], new Date());

  const programOf = (e: WaitlistEntry) => localized(e.program_name_fr, e.program_name);

  const onConfirm = () => {
    if (!declining) return;
    const entry = declining;
    const program = programOf(entry).text;
    decline.mutate(entry.id, {
      onSuccess: () => {
        setDeclining(null);
        show({ tone: 'success', text: t('offers.declined', { program, participant: entry.participant_name }) });
      },
      onError: (error) => {
        setDeclining(null);
        show({ tone: 'error', text: serverErrorMessage(error, t, waitlistServerErrors) });
      },
    });
  };

  // A failed load says nothing here: the dashboard's own banners cover its requests, and this notice is extra.
  return (
    <>
      <FlashRegion flash={flash} onDismiss={clear} regionRef={ref} />
      {offers.length ? (
        <section aria-label={t('offers.listLabel')} className="mb-6">
          <ul className="grid gap-4">
            {offers.map((e) => {
              const program = programOf(e);
              const tier = e.tier_name ? localized(e.tier_name_fr, e.tier_name) : null;
              const names = { program: program.text, participant: e.participant_name };
              return (
                <li key={e.id} className="rounded-md border-2 border-l-8 border-blue-900 bg-blue-50 p-4 text-slate-900">
                  <h2 className="text-xl font-bold break-words">
                    {withContent(t('offers.heading', { program: CONTENT_SLOT }), program)}
                  </h2>
                  <p className="mt-1 break-words">
                    {withContent(
                      t('offers.text', {
                        program: CONTENT_SLOT,
                        participant: e.participant_name,
                        deadline: formatDateTime(e.offer_expires_at!),
                      }),
                      program,
                    )}
                  </p>
                  {tier ? <p className="mt-1">{withContent(t('offers.tier', { tier: CONTENT_SLOT }), tier)}</p> : null}
                  <p className="mt-1">{t('offers.lapse')}</p>
                  <div className="mt-3 flex flex-wrap gap-3">
                    <Link
                      to={acceptHref(e)}
                      className={buttonClasses('primary')}
                      aria-label={t('offers.acceptFor', names)}
                    >
                      {t('offers.accept')}
                    </Link>
                    <Button
                      variant="secondary"
                      aria-label={t('offers.declineFor', names)}
                      onClick={() => {
                        clear();
                        setDeclining(e);
                      }}
                    >
                      {t('offers.decline')}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      <ConfirmModal
        open={declining !== null}
        title={t('offers.confirmTitle')}
        confirmLabel={t('offers.confirmButton')}
        busy={decline.isPending}
        onConfirm={onConfirm}
        onClose={() => setDeclining(null)}
      >
        {declining ? (
          <p>
            {t('offers.confirmText', {
              program: programOf(declining).text,
              participant: declining.participant_name,
            })}
          </p>
        ) : null}
      </ConfirmModal>
    </>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/button';
import { ConfirmModal } from '@/components/confirm-modal';
import { FlashRegion } from '@/components/flash-region';
import { LoadFailedBanner } from '@/components/load-failed-banner';
import { CONTENT_SLOT, langAttr, useLocalized, withContent } from '@/components/localized-text';
import { useAuth } from '@/lib/auth/use-auth';
import { formatDate, formatDateTime } from '@/lib/format';
import { orgToday } from '@domain/dates';
import { useFlash } from '@/lib/forms/use-flash';
import { serverErrorMessage } from '@/lib/server-errors';
import { useLeaveWaitlist, useMyWaitlist, waitlistServerErrors, type WaitlistEntry } from '../api/waitlist';
import { acceptHref, activeEntries, isLiveOffer } from '../utils/waitlist-rules';

/**
 * My Registrations' waiting lists (issue 24 point 1): each entry still in line with its place ('Waiting list,
 * number 3') or its offer's deadline, the program, participant, tier and since when, and 'Leave the waiting
 * list' (asked once more; the outcome is said and takes focus, since the entry's button is gone).
 * Nothing is drawn when the family waits for nothing (My Registrations shows its own loading state).
 */
export function WaitlistSection() {
  const { t } = useTranslation('waitlist');
  const { user } = useAuth();
  const query = useMyWaitlist(user?.id);
  const leave = useLeaveWaitlist();
  const { flash, show, clear, ref } = useFlash();
  const [leaving, setLeaving] = useState<WaitlistEntry | null>(null);
  const { localized } = useLocalized();
  const now = new Date();
  const entries = activeEntries(query.data ?? [], now);
  const programOf = (e: WaitlistEntry) => localized(e.program_name_fr, e.program_name);

  const onConfirm = () => {
    if (!leaving) return;
    const entry = leaving;
    const program = programOf(entry).text;
    leave.mutate(entry.id, {
      onSuccess: () => {
        setLeaving(null);
        show({ tone: 'success', text: t('section.left', { program, participant: entry.participant_name }) });
      },
      onError: (error) => {
        setLeaving(null);
        show({ tone: 'error', text: serverErrorMessage(error, t, waitlistServerErrors) });
      },
    });
  };

  const shown = entries.length > 0 || query.isError;
  return (
    <>
      {/* Always mounted, outside the section that goes away with the last entry, so focus can land on it. */}
      <FlashRegion flash={flash} onDismiss={clear} regionRef={ref} />
      {shown ? (
        <section aria-labelledby="waitlist-section-title" className="mb-8">
          <h2 id="waitlist-section-title" className="mb-2 text-2xl font-bold text-slate-900">
            {t('section.title')}
          </h2>
          {query.isError ? (
            <LoadFailedBanner
              title={t('section.loadFailed')}
              message={serverErrorMessage(query.error, t, waitlistServerErrors)}
              retryLabel={t('section.tryAgain')}
              onRetry={() => void query.refetch()}
            />
          ) : null}
          {entries.length ? <p className="mb-4 text-slate-800">{t('section.lead')}</p> : null}
          <ul className="grid gap-4">
            {entries.map((e) => {
              const program = programOf(e);
              const tier = e.tier_name ? localized(e.tier_name_fr, e.tier_name) : null;
              const offered = isLiveOffer(e, now);
              const names = { program: program.text, participant: e.participant_name };
              return (
                <li key={e.id} className="rounded-md border-2 border-slate-600 bg-white p-4 text-slate-900">
                  <h3 className="text-xl font-bold break-words" lang={langAttr(program)}>
                    {program.text}
                  </h3>
                  <p className="mt-1 text-lg font-semibold">
                    {offered
                      ? t('section.offered', { deadline: formatDateTime(e.offer_expires_at!) })
                      : t('section.position', { position: e.position ?? '?' })}
                  </p>
                  <dl className="mt-2 grid gap-y-1">
                    <div className="flex flex-wrap gap-x-2">
                      <dt className="font-semibold">{t('section.participant')}</dt>
                      <dd>{e.participant_name}</dd>
                    </div>
                    <div className="flex flex-wrap gap-x-2">
                      <dt className="font-semibold">{t('section.tier')}</dt>
                      <dd lang={tier ? langAttr(tier) : undefined}>{tier ? tier.text : t('section.anyTier')}</dd>
                    </div>
                    <div className="flex flex-wrap gap-x-2">
                      <dt className="font-semibold">{t('section.since')}</dt>
                      <dd>{formatDate(orgToday(new Date(e.joined_at)))}</dd>
                    </div>
                  </dl>
                  <div className="mt-3 flex flex-wrap gap-3">
                    {offered ? (
                      <Link
                        to={acceptHref(e)}
                        className={buttonClasses('primary')}
                        aria-label={t('section.acceptFor', names)}
                      >
                        {t('section.accept')}
                      </Link>
                    ) : null}
                    <Button
                      variant="danger"
                      aria-label={t('section.leaveFor', names)}
                      onClick={() => {
                        clear();
                        setLeaving(e);
                      }}
                    >
                      {t('section.leave')}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      <ConfirmModal
        open={leaving !== null}
        title={t('section.confirmTitle')}
        confirmLabel={t('section.confirmButton')}
        busy={leave.isPending}
        onConfirm={onConfirm}
        onClose={() => setLeaving(null)}
      >
        {leaving ? (
          <p>
            {withContent(
              t(isLiveOffer(leaving, new Date()) ? 'section.confirmTextOffered' : 'section.confirmText', {
                program: CONTENT_SLOT,
                participant: leaving.participant_name,
              }),
              programOf(leaving),
            )}
          </p>
        ) : null}
      </ConfirmModal>
    </>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { orgToday } from '@domain/dates';
import { LoadFailedBanner } from '@/components/load-failed-banner';
import { formatDate } from '@/lib/format';
import { serverErrorText } from '@/lib/server-errors';
import { useStripeLeftovers } from '../api/stripe-cleanups';

/**
 * Cards and customers this site could not remove at Stripe (issue 36 point 3): a removed card still attached,
 * a deleted account's customer, each with Stripe's last answer, for an administrator to remove in Stripe's
 * dashboard. Shown only when there is one.
 */
export function StripeLeftovers() {
  const { t } = useTranslation('adminRefunds');
  const leftovers = useStripeLeftovers();
  const headingId = useId();
  if (leftovers.isError)
    return (
      <LoadFailedBanner
        title={t('leftovers.loadFailed')}
        message={serverErrorText(leftovers.error)}
        retryLabel={t('tryAgain')}
        onRetry={() => leftovers.refetch()}
      />
    );
  if (!leftovers.data?.length) return null;
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="mb-2 text-2xl font-bold">
        {t('leftovers.title')}
      </h2>
      <p className="mb-3">{t('leftovers.intro')}</p>
      <ul className="space-y-3">
        {leftovers.data.map((row) => (
          <li key={row.id} className="rounded-md border-2 border-slate-400 p-3 break-words">
            <p className="font-semibold">{t(`leftovers.kinds.${row.kind}`, { id: row.stripe_id })}</p>
            <p className="text-sm">
              {t('leftovers.since', {
                date: formatDate(orgToday(new Date(row.created_at))),
                count: row.attempts,
              })}
            </p>
            {row.last_error ? <p className="text-sm">{t('leftovers.reason', { reason: row.last_error })}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

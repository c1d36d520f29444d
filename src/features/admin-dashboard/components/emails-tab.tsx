import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlashRegion } from '@/components/flash-region';
import { FormField, inputClasses } from '@/components/form-field';
import { Spinner } from '@/components/spinner';
import { formatNumber } from '@/lib/format';
import { useFlash } from '@/lib/forms/use-flash';
import { serverErrorMessage } from '@/lib/server-errors';
import {
  EMAIL_FILTERS,
  EMAIL_LIST_LIMIT,
  emailServerErrors,
  useRecentEmails,
  useResendEmail,
  type EmailFilter,
  type OutboxMessage,
} from '../api/emails';
import { EmailsTable } from './emails-table';
import { LoadFailedBanner } from '@/components/load-failed-banner';
import { serverErrorText } from '@/lib/server-errors';

/** The E-mail tab: the newest outbox messages, a status filter, and "Send again" for failed ones (issue 19). */
export function EmailsTab() {
  const { t } = useTranslation('adminDashboard');
  const [filter, setFilter] = useState<EmailFilter>('all');
  const emails = useRecentEmails(filter);
  const resend = useResendEmail();
  const { flash, show, clear, ref } = useFlash();
  const countId = useId();

  const onResend = (m: OutboxMessage) =>
    resend.mutate(m.id, {
      onSuccess: () => show({ tone: 'success', text: t('emails.resent', { email: m.to_email }) }),
      onError: (e) => show({ tone: 'error', text: serverErrorMessage(e, t, emailServerErrors) }),
    });

  return (
    <div>
      <h2 className="mb-3 text-2xl font-bold">{t('emails.heading')}</h2>
      <p className="mb-4">{t('emails.intro', { count: EMAIL_LIST_LIMIT })}</p>
      <FlashRegion flash={flash} onDismiss={clear} regionRef={ref} />
      <FormField label={t('emails.filterLabel')} required className="w-full sm:w-60">
        <select
          className={inputClasses}
          value={filter}
          aria-controls={countId}
          onChange={(e) => setFilter(EMAIL_FILTERS.find((f) => f === e.target.value) ?? 'all')}
        >
          {EMAIL_FILTERS.map((f) => (
            <option key={f} value={f}>
              {t(`emails.filters.${f}`)}
            </option>
          ))}
        </select>
      </FormField>
      <p id={countId} role="status" className="mb-3 font-semibold">
        {emails.data ? t('emails.showing', { count: emails.data.length, shown: formatNumber(emails.data.length) }) : ''}
      </p>
      {emails.isPending ? (
        <Spinner label={t('emails.loading')} />
      ) : emails.isError ? (
        <LoadFailedBanner
          title={t('emails.loadFailed')}
          message={serverErrorText(emails.error)}
          retryLabel={t('tryAgain')}
          onRetry={() => emails.refetch()}
        />
      ) : emails.data.length === 0 ? (
        <p>{t('emails.empty')}</p>
      ) : (
        <EmailsTable
          messages={emails.data}
          resendingId={resend.isPending ? (resend.variables ?? null) : null}
          onResend={onResend}
        />
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Table } from '@/components/table';
import { formatDateTime, formatNumber } from '@/lib/format';
import type { OutboxMessage } from '../api/emails';
import { EMAIL_STATUS_TONES, useEmailLabels } from '../hooks/use-email-labels';

type Props = {
  messages: OutboxMessage[];
  /** The message being sent again, if any (its button shows busy). */
  resendingId: string | null;
  onResend: (message: OutboxMessage) => void;
};

/** Recipient first (what a narrow screen shows before scrolling), Date, Status, Type, Language, Attempts, Last error, and "Send again" on failed rows (issue 19). */
export function EmailsTable({ messages, resendingId, onResend }: Props) {
  const { t } = useTranslation('adminDashboard');
  const labels = useEmailLabels();
  return (
    <Table caption={t('emails.caption')}>
      <thead>
        <tr>
          <th scope="col">{t('emails.columns.recipient')}</th>
          <th scope="col">{t('emails.columns.date')}</th>
          <th scope="col">{t('emails.columns.status')}</th>
          <th scope="col">{t('emails.columns.type')}</th>
          <th scope="col">{t('emails.columns.language')}</th>
          <th scope="col">{t('emails.columns.attempts')}</th>
          <th scope="col">{t('emails.columns.error')}</th>
          <th scope="col">{t('emails.columns.action')}</th>
        </tr>
      </thead>
      <tbody>
        {messages.map((m) => {
          const failed = m.status === 'failed';
          const busy = resendingId === m.id;
          return (
            <tr key={m.id} data-email-id={m.id}>
              <th scope="row" className="min-w-40 font-semibold [overflow-wrap:anywhere]">
                {m.to_email}
              </th>
              <td className="min-w-28">{formatDateTime(m.created_at)}</td>
              <td className="whitespace-nowrap">
                <Badge tone={EMAIL_STATUS_TONES[m.status] ?? 'neutral'}>{labels.status(m.status)}</Badge>
              </td>
              <td>{labels.template(m.template)}</td>
              <td>{labels.language(m.language)}</td>
              <td>{formatNumber(m.attempts)}</td>
              <td className="min-w-32 [overflow-wrap:anywhere]">{failed ? m.last_error || t('emails.noError') : ''}</td>
              <td>
                {failed ? (
                  <Button
                    variant="secondary"
                    className="whitespace-nowrap"
                    busy={busy}
                    aria-disabled={resendingId !== null || undefined}
                    aria-label={t(busy ? 'emails.resendingTo' : 'emails.resendTo', { email: m.to_email })}
                    onClick={() => {
                      if (resendingId === null) onResend(m);
                    }}
                  >
                    {t(busy ? 'emails.resending' : 'emails.resend')}
                  </Button>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

import { useTranslation } from 'react-i18next';
import { orgToday } from '@domain/dates';
import { Badge, type BadgeTone } from '@/components/badge';
import { Button } from '@/components/button';
import { Table } from '@/components/table';
import { formatDate, formatMoney } from '@/lib/format';
import type { RefundRow } from '../api/refunds';
import { canRecordOutside, canRefund, refundReason } from '../utils/refund-view';
import type { RefundMode } from './refund-modal';

const TONES: Record<RefundRow['state'], BadgeTone> = { waiting: 'warning', partial: 'info', refunded: 'success' };

type Props = { rows: RefundRow[]; onRefund: (row: RefundRow, mode: RefundMode) => void };

/** One list of refund requests and payments that could not be fulfilled (issue 20 point 1). */
export function RefundsTable({ rows, onRefund }: Props) {
  const { t } = useTranslation(['adminRefunds', 'myRegistrations']);
  return (
    <Table caption={t('table.caption')} captionHidden>
      <thead>
        <tr>
          <th scope="col">{t('table.person')}</th>
          <th scope="col">{t('table.program')}</th>
          <th scope="col">{t('table.amounts')}</th>
          <th scope="col">{t('table.reason')}</th>
          <th scope="col">{t('table.status')}</th>
          <th scope="col">{t('table.action')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const person = row.person_name || row.payer_name || '—';
          return (
            <tr key={`${row.kind}-${row.id}`} className="align-top">
              <th scope="row" className="font-semibold">
                {person}
                <span className="block text-sm font-normal">{t(`kinds.${row.kind}`)}</span>
                {row.payer_name || row.payer_email ? (
                  <span className="block text-sm font-normal break-words">
                    {t('table.payerLine', { payer: [row.payer_name, row.payer_email].filter(Boolean).join(' · ') })}
                  </span>
                ) : null}
              </th>
              <td>
                {row.program_name ?? '—'}
                <span className="block text-sm">
                  {t('table.requestedOn', { date: formatDate(orgToday(new Date(row.requested_at))) })}
                </span>
              </td>
              <td className="whitespace-nowrap">
                <span className="block">{t('table.paid', { amount: formatMoney(row.amount_paid) })}</span>
                {row.kind === 'registration' ? (
                  <span className="block">
                    {t('table.requestedAmount', { amount: formatMoney(row.amount_requested) })}
                  </span>
                ) : null}
                <span className="block">{t('table.refunded', { amount: formatMoney(row.amount_refunded) })}</span>
                <span className="block font-semibold">{t('table.left', { amount: formatMoney(row.amount_left) })}</span>
              </td>
              <td className="break-words">{refundReason(row, t) || '—'}</td>
              <td>
                <Badge tone={TONES[row.state]}>{t(`states.${row.state}`)}</Badge>
                {row.refund_processed_at ? (
                  <span className="block text-sm">
                    {t('table.refundedOn', { date: formatDate(orgToday(new Date(row.refund_processed_at))) })}
                  </span>
                ) : null}
              </td>
              <td>
                {canRefund(row) ? (
                  <Button variant="secondary" onClick={() => onRefund(row, 'card')}>
                    {t('table.refund')}
                    <span className="sr-only">
                      {t('table.refundContext', { person, program: row.program_name ?? '' })}
                    </span>
                  </Button>
                ) : (
                  <span className="block text-sm">
                    {row.amount_pending > 0
                      ? t('table.inProgress')
                      : !row.has_payment && row.amount_left > 0
                        ? t('table.noPayment')
                        : t('table.nothingLeft')}
                  </span>
                )}
                {canRecordOutside(row) ? (
                  <Button variant="secondary" className="mt-2" onClick={() => onRefund(row, 'outside')}>
                    {t('table.recordOutside')}
                    <span className="sr-only">
                      {t('table.refundContext', { person, program: row.program_name ?? '' })}
                    </span>
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

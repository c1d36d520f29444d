import { useTranslation } from 'react-i18next';
import { isReasonCode } from '@domain/cancellation';
import { LocalizedText } from '@/components/localized-text';
import { Table } from '@/components/table';
import { formatDate, formatMoney } from '@/lib/format';
import type { RowView } from '../utils/row-view';
import { StatusCell } from './status-cell';
import { PaymentBadge } from './status-badge';

type Props = {
  caption: string;
  rows: RowView[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  onStatus: (row: RowView, status: string) => void;
  busyId: string | null;
};

const box = 'h-6 w-6 accent-blue-900';

/** The registrations table with selection and the inline status dropdown. */
export function RegistrationsTable({ caption, rows, selected, onToggle, onToggleAll, onStatus, busyId }: Props) {
  const { t } = useTranslation(['adminRegistrations', 'participants', 'myRegistrations']);
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.reg.id));
  return (
    <Table caption={caption} captionHidden>
      <thead>
        <tr>
          <th scope="col">
            <input
              type="checkbox"
              className={box}
              aria-label={t('table.selectAll')}
              checked={allSelected}
              onChange={onToggleAll}
            />
          </th>
          <th scope="col">{t('table.participant')}</th>
          <th scope="col">{t('table.programPricing')}</th>
          <th scope="col">{t('table.guardian')}</th>
          <th scope="col">{t('table.status')}</th>
          <th scope="col">{t('table.payment')}</th>
          <th scope="col">{t('table.emergencyContact')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const { reg } = row;
          const name = row.name || t('table.unnamed');
          return (
            <tr key={reg.id} className="align-top">
              <td>
                <input
                  type="checkbox"
                  className={box}
                  aria-label={t('table.select', { name })}
                  checked={selected.has(reg.id)}
                  onChange={() => onToggle(reg.id)}
                />
              </td>
              <th scope="row" className="font-semibold">
                {name}
                <span className="block text-sm font-normal">
                  {t(`types.${row.type}`)}
                  {row.person?.email ? ` · ${row.person.email}` : ''}
                </span>
                <span className="block text-sm font-normal">
                  {t('table.registeredOn', { date: formatDate(reg.registration_date) })}
                </span>
              </th>
              <td>
                {reg.program ? <LocalizedText fr={reg.program.name_fr} en={reg.program.name} /> : null}
                <span className="block text-sm">
                  {reg.price_tier ? (
                    <LocalizedText fr={reg.price_tier.name_fr} en={reg.price_tier.name} />
                  ) : (
                    t('standard')
                  )}{' '}
                  · {formatMoney(row.expectedCents)}
                </span>
              </td>
              <td>
                {row.guardianLabel || '—'}
                {row.guardianEmail ? <span className="block text-sm">{row.guardianEmail}</span> : null}
              </td>
              <td>
                <StatusCell
                  name={name}
                  status={reg.status}
                  busy={busyId === reg.id}
                  onApply={(next) => onStatus(row, next)}
                />
              </td>
              <td>
                <PaymentBadge payment={row.payment} />
                <span className="block text-sm">{formatMoney(reg.amount_paid)}</span>
                {reg.refund?.requested ? (
                  <span className="block text-sm">
                    {t('table.refundRequested', { amount: formatMoney(reg.refund.requested) })}
                  </span>
                ) : null}
                {reg.refund?.refunded ? (
                  <span className="block text-sm font-semibold">
                    {t('table.refunded', { amount: formatMoney(reg.refund.refunded) })}
                  </span>
                ) : null}
                {reg.refund?.reason ? (
                  <span className="block text-sm break-words">
                    {t('table.refundReason', {
                      reason: isReasonCode(reg.refund.reason)
                        ? t(`myRegistrations:reasons.${reg.refund.reason}`)
                        : reg.refund.reason,
                    })}
                  </span>
                ) : null}
              </td>
              <td>
                {row.contact ? (
                  <>
                    {row.contact.name}
                    <span className="block text-sm">
                      {t(`participants:relationships.${row.contact.relationship}`)} · {row.contact.phone}
                    </span>
                    {row.moreContacts > 0 ? (
                      <span className="block text-sm">{t('table.moreContacts', { count: row.moreContacts })}</span>
                    ) : null}
                  </>
                ) : (
                  t('table.noContact')
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

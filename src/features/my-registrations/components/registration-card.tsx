import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cancelEligibility, daysUntilStart, isReasonCode } from '@domain/cancellation';
import { orgToday } from '@domain/dates';
import { listPrice } from '@domain/price-rule';
import { paymentStatus } from '@domain/payment-status';
import { Button } from '@/components/button';
import { LocalizedText, langAttr, useLocalized } from '@/components/localized-text';
import { formatDate, formatDateRange, formatDateTime, formatMoney } from '@/lib/format';
import type { MyRegistration } from '../api/my-registrations';
import { personName } from '../api/registration-scope';
import { AgreedTexts } from './agreed-texts';
import { StatusBadge } from './status-badge';

type Props = {
  registration: MyRegistration;
  today: string;
  isAdmin: boolean;
  onCancel: (registration: MyRegistration) => void;
};

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="font-semibold">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/** One registration (spec 2 section 2): program, person, dates, money, status and what comes next. */
/**
 * Memoised: an admin's list holds up to 500 cards, and opening the cancel dialog (page state) drew every one of them
 * again, seconds during which a click waited. The page passes a stable onCancel.
 */
export const RegistrationCard = memo(function RegistrationCard({ registration: r, today, isAdmin, onCancel }: Props) {
  const { t } = useTranslation('myRegistrations');
  const { localized } = useLocalized();
  const program = r.program;
  const expected = listPrice(r.tier?.price, program?.price);
  const days = program ? daysUntilStart(program.start_date, today) : null;
  const canCancel = program
    ? cancelEligibility({ status: r.status, programStartDate: program.start_date, today, isAdmin }).ok
    : false;
  const name = personName(r);
  // The program's name in the visitor's language (issue 22), marked lang="en" when it has no French.
  const title = program ? localized(program.name_fr, program.name) : null;
  const programName = title?.text || t('card.unknownProgram');

  return (
    <article
      className="rounded-lg border-2 border-slate-600 bg-white p-4 text-slate-900"
      aria-labelledby={`reg-${r.id}-title`}
    >
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <h2
          id={`reg-${r.id}-title`}
          className="text-xl font-bold break-words"
          lang={title ? langAttr(title) : undefined}
        >
          {programName}
        </h2>
        <StatusBadge status={r.status} />
      </div>
      {r.status === 'pending' ? <p className="mb-3 font-semibold">{t('card.awaitingApproval')}</p> : null}
      {r.status === 'approved' && days !== null && days > 0 ? (
        <p className="mb-3 font-semibold">{t('card.startsIn', { count: days })}</p>
      ) : null}
      {r.status === 'approved' && days === 0 ? <p className="mb-3 font-semibold">{t('card.startsToday')}</p> : null}
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <Item label={r.volunteer ? t('card.volunteer') : t('card.participant')}>{name || t('card.unknownPerson')}</Item>
        <Item label={t('card.location')}>
          {program?.location || program?.location_fr ? (
            <LocalizedText fr={program.location_fr} en={program.location} />
          ) : (
            t('card.locationTbd')
          )}
        </Item>
        {program ? <Item label={t('card.dates')}>{formatDateRange(program.start_date, program.end_date)}</Item> : null}
        <Item label={t('card.price')}>
          {expected > 0 ? formatMoney(expected) : t('card.free')}
          {r.tier ? (
            <>
              {' ('}
              <LocalizedText fr={r.tier.name_fr} en={r.tier.name} />)
            </>
          ) : null}
        </Item>
        {expected > 0 ? (
          <Item label={t('card.amountPaid')}>
            {formatMoney(r.amount_paid)} ({t(`payment.${paymentStatus(r.amount_paid, expected)}`)})
          </Item>
        ) : null}
        {r.refund_amount !== null && r.refund_amount > 0 ? (
          <Item label={t('card.refundAmount')}>{formatMoney(r.refund_amount)}</Item>
        ) : null}
        <Item label={t('card.registered')}>{formatDate(orgToday(new Date(r.registration_date)))}</Item>
        {r.refunded_at ? <Item label={t('card.refunded')}>{formatDateTime(r.refunded_at)}</Item> : null}
        {r.amount_refunded > 0 ? (
          <Item label={t('card.amountRefunded')}>
            {r.refund_processed_at
              ? t('card.amountRefundedOn', {
                  amount: formatMoney(r.amount_refunded),
                  date: formatDateTime(r.refund_processed_at),
                })
              : formatMoney(r.amount_refunded)}
          </Item>
        ) : r.status === 'refunded' && (r.refund_amount ?? 0) > 0 ? (
          <Item label={t('card.refundStatus')}>{t('card.refundWaiting')}</Item>
        ) : null}
        {r.refund_reason ? (
          <Item label={t('card.reason')}>
            {isReasonCode(r.refund_reason) ? t(`reasons.${r.refund_reason}`) : r.refund_reason}
          </Item>
        ) : null}
      </dl>
      {program?.description || program?.description_fr ? (
        <LocalizedText as="p" className="mt-3 text-slate-800" fr={program.description_fr} en={program.description} />
      ) : null}
      <div className="mt-4">
        <AgreedTexts registrationId={r.id} programName={programName} />
      </div>
      {canCancel ? (
        <div className="mt-4">
          <Button variant="danger" onClick={() => onCancel(r)}>
            {t('card.cancel')}
            <span className="sr-only">{t('card.cancelContext', { program: programName, person: name })}</span>
          </Button>
        </div>
      ) : null}
    </article>
  );
});

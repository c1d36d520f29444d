import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/badge';
import { RegistrationStatusBadge } from '@/components/registration-status-badge';

/** A registration status as text (colour is only a second cue). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('adminRegistrations');
  return (
    <RegistrationStatusBadge status={status}>
      {t(`statuses.${status}`, { defaultValue: status })}
    </RegistrationStatusBadge>
  );
}

const PAYMENT_TONES: Record<string, BadgeTone> = {
  paid: 'success',
  partial: 'warning',
  unpaid: 'danger',
  free: 'neutral',
};

export function PaymentBadge({ payment }: { payment: string }) {
  const { t } = useTranslation('adminRegistrations');
  return (
    <span className="whitespace-nowrap">
      <Badge tone={PAYMENT_TONES[payment] ?? 'neutral'}>{t(`payment.${payment}`)}</Badge>
    </span>
  );
}

import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/badge';

// Spec 2 section 4: pending yellow, approved green, rejected red, cancelled grey,
// refunded and draft their own colours, anything else grey. Text always shown.
const TONES: Record<string, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
  refunded: 'accent',
  draft: 'info',
};

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('adminRegistrations');
  return <Badge tone={TONES[status] ?? 'neutral'}>{t(`statuses.${status}`, { defaultValue: status })}</Badge>;
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

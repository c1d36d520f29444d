import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/badge';

// Spec 2 section 4: pending yellow, approved green, rejected red, cancelled
// grey, refunded and draft their own colours, anything else grey. The text
// always names the status (colour is only a second cue).
const TONES: Record<string, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
  refunded: 'info',
  draft: 'accent',
};

export function statusTone(status: string): BadgeTone {
  return TONES[status] ?? 'neutral';
}

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('myRegistrations');
  const known = status in TONES;
  return (
    <Badge tone={statusTone(status)}>
      <span className="sr-only">{t('card.statusLabel')} </span>
      {known ? t(`status.${status}`) : status}
    </Badge>
  );
}

import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/badge';

const TONES: Record<string, BadgeTone> = {
  approved: 'success',
  pending: 'warning',
  rejected: 'danger',
  cancelled: 'neutral',
  refunded: 'info',
  draft: 'neutral',
};

/** A registration status as text (colour is only a second cue). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('adminDashboard');
  return <Badge tone={TONES[status] ?? 'neutral'}>{t(`statuses.${status}`, { defaultValue: status })}</Badge>;
}

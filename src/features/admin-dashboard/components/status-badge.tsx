import { useTranslation } from 'react-i18next';
import { RegistrationStatusBadge } from '@/components/registration-status-badge';

/** A registration status as text (colour is only a second cue). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('adminDashboard');
  return (
    <RegistrationStatusBadge status={status}>
      {t(`statuses.${status}`, { defaultValue: status })}
    </RegistrationStatusBadge>
  );
}

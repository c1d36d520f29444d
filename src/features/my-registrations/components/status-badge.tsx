import { useTranslation } from 'react-i18next';
import { REGISTRATION_STATUSES } from '@domain/registration-status';
import { RegistrationStatusBadge } from '@/components/registration-status-badge';

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('myRegistrations');
  const known = (REGISTRATION_STATUSES as readonly string[]).includes(status);
  return (
    <RegistrationStatusBadge status={status}>
      <span className="sr-only">{t('card.statusLabel')} </span>
      {known ? t(`status.${status}`) : status}
    </RegistrationStatusBadge>
  );
}

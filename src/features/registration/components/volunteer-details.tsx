import { personName } from '@domain/person-name';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/badge';
import type { VolunteerProfileRef } from '../api/volunteer-profile';

/** Registration Details for volunteers: themselves, free (spec 2 sections 2 and 9). */
export function VolunteerDetails({
  volunteer,
  registered,
}: {
  volunteer: VolunteerProfileRef | null;
  registered: boolean;
}) {
  const { t } = useTranslation('registration');
  if (!volunteer) return <p className="font-semibold text-red-800">{t('serverErrors.volunteer_profile_missing')}</p>;
  return (
    <div className="rounded-lg border-2 border-slate-700 bg-white p-4">
      <p className="text-lg">
        {t('volunteer.registering', { name: personName(volunteer.first_name, volunteer.last_name) })}
      </p>
      <p className="mt-2 text-lg">
        {t('labelColon', { label: t('volunteer.price') })} <strong>{t('volunteer.free')}</strong>
      </p>
      {registered ? (
        <p className="mt-2">
          <Badge tone="neutral">{t('participants.alreadyRegistered')}</Badge> {t('volunteer.alreadyRegistered')}
        </p>
      ) : null}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { LocalizedText } from '@/components/localized-text';
import type { ActiveRegistration } from '../api/my-data';

/** 'Emma Tester, Spring league: Pending': the registrations that must be cancelled before the account is deleted. */
export function ActiveRegistrationsList({ registrations }: { registrations: ActiveRegistration[] }) {
  const { t } = useTranslation('myData');
  return (
    <ul className="list-disc pl-6">
      {registrations.map((r) => (
        <li key={r.registration_id}>
          {r.person_name ? <span className="font-semibold">{r.person_name}, </span> : null}
          <LocalizedText fr={r.program_name_fr} en={r.program_name} />
          {t('delete.itemStatus', { status: t(`status.${r.status}`, { defaultValue: r.status }) })}
        </li>
      ))}
    </ul>
  );
}

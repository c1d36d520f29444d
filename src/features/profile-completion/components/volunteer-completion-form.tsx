import { useTranslation } from 'react-i18next';
import { VOLUNTEER_COMPLETION_ID } from './complete-profile-banner';

type Props = { onCompleted(): void };

// Minimal first version published for the dashboard; the full form replaces it.
export function VolunteerCompletionForm(_props: Props) {
  const { t } = useTranslation('profileCompletion');
  return (
    <section aria-labelledby={VOLUNTEER_COMPLETION_ID} className="rounded-md border-2 border-slate-700 p-4">
      <h2 id={VOLUNTEER_COMPLETION_ID} tabIndex={-1} className="text-2xl font-bold">
        {t('volunteer.title')}
      </h2>
    </section>
  );
}

export default VolunteerCompletionForm;

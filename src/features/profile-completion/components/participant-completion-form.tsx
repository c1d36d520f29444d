import { useTranslation } from 'react-i18next';
import { PARTICIPANT_COMPLETION_ID } from './complete-profile-banner';

type Props = { onCompleted(): void };

// Minimal first version published for the dashboard; the full form replaces it.
export function ParticipantCompletionForm(_props: Props) {
  const { t } = useTranslation('profileCompletion');
  return (
    <section aria-labelledby={PARTICIPANT_COMPLETION_ID} className="rounded-md border-2 border-slate-700 p-4">
      <h2 id={PARTICIPANT_COMPLETION_ID} tabIndex={-1} className="text-2xl font-bold">
        {t('participant.title')}
      </h2>
    </section>
  );
}

export default ParticipantCompletionForm;

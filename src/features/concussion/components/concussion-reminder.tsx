import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { orgToday } from '@domain/dates';
import { buttonClasses } from '@/components/button';
import { useAuth } from '@/lib/auth/use-auth';
import { formatDate } from '@/lib/format';
import { useConcussionStatus, type ConcussionStatus } from '../api/concussion';
import { confirmationState, needsAction, type ConfirmationState } from '../utils/concussion-rules';

export type ReminderLine = {
  key: string;
  who: 'self' | 'participant';
  name: string;
  state: ConfirmationState;
  date: string | null;
};

/** The people whose confirmation is missing, expired or due within 30 days: the user first, then participants. */
export function reminderLines(status: ConcussionStatus | undefined, today: string): ReminderLine[] {
  if (!status) return [];
  const lines: ReminderLine[] = [];
  const self = status.self;
  if (self?.role_required) {
    const date = self.confirmation?.valid_until ?? null;
    const state = confirmationState(date, today);
    if (needsAction(state)) lines.push({ key: 'self', who: 'self', name: '', state, date });
  }
  for (const p of status.participants) {
    const date = p.confirmation?.valid_until ?? null;
    const state = confirmationState(date, today);
    if (needsAction(state)) lines.push({ key: p.participant_id, who: 'participant', name: p.name, state, date });
  }
  return lines;
}

/**
 * The dashboard reminder (issue 24 point 5): each participant (and the user as coach or volunteer) whose
 * concussion awareness confirmation is missing or ends within 30 days, with a link to /concussion-safety.
 * Silent while loading or when the request fails (the dashboard's own banners cover its requests).
 */
export function ConcussionReminder() {
  const { t } = useTranslation('concussion');
  const { user } = useAuth();
  const status = useConcussionStatus(user?.id);
  const lines = reminderLines(status.data, orgToday(new Date()));
  if (!lines.length) return null;
  return (
    <section
      aria-labelledby="concussion-reminder-title"
      className="mb-6 rounded-md border-2 border-l-8 border-amber-800 bg-amber-50 p-4 text-slate-900"
    >
      <h2 id="concussion-reminder-title" className="text-xl font-bold">
        {t('reminder.title')}
      </h2>
      <p className="mt-1">{t('reminder.lead')}</p>
      <ul className="mt-2 list-disc pl-6">
        {lines.map((l) => (
          <li key={l.key} className="break-words">
            {t(`reminder.${l.who}.${l.state === 'valid' ? 'due' : l.state}`, {
              name: l.name,
              date: l.date ? formatDate(l.date) : '',
            })}
          </li>
        ))}
      </ul>
      <p className="mt-3">
        <Link to="/concussion-safety" className={buttonClasses('primary')}>
          {t('reminder.link')}
        </Link>
      </p>
    </section>
  );
}

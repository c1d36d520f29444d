import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_STATUSES } from '@domain/registration-status';
import { StatusBadge } from './status-badge';

type Props = { name: string; status: string; busy: boolean; onApply: (status: string) => void };

/**
 * The inline status dropdown with an Update button: arrowing through a closed
 * select fires change events in some browsers, so a keyboard user must not
 * change a registration just by browsing the options.
 */
export function StatusCell({ name, status, busy, onApply }: Props) {
  const { t } = useTranslation('adminRegistrations');
  const [draft, setDraft] = useState(status);
  const [seen, setSeen] = useState(status);
  if (seen !== status) {
    // The saved status changed (reload or another admin): follow it.
    setSeen(status);
    setDraft(status);
  }
  return (
    <form
      className="flex flex-col items-start gap-1"
      onSubmit={(e) => {
        e.preventDefault();
        if (draft !== status) onApply(draft);
      }}
    >
      <StatusBadge status={status} />
      <label className="block text-sm">
        <span className="sr-only">{t('table.changeStatus', { name })}</span>
        <select
          className="block min-h-11 rounded-md border-2 border-slate-700 bg-white px-2"
          value={draft}
          disabled={busy}
          onChange={(e) => setDraft(e.target.value)}
        >
          {REGISTRATION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`statuses.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        disabled={busy || draft === status}
        aria-label={t('table.updateStatusOf', { name })}
        className="min-h-11 rounded-md border-2 border-blue-900 bg-white px-2 text-sm font-semibold text-blue-900 disabled:border-slate-500 disabled:text-slate-700"
      >
        {t('table.updateStatus')}
      </button>
    </form>
  );
}

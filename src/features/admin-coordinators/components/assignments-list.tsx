import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { formatDate, formatDateRange } from '@/lib/format';
import type { Assignment } from '../api/coordinators';
import { fullName } from './add-coordinator-form';

type Props = { assignments: Assignment[]; onRemove: (a: Assignment) => void };

/** Current assignments: program (dates, location), coordinator, role, assigned date, notes, Remove. */
export function AssignmentsList({ assignments, onRemove }: Props) {
  const { t } = useTranslation(['adminCoordinators', 'common']);
  if (assignments.length === 0) return <p className="rounded-md border-2 border-slate-400 p-4">{t('list.empty')}</p>;
  return (
    <ul className="grid gap-4" aria-label={t('list.title')}>
      {assignments.map((a) => {
        const name = fullName(a.user);
        return (
          <li key={a.id} className="rounded-md border-2 border-slate-400 p-4">
            <h3 className="text-lg font-bold">{a.program?.name}</h3>
            {a.program ? (
              <p>
                {formatDateRange(a.program.start_date, a.program.end_date)}
                {a.program.location ? ` · ${a.program.location}` : ''}
              </p>
            ) : null}
            <p className="mt-2">
              <span className="font-semibold">{name}</span> ({a.user?.email}){' '}
              {a.user ? <Badge tone="info">{t(`common:roles.${a.user.role}`)}</Badge> : null}
            </p>
            <p className="text-sm">{t('list.assignedOn', { date: formatDate(a.assigned_at) })}</p>
            {a.notes ? <p className="mt-1 text-sm">{t('list.notes', { notes: a.notes })}</p> : null}
            <Button
              variant="danger"
              className="mt-3"
              aria-label={t('list.removeLabel', { name, program: a.program?.name ?? '' })}
              onClick={() => onRemove(a)}
            >
              {t('list.remove')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

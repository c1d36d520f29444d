import { useTranslation } from 'react-i18next';
import { LocalizedText } from '@/components/localized-text';
import { formatDateRange } from '@/lib/format';
import type { MyAssignment } from '../api/coordinator';

type Props = { assignments: MyAssignment[]; selectedId: string | null; onSelect: (programId: string) => void };

/** One card per assigned program; the pressed one is shown below (spec 2 section 2). */
export function ProgramCards({ assignments, selectedId, onSelect }: Props) {
  const { t } = useTranslation('coordinator');
  return (
    <ul className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('programsLabel')}>
      {assignments.map(({ id, program, notes }) => {
        if (!program) return null;
        const selected = program.id === selectedId;
        return (
          <li key={id}>
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => onSelect(program.id)}
              className={`block h-full w-full rounded-md border-4 p-4 text-left ${
                selected ? 'border-blue-900 bg-blue-50' : 'border-slate-400 bg-white hover:border-blue-900'
              }`}
            >
              <LocalizedText className="block text-lg font-bold" fr={program.name_fr} en={program.name} />
              <span className="block">{formatDateRange(program.start_date, program.end_date)}</span>
              {program.location || program.location_fr ? (
                <LocalizedText className="block" fr={program.location_fr} en={program.location} />
              ) : null}
              {notes ? <span className="mt-1 block text-sm">{t('notes', { notes })}</span> : null}
              {selected ? <span className="mt-2 block text-sm font-semibold">{t('selected')}</span> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

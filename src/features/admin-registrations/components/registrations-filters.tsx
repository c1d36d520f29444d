import { useTranslation } from 'react-i18next';
import { FormField, inputClasses } from '@/components/form-field';
import type { ProgramOption } from '../api/types';
import { STATUSES } from './row-view';

type Props = {
  programs: ProgramOption[] | null;
  program: string;
  onProgram: (id: string) => void;
  status: string;
  onStatus: (s: string) => void;
  search: string;
  onSearch: (s: string) => void;
};

/** Program (only when not scoped), status and free-text search (spec 2 sections 2 and 5). */
export function RegistrationsFilters({ programs, program, onProgram, status, onStatus, search, onSearch }: Props) {
  const { t } = useTranslation('adminRegistrations');
  return (
    <form
      role="search"
      aria-label={t('filters.label')}
      className="mb-4 grid gap-4 sm:grid-cols-3"
      onSubmit={(e) => e.preventDefault()}
    >
      {programs ? (
        <FormField label={t('filters.program')}>
          <select className={inputClasses} value={program} onChange={(e) => onProgram(e.target.value)}>
            <option value="all">{t('filters.allPrograms')}</option>
            {programs.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </FormField>
      ) : null}
      <FormField label={t('filters.status')}>
        <select className={inputClasses} value={status} onChange={(e) => onStatus(e.target.value)}>
          <option value="all">{t('filters.allStatuses')}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`statuses.${s}`)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label={t('filters.search')} hint={t('filters.searchHint')}>
        <input type="search" className={inputClasses} value={search} onChange={(e) => onSearch(e.target.value)} />
      </FormField>
    </form>
  );
}

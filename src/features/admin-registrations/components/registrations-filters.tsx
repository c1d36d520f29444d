import { useTranslation } from 'react-i18next';
import { useId, type ReactNode } from 'react';
import { inputClasses } from '@/components/form-field';
import { langAttr, useLocalized } from '@/components/localized-text';
import type { ProgramOption } from '../api/types';
import { REGISTRATION_STATUSES } from '@domain/registration-status';

type Props = {
  programs: ProgramOption[] | null;
  program: string;
  onProgram: (id: string) => void;
  status: string;
  onStatus: (s: string) => void;
  search: string;
  onSearch: (s: string) => void;
};

/** A filter control with its label (filters are never "optional" fields, so no FormField suffix). */
function Filter({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: string;
  children: (id: string, hintId?: string) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mb-1 text-sm">
          {hint}
        </p>
      ) : null}
      {children(id, hintId)}
    </div>
  );
}

/** Program (only when not scoped), status and free-text search (spec 2 sections 2 and 5). */
export function RegistrationsFilters({ programs, program, onProgram, status, onStatus, search, onSearch }: Props) {
  const { t } = useTranslation('adminRegistrations');
  const { localized } = useLocalized();
  return (
    <form
      role="search"
      aria-label={t('filters.label')}
      className="mb-4 grid gap-4 sm:grid-cols-3"
      onSubmit={(e) => e.preventDefault()}
    >
      {programs ? (
        <Filter label={t('filters.program')}>
          {(id) => (
            <select id={id} className={inputClasses} value={program} onChange={(e) => onProgram(e.target.value)}>
              <option value="all">{t('filters.allPrograms')}</option>
              {programs.map((p) => {
                const name = localized(p.name_fr, p.name);
                return (
                  <option key={p.id} value={p.id} lang={langAttr(name)}>
                    {name.text}
                  </option>
                );
              })}
            </select>
          )}
        </Filter>
      ) : null}
      <Filter label={t('filters.status')}>
        {(id) => (
          <select id={id} className={inputClasses} value={status} onChange={(e) => onStatus(e.target.value)}>
            <option value="all">{t('filters.allStatuses')}</option>
            {REGISTRATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`statuses.${s}`)}
              </option>
            ))}
          </select>
        )}
      </Filter>
      <Filter label={t('filters.search')} hint={t('filters.searchHint')}>
        {(id, hintId) => (
          <input
            id={id}
            type="search"
            aria-describedby={hintId}
            className={inputClasses}
            value={search}
            onChange={(e) => onSearch(e.target.value)}
          />
        )}
      </Filter>
    </form>
  );
}

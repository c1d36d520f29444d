import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ageOn, MIN_PARTICIPANT_AGE } from '@domain/age';
import { addYears, orgToday } from '@domain/dates';
import { FormField, inputClasses } from '@/components/form-field';
import { useFieldMeta } from './form-meta';

/** Date of birth with the computed age beside it (spec 1 section 2), announced as it changes. */
export function BirthDateField({
  required = true,
  minAge = MIN_PARTICIPANT_AGE,
}: {
  required?: boolean;
  minAge?: number;
}) {
  const { t } = useTranslation('participants');
  const { register, control } = useFormContext();
  const { id, error } = useFieldMeta('date_of_birth');
  const value = (useWatch({ control, name: 'date_of_birth' }) as string | undefined) ?? '';
  const today = orgToday(new Date());
  const age = /^\d{4}-\d{2}-\d{2}$/.test(value) && value <= today ? ageOn(value, today) : null;
  return (
    <div>
      <FormField label={t('fields.date_of_birth')} required={required} error={error} id={id}>
        <input
          id={id}
          type="date"
          max={minAge ? addYears(today, -minAge) : today}
          min="1900-01-01"
          className={inputClasses}
          aria-describedby={`${id}-age`}
          {...register('date_of_birth')}
        />
      </FormField>
      <p id={`${id}-age`} aria-live="polite" className="-mt-2 mb-4 font-semibold text-slate-900">
        {age !== null ? t('ageValue', { count: age }) : null}
      </p>
    </div>
  );
}

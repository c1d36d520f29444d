import type { InputHTMLAttributes, ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, inputClasses } from '@/components/form-field';
import { useFieldMeta } from './form-meta';

type TextProps = {
  name: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'required' | 'id'>;

/** A labelled text input bound to the form (errors and id from FormMetaProvider). */
export function TextField({ name, label, required, hint, ...rest }: TextProps) {
  const { register } = useFormContext();
  const { id, error } = useFieldMeta(name);
  return (
    <FormField label={label} required={required} hint={hint} error={error} id={id}>
      <input id={id} className={inputClasses} {...rest} {...register(name)} />
    </FormField>
  );
}

export function TextAreaField({ name, label, required, hint }: Omit<TextProps, 'type'>) {
  const { register } = useFormContext();
  const { id, error } = useFieldMeta(name);
  return (
    <FormField label={label} required={required} hint={hint} error={error} id={id}>
      <textarea id={id} rows={3} className={inputClasses} {...register(name)} />
    </FormField>
  );
}

type SelectProps = {
  name: string;
  label: ReactNode;
  options: readonly string[];
  /** Translates an option code to its label. */
  optionLabel: (code: string) => string;
  required?: boolean;
  /** Show a 'Select...' first option (empty value). */
  placeholder?: boolean;
  hint?: ReactNode;
};

export function SelectField({ name, label, options, optionLabel, required, placeholder = true, hint }: SelectProps) {
  const { t } = useTranslation('participants');
  const { register } = useFormContext();
  const { id, error } = useFieldMeta(name);
  return (
    <FormField label={label} required={required} hint={hint} error={error} id={id}>
      <select id={id} className={inputClasses} {...register(name)}>
        {placeholder ? <option value="">{t('select')}</option> : null}
        {options.map((code) => (
          <option key={code} value={code}>
            {optionLabel(code)}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** A yes / no / not answered question as a radio group with a legend. */
export function YesNoField({ name, legend }: { name: string; legend: ReactNode }) {
  const { t } = useTranslation(['participants', 'common']);
  const { register } = useFormContext();
  const { id } = useFieldMeta(name);
  return (
    <fieldset className="mb-4">
      <legend className="mb-1 font-semibold text-slate-900">
        {legend} <span className="font-normal text-slate-700">({t('common:optional')})</span>
      </legend>
      <div className="flex flex-wrap gap-4">
        {(['yes', 'no'] as const).map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-2">
            <input
              id={`${id}-${value}`}
              type="radio"
              value={value}
              className="h-5 w-5 accent-blue-900"
              {...register(name)}
            />
            {t(`common:${value}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function CheckboxField({ name, label, hint }: { name: string; label: ReactNode; hint?: ReactNode }) {
  const { register } = useFormContext();
  const { id } = useFieldMeta(name);
  return (
    <div className="mb-4">
      <label className="flex min-h-11 items-start gap-3 font-semibold text-slate-900">
        <input
          id={id}
          type="checkbox"
          className="mt-1 h-6 w-6 shrink-0 accent-blue-900"
          aria-describedby={hint ? `${id}-hint` : undefined}
          {...register(name)}
        />
        <span>{label}</span>
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="ml-9 text-slate-700">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

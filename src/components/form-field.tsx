import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ControlProps = {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
};

type Props = {
  label: ReactNode;
  /** The form control; receives id, aria-describedby and aria-invalid. */
  children: ReactElement<ControlProps>;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  id?: string;
  className?: string;
};

export const inputClasses =
  'block w-full min-h-11 rounded-md border-2 border-slate-700 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-800';

/**
 * Label, hint and error tied to one control (GOV.UK pattern): the error text
 * repeats the summary's words and is announced with the field.
 */
export function FormField({ label, children, hint, error, required, id, className = '' }: Props) {
  const { t } = useTranslation('common');
  const autoId = useId();
  const controlId = id ?? children.props.id ?? `field-${autoId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [children.props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control = isValidElement(children)
    ? cloneElement(children, {
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': required || undefined,
      })
    : children;
  return (
    <div className={`mb-4 ${className}`}>
      <label htmlFor={controlId} className="mb-1 block font-semibold text-slate-900">
        {label}
        {required ? null : (
          <>
            {' '}
            <span className="font-normal text-slate-700">({t('optional')})</span>
          </>
        )}
      </label>
      {hint ? (
        <p id={hintId} className="mb-1 text-slate-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mb-1 font-semibold text-red-800">
          <span className="sr-only">{t('errorPrefix').trim()}</span> {error}
        </p>
      ) : null}
      {control}
    </div>
  );
}

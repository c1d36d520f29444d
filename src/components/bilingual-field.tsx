import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Badge } from './badge';
import { FormField, inputClasses } from './form-field';

type Side = {
  id: string;
  /** The label, in the interface language, naming the language of the text ("Name in English"). */
  label: string;
  registration: UseFormRegisterReturn;
  hint?: ReactNode;
  error?: string;
};

type Props = {
  en: Side;
  fr: Side;
  /** The English is required; the French never is (families then see the English). */
  required?: boolean;
  /** Rows of a textarea; an input when absent. */
  rows?: number;
  /** The text shown beside the French when it is empty and the English is not ('French missing'). */
  missingLabel?: string;
  className?: string;
};

/**
 * One admin-entered text in English and French side by side (stacked on narrow
 * screens), each control with its lang so a screen reader reads it in the right
 * voice; a missing French is marked in words, tied to the French control.
 */
export function BilingualField({ en, fr, required, rows, missingLabel, className = '' }: Props) {
  const control = (lang: 'en' | 'fr', side: Side) =>
    rows ? (
      <textarea lang={lang} rows={rows} className={inputClasses} {...side.registration} />
    ) : (
      <input lang={lang} className={inputClasses} {...side.registration} />
    );
  const frHint =
    fr.hint || missingLabel ? (
      <>
        {fr.hint}
        {fr.hint && missingLabel ? ' ' : null}
        {missingLabel ? <Badge tone="warning">{missingLabel}</Badge> : null}
      </>
    ) : undefined;
  return (
    <div className={`grid gap-x-4 sm:grid-cols-2 ${className}`}>
      <FormField id={en.id} label={en.label} hint={en.hint} error={en.error} required={required}>
        {control('en', en)}
      </FormField>
      <FormField id={fr.id} label={fr.label} hint={frHint} error={fr.error}>
        {control('fr', fr)}
      </FormField>
    </div>
  );
}

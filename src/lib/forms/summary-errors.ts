import type { FieldErrors, FieldValues } from 'react-hook-form';
import type { TFunction } from 'i18next';
import type { SummaryError } from '@/components/error-summary';

/**
 * Turns react-hook-form errors (messages are i18n keys) into ErrorSummary
 * entries, in the order the fields appear on the page. `ids` maps a field
 * name to its control's id when it is not the field name.
 */
export function summaryErrors<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: (keyof T & string)[],
  t: TFunction,
  ids: Partial<Record<keyof T & string, string>> = {},
): SummaryError[] {
  const out: SummaryError[] = [];
  for (const name of order) {
    const message = errors[name]?.message;
    if (typeof message === 'string' && message) out.push({ fieldId: ids[name] ?? name, message: t(message) });
  }
  return out;
}

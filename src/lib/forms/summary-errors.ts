import { get, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import type { TFunction } from 'i18next';
import type { SummaryError } from '@/components/error-summary';

/** Interpolation values of the messages: the same for every field, or by the field's path. */
export type MessageValues = Record<string, unknown> | ((name: string) => Record<string, unknown>);

/**
 * Turns react-hook-form errors (messages are i18n keys) into ErrorSummary
 * entries, in the order the fields appear on the page. `ids` maps a field
 * name (or nested path, 'en.title') to its control's id when it is not the name.
 */
export function summaryErrors<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: Path<T>[],
  t: TFunction,
  ids: Partial<Record<Path<T>, string>> = {},
  values?: MessageValues,
): SummaryError[] {
  const out: SummaryError[] = [];
  for (const name of order) {
    const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
    if (typeof message !== 'string' || !message) continue;
    out.push({ fieldId: ids[name] ?? name, message: t(message, typeof values === 'function' ? values(name) : values) });
  }
  return out;
}

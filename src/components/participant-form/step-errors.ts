import type { TFunction } from 'i18next';
import type { SummaryError } from '@/components/error-summary';
import { readIssueMessage, REQUIRED, type GroupKey, type MessageValues } from './step-check';

export type PresentedErrors = { summary: SummaryError[]; inline: Record<string, string> };

/** react-hook-form's errors of a step (or any `{ field: { message } }`), in the order the schema found them. */
type StepErrors = Partial<Record<string, { message?: unknown } | undefined>>;

/**
 * Words a failed step for the error summary and the fields (spec 1 s. 5):
 * blank required fields as one message ('Please fill in the Phone field',
 * '... the following fields: Phone, City' or the step's own sentence) linked
 * to the first of them and placed where that field is, each blank field
 * marked inline, and the other problems one per field, in page order (the
 * order the step schema checks them, which zodResolver keeps).
 */
export function presentStepErrors(errors: StepErrors, t: TFunction, idPrefix = ''): PresentedErrors {
  const label = (f: string) => t(`participants:fields.${f}`);
  const order: string[] = [];
  const missing: string[] = [];
  const issues = new Map<string, { key: string; values: MessageValues }>();
  let group: GroupKey = 'list';
  for (const [field, error] of Object.entries(errors)) {
    const message = error?.message;
    if (typeof message !== 'string' || !message) continue;
    order.push(field);
    const { key, values } = readIssueMessage(message);
    if (key === REQUIRED) {
      missing.push(field);
      if (typeof values.group === 'string') group = values.group;
    } else issues.set(field, { key, values });
  }
  const summary: SummaryError[] = [];
  const inline: Record<string, string> = {};
  for (const field of order) {
    const issue = issues.get(field);
    if (issue) {
      const message = t(issue.key, issue.values);
      summary.push({ fieldId: `${idPrefix}${field}`, message });
      inline[field] = message;
    } else if (field === missing[0]) {
      const labels = missing.map(label);
      const message =
        group !== 'list'
          ? t(group)
          : labels.length === 1
            ? t('participants:errors.fillInField', { field: labels[0] })
            : t('participants:errors.fillInFields', { fields: labels.join(', ') });
      summary.push({ fieldId: `${idPrefix}${field}`, message });
    }
  }
  for (const f of missing) inline[f] = t('participants:errors.fillInField', { field: label(f) });
  return { summary, inline };
}

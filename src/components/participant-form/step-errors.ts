import type { TFunction } from 'i18next';
import type { SummaryError } from '@/components/error-summary';
import type { StepCheck } from '../schemas/step-check';

export type PresentedErrors = { summary: SummaryError[]; inline: Record<string, string> };
export const NO_ERRORS: PresentedErrors = { summary: [], inline: {} };

/**
 * Words a failed step for the error summary and the fields (spec 1 s. 5):
 * blank required fields as one message ('Please fill in the Phone field',
 * '... the following fields: Phone, City' or the step's own sentence) linked
 * to the first of them and placed where that field is, each blank field
 * marked inline, and the other problems one per field, in page order.
 */
export function presentErrors(check: StepCheck, t: TFunction, idPrefix = ''): PresentedErrors {
  const label = (f: string) => t(`participants:fields.${f}`);
  const summary: SummaryError[] = [];
  const inline: Record<string, string> = {};
  const issues = new Map(check.issues.map((i) => [i.field, i]));
  for (const field of check.order ?? [...check.missing, ...issues.keys()]) {
    const issue = issues.get(field);
    if (issue) {
      const message = t(issue.message, issue.values);
      summary.push({ fieldId: `${idPrefix}${field}`, message });
      inline[field] = message;
    } else if (field === check.missing[0]) {
      const labels = check.missing.map(label);
      const message =
        check.group !== 'list'
          ? t(check.group)
          : labels.length === 1
            ? t('participants:errors.fillInField', { field: labels[0] })
            : t('participants:errors.fillInFields', { fields: labels.join(', ') });
      summary.push({ fieldId: `${idPrefix}${field}`, message });
    }
  }
  for (const f of check.missing) inline[f] = t('participants:errors.fillInField', { field: label(f) });
  return { summary, inline };
}

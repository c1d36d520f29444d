import { get, type FieldErrors, type FieldValues } from 'react-hook-form';
import type { TFunction } from 'i18next';
import type { SummaryError } from '@/components/error-summary';
import { focusTarget } from '@/lib/focus-target';

/** DOM id of a form path: 'tiers.1.price' -> 'tiers-1-price'. */
export function fid(path: string): string {
  return path.replace(/\./g, '-');
}

/** The translated error of a path, with {{n}} = the item's 1-based position when the path is in a list. */
export function errorAt<T extends FieldValues>(errors: FieldErrors<T>, path: string, t: TFunction): string | undefined {
  const message = (get(errors, path) as { message?: unknown } | undefined)?.message;
  if (typeof message !== 'string' || !message) return undefined;
  const index = /\.(\d+)\./.exec(path)?.[1];
  return t(message, { n: index === undefined ? '' : Number(index) + 1 });
}

/** Error summary entries for the given paths, in page order, one per distinct message. */
export function summaryFor<T extends FieldValues>(
  errors: FieldErrors<T>,
  paths: string[],
  t: TFunction,
): SummaryError[] {
  const out: SummaryError[] = [];
  const seen = new Set<string>();
  for (const path of paths) {
    const message = errorAt(errors, path, t);
    if (!message || seen.has(message)) continue;
    seen.add(message);
    out.push({ fieldId: fid(path), message });
  }
  return out;
}

/**
 * Focuses an element by id once React has rendered the change that creates or moves it: a control, or an item's
 * legend (focusable only while it holds the focus, see focusTarget).
 */
export function focusSoon(id: string) {
  requestAnimationFrame(() => requestAnimationFrame(() => focusTarget(document.getElementById(id))));
}

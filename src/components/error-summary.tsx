import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { flagTitleError } from '@/lib/document-title';
import { focusTarget } from '@/lib/focus-target';

export type SummaryError = { fieldId?: string; message: string };

/**
 * "There is a problem" box shown after a failed submit: takes focus (focusable
 * only while it holds it, see focusTarget), links to each field (a control, or a
 * group such as a fieldset, which likewise takes the focus), and prefixes the document title with "Error: " while shown.
 */
export function ErrorSummary({ errors, title }: { errors: SummaryError[]; title?: string }) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDivElement>(null);
  const keys = errors.map((e) => `${e.fieldId}:${e.message}`);
  const signature = keys.join('|');
  const shown = useRef<Set<string>>(new Set());
  useEffect(() => {
    // Takes the focus when a problem appears that was not listed (a failed submit), not when one is put right:
    // forms that re-validate as the person types would otherwise pull the focus out of the field being typed in
    // (heard with Orca on /login and the registration screen, issue 37).
    const added = keys.some((k) => !shown.current.has(k));
    shown.current = new Set(keys);
    if (!errors.length) return;
    if (added) focusTarget(ref.current);
    return flagTitleError();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);
  if (!errors.length) return null;
  return (
    <div
      ref={ref}
      role="alert"
      // It takes the focus, and that reads it whole, once. As a live region too it was read again in pieces, in an
      // order of Orca's own, and again at each problem put right (issue 37).
      aria-live="off"
      aria-labelledby="error-summary-title"
      className="mb-6 rounded-md border-4 border-red-800 bg-white p-4"
    >
      <h2 id="error-summary-title" className="text-xl font-bold text-slate-900">
        {title ?? t('errorSummaryTitle')}
      </h2>
      <ul className="mt-2 list-disc pl-6">
        {errors.map((e, i) => (
          <li key={`${e.fieldId ?? 'form'}-${i}`}>
            {e.fieldId ? (
              <a
                href={`#${e.fieldId}`}
                className="font-semibold text-red-800 underline"
                onClick={(ev) => {
                  const el = document.getElementById(e.fieldId!);
                  if (el) {
                    ev.preventDefault();
                    focusTarget(el);
                    el.scrollIntoView?.({ block: 'center' });
                  }
                }}
              >
                {e.message}
              </a>
            ) : (
              <span className="font-semibold text-red-800">{e.message}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { flagTitleError } from '@/lib/document-title';

export type SummaryError = { fieldId?: string; message: string };

/**
 * "There is a problem" box shown after a failed submit: takes focus, links to
 * each field, and prefixes the document title with "Error: " while shown.
 */
export function ErrorSummary({ errors, title }: { errors: SummaryError[]; title?: string }) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDivElement>(null);
  const signature = errors.map((e) => `${e.fieldId}:${e.message}`).join('|');
  useEffect(() => {
    if (!errors.length) return;
    ref.current?.focus();
    return flagTitleError();
    // Re-focus when the set of errors changes (a new failed submit).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);
  if (!errors.length) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
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
                    el.focus();
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

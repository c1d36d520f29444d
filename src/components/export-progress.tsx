import { useId } from 'react';
import type { CsvExportState } from '@/lib/paged-export';
import { Button } from './button';

export type ExportProgressTexts = {
  /** The polite status line for the export's state: said once when it starts and once when it ends. */
  status: string;
  /** The bar's name ('Export progress'). */
  label: string;
  /** The rows done so far in words ('1,200 of 30,012 registrations'): shown, and the bar's value text. */
  progress: (done: number, total: number | null) => string;
  cancel: string;
};

/**
 * A paged CSV export's progress (src/lib/use-csv-export.ts): while it runs, a labelled <progress> (a progressbar to
 * assistive technology, its value read on demand, not announced on every page; without a total it is indeterminate)
 * with the count as text and Cancel; below, the status line, a live region present before it has anything to say.
 */
export function ExportProgress({
  state,
  texts,
  onCancel,
}: {
  state: CsvExportState;
  texts: ExportProgressTexts;
  onCancel: () => void;
}) {
  const id = useId();
  const running = state.phase === 'running' ? state : null;
  const text = running ? texts.progress(running.done, running.total) : '';
  return (
    <div className="mb-3">
      {running ? (
        <div className="mb-2 flex flex-wrap items-center gap-3">
          <label htmlFor={id} className="font-semibold">
            {texts.label}
          </label>
          <progress
            id={id}
            max={running.total === null ? undefined : Math.max(running.total, 1)}
            value={running.total === null ? undefined : running.done}
            aria-valuetext={text}
            className="h-4 w-64 max-w-full accent-blue-900"
          />
          <span>{text}</span>
          <Button variant="secondary" onClick={onCancel}>
            {texts.cancel}
          </Button>
        </div>
      ) : null}
      <p role="status" className={state.phase === 'failed' ? 'font-semibold text-red-800' : 'font-semibold'}>
        {texts.status}
      </p>
    </div>
  );
}

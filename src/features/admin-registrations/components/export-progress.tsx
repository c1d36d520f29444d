import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';

type Props = { done: number; total: number; onCancel: () => void };

/**
 * Export All's progress: a labelled <progress> (a progressbar to assistive technology, its
 * value read on demand, not announced on every page) with the count as text, and Cancel.
 * The start and the end are said by the page's polite status line.
 */
export function ExportProgress({ done, total, onCancel }: Props) {
  const { t } = useTranslation('adminRegistrations');
  const id = useId();
  const text = t('export.progressText', { done, total });
  return (
    <div className="mb-2 flex flex-wrap items-center gap-3">
      <label htmlFor={id} className="font-semibold">
        {t('export.progressLabel')}
      </label>
      <progress
        id={id}
        max={Math.max(total, 1)}
        value={done}
        aria-valuetext={text}
        className="h-4 w-64 max-w-full accent-blue-900"
      />
      <span>{text}</span>
      <Button variant="secondary" onClick={onCancel}>
        {t('actions.cancelExport')}
      </Button>
    </div>
  );
}

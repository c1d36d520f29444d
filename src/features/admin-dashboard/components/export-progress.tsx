import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { formatNumber } from '@/lib/format';
import type { ExportState } from '../hooks/use-paged-export';

/**
 * A paged export's progress bar (native <progress>, named by its visible text), its
 * Cancel button, and one polite announcement when it starts and when it ends: the
 * page-by-page figures are on the bar, not read out twenty times.
 */
export function ExportProgress({ state, file, onCancel }: { state: ExportState; file: string; onCancel: () => void }) {
  const { t } = useTranslation('adminDashboard');
  const labelId = useId();
  const announcement =
    state.phase === 'running'
      ? t('export.started')
      : state.phase === 'done'
        ? t('export.done', { count: state.count, formatted: formatNumber(state.count), file })
        : state.phase === 'cancelled'
          ? t('export.cancelled')
          : state.phase === 'failed'
            ? t('export.failed')
            : '';
  return (
    <div className="mb-3">
      <p role="status" className={state.phase === 'failed' ? 'font-semibold text-red-800' : 'font-semibold'}>
        {announcement}
      </p>
      {state.phase === 'running' ? (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <p id={labelId}>
            {state.total === null
              ? t('export.preparing')
              : t('export.progress', { done: formatNumber(state.done), total: formatNumber(state.total) })}
          </p>
          <progress
            aria-labelledby={labelId}
            className="h-4 w-full max-w-xs accent-blue-900"
            max={state.total ?? undefined}
            value={state.total === null ? undefined : state.done}
          />
          <Button variant="secondary" onClick={onCancel}>
            {t('export.cancel')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

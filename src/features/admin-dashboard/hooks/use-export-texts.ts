import { useTranslation } from 'react-i18next';
import type { ExportProgressTexts } from '@/components/export-progress';
import { formatNumber } from '@/lib/format';
import type { CsvExportState } from '@/lib/paged-export';

/** The shared export progress's texts for this screen's CSV files (users, locations), for `file`. */
export function useExportTexts(state: CsvExportState, file: string): ExportProgressTexts {
  const { t } = useTranslation('adminDashboard');
  const status =
    state.phase === 'running'
      ? t('export.started')
      : state.phase === 'done'
        ? t('export.done', { count: state.count, formatted: formatNumber(state.count), file })
        : state.phase === 'idle'
          ? ''
          : t(`export.${state.phase}`);
  return {
    status,
    label: t('export.progressLabel'),
    progress: (done, total) =>
      total === null
        ? t('export.preparing')
        : t('export.progress', { done: formatNumber(done), total: formatNumber(total) }),
    cancel: t('export.cancel'),
  };
}

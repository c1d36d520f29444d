import { useCallback, useEffect, useRef, useState } from 'react';
import { runCsvExport, type CsvExportJob, type CsvExportState } from './paged-export';

/**
 * One paged CSV export at a time (runCsvExport), with its state for src/components/export-progress.tsx; Cancel
 * aborts the page being read and the one read ahead, and so does leaving the screen. `start` answers the last state
 * (null when an export is already running).
 */
export function useCsvExport() {
  const [state, setState] = useState<CsvExportState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(async <T>(job: CsvExportJob<T>): Promise<CsvExportState | null> => {
    if (running.current) return null;
    const controller = new AbortController();
    running.current = controller;
    try {
      return await runCsvExport(job, controller.signal, setState);
    } finally {
      running.current = null;
    }
  }, []);

  const cancel = useCallback(() => running.current?.abort(), []);
  return { state, start, cancel, running: state.phase === 'running' };
}

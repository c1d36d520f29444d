import { useCallback, useEffect, useRef, useState } from 'react';
import { downloadCsv } from '@/lib/csv';
import { ExportCancelled, exportInPages, type PagedExport } from '../utils/paged-export';

export type ExportState =
  | { phase: 'idle' }
  | { phase: 'running'; done: number; total: number | null }
  | { phase: 'done'; count: number }
  | { phase: 'cancelled' }
  | { phase: 'failed'; error: unknown };

/** Runs one paged CSV export at a time, with its progress, and cancels it on request or unmount. */
export function usePagedExport() {
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async <T>(filename: string, job: Omit<PagedExport<T>, 'signal' | 'onProgress'>) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setState({ phase: 'running', done: 0, total: null });
    try {
      const { parts, count } = await exportInPages({
        ...job,
        signal: abort.signal,
        onProgress: (done, total) => setState({ phase: 'running', done, total }),
      });
      downloadCsv(filename, parts);
      setState({ phase: 'done', count });
    } catch (error) {
      if (abort.signal.aborted || error instanceof ExportCancelled) setState({ phase: 'cancelled' });
      else setState({ phase: 'failed', error });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { state, start, cancel };
}

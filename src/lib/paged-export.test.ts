import { describe, expect, it } from 'vitest';
import { csvFromPages, runCsvExport, type CsvExportJob, type CsvExportState } from './paged-export';
import { readPagesAhead } from './pages-ahead';
import { blobText } from '@/test/blob-text';

describe('csvFromPages', () => {
  const csvOf = (rows: string[]) => `\uFEFFName${rows.map((r) => `\r\n${r}`).join('')}`;
  async function* pagesOf(rows: string[], size: number) {
    for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
  }

  it.each([1, 2, 5])('pages of %i give exactly the CSV of all the rows at once', async (size) => {
    const rows = ['a', 'b', 'c', 'd', 'e'];
    const done: number[] = [];
    const { blob, count } = await csvFromPages(pagesOf(rows, size), csvOf, (n) => done.push(n));
    expect(count).toBe(5);
    expect(done.at(-1)).toBe(5);
    expect(await blobText(blob)).toBe(csvOf(rows));
  });

  it('a page whose rows csvOf leaves out adds no blank line', async () => {
    const keep = (rows: string[]) => csvOf(rows.filter((r) => r !== 'x'));
    async function* pages() {
      yield ['a'];
      yield ['x', 'x'];
      yield ['b'];
    }
    const { blob } = await csvFromPages(pages(), keep);
    expect(await blobText(blob)).toBe(csvOf(['a', 'b']));
  });

  it('answers the header alone when there is nothing', async () => {
    const { blob, count } = await csvFromPages(pagesOf([], 2), csvOf);
    expect(count).toBe(0);
    expect(await blobText(blob)).toBe(csvOf([]));
  });
});

describe('runCsvExport (the pipeline behind every paged CSV export)', () => {
  const csvOf = (rows: string[]) => `\uFEFFName${rows.map((r) => `\r\n${r}`).join('')}`;
  const ROWS = ['a', 'b', 'c', 'd', 'e'];
  /** The rows in pages of 2, read one ahead, with a log of when each page was asked for and written. */
  function job(log: string[] = [], total: number | null = ROWS.length): CsvExportJob<string> {
    return {
      filename: 'users-2026-11-29.csv',
      total,
      pages: (signal) =>
        readPagesAhead(async (cursor: number | null) => {
          const at = cursor ?? 0;
          log.push(`ask ${at / 2}`);
          await Promise.resolve();
          return { rows: ROWS.slice(at, at + 2), next: at + 2 < ROWS.length ? at + 2 : null };
        }, signal),
      csvOf: (rows) => {
        if (rows.length > 0) log.push(`write ${ROWS.indexOf(rows[0]) / 2}`);
        return csvOf(rows);
      },
    };
  }

  it('asks for page N+1 before page N is written, reports progress, then saves the whole document', async () => {
    const log: string[] = [];
    const states: CsvExportState[] = [];
    const saved: { name: string; blob: Blob }[] = [];
    const end = await runCsvExport(
      job(log),
      new AbortController().signal,
      (s) => states.push(s),
      (name, blob) => saved.push({ name, blob }),
    );
    expect(log).toEqual(['ask 0', 'ask 1', 'write 0', 'ask 2', 'write 1', 'write 2']);
    expect(states).toEqual([
      { phase: 'running', done: 0, total: 5 },
      { phase: 'running', done: 2, total: 5 },
      { phase: 'running', done: 4, total: 5 },
      { phase: 'running', done: 5, total: 5 },
      { phase: 'done', count: 5 },
    ]);
    expect(end).toEqual({ phase: 'done', count: 5 });
    expect(saved.map((x) => x.name)).toEqual(['users-2026-11-29.csv']);
    expect(await blobText(saved[0].blob)).toBe(csvOf(ROWS));
  });

  it('without a known total, the bar follows the rows done; more rows than counted raise the total', async () => {
    const states: CsvExportState[] = [];
    await runCsvExport(
      job([], null),
      new AbortController().signal,
      (s) => states.push(s),
      () => {},
    );
    expect(states.slice(0, 2)).toEqual([
      { phase: 'running', done: 0, total: null },
      { phase: 'running', done: 2, total: 2 },
    ]);
    const grown: CsvExportState[] = [];
    await runCsvExport(
      job([], 3),
      new AbortController().signal,
      (s) => grown.push(s),
      () => {},
    );
    expect(grown.at(-2)).toEqual({ phase: 'running', done: 5, total: 5 });
  });

  it('Cancel stops reading, saves nothing and says cancelled', async () => {
    const cancel = new AbortController();
    const log: string[] = [];
    let saves = 0;
    const states: CsvExportState[] = [];
    const end = await runCsvExport(
      job(log),
      cancel.signal,
      (s) => {
        states.push(s);
        if (s.phase === 'running' && s.done === 2) cancel.abort();
      },
      () => (saves += 1),
    );
    expect(end).toEqual({ phase: 'cancelled' });
    expect(states.at(-1)).toEqual({ phase: 'cancelled' });
    expect(saves).toBe(0);
    // Page 1 was already asked for (read ahead); page 2 never is, and page 1 is never written.
    expect(log).toEqual(['ask 0', 'ask 1', 'write 0']);
  });

  it('no row: nothing saved ("empty"); a failure: nothing saved ("failed", with the error)', async () => {
    let saves = 0;
    const none = await runCsvExport(
      { ...job(), pages: () => readPagesAhead(async () => ({ rows: [] as string[], next: null })) },
      new AbortController().signal,
      () => {},
      () => (saves += 1),
    );
    expect(none).toEqual({ phase: 'empty' });
    const boom = new Error('server down');
    const failed = await runCsvExport(
      {
        ...job(),
        pages: () =>
          readPagesAhead<string, number>(async () => {
            throw boom;
          }),
      },
      new AbortController().signal,
      () => {},
      () => (saves += 1),
    );
    expect(failed).toEqual({ phase: 'failed', error: boom });
    expect(saves).toBe(0);
  });
});

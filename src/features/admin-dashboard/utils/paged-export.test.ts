import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsv } from '@/lib/csv';
import { csvPage, ExportCancelled, exportInPages, type Page } from './paged-export';
import { summarizeLocations } from './location-summary';

const COLUMNS = ['Name', 'Note'];
const people = Array.from({ length: 23 }, (_, i) => ({
  name: `Person ${i}`,
  note: i % 5 === 0 ? '=cmd, "quoted"\nline' : 'ok',
}));
const rowsOf = (list: typeof people) => list.map((p) => [p.name, p.note]);

/** A server of `list` answering pages, recording what it was asked. */
function server(list: typeof people) {
  const asked: [number, number][] = [];
  const fetchPage = async (offset: number, limit: number): Promise<Page<(typeof people)[number]>> => {
    asked.push([offset, limit]);
    return { total: list.length, items: list.slice(offset, offset + limit) };
  };
  return { asked, fetchPage };
}

describe('exportInPages', () => {
  it('reads every page in order and joins to the same document as one toCsv', async () => {
    const s = server(people);
    const progress: [number, number][] = [];
    const { parts, count } = await exportInPages({
      fetchPage: s.fetchPage,
      pageSize: 10,
      toCsv: (items, first) => csvPage(COLUMNS, rowsOf(items), first),
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(s.asked).toEqual([
      [0, 10],
      [10, 10],
      [20, 10],
    ]);
    expect(count).toBe(23);
    expect(parts).toHaveLength(3);
    expect(parts.join('')).toBe(toCsv(COLUMNS, rowsOf(people)));
    expect(progress).toEqual([
      [10, 23],
      [20, 23],
      [23, 23],
    ]);
    // the header and byte order mark once, the formula cell neutralised, quoted newlines kept
    const parsed = Papa.parse<string[]>(parts.join('').replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual(COLUMNS);
    expect(parsed).toHaveLength(24);
    expect(parsed[1][1]).toBe('\'=cmd, "quoted"\nline');
    // only the first part starts with the byte order mark
    expect(parts.filter((p) => p.startsWith('\uFEFF'))).toHaveLength(1);
  });

  it('an exact multiple of the page size stops without an empty request past the total', async () => {
    const s = server(people.slice(0, 20));
    const { parts } = await exportInPages({
      fetchPage: s.fetchPage,
      pageSize: 10,
      toCsv: (i, f) => csvPage(COLUMNS, rowsOf(i), f),
    });
    expect(s.asked).toHaveLength(2);
    expect(parts.join('')).toBe(toCsv(COLUMNS, rowsOf(people.slice(0, 20))));
  });

  it('nothing to export still gives the header', async () => {
    const s = server([]);
    const { parts, count } = await exportInPages({
      fetchPage: s.fetchPage,
      pageSize: 10,
      toCsv: (i, f) => csvPage(COLUMNS, rowsOf(i), f),
    });
    expect(count).toBe(0);
    expect(parts.join('')).toBe(toCsv(COLUMNS, []));
  });

  it('cancelling between pages stops reading and throws ExportCancelled', async () => {
    const s = server(people);
    const abort = new AbortController();
    const run = exportInPages({
      fetchPage: s.fetchPage,
      pageSize: 5,
      toCsv: (i, f) => csvPage(COLUMNS, rowsOf(i), f),
      onProgress: (done) => {
        if (done === 10) abort.abort();
      },
      signal: abort.signal,
    });
    await expect(run).rejects.toBeInstanceOf(ExportCancelled);
    expect(s.asked).toHaveLength(2);
  });
});

describe('summarizeLocations', () => {
  it('sums mapped people, provinces among them and one region per letter with a point', () => {
    const s = summarizeLocations([
      { letter: 'H', province: 'QC', count: 30 },
      { letter: 'J', province: 'QC', count: 10 },
      { letter: 'M', province: 'ON', count: 40 },
      { letter: 'L', province: 'ON', count: 20 },
      { letter: 'M', province: null, count: 5 },
      { letter: 'D', province: 'NS', count: 7 },
      { letter: 'Z', province: 'ON', count: 3 },
    ]);
    expect(s.withPostalCode).toBe(115);
    expect(s.mapped).toBe(105);
    expect(s.provinces).toEqual([
      { province: 'ON', count: 60, percent: 60 },
      { province: 'QC', count: 40, percent: 40 },
    ]);
    expect(s.regions.map((r) => [r.letter, r.count, r.area])).toEqual([
      ['H', 30, 'Montréal'],
      ['J', 10, 'Sherbrooke'],
      ['L', 20, 'Toronto'],
      ['M', 45, 'Toronto'],
    ]);
  });
});

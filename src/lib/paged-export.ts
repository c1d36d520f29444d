// A CSV export read in pages (issue 23 points 3 and 4; the pages come from readPages in read-all.ts): a whole table
// in one answer would hold every row's objects in the browser at once. Each page is turned into its CSV text at once
// and dropped: the browser keeps the text only (bounded memory).
import { CSV_TYPE } from './csv';

/**
 * The CSV of every page, built page by page: each page of rows becomes CSV text at once (`csvOf`, the same function
 * that writes the whole document) and is kept only as a Blob part; the first keeps the byte order mark and header,
 * the next ones start with the line break before their rows. The parts put together are exactly `csvOf` of all the
 * rows. `onPage` gets the number of rows done after each page (a progress bar).
 */
export async function csvFromPages<T>(
  pages: AsyncIterable<T[]>,
  csvOf: (rows: T[]) => string,
  onPage?: (done: number) => void,
): Promise<{ blob: Blob; count: number }> {
  // What csvOf writes for no rows (the BOM and the header row, papaparse may end it with a line break), and the
  // header as every page's text starts with it, without that line break.
  const empty = csvOf([]);
  const header = empty.replace(/\r\n$/, '');
  const parts: Blob[] = [];
  let count = 0;
  for await (const rows of pages) {
    if (rows.length === 0) continue;
    const text = csvOf(rows);
    if (!text.startsWith(header)) throw new Error('CSV page without the expected header');
    parts.push(new Blob([count === 0 ? text : text.slice(header.length)]));
    count += rows.length;
    onPage?.(count);
  }
  return { blob: new Blob(count === 0 ? [empty] : parts, { type: CSV_TYPE }), count };
}

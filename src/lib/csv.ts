import { ORG_TIME_ZONE } from '@domain/dates';
import { downloadFile } from './download';

/**
 * Cells that a spreadsheet would run as a formula: text starting with = + - @,
 * a tab or a carriage return, whatever follows (papaparse's `escapeFormulae: true`
 * pattern, `/^[=+\-@\t\r].*$/`, misses such a cell when it spans several lines).
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** Byte order mark: lets Excel read the file as UTF-8 (French accents). */
export const UTF8_BOM = '\uFEFF';

/** What makes a cell quoted (RFC 4180, and papaparse's rule): a quote, comma, line break or BOM in it, or a space at
 * either end (a spreadsheet would trim it). */
const QUOTED = /[",\r\n\uFEFF]|^ | $/;

/**
 * The text of one cell: blank for null/undefined, a date in ISO 8601 (blank when invalid), numbers and booleans as
 * they are; formula-looking text prefixed with an apostrophe and quoted; quotes doubled.
 */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  const text = String(value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return text;
  if (FORMULA_START.test(text)) return `"'${text.replaceAll('"', '""')}"`;
  return QUOTED.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line: `width` cells (the header's), joined by commas. */
function line(row: readonly unknown[], width: number): string {
  const cells = new Array<string>(width);
  for (let i = 0; i < width; i++) cells[i] = cell(row[i]);
  return cells.join(',');
}

/**
 * A CSV document (header row + rows, CRLF between lines, none after the last) with the UTF-8 BOM in front. Cells
 * with quotes, commas or line breaks are quoted; formula-looking text cells are prefixed with an apostrophe.
 * Numbers and booleans are kept. Written as papaparse's unparse writes it (the same bytes: src/lib/csv.test.ts),
 * but joined from arrays instead of added to one growing string: a page of Export All in about half the time
 * (decision 0070).
 */
export function toCsv(columns: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = rows.map((row) => line(row, columns.length));
  lines.unshift(line(columns, columns.length));
  return UTF8_BOM + lines.join('\r\n');
}

const timeFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: ORG_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * The one rule for a time in a CSV: Toronto's wall clock, 'YYYY-MM-DD HH:mm:ss' (what a spreadsheet sorts and reads
 * as is; the column's header says "(Toronto)"). Blank for no time or one that is not a date.
 */
export function csvTime(timestamp: string | null | undefined): string {
  if (!timestamp) return '';
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  const part = Object.fromEntries(timeFormat.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

/** The type of every CSV the app downloads. */
export const CSV_TYPE = 'text/csv;charset=utf-8';

/**
 * Makes the browser download a CSV as `filename`: one text, its parts in order (a paged export
 * keeps only the text of each page), or a Blob already made of them.
 */
export function downloadCsv(filename: string, csv: string | readonly string[] | Blob): void {
  downloadFile(filename, csv, CSV_TYPE);
}

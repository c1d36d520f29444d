import Papa from 'papaparse';
import { ORG_TIME_ZONE } from '@domain/dates';
import { downloadFile } from './download';

/**
 * Cells that a spreadsheet would run as a formula: text starting with = + - @,
 * a tab or a carriage return. papaparse's own `escapeFormulae: true` pattern
 * (`/^[=+\-@\t\r].*$/`) misses such a cell when it spans several lines ('.'
 * stops at the newline and '$' needs the end of the text), so we pass ours.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** Byte order mark: lets Excel read the file as UTF-8 (French accents). */
export const UTF8_BOM = '\uFEFF';

/** Turns a value into the text of one cell (null/undefined become blank). */
function cellText(value: unknown): string | number | boolean {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  return String(value);
}

/**
 * A CSV document (header row + rows, CRLF line ends) with the UTF-8 BOM in
 * front. Quotes, commas and newlines are quoted by papaparse; formula-looking
 * text cells are prefixed with an apostrophe. Numbers and booleans are kept.
 */
export function toCsv(columns: string[], rows: unknown[][]): string {
  const body = Papa.unparse(
    { fields: columns, data: rows.map((row) => row.map(cellText)) },
    { escapeFormulae: FORMULA_START, newline: '\r\n' },
  );
  return UTF8_BOM + body;
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

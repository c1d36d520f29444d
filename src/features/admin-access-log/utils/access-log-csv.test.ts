import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import type { AdminAccessLogRow } from '../api/access-log';
import { csvTime } from '@/lib/csv';
import { ACCESS_LOG_CSV_COLUMNS, accessLogCsv, accessLogCsvFromPages } from './access-log-csv';
import { scopeText } from '@/lib/access-log-labels';
import { blobText } from '@/test/blob-text';

const row = (i: number, over: Partial<AdminAccessLogRow> = {}): AdminAccessLogRow => ({
  id: String(100 + i),
  at: '2026-11-26T14:05:09Z',
  actor_id: 'u1',
  actor_name: 'Camille Coach',
  actor_email: 'camille@example.org',
  actor_role: 'coach',
  action: 'read',
  what: 'medical_and_emergency',
  reason: 'coordinator_roster',
  program_id: 'p1',
  program_name: 'Winter League',
  program_name_fr: 'Ligue d’hiver',
  participant_count: 2,
  participants: [
    { id: 'a', name: 'Ana Skater' },
    { id: 'b', name: 'Bo Skater' },
  ],
  volunteer_count: 1,
  scope: null,
  ...over,
});

const parse = (text: string) => {
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
};

describe('accessLogCsv', () => {
  it('writes one translated header and one row per line, labels and program in the reader’s language', () => {
    const fr = i18n.getFixedT('fr');
    const [header, first] = parse(accessLogCsv([row(1)], fr, 'fr'));
    expect(header).toEqual(ACCESS_LOG_CSV_COLUMNS.map((k) => fr(`accessLog:csv.${k}`)));
    expect(header[0]).toBe('Heure (UTC)');
    expect(first).toEqual([
      '2026-11-26T14:05:09Z',
      '2026-11-26 09:05:09',
      'Camille Coach',
      'camille@example.org',
      'Entraîneur ou entraîneuse',
      'Consulté',
      'Renseignements médicaux et d’urgence',
      'Liste des participants du coordonnateur de programme',
      'Ligue d’hiver',
      '2',
      'Ana Skater; Bo Skater',
      '1',
      '',
      '101',
    ]);
  });

  it('keeps unknown values as written, a removed account blank, and neutralises formulas', () => {
    const en = i18n.getFixedT('en');
    const [, first] = parse(
      accessLogCsv(
        [
          row(2, {
            actor_name: '=HYPERLINK("x")',
            actor_email: null,
            actor_role: null,
            what: 'new_thing',
            reason: 'some_screen',
            program_name: null,
            program_name_fr: null,
            scope: { status: 'approved', program_id: null, search: 'Côté' },
          }),
        ],
        en,
        'en',
      ),
    );
    expect(first[2]).toBe('\'=HYPERLINK("x")');
    expect(first.slice(3, 9)).toEqual(['', '', 'Viewed', 'new_thing', 'some_screen', '']);
    expect(first[12]).toBe('status: approved; search: Côté');
  });

  it.each([1, 2, 3, 5])('pages of %i rows give exactly the CSV of all the rows at once', async (size) => {
    const en = i18n.getFixedT('en');
    const rows = Array.from({ length: 5 }, (_, i) => row(i));
    async function* pages() {
      for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
    }
    const { blob, count } = await accessLogCsvFromPages(pages(), en, 'en');
    expect(count).toBe(5);
    expect(await blobText(blob)).toBe(accessLogCsv(rows, en, 'en'));
  });

  it('answers the header alone when nothing matches', async () => {
    const en = i18n.getFixedT('en');
    async function* none() {}
    const { blob, count } = await accessLogCsvFromPages(none(), en, 'en');
    expect(count).toBe(0);
    expect(parse(await blobText(blob))).toHaveLength(1);
  });
});

describe('csvTime and scopeText', () => {
  it('reads a timestamp on Toronto’s clock, summer and winter', () => {
    expect(csvTime('2026-07-01T03:30:00Z')).toBe('2026-06-30 23:30:00');
    expect(csvTime('2026-01-15T17:00:00.123+00:00')).toBe('2026-01-15 12:00:00');
    expect(csvTime('not a date')).toBe('');
  });

  it('writes an export’s filters as key: value, without blank ones', () => {
    expect(scopeText(null)).toBe('');
    expect(scopeText({ a: 'x', b: '', c: 3, d: ['y'] })).toBe('a: x; c: 3; d: ["y"]');
    expect(scopeText('raw')).toBe('"raw"');
  });
});

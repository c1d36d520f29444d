import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import i18n from '@/lib/i18n';
import { waitlistCsv, waitlistCsvFilename } from './waitlist-csv';
import type { WaitlistExportRow } from '../api/waitlist';

const rows: WaitlistExportRow[] = [
  {
    program_id: 'p1',
    program_name: 'Winter League',
    program_name_fr: 'Ligue d’hiver',
    participant_name: '=HYPERLINK("x")',
    family_name: 'Marie Tremblay',
    family_email: 'marie@example.org',
    tier_name: null,
    status: 'waiting',
    position: 1,
    joined_at: '2026-11-20T15:00:00+00:00',
    offer_expires_at: null,
  },
  {
    program_id: 'p1',
    program_name: 'Winter League',
    program_name_fr: 'Ligue d’hiver',
    participant_name: 'Chloé Gagnon',
    family_name: null,
    family_email: 'c@example.org',
    tier_name: 'Early Bird',
    status: 'offered',
    position: null,
    joined_at: '2026-11-21T15:00:00+00:00',
    offer_expires_at: '2026-11-27T15:00:00+00:00',
  },
];

const parse = (csv: string) => Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;

describe('waitlistCsv', () => {
  it('has a header, one line per entry, words the status and neutralises formulas', async () => {
    await i18n.loadNamespaces('adminWaitlist');
    const csv = waitlistCsv(rows, i18n.getFixedT('en'), 'en');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, first, second] = parse(csv);
    expect(header).toEqual([
      'Program',
      'Position',
      'Participant',
      'Family',
      'E-mail',
      'Tier wanted',
      'Status',
      'Joined at (Toronto)',
      'Offer deadline (Toronto)',
    ]);
    expect(first).toEqual([
      'Winter League',
      '1',
      '\'=HYPERLINK("x")',
      'Marie Tremblay',
      'marie@example.org',
      'Any',
      'Waiting',
      '2026-11-20 10:00:00',
      '',
    ]);
    expect(second[5]).toBe('Early Bird');
    expect(second[6]).toBe('Offered');
    expect(second[7]).toBe('2026-11-21 10:00:00');
    expect(second[8]).toBe('2026-11-27 10:00:00');
  });

  it('speaks French', async () => {
    await i18n.loadNamespaces('adminWaitlist');
    const [header, first] = parse(waitlistCsv(rows, i18n.getFixedT('fr'), 'fr'));
    expect(header[1]).toBe('Rang');
    expect(first[0]).toBe('Ligue d’hiver');
    expect(first[6]).toBe('En attente');
  });
});

describe('waitlistCsvFilename', () => {
  it('names the program without accents, or every program', () => {
    expect(waitlistCsvFilename('Ligue d’hiver – Été', '2026-11-26')).toBe(
      'waiting-list-ligue-d-hiver-ete-2026-11-26.csv',
    );
    expect(waitlistCsvFilename(null, '2026-11-26')).toBe('waiting-lists-2026-11-26.csv');
  });
});

import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import type { AdminRegistration } from '../api/types';
import { csvFromPages } from './export-csv';
import { registrationsCsv } from './registrations-csv';
import { toRowView } from './row-view';
import { blobText } from '@/test/blob-text';

const reg = (i: number): AdminRegistration => ({
  id: `r${i}`,
  status: i % 2 ? 'approved' : 'pending',
  registration_date: `2026-10-${String((i % 28) + 1).padStart(2, '0')}T14:00:00Z`,
  amount_paid: 1000 * i,
  parent_guardian_name: null,
  removed_participant_name: null,
  waiver_agreed: true,
  waiver_agreed_at: null,
  media_consent_agreed: false,
  media_consent_agreed_at: null,
  program: { id: 'p1', name: 'Winter League', name_fr: 'Ligue d’hiver', price: 25000 },
  price_tier: null,
  participant: null,
  volunteer: {
    id: `v${i}`,
    first_name: i === 3 ? 'Line,\r\nbreak "quoted"' : `Hélène ${i}`,
    last_name: i === 4 ? '=SUM(A1)' : 'Côté',
    email: null,
    date_of_birth: null,
    address: null,
    city: 'Montréal',
    phone: null,
    medical_conditions: null,
    emergency_contacts: [],
  },
});

async function* pagesOf(rows: AdminRegistration[], size: number) {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

describe('csvFromPages (Export All in pages)', () => {
  const t = i18n.getFixedT('fr');
  const today = '2026-11-26';

  it.each([1, 2, 3, 7, 10])('pages of %i rows give exactly the CSV of all rows at once', async (size) => {
    const rows = Array.from({ length: 7 }, (_, i) => reg(i));
    const done: number[] = [];
    const { blob, count } = await csvFromPages(pagesOf(rows, size), t, today, (n) => done.push(n));
    const whole = registrationsCsv(rows.map(toRowView), t, today);
    expect(count).toBe(7);
    const text = await blobText(blob);
    expect(text).toBe(whole);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(done.at(-1)).toBe(7);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(done).toHaveLength(Math.ceil(7 / size));
    // One header row, then the 7 rows (a quoted cell keeps its line break).
    const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
    expect(parsed.data).toHaveLength(8);
    expect(parsed.data[4][1]).toBe('Line,\r\nbreak "quoted" Côté');
    expect(blob.type).toBe('text/csv;charset=utf-8');
  });

  it('no rows gives the header only, and count 0', async () => {
    const { blob, count } = await csvFromPages(pagesOf([], 5), t, today);
    expect(count).toBe(0);
    expect(await blobText(blob)).toBe(registrationsCsv([], t, today));
  });

  it('an error in a page stops the export (nothing half-written is returned)', async () => {
    async function* failing() {
      yield [reg(1)];
      throw new DOMException('Export cancelled', 'AbortError');
    }
    await expect(csvFromPages(failing(), t, today)).rejects.toThrow('Export cancelled');
  });
});

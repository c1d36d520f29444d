import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import type { ReportRow } from '../api/concussion';
import { awarenessState, codeState, filterReport, groupByProgram, needsConfirmation } from './report';
import { reportCsv } from './report-csv';

const TODAY = '2026-11-26';

const row = (over: Partial<ReportRow>): ReportRow => ({
  program_id: 'p1',
  program_name: 'Toronto Fall',
  program_name_fr: 'Toronto automne',
  person_kind: 'athlete',
  person_id: 'a1',
  person_name: 'Ana Roy',
  family_email: 'family@example.org',
  minor: true,
  confirmation_valid_until: '2027-06-01',
  code_of_conduct: true,
  guardian_confirmed: true,
  removed_since: null,
  removal_id: null,
  ...over,
});

// Issue 24 point 7: who is missing a valid confirmation or a Code of Conduct their role needs.
describe('report states', () => {
  it.each([
    ['athlete with both', row({}), 'valid', 'acknowledged', false],
    [
      'athlete never confirmed',
      row({ confirmation_valid_until: null, code_of_conduct: false }),
      'missing',
      'missing',
      true,
    ],
    ['athlete expired today', row({ confirmation_valid_until: TODAY }), 'expired', 'missing', true],
    ['athlete without Code of Conduct', row({ code_of_conduct: false }), 'valid', 'missing', true],
    [
      'coordinator without Code of Conduct',
      row({ person_kind: 'coordinator', code_of_conduct: false }),
      'valid',
      'missing',
      true,
    ],
    [
      'volunteer without Code of Conduct',
      row({ person_kind: 'volunteer', code_of_conduct: false }),
      'valid',
      'notRequired',
      false,
    ],
    [
      'volunteer never confirmed',
      row({ person_kind: 'volunteer', confirmation_valid_until: null, code_of_conduct: false }),
      'missing',
      'notRequired',
      true,
    ],
  ] as const)('%s', (_, r, awareness, code, needs) => {
    expect(awarenessState(r, TODAY)).toBe(awareness);
    expect(codeState(r, TODAY)).toBe(code);
    expect(needsConfirmation(r, TODAY)).toBe(needs);
  });
});

describe('filterReport', () => {
  const ok = row({ person_id: 'ok' });
  const missing = row({ person_id: 'missing', confirmation_valid_until: null });
  const removed = row({ person_id: 'removed', removed_since: '2026-11-20', removal_id: 'x' });
  const other = row({ person_id: 'other', program_id: 'p2', program_name: 'Ottawa', confirmation_valid_until: null });
  const rows = [ok, missing, removed, other];
  it.each([
    ['all', '', ['ok', 'missing', 'removed', 'other']],
    ['missing', '', ['missing', 'other']],
    ['removed', '', ['removed']],
    ['missing', 'p1', ['missing']],
    ['all', 'p2', ['other']],
  ] as const)('%s in "%s"', (filter, programId, ids) => {
    expect(filterReport(rows, filter, programId, TODAY).map((r) => r.person_id)).toEqual(ids);
  });

  it('groups per program in the given order', () => {
    expect(groupByProgram(rows).map((g) => [g.programId, g.rows.length])).toEqual([
      ['p1', 3],
      ['p2', 1],
    ]);
  });
});

describe('reportCsv', () => {
  it.each([
    [
      'en',
      [
        'Program',
        'Program (other language)',
        'Role',
        'Person',
        'E-mail',
        'Under 18',
        'Concussion awareness',
        'Valid until',
        'Code of Conduct',
        'Parent or guardian confirmed',
        'Removed from sport since',
      ],
      [
        'Toronto Fall',
        'Toronto automne',
        'Athlete',
        "'=HYPERLINK(1)",
        'family@example.org',
        'Yes',
        'Missing',
        '',
        'Missing',
        'No',
        '2026-11-20',
      ],
    ],
    [
      'fr',
      [
        'Programme',
        'Programme (autre langue)',
        'Rôle',
        'Personne',
        'Courriel',
        'Moins de 18 ans',
        'Sensibilisation aux commotions',
        'Valide jusqu’au',
        'Code de conduite',
        'Confirmation du parent ou tuteur',
        'Retiré du sport depuis le',
      ],
      [
        'Toronto automne',
        'Toronto Fall',
        'Athlète',
        "'=HYPERLINK(1)",
        'family@example.org',
        'Oui',
        'Manquante',
        '',
        'Manquant',
        'Non',
        '2026-11-20',
      ],
    ],
  ])('[%s] headers, states and formula-safe cells', async (lng, header, line) => {
    const t = i18n.getFixedT(lng);
    await i18n.loadNamespaces('adminConcussion');
    await i18n.loadLanguages(lng);
    const csv = reportCsv(
      [
        row({
          person_name: '=HYPERLINK(1)',
          confirmation_valid_until: null,
          code_of_conduct: false,
          guardian_confirmed: false,
          removed_since: '2026-11-20',
        }),
      ],
      t,
      TODAY,
      lng,
    );
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const rows = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
    expect(rows).toEqual([header, line]);
  });
});

import { describe, expect, it } from 'vitest';
import type { LegalDocumentRow } from '../api/legal-documents';
import { documentState, listedDocuments, parseDocParam } from './documents';

const row = (kind: string, programId: string | null, language: string, version: number | null): LegalDocumentRow => ({
  id: `${kind}-${programId}-${language}-${version}`,
  kind,
  program_id: programId,
  language,
  version,
  title: 't',
  body: 'b',
  published_at: version === null ? null : `2026-11-0${version}T12:00:00Z`,
  updated_at: '2026-11-01T12:00:00Z',
});

describe('documents of /admin/legal', () => {
  it.each([
    ['waiver', { kind: 'waiver', programId: null }],
    ['program_waiver:p1', { kind: 'program_waiver', programId: 'p1' }],
    ['program_waiver', null],
    ['nonsense', null],
    [null, null],
  ])('parseDocParam(%s)', (value, expected) => {
    expect(parseDocParam(value)).toEqual(expected);
  });

  it('groups the versions of one document newest first, with its drafts by language', () => {
    const rows = [
      row('waiver', null, 'en', 1),
      row('waiver', null, 'fr', 1),
      row('waiver', null, 'en', 2),
      row('waiver', null, 'fr', 2),
      row('waiver', null, 'fr', null),
      row('program_waiver', 'p1', 'en', 1),
    ];
    const state = documentState(rows, { kind: 'waiver', programId: null });
    expect(state.versions.map((v) => [v.version, v.en?.language, v.fr?.language])).toEqual([
      [2, 'en', 'fr'],
      [1, 'en', 'fr'],
    ]);
    expect(Object.keys(state.drafts)).toEqual(['fr']);
  });

  it('lists the six standard kinds, the programs with a waiver of their own, and the program asked for', () => {
    const rows = [row('program_waiver', 'p1', 'en', 1)];
    const programs = [
      { id: 'p1', name: 'One', name_fr: null },
      { id: 'p2', name: 'Two', name_fr: null },
      { id: 'p3', name: 'Three', name_fr: null },
    ];
    expect(listedDocuments(rows, programs, 'p3').map((d) => d.programId ?? d.kind)).toEqual([
      'waiver',
      'media_consent',
      'concussion_awareness',
      'concussion_code_of_conduct',
      'terms',
      'privacy',
      'p1',
      'p3',
    ]);
  });
});

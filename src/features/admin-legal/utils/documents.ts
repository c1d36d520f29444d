import type { LegalDocumentRow, LegalProgram } from '../api/legal-documents';

export const STANDARD_KINDS = [
  'waiver',
  'media_consent',
  'concussion_awareness',
  'concussion_code_of_conduct',
  'terms',
  'privacy',
] as const;
export type Lang = 'en' | 'fr';

/** One document of /admin/legal: a kind (and program, for a program's own waiver). */
export type DocumentRef = { kind: string; programId: string | null };

/** The ?doc= value of a document ('waiver', 'program_waiver:<id>'). */
export const docParam = (d: DocumentRef) => (d.programId ? `${d.kind}:${d.programId}` : d.kind);

export function parseDocParam(value: string | null): DocumentRef | null {
  if (!value) return null;
  const [kind, programId] = value.split(':');
  if (kind === 'program_waiver' && programId) return { kind, programId };
  return (STANDARD_KINDS as readonly string[]).includes(kind) ? { kind, programId: null } : null;
}

/** One published version (both languages). */
export type Version = {
  version: number;
  publishedAt: string;
  en: LegalDocumentRow | null;
  fr: LegalDocumentRow | null;
};

export type DocumentState = {
  ref: DocumentRef;
  /** Newest first. */
  versions: Version[];
  drafts: Partial<Record<Lang, LegalDocumentRow>>;
};

const same = (row: LegalDocumentRow, ref: DocumentRef) => row.kind === ref.kind && row.program_id === ref.programId;

/** The versions and drafts of one document, from every row. */
export function documentState(rows: LegalDocumentRow[], ref: DocumentRef): DocumentState {
  const byVersion = new Map<number, Version>();
  const drafts: DocumentState['drafts'] = {};
  for (const row of rows.filter((r) => same(r, ref))) {
    const lang: Lang = row.language === 'fr' ? 'fr' : 'en';
    if (row.version === null || row.published_at === null) {
      drafts[lang] = row;
      continue;
    }
    const v = byVersion.get(row.version) ?? { version: row.version, publishedAt: row.published_at, en: null, fr: null };
    v[lang] = row;
    byVersion.set(row.version, v);
  }
  return { ref, versions: [...byVersion.values()].sort((a, b) => b.version - a.version), drafts };
}

/** The documents listed: the six standard kinds, every program that has a waiver of its own, and the one asked for. */
export function listedDocuments(
  rows: LegalDocumentRow[],
  programs: LegalProgram[],
  askedProgramId: string | null,
): DocumentRef[] {
  const programIds = new Set(rows.filter((r) => r.kind === 'program_waiver' && r.program_id).map((r) => r.program_id!));
  if (askedProgramId) programIds.add(askedProgramId);
  const named = programs.filter((p) => programIds.has(p.id)).map((p) => p.id);
  return [
    ...STANDARD_KINDS.map((kind) => ({ kind, programId: null })),
    ...named.map((programId) => ({ kind: 'program_waiver', programId })),
  ];
}

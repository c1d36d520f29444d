import type { ConsentDocument } from '@domain/registration-order';

/** The ids of the legal documents the screen showed, by agreement (issue 22 point 6). */
export type ShownDocumentIds = Record<ConsentDocument, string | null>;

/** The agreements whose text changed between two readings (their boxes must be ticked again). */
export function changedDocuments(before: ShownDocumentIds, after: ShownDocumentIds): ConsentDocument[] {
  return (Object.keys(before) as ConsentDocument[]).filter((k) => before[k] !== after[k]);
}

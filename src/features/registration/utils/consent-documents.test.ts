import { describe, expect, it } from 'vitest';
import { changedDocuments, type ShownDocumentIds } from './consent-documents';

const ids = (waiver: string | null, media: string | null, concussion: string | null): ShownDocumentIds => ({
  waiver,
  media,
  concussion,
});

describe('changedDocuments (which agreements to tick again after consent_version_outdated)', () => {
  it.each([
    ['nothing changed', ids('w1', 'm1', 'c1'), ids('w1', 'm1', 'c1'), []],
    ['the waiver changed', ids('w1', 'm1', 'c1'), ids('w2', 'm1', 'c1'), ['waiver']],
    ['two changed', ids('w1', 'm1', 'c1'), ids('w1', 'm2', 'c2'), ['media', 'concussion']],
    ['a text published where there was none', ids(null, 'm1', 'c1'), ids('w1', 'm1', 'c1'), ['waiver']],
  ] as const)('%s', (_name, before, after, expected) => {
    expect(changedDocuments(before, after)).toEqual(expected);
  });
});

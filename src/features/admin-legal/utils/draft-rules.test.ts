import { describe, expect, it } from 'vitest';
import { draftProblems, type DraftTexts } from './draft-rules';

const texts = (en: [string, string], fr: [string, string]): DraftTexts => ({
  en: { title: en[0], body: en[1] },
  fr: { title: fr[0], body: fr[1] },
});

describe('draftProblems (what stops a draft being saved)', () => {
  const cases: [string, DraftTexts, string[]][] = [
    ['both languages complete', texts(['T', 'B'], ['T', 'B']), []],
    ['French left empty is allowed (publishing says it is missing)', texts(['T', 'B'], ['', '']), []],
    ['a title without text', texts(['T', ''], ['T', 'B']), ['en.body.bodyRequired']],
    ['a text without title', texts(['T', 'B'], [' ', 'B']), ['fr.title.titleRequired']],
    ['a title over 300 characters', texts(['x'.repeat(301), 'B'], ['T', 'B']), ['en.title.titleTooLong']],
    ['nothing at all', texts(['', ' '], ['', '']), ['en.title.emptyDraft']],
  ];
  it.each(cases)('%s', (_name, input, expected) => {
    expect(draftProblems(input).map((p) => `${p.lang}.${p.field}.${p.problem}`)).toEqual(expected);
  });
});

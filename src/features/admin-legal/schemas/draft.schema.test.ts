import { describe, expect, it } from 'vitest';
import { draftSchema, type DraftValues } from './draft.schema';

const texts = (en: [string, string], fr: [string, string]): DraftValues => ({
  en: { title: en[0], body: en[1] },
  fr: { title: fr[0], body: fr[1] },
});
const E = 'adminLegal:errors.';

describe('draftSchema (what stops a draft being saved)', () => {
  it.each([
    ['both languages complete', texts(['T', 'B'], ['T', 'B']), []],
    ['French left empty is allowed (publishing says it is missing)', texts(['T', 'B'], ['', '']), []],
    ['a title of 300 characters', texts(['x'.repeat(300), 'B'], ['T', 'B']), []],
    ['a title without text', texts(['T', ''], ['T', 'B']), [`en.body ${E}bodyRequired`]],
    ['a text without title', texts(['T', 'B'], [' ', 'B']), [`fr.title ${E}titleRequired`]],
    ['a title over 300 characters', texts(['x'.repeat(301), 'B'], ['T', 'B']), [`en.title ${E}titleTooLong`]],
    [
      'English without text and French without title',
      texts(['T', ''], ['', 'B']),
      [`en.body ${E}bodyRequired`, `fr.title ${E}titleRequired`],
    ],
    ['nothing at all (said on the English title)', texts(['', ' '], ['', '']), [`en.title ${E}emptyDraft`]],
  ])('%s', (_name, input, expected) => {
    const issues = draftSchema.safeParse(input).error?.issues ?? [];
    expect(issues.map((i) => `${i.path.join('.')} ${i.message}`)).toEqual(expected);
  });
});

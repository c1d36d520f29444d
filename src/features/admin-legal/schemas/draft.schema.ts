import { z } from 'zod';

/** The title's limit, as the table's (legal_documents.title). */
export const DRAFT_TITLE_MAX = 300;

const E = 'adminLegal:errors.';
const LANGS = ['en', 'fr'] as const;
const text = z.object({ title: z.string(), body: z.string() });

export type DraftValues = Record<(typeof LANGS)[number], { title: string; body: string }>;

/**
 * What stops a draft from being saved or published: a language with a title but no text (or the reverse), a
 * title over 300 characters, or nothing at all (said on the English title). A language left wholly empty is
 * allowed (publishing then says the translation is missing). Messages take {{language}}: the field's language.
 */
export const draftSchema = z.object({ en: text, fr: text }).superRefine((v, ctx) => {
  const issue = (path: string[], problem: string) => ctx.addIssue({ code: 'custom', path, message: `${E}${problem}` });
  for (const lang of LANGS) {
    const title = v[lang].title.trim();
    const body = v[lang].body.trim();
    if (!title && !body) continue;
    if (!title) issue([lang, 'title'], 'titleRequired');
    if (title.length > DRAFT_TITLE_MAX) issue([lang, 'title'], 'titleTooLong');
    if (!body) issue([lang, 'body'], 'bodyRequired');
  }
  if (LANGS.every((l) => !v[l].title.trim() && !v[l].body.trim())) issue(['en', 'title'], 'emptyDraft');
});

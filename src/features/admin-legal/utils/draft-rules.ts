import type { Lang } from './documents';

export type DraftTexts = Record<Lang, { title: string; body: string }>;

export type DraftProblem = {
  lang: Lang;
  field: 'title' | 'body';
  problem: 'titleRequired' | 'bodyRequired' | 'titleTooLong' | 'emptyDraft';
};

/**
 * What stops a draft from being saved: a language with a title but no text (or
 * the reverse), a title over 300 characters (the table's limit), or nothing at
 * all. A language left wholly empty is allowed (publishing then says the
 * translation is missing).
 */
export function draftProblems(texts: DraftTexts): DraftProblem[] {
  const out: DraftProblem[] = [];
  const langs: Lang[] = ['en', 'fr'];
  for (const lang of langs) {
    const title = texts[lang].title.trim();
    const body = texts[lang].body.trim();
    if (!title && !body) continue;
    if (!title) out.push({ lang, field: 'title', problem: 'titleRequired' });
    if (title.length > 300) out.push({ lang, field: 'title', problem: 'titleTooLong' });
    if (!body) out.push({ lang, field: 'body', problem: 'bodyRequired' });
  }
  if (langs.every((l) => !texts[l].title.trim() && !texts[l].body.trim())) {
    out.push({ lang: 'en', field: 'title', problem: 'emptyDraft' });
  }
  return out;
}

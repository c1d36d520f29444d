// Shared by the admin registrations stories (filters and bulk actions, paging, search and export):
// the screen's own strings in each language, their {{placeholders}} filled, and a service-role call that throws.
import { readFileSync } from 'node:fs';
import type { Lang } from './support/test';

/** src/locales/<lang>/adminRegistrations.json, as the screen shows it. */
export const strings = (lang: Lang) =>
  JSON.parse(readFileSync(new URL(`../../src/locales/${lang}/adminRegistrations.json`, import.meta.url), 'utf8'));

/** i18next's {{name}} placeholders filled with the values given. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, k) => String(values[k]));

/** The data of a supabase-js call, or its error thrown. */
export async function must<T>(p: PromiseLike<{ data: T | null; error: unknown }>): Promise<T> {
  const { data, error } = await p;
  if (error) throw error;
  return data as T;
}

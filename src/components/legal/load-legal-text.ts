import type { LegalDocId, LegalLang, LegalText } from './legal-types';

// Each text is its own chunk, fetched when the registration screen needs it,
// so none of them weighs on the first load.
const loaders: Record<`${LegalDocId}.${LegalLang}`, () => Promise<{ default: LegalText }>> = {
  'waiver.en': () => import('./content/waiver.en'),
  'waiver.fr': () => import('./content/waiver.fr'),
  'media.en': () => import('./content/media-release.en'),
  'media.fr': () => import('./content/media-release.fr'),
  'concussion.en': () => import('./content/concussion.en'),
  'concussion.fr': () => import('./content/concussion.fr'),
};

export async function loadLegalText(id: LegalDocId, lang: LegalLang): Promise<LegalText> {
  return (await loaders[`${id}.${lang}`]()).default;
}

/**
 * Version id of a program's custom waiver text: a short SHA-256 of the text,
 * so the exact wording agreed to can be matched later.
 */
export async function customWaiverVersion(text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text.trim());
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `custom-sha256-${hex.slice(0, 16)}`;
}

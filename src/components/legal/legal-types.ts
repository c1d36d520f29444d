// Legal texts shown on the registration screen (spec 2 section 2, issue 6 point 3).
// Each text carries a version id stored with the registration, with its language,
// so the organisation can prove which wording was agreed to.

export type LegalDocId = 'waiver' | 'media' | 'concussion';
export type LegalLang = 'en' | 'fr';

export type LegalSection = { heading: string; paragraphs: string[] };

export type LegalText = {
  id: LegalDocId;
  /** Bumped whenever the wording changes in any language. */
  version: string;
  lang: LegalLang;
  title: string;
  /** Says the text is a template for the organisation to replace. */
  templateNotice: string;
  sections: LegalSection[];
};

/** Current versions (also what the server-side checkout stores). */
export const LEGAL_VERSIONS: Record<LegalDocId, string> = {
  waiver: 'waiver-2026-11-v1',
  media: 'media-release-2026-11-v1',
  concussion: 'concussion-awareness-2026-11-v1',
};

/** Concussion resources in the spirit of Ontario's Rowan's Law (two links, spec 2 section 2). */
export const CONCUSSION_RESOURCES: Record<LegalLang, { href: string; labelKey: 'government' | 'parachute' }[]> = {
  en: [
    { href: 'https://www.ontario.ca/page/rowans-law-concussion-awareness-resources', labelKey: 'government' },
    { href: 'https://parachute.ca/en/injury-topic/concussion/', labelKey: 'parachute' },
  ],
  fr: [
    {
      href: 'https://www.ontario.ca/fr/page/loi-rowan-ressources-de-sensibilisation-aux-commotions-cerebrales',
      labelKey: 'government',
    },
    { href: 'https://parachute.ca/fr/sujet-blessure/commotion-cerebrale/', labelKey: 'parachute' },
  ],
};

// Legal documents (issue 22 points 4-7): the texts live in public.legal_documents,
// edited and published on /admin/legal; a registration records the ids of the
// exact versions the family was shown.

export type LegalLang = 'en' | 'fr';

/** A published version of a legal document in one language (what a family reads). */
export type LegalDocument = {
  id: string;
  kind: string;
  language: LegalLang;
  version: number;
  title: string;
  body: string;
};

/** A published version with its publication time (the terms and privacy pages, the texts a registration agreed to). */
export type PublishedLegalDocument = LegalDocument & { published_at: string };

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

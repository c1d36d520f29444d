// The 'French missing' marker (issue 22 point 1, decision 0044): a text whose
// English is given and whose French is not. Families then see the English.

const given = (v: string | null | undefined) => (v ?? '').trim() !== '';

/** English given, French empty. */
export function frenchMissing(en: string | null | undefined, fr: string | null | undefined): boolean {
  return given(en) && !given(fr);
}

/** Options given in English without a French label for each. */
export function optionsFrenchMissing(options: unknown, optionsFr: unknown): boolean {
  const en = Array.isArray(options) ? options : [];
  const fr = Array.isArray(optionsFr) ? optionsFr : [];
  return en.length > 0 && (fr.length !== en.length || fr.some((o) => typeof o !== 'string' || !given(o)));
}

type Bilingual = { name: string; name_fr: string | null; description: string | null; description_fr: string | null };

export type ProgramTexts = Bilingual & {
  location: string | null;
  location_fr: string | null;
  program_price_tiers: Bilingual[];
  registration_questions: {
    question_text: string;
    question_text_fr: string | null;
    options: unknown;
    options_fr: unknown;
  }[];
};

/** The program, one of its tiers or one of its (active) questions lacks French where English exists. */
export function programLacksFrench(p: ProgramTexts): boolean {
  const texts = (b: Bilingual) => frenchMissing(b.name, b.name_fr) || frenchMissing(b.description, b.description_fr);
  return (
    texts(p) ||
    frenchMissing(p.location, p.location_fr) ||
    p.program_price_tiers.some(texts) ||
    p.registration_questions.some(
      (q) => frenchMissing(q.question_text, q.question_text_fr) || optionsFrenchMissing(q.options, q.options_fr),
    )
  );
}

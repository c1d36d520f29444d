// Money is integer cents everywhere (spec 1 section 9); format only at the edge.

export type Lang = 'en' | 'fr';

/** Dollars typed in a form ("12.5", "12,50", 12.5) to integer cents, rounded; null when not a number. */
export function dollarsToCents(input: string | number): number | null {
  const text = typeof input === 'number' ? String(input) : input.trim().replace(/\s/g, '').replace(',', '.');
  if (text === '' || !/^-?\d*(\.\d*)?$/.test(text) || text === '.' || text === '-') return null;
  const value = Number(text);
  if (!Number.isFinite(value)) return null;
  return Math.round(value * 100 + (value >= 0 ? 1e-9 : -1e-9));
}

/** Integer cents as a plain dollars string, two decimals, no symbol ("12.50"): CSV cells and input fields. */
export function centsToDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Integer cents to a dollars string for an input field ("12.50"; blank when there is no amount). */
export function centsToDollarsInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  return centsToDollars(cents);
}

// One formatter per language: building an Intl.NumberFormat costs far more than using it (lists, CSV).
const cadFormats = new Map<Lang, Intl.NumberFormat>();

/** Integer cents shown in Canadian dollars in the user's language (en-CA / fr-CA). */
export function formatCents(cents: number, lang: Lang): string {
  let format = cadFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', {
      style: 'currency',
      currency: 'CAD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    cadFormats.set(lang, format);
  }
  return format.format(cents / 100);
}

import type { TFunction } from 'i18next';
import type { Lang } from '@domain/money';
import { formatDateTime } from '@/lib/format';
import { formatValue } from './readable-values';
import { personName } from '@domain/person-name';

export { formatValue, READABLE_NAMESPACES } from './readable-values';

/**
 * The readable copy of the account's data (issue 25 point 3): one self-contained HTML page built
 * in the browser from the same JSON as the download, with the document's language, a title, a
 * heading per section and per record, and a two-column table (field, value) per record. Every
 * value is set as text (the DOM escapes it); the page has no script, and its Content Security
 * Policy lets it load nothing but its own inline style, so a value can never run or fetch anything.
 */

/** The sections in the order a person reads them; any other key of the export follows, named from its key. */
export const SECTION_ORDER = [
  'account',
  'participants',
  'volunteer_profile',
  'registrations',
  'consents',
  'concussion_confirmations',
  'waitlist_entries',
  'payments',
  'financial_aid_requests',
  'accessibility_feedback',
  'emails',
  'access_log',
  'account_changes',
  'coordinated_programs',
  'assistance_code_attempts',
] as const;

/** Keys that say when the export was made (shown under the title, not as a section). */
const META_KEYS = new Set(['generated_at']);

const STYLE = `
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; font-size: 1rem; line-height: 1.5;
  color: #0f172a; background: #fff; margin: 0; }
main { max-width: 60rem; margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.9rem; } h2 { font-size: 1.5rem; border-top: 3px solid #1e3a8a; padding-top: .75rem; margin-top: 2rem; }
h3 { font-size: 1.25rem; } h4, h5, h6 { font-size: 1.05rem; }
table { border-collapse: collapse; width: 100%; margin: .5rem 0 1rem; }
th, td { border: 1px solid #475569; padding: .35rem .5rem; text-align: left; vertical-align: top;
  overflow-wrap: anywhere; white-space: pre-wrap; }
th { background: #f1f5f9; width: 35%; font-weight: 600; }
a { color: #1e3a8a; }
@media print { h2 { break-before: page; } }
`;

type Context = { doc: Document; t: TFunction; lang: Lang; nextId: () => string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isScalar = (v: unknown) => v === null || v === undefined || typeof v !== 'object';

/** 'first_name' -> 'First name': the label of a field that has no translation. */
export function humanize(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : key;
}

/** A field's or section's label: the translation when there is one, else its key in words, marked English. */
function label(ctx: Context, group: 'sections' | 'fields', key: string): { text: string; lang?: string } {
  // A section's name may be a field's elsewhere (payments' saved_cards): either translation will do.
  for (const g of group === 'sections' ? ['sections', 'fields'] : ['fields', 'sections']) {
    const text = ctx.t(`myData:readable.${g}.${key}`, { defaultValue: '' });
    if (typeof text === 'string' && text) return { text };
  }
  return { text: humanize(key), lang: ctx.lang === 'en' ? undefined : 'en' };
}

/** The heading of one record of a list: its name, program, title or subject when it has one. */
function recordTitle(ctx: Context, sectionKey: string, item: Record<string, unknown>, index: number): string {
  const str = (k: string) => (typeof item[k] === 'string' && (item[k] as string).trim() ? (item[k] as string) : '');
  const person = personName(str('first_name'), str('last_name'));
  const program = ctx.lang === 'fr' ? str('program_name_fr') || str('program_name') : str('program_name');
  const name =
    ctx.lang === 'fr' ? str('name_fr') || str('name') || str('title_fr') || str('title') : str('name') || str('title');
  const who = person || str('person_name') || str('participant_name') || str('item_name');
  const what = [who, program].filter(Boolean).join(', ') || name || str('subject');
  const n = index + 1;
  return what
    ? ctx.t('myData:readable.recordNamed', { n, name: what })
    : ctx.t('myData:readable.record', { n, section: label(ctx, 'sections', sectionKey).text });
}

function heading(ctx: Context, level: number, text: string, lang?: string): HTMLElement {
  const h = ctx.doc.createElement(`h${Math.min(level, 6)}`);
  h.id = ctx.nextId();
  h.textContent = text;
  if (lang) h.lang = lang;
  return h;
}

function paragraph(ctx: Context, text: string): HTMLElement {
  const p = ctx.doc.createElement('p');
  p.textContent = text;
  return p;
}

/** A record's scalar fields as rows (field | value), named by the heading above it. */
function fieldTable(ctx: Context, section: string, entries: [string, unknown][], labelledBy: string): HTMLElement {
  const table = ctx.doc.createElement('table');
  table.setAttribute('aria-labelledby', labelledBy);
  const head = table.createTHead().insertRow();
  for (const key of ['fieldColumn', 'valueColumn']) {
    const th = ctx.doc.createElement('th');
    th.scope = 'col';
    th.textContent = ctx.t(`myData:readable.${key}`);
    head.appendChild(th);
  }
  const body = table.createTBody();
  for (const [key, value] of entries) {
    const row = body.insertRow();
    const th = ctx.doc.createElement('th');
    th.scope = 'row';
    const l = label(ctx, 'fields', key);
    th.textContent = l.text;
    if (l.lang) th.lang = l.lang;
    row.appendChild(th);
    row.insertCell().textContent = formatValue(key, value, ctx.t, ctx.lang, section);
  }
  return table;
}

/** Appends `value` under a heading with id `headingId` at `level`: a table of fields, sub-headings for nested data. */
function renderValue(
  ctx: Context,
  parent: HTMLElement,
  sectionKey: string,
  value: unknown,
  level: number,
  headingId: string,
) {
  if (isScalar(value)) {
    parent.appendChild(paragraph(ctx, formatValue(sectionKey, value, ctx.t, ctx.lang)));
    return;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) {
      parent.appendChild(paragraph(ctx, ctx.t('myData:readable.none')));
      return;
    }
    if (value.every(isScalar)) {
      const list = ctx.doc.createElement('ul');
      for (const item of value) {
        const li = ctx.doc.createElement('li');
        li.textContent = formatValue(sectionKey, item, ctx.t, ctx.lang);
        list.appendChild(li);
      }
      parent.appendChild(list);
      return;
    }
    value.forEach((item, index) => {
      const h = heading(
        ctx,
        level + 1,
        isRecord(item) ? recordTitle(ctx, sectionKey, item, index) : ctx.t('myData:readable.record', { n: index + 1 }),
      );
      parent.appendChild(h);
      renderValue(ctx, parent, sectionKey, item, level + 1, h.id);
    });
    return;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  const scalars = entries.filter(([, v]) => isScalar(v));
  const nested = entries.filter(([, v]) => !isScalar(v));
  if (scalars.length) parent.appendChild(fieldTable(ctx, sectionKey, scalars, headingId));
  if (!scalars.length && !nested.length) parent.appendChild(paragraph(ctx, ctx.t('myData:readable.none')));
  for (const [key, v] of nested) {
    const l = label(ctx, 'fields', key);
    const h = heading(ctx, level + 1, l.text, l.lang);
    parent.appendChild(h);
    renderValue(ctx, parent, key, v, level + 1, h.id);
  }
}

/** The sections of `data` in reading order: the known ones first, then any other key. */
export function sectionKeys(data: Record<string, unknown>): string[] {
  const known = SECTION_ORDER.filter((k) => k in data);
  const others = Object.keys(data).filter(
    (k) => !META_KEYS.has(k) && !(SECTION_ORDER as readonly string[]).includes(k),
  );
  return [...known, ...others];
}

/** The whole readable page, '<!DOCTYPE html>' included, in `lang`. */
export function buildReadableCopy(data: Record<string, unknown>, t: TFunction, lang: Lang): string {
  const doc = document.implementation.createHTMLDocument('');
  let counter = 0;
  const ctx: Context = { doc, t, lang, nextId: () => `s${++counter}` };
  doc.documentElement.lang = lang;

  const head = doc.head;
  const charset = doc.createElement('meta');
  charset.setAttribute('charset', 'utf-8');
  head.prepend(charset);
  const csp = doc.createElement('meta');
  csp.httpEquiv = 'Content-Security-Policy';
  csp.content = "default-src 'none'; style-src 'unsafe-inline'";
  head.appendChild(csp);
  const viewport = doc.createElement('meta');
  viewport.name = 'viewport';
  viewport.content = 'width=device-width, initial-scale=1';
  head.appendChild(viewport);
  doc.title = t('myData:readable.title');
  const style = doc.createElement('style');
  style.textContent = STYLE;
  head.appendChild(style);

  const main = doc.createElement('main');
  doc.body.appendChild(main);
  main.appendChild(heading(ctx, 1, t('myData:readable.title')));
  const generated = typeof data.generated_at === 'string' ? data.generated_at : null;
  if (generated)
    main.appendChild(paragraph(ctx, t('myData:readable.generatedAt', { when: formatDateTime(generated, lang) })));
  main.appendChild(paragraph(ctx, t('myData:readable.intro')));

  const keys = sectionKeys(data);
  const nav = doc.createElement('nav');
  nav.setAttribute('aria-label', t('myData:readable.contents'));
  const toc = doc.createElement('ul');
  nav.appendChild(toc);
  main.appendChild(nav);

  for (const key of keys) {
    const section = doc.createElement('section');
    const l = label(ctx, 'sections', key);
    const h = heading(ctx, 2, l.text, l.lang);
    h.id = `section-${key.replace(/[^A-Za-z0-9_-]/g, '-')}`;
    section.setAttribute('aria-labelledby', h.id);
    section.appendChild(h);
    renderValue(ctx, section, key, data[key], 2, h.id);
    main.appendChild(section);

    const li = doc.createElement('li');
    const a = doc.createElement('a');
    a.href = `#${h.id}`;
    a.textContent = l.text;
    if (l.lang) a.lang = l.lang;
    li.appendChild(a);
    toc.appendChild(li);
  }
  return `<!DOCTYPE html>\n${doc.documentElement.outerHTML}\n`;
}

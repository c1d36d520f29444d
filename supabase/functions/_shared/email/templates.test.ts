import { describe, expect, it } from 'vitest';
import en from './strings.en.json' with { type: 'json' };
import fr from './strings.fr.json' with { type: 'json' };
import { translate, translateParts } from './strings.ts';
import { FIXTURES, ORG, registration } from './templates.fixtures.ts';
import { EMAIL_TEMPLATES, organisationFor, renderEmail, type EmailTemplate } from './templates.ts';

// The facts each e-mail must carry, per language (money and dates localised).
const FACTS: Record<EmailTemplate, Record<'en' | 'fr', string[]>> = {
  registration_received: {
    en: ['Alex Tremblay', 'Learn to Skate', 'March 5, 2026', 'abcdef12'],
    fr: ['5 mars 2026', '9 mars 2026'],
  },
  registration_approved: { en: ['Alex Tremblay', 'March 9, 2026', 'Toronto'], fr: ['Alex Tremblay', '5 mars 2026'] },
  registration_paid: { en: ['$25.00', 'cs_test_123'], fr: ['25,00 $', 'cs_test_123'] },
  registration_rejected: { en: ['Program is full'], fr: ['Program is full'] },
  payment_receipt: {
    en: [
      'R-2026-0042',
      'February 28, 2026',
      'Marie Tremblay',
      'Sam Tremblay',
      'Junior Hockey',
      '$50.00',
      '$145.00',
      '$120.00',
      'Card ending in 4242',
      'pi_test_456',
      'Blind Hockey Test, 12 Rink Road, Suite 4, Ottawa ON K1A 0B1, Canada',
      '123456789RR0001',
    ],
    fr: [
      'R-2026-0042',
      '28 février 2026',
      '145,00 $',
      '120,00 $',
      'Carte se terminant par 4242',
      'pi_test_456',
      'Hockey pour aveugles Test, 12 Rink Road',
    ],
  },
  registration_cancelled: { en: ['$25.00', '5 to 10 business days'], fr: ['25,00 $', '5 à 10 jours ouvrables'] },
  refund_processed: { en: ['$25.00', 'February 28, 2026', '4242'], fr: ['25,00 $', '28 février 2026', '4242'] },
  waitlist_offer: {
    en: [
      'Alex Tremblay',
      'Learn to Skate',
      'Early bird',
      'February 28, 2026 at 10:30 p.m.',
      'fedcba98',
      'Toronto time',
    ],
    fr: ['Alex Tremblay', 'Learn to Skate', 'Early bird', '28 février 2026 à 22 h 30', 'fedcba98', 'heure de Toronto'],
  },
};

const CASES = EMAIL_TEMPLATES.flatMap((template) => (['en', 'fr'] as const).map((lang) => [template, lang] as const));

/** The HTML as a screen reader hears it: tags dropped, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** No-break spaces ('25,00 $', '22 h 30') compared as spaces. */
const flat = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('renderEmail', () => {
  it.each(CASES)('%s in %s: subject, html and text carry the facts', (template, lang) => {
    const mail = renderEmail(template, lang, FIXTURES[template] as never, { organisation: organisationFor(ORG, lang) });
    expect(mail.subject.trim()).not.toBe('');
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="(en|fr)-CA">/);
    expect(mail.html).toContain(`<html lang="${lang}-CA">`);
    expect(mail.html).toContain(`<title>`);
    expect(mail.html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(mail.html.match(/<h2[ >]/g)?.length).toBeGreaterThanOrEqual(2);
    expect(mail.html).not.toMatch(/<img/);
    expect(mail.html).toContain('href="https://register.example.ca/registrations"');
    const linkText =
      lang === 'en'
        ? 'View my registrations on the Blind Hockey Test site'
        : 'Voir mes inscriptions sur le site de Hockey pour aveugles Test';
    expect(mail.html).toContain(`>${linkText}</a>`);
    expect(mail.text).toContain(`${linkText}${lang === 'en' ? ':' : ' :'} https://register.example.ca/registrations`);
    const html = flat(visibleText(mail.html));
    const text = flat(mail.text);
    for (const fact of FACTS[template][lang]) {
      expect(html, fact).toContain(fact);
      expect(text, fact).toContain(fact);
    }
    expect(mail.text).not.toMatch(/[<>|]|\{\{/);
    expect(html).not.toMatch(/\{\{|\}\}/);
    // Every sentence of the text part is in the HTML too.
    for (const line of text.split('\n').filter((l) => l.trim() && !l.includes('https://'))) {
      // "Label: value" lines of the receipt table are a header cell and a data cell in the HTML.
      for (const part of line.split(/ ?: /)) expect(html).toContain(part);
    }
  });

  it.each(CASES)('%s in %s: escapes every interpolated value', (template, lang) => {
    const nasty = `<script>alert(1)</script> O'Brien & Sons`;
    const data = JSON.parse(JSON.stringify(FIXTURES[template]));
    data.recipientFirstName = nasty;
    if ('personName' in data) data.personName = nasty;
    if ('programName' in data) data.programName = nasty;
    if ('lines' in data) data.lines[0].participantName = nasty;
    const mail = renderEmail(template, lang, data as never);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; O&#39;Brien &amp; Sons');
    expect(mail.text).toContain(nasty);
  });

  it('writes money and dates the way each language does', () => {
    const en = renderEmail('payment_receipt', 'en', FIXTURES.payment_receipt);
    const fr = renderEmail('payment_receipt', 'fr', FIXTURES.payment_receipt);
    expect(en.text).toContain('Total paid: $145.00');
    expect(fr.text).toMatch(/Total payé : 145,00\s\$/);
    expect(en.text).toMatch(/Date of payment: February 28, 2026 at 10:30\sp\.m\./);
    expect(fr.text).toMatch(/Date du paiement : 28 février 2026 à 22\sh\s30/);
  });

  it('lays the receipt out as a table with a caption and headers, and the text without one', () => {
    const { html, text } = renderEmail('payment_receipt', 'en', FIXTURES.payment_receipt);
    expect(html.match(/<table/g)).toHaveLength(1);
    expect(html).toContain('<caption');
    expect(html.match(/<th scope="col"/g)).toHaveLength(5);
    expect(html.match(/<tbody>[\s\S]*<\/tbody>/)?.[0].match(/<tr>/g)).toHaveLength(2);
    expect(html).toMatch(/<th scope="row"[^>]*>Total paid<\/th>/);
    expect(text).toContain('Participant: Sam Tremblay\nProgram: Junior Hockey\nPrice: $120.00');
    expect(text).toContain('Financial assistance applied: $25.00');
    expect(text).toContain('Total financial assistance applied: $25.00');
  });

  it('leaves out what is not known and says so when no refund was requested', () => {
    const receipt = renderEmail('payment_receipt', 'en', { ...FIXTURES.payment_receipt, cardLast4: null });
    expect(receipt.text).not.toContain('Payment method');
    const cancelled = renderEmail('registration_cancelled', 'fr', { ...registration, refundRequestedCents: null });
    expect(cancelled.text).not.toContain('remboursement');
    const volunteer = renderEmail('registration_received', 'fr', {
      ...registration,
      isVolunteer: true,
      status: 'approved',
      recipientFirstName: null,
    });
    expect(volunteer.text).toContain('Bonjour,\n');
    expect(volunteer.text).toContain('comme bénévole');
    expect(volunteer.text).toContain('Elle est confirmée.');
  });

  it('uses body text of at least 16px and AAA colours', () => {
    const { html } = renderEmail('registration_approved', 'en', registration);
    const sizes = [...html.matchAll(/font-size:(\d+)px/g)].map((m) => Number(m[1]));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(16);
    const colours = new Set([...html.matchAll(/(?:^|[;"])color:(#[0-9a-f]{6})/g)].map((m) => m[1]));
    for (const colour of colours) expect(contrastOnWhite(colour), colour).toBeGreaterThanOrEqual(7);
  });

  it('refuses an unknown template, an unsafe site address or an empty receipt', () => {
    expect(() => renderEmail('nope' as EmailTemplate, 'en', registration as never)).toThrow(/Unknown e-mail template/);
    expect(() =>
      renderEmail('registration_approved', 'en', { ...registration, siteUrl: 'javascript:alert(1)' }),
    ).toThrow(/Unsafe link/);
    expect(() => renderEmail('payment_receipt', 'en', { ...FIXTURES.payment_receipt, lines: [] })).toThrow(
      /at least one line/,
    );
  });
});

describe('renderEmail: a program name or place in English in a French e-mail (issue 22)', () => {
  const english = { programNameLang: 'en', locationLang: 'en' } as const;
  const REGISTRATION_TEMPLATES = EMAIL_TEMPLATES.filter((t) => t !== 'payment_receipt');

  it.each(REGISTRATION_TEMPLATES)(
    '%s: the HTML marks the English with lang="en"; subject and text unchanged',
    (template) => {
      const plain = renderEmail(template, 'fr', FIXTURES[template] as never);
      const marked = renderEmail(template, 'fr', { ...FIXTURES[template], ...english } as never);
      // The paragraph naming the program, and the details list's program and place.
      const spans = marked.html.match(/<span lang="en">[^<]*<\/span>/g) ?? [];
      expect(spans.filter((s) => s === '<span lang="en">Learn to Skate</span>').length).toBeGreaterThanOrEqual(2);
      expect(spans).toContain('<span lang="en">Toronto</span>');
      expect(marked.html).toMatch(/<strong>Programme :<\/strong> <span lang="en">Learn to Skate<\/span><\/p>/);
      expect(marked.html).toMatch(/<strong>Lieu :<\/strong> <span lang="en">Toronto<\/span><\/p>/);
      // Nothing else changes: the same HTML without the marks, the same subject and text.
      expect(marked.html.replace(/<span lang="en">([^<]*)<\/span>/g, '$1')).toBe(plain.html);
      expect(marked.subject).toBe(plain.subject);
      expect(marked.subject).not.toContain('<');
      expect(marked.text).toBe(plain.text);
      expect(marked.html).toContain(`<title>${plain.subject}</title>`);
    },
  );

  it('marks an English program line of a French receipt', () => {
    const data = FIXTURES.payment_receipt;
    const lines = [
      { ...data.lines[0], programNameLang: 'en' as const },
      { ...data.lines[1], programNameLang: 'fr' as const },
    ];
    const plain = renderEmail('payment_receipt', 'fr', data);
    const marked = renderEmail('payment_receipt', 'fr', { ...data, lines });
    expect(marked.html).toMatch(/<td style="[^"]*"><span lang="en">Learn to Skate<\/span><\/td>/);
    expect(marked.html).not.toContain('<span lang="en">Junior Hockey</span>');
    expect(marked.html.match(/lang="en"/g)).toHaveLength(1);
    expect(marked.text).toBe(plain.text);
  });

  it('marks nothing when the text is in the e-mail’s language', () => {
    for (const template of EMAIL_TEMPLATES) {
      const data = FIXTURES[template];
      expect(renderEmail(template, 'en', { ...data, ...english } as never).html).not.toContain('<span lang=');
      const french = { programNameLang: 'fr', locationLang: 'fr' } as const;
      expect(renderEmail(template, 'fr', { ...data, ...french } as never).html).not.toContain('<span lang=');
      expect(renderEmail(template, 'fr', data as never).html).not.toContain('<span lang=');
    }
  });

  it('escapes a marked name as every other value', () => {
    const nasty = `<script>alert(1)</script> O'Brien & Sons`;
    const mail = renderEmail('registration_approved', 'fr', {
      ...registration,
      ...english,
      programName: nasty,
      location: nasty,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('<span lang="en">&lt;script&gt;alert(1)&lt;/script&gt; O&#39;Brien &amp; Sons</span>');
    expect(mail.text).toContain(`Programme : ${nasty}`);
  });
});

describe('e-mail strings', () => {
  it('has the same keys in English and French, none empty', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const [key, value] of [...Object.entries(en), ...Object.entries(fr)]) expect(value.trim(), key).not.toBe('');
  });

  it('uses the same {{variables}} in both languages', () => {
    const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(en))
      expect(vars(fr[key as keyof typeof fr]), key).toEqual(vars(en[key as keyof typeof en]));
  });

  it('keeps a marked value marked, in its place', () => {
    expect(
      translateParts(fr, 'approved.body', { person: 'Alex', program: { text: 'Learn to Skate', lang: 'en' } }),
    ).toEqual([
      'L’inscription au programme ',
      { text: 'Learn to Skate', lang: 'en' },
      ' pour ',
      'Alex',
      ' a été approuvée.',
    ]);
    expect(translate(fr, 'approved.body', { person: 'Alex', program: 'Learn to Skate' })).toBe(
      'L’inscription au programme Learn to Skate pour Alex a été approuvée.',
    );
    expect(() => translateParts(fr, 'approved.body', { person: 'Alex' })).toThrow(/no value for \{\{program\}\}/);
  });

  it('throws on a missing key or variable rather than printing it', () => {
    expect(() => translate(en, 'nope.missing')).toThrow(/missing: nope.missing/);
    expect(() => translate(en, 'common.greeting')).toThrow(/no value for \{\{name\}\}/);
    for (const template of EMAIL_TEMPLATES) {
      const used = Object.keys(fr).filter((key) => key.startsWith('common.') || key.startsWith('format.'));
      const strings: Record<string, string> = { ...fr };
      delete strings[used[0]];
      expect(() => renderEmail(template, 'fr', FIXTURES[template] as never, { strings })).toThrow(
        /E-mail string missing/,
      );
    }
  });

  it('throws when a template-specific string is missing', () => {
    const strings: Record<string, string> = { ...en };
    delete strings['receipt.caption'];
    expect(() => renderEmail('payment_receipt', 'en', FIXTURES.payment_receipt, { strings })).toThrow(
      /receipt.caption/,
    );
  });
});

function contrastOnWhite(hex: string): number {
  const channel = (i: number) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (l + 0.05);
}

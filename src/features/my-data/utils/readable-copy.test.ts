import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { buildReadableCopy, formatValue, humanize, sectionKeys } from './readable-copy';

// The shape of export_my_data() (migration 20261128400000), cut down to a few rows.
const data = {
  generated_at: '2026-11-26T15:30:00Z',
  account: {
    id: 'u1',
    email: 'parent@example.org',
    first_name: 'Dana',
    last_name: 'Parent',
    is_active: true,
    phone: null,
  },
  participants: [
    {
      id: 'p1',
      first_name: 'Emma',
      last_name: '<script>alert("x")</script>',
      date_of_birth: '2014-03-05',
      allergies: 'Peanuts & "tree nuts"',
      shoe_size: 5,
      emergency_contacts: [{ name: 'Grandma', relationship: 'grandparent', phone: '6135550100', is_primary: true }],
    },
  ],
  registrations: [
    {
      person_name: 'Emma Parent',
      program_name: 'Spring league',
      program_name_fr: 'Ligue du printemps',
      amount_paid: 12500,
    },
  ],
  waitlist_entries: [],
  payments: { checkout_sessions: [], saved_cards: [{ brand: 'visa', last4: '4242' }] },
  future_table: [{ note: 'kept' }],
};

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

afterEach(() => i18n.changeLanguage('en'));

describe('the readable copy of my data', () => {
  it('is a whole page in English: title, a heading per section and record, field tables, no script', async () => {
    await i18n.changeLanguage('en');
    const html = buildReadableCopy(data, i18n.t, 'en');
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    const doc = parse(html);
    expect(doc.documentElement.lang).toBe('en');
    expect(doc.title).toBe('Your data at Canadian Blind Hockey');
    expect(doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    expect([...doc.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
      'Your account',
      'Participants',
      'Registrations',
      'Waiting lists',
      'Payments',
      'Future table',
    ]);
    // The contents link to each section.
    expect([...doc.querySelectorAll('nav a')].map((a) => a.getAttribute('href'))).toContain('#section-participants');
    // A participant: a heading of their own, their fields as rows, their contacts under a sub-heading.
    const emma = [...doc.querySelectorAll('h3')].find((h) => h.textContent?.includes('Emma'))!;
    expect(emma.textContent).toBe('1. Emma <script>alert("x")</script>');
    const table = doc.querySelector(`table[aria-labelledby="${emma.id}"]`)!;
    const rows = [...table.querySelectorAll('tbody tr')].map((r) => [
      r.querySelector('th')!.textContent,
      r.querySelector('td')!.textContent,
    ]);
    expect(rows).toContainEqual(['Date of birth', 'March 5, 2014']);
    expect(rows).toContainEqual(['Allergies', 'Peanuts & "tree nuts"']);
    expect(rows).toContainEqual(['Shoe size', '5']);
    expect(html).toContain('&lt;script&gt;');
    expect([...doc.querySelectorAll('h4')].map((h) => h.textContent)).toContain('Emergency contacts');
    expect(doc.body.textContent).toContain('$125.00');
    expect(doc.body.textContent).toContain('Made on Nov 26, 2026, 10:30 a.m. (Toronto time).');
    // An empty list says so.
    const waiting = doc.getElementById('section-waitlist_entries')!.parentElement!;
    expect(waiting.textContent).toContain('None');
  });

  it('is in French when asked, program names in French, an untranslated field name marked English', async () => {
    await i18n.changeLanguage('fr');
    const doc = parse(buildReadableCopy(data, i18n.t, 'fr'));
    expect(doc.documentElement.lang).toBe('fr');
    expect(doc.title).toBe('Vos données chez Hockey canadien pour aveugles');
    expect(doc.querySelector('h2')!.textContent).toBe('Votre compte');
    expect([...doc.querySelectorAll('h3')].map((h) => h.textContent)).toContain('1. Emma Parent, Ligue du printemps');
    const shoe = [...doc.querySelectorAll('th')].find((th) => th.textContent === 'Shoe size')!;
    expect(shoe.lang).toBe('en');
    expect(doc.body.textContent).toMatch(/125,00\s\$/);
    expect([...doc.querySelectorAll('h5')].map((h) => h.textContent)).toEqual(['1. Grandma']);
    expect([...doc.querySelectorAll('h4')].map((h) => h.textContent)).toContain('Cartes enregistrées 1');
    expect(doc.body.textContent).toContain('Oui');
  });
});

describe('values and labels', () => {
  it('formats what a person reads', async () => {
    await i18n.changeLanguage('en');
    expect(formatValue('phone', null, i18n.t, 'en')).toBe('Not provided');
    expect(formatValue('agreed', false, i18n.t, 'en')).toBe('No');
    expect(formatValue('can_pay_cents', 5000, i18n.t, 'en')).toBe('$50.00');
    expect(formatValue('amount_paid', 12500, i18n.t, 'en')).toBe('$125.00');
    expect(humanize('first_played_blind_hockey_year')).toBe('First played blind hockey year');
    expect(sectionKeys({ generated_at: 'x', emails: [], account: {}, zzz: 1 })).toEqual(['account', 'emails', 'zzz']);
  });
});

// Issue 36: stored codes read as the app's screens word them, in the copy's language.
describe('readable copy: codes in words', () => {
  afterEach(() => i18n.changeLanguage('en'));
  const coded = {
    account: { role: 'parent_guardian', preferred_language: 'fr', is_active: true },
    registrations: [{ program_name: 'Spring league', status: 'pending' }],
    waitlist_entries: [{ program_name: 'Camp', status: 'offered' }],
    participants: [{ first_name: 'Emma', gender_identity: 'prefer_not_to_say', future_code: 'zz_top' }],
  };
  const cells = (html: string) => [...parse(html).querySelectorAll('td')].map((td) => td.textContent);

  it.each([
    ['en', ['Parent/Guardian', 'French', 'Pending', 'Offered']],
    ['fr', ['Parent ou tuteur', 'français', 'En attente', 'Offerte']],
  ] as const)('[%s] role, language and each section’s status', async (lang, words) => {
    await i18n.changeLanguage(lang);
    const shown = cells(buildReadableCopy(coded, i18n.getFixedT(lang), lang));
    for (const word of words) expect(shown).toContain(word);
    for (const code of ['parent_guardian', 'fr', 'pending', 'offered', 'prefer_not_to_say'])
      expect(shown).not.toContain(code);
    expect(shown).toContain('zz_top'); // a field with no labels keeps what is stored
  });
});

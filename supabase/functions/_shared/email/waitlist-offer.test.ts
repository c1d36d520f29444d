// The waiting-list offer e-mail (issue 24 point 2): who, which program and price
// option, the deadline in Toronto time, a link to the dashboard to accept or
// decline, and what happens when the family does nothing; EN and FR.
import { describe, expect, it } from 'vitest';
import { renderEmail, type WaitlistOfferData } from './templates.ts';

const offer: WaitlistOfferData = {
  recipientFirstName: 'Marie',
  siteUrl: 'https://register.example.ca/',
  personName: 'Alex Tremblay',
  programName: 'Learn to Skate',
  startDate: '2026-03-05',
  endDate: '2026-03-09',
  location: 'Toronto',
  tierName: 'Early bird',
  offerExpiresAt: '2026-03-01T03:30:00Z',
  entryId: 'fedcba98-3456-7890-abcd-ef1234567890',
};
const flat = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('waitlist_offer e-mail', () => {
  it('in English: subject, deadline in Toronto time, dashboard link, what a lapse does', () => {
    const mail = renderEmail('waitlist_offer', 'en', offer);
    expect(mail.subject).toBe('A place is available: Learn to Skate');
    const text = flat(mail.text);
    expect(text).toContain('A place has opened up in Learn to Skate for Alex Tremblay');
    expect(text).toContain('It is held for you until February 28, 2026 at 10:30 p.m. (Toronto time).');
    expect(text).toContain('Accept or decline the place on your dashboard: https://register.example.ca/dashboard');
    expect(text).toContain('the place goes to the next person on the waiting list');
    expect(text).toContain('Price option: Early bird');
    expect(text).toContain('Held until: February 28, 2026 at 10:30 p.m.');
    expect(mail.html).toContain('<a href="https://register.example.ca/dashboard"');
    expect(mail.html).toContain('>Accept or decline the place on your dashboard</a>');
    expect(mail.html).toMatch(/<h2[^>]*>Accept or decline<\/h2>/);
  });

  it('in French, with the price option and program marked when in English', () => {
    const mail = renderEmail('waitlist_offer', 'fr', { ...offer, programNameLang: 'en', tierNameLang: 'en' });
    expect(mail.subject).toBe('Une place est libre : Learn to Skate');
    const text = flat(mail.text);
    expect(text).toContain('Elle vous est réservée jusqu’au 28 février 2026 à 22 h 30 (heure de Toronto).');
    expect(text).toContain(
      'Accepter ou refuser la place dans votre tableau de bord : https://register.example.ca/dashboard',
    );
    expect(text).toContain('Catégorie de prix : Early bird');
    expect(text).toContain('la place sera offerte à la personne suivante sur la liste d’attente');
    expect(mail.html).toContain('<html lang="fr-CA">');
    expect(mail.html).toContain('<span lang="en">Early bird</span>');
    expect(mail.html).toContain('<span lang="en">Learn to Skate</span>');
  });

  it('leaves the price option out when the family asked for none', () => {
    const mail = renderEmail('waitlist_offer', 'en', { ...offer, tierName: null });
    expect(mail.text).not.toContain('Price option');
    expect(mail.html).not.toContain('Price option');
  });
});

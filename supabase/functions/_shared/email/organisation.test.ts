// The organisation's details (/admin/settings, issue 36 point 1) in every e-mail: the name in the e-mail's language,
// the postal address in the footer once it is complete, never a stand-in.
import { describe, expect, it } from 'vitest';
import { organisationFor, renderEmail } from './templates.ts';
import { FIXTURES, ORG } from './templates.fixtures.ts';

describe('the organisation in every e-mail', () => {
  it.each(['en', 'fr'] as const)('%s: its name in the language, its address in the footer, no stand-in', (lang) => {
    const mail = renderEmail('payment_receipt', lang, FIXTURES.payment_receipt, {
      organisation: organisationFor(ORG, lang),
    });
    const footer = mail.text.split('\n\n').slice(-2)[0];
    expect(footer).toBe(
      [
        lang === 'en' ? 'Blind Hockey Test' : 'Hockey pour aveugles Test',
        '12 Rink Road',
        'Suite 4',
        'Ottawa ON K1A 0B1',
        'Canada',
      ].join('\n'),
    );
    expect(mail.subject).toContain(lang === 'en' ? 'Blind Hockey Test' : 'Hockey pour aveugles Test');
    expect(mail.text).toContain('info@example.org');
  });

  it('with no address set (a fresh project) the footer names the organisation only', () => {
    for (const lang of ['en', 'fr'] as const) {
      const mail = renderEmail('registration_received', lang, FIXTURES.registration_received);
      const footer = mail.text.split('\n\n').slice(-2)[0];
      expect(footer).toBe(lang === 'en' ? 'Canadian Blind Hockey' : 'Hockey canadien pour aveugles');
      expect(mail.text + mail.html).not.toMatch(/street address|A1A 1A1/i);
    }
  });
});

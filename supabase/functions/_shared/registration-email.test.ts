import { describe, expect, it } from 'vitest';
import { registrationEmail, type RegistrationEmailInput } from './registration-email.ts';

const base: RegistrationEmailInput = {
  language: 'en',
  recipientFirstName: 'Pat',
  personName: 'Sam Lee',
  programName: 'Try It Day',
  startDate: '2026-12-06',
  endDate: '2026-12-06',
  location: 'Westwood Arenas',
  status: 'pending',
  registrationId: '0123456789abcdef',
  isVolunteer: false,
};

describe('registrationEmail', () => {
  it('writes English with the person, program, dates, place and reference', () => {
    const m = registrationEmail(base);
    expect(m.subject).toBe('Registration received: Try It Day');
    expect(m.body).toContain('Hello Pat,');
    expect(m.body).toContain('The registration of Sam Lee for Try It Day (2026-12-06 to 2026-12-06, Westwood Arenas)');
    expect(m.body).toContain('awaiting approval');
    expect(m.body).toContain('Reference number: 01234567');
  });
  it('writes French for a French registration', () => {
    const m = registrationEmail({ ...base, language: 'fr' });
    expect(m.subject).toBe('Inscription reçue : Try It Day');
    expect(m.body).toContain('Bonjour Pat,');
    expect(m.body).toContain('L’inscription de Sam Lee au programme Try It Day');
    expect(m.body).toContain('en attente d’approbation');
  });
  it('speaks to volunteers about themselves and handles a missing first name', () => {
    const m = registrationEmail({ ...base, isVolunteer: true, recipientFirstName: null, status: 'approved' });
    expect(m.body).toContain('Hello,');
    expect(m.body).toContain('Your volunteer registration for Try It Day');
    expect(m.body).toContain('It is confirmed.');
  });
});

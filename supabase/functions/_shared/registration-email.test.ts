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
  it('names the program and its place in French when the message is French and the French exists (issue 22)', () => {
    const bilingual = { ...base, programNameFr: 'Journée découverte', locationFr: 'Arénas Westwood' };
    const fr = registrationEmail({ ...bilingual, language: 'fr' });
    expect(fr.subject).toBe('Inscription reçue : Journée découverte');
    expect(fr.body).toContain('au programme Journée découverte (du 2026-12-06 au 2026-12-06, Arénas Westwood)');
    expect(fr.body).not.toContain('Try It Day');
    const en = registrationEmail(bilingual);
    expect(en.subject).toBe('Registration received: Try It Day');
    expect(en.body).not.toContain('Journée découverte');
  });
  it('falls back to the English name and place in a French message when the French is missing or blank', () => {
    const m = registrationEmail({ ...base, language: 'fr', programNameFr: '  ', locationFr: null });
    expect(m.subject).toBe('Inscription reçue : Try It Day');
    expect(m.body).toContain('au programme Try It Day (du 2026-12-06 au 2026-12-06, Westwood Arenas)');
  });
  it('speaks to volunteers about themselves and handles a missing first name', () => {
    const m = registrationEmail({ ...base, isVolunteer: true, recipientFirstName: null, status: 'approved' });
    expect(m.body).toContain('Hello,');
    expect(m.body).toContain('Your volunteer registration for Try It Day');
    expect(m.body).toContain('It is confirmed.');
  });
});

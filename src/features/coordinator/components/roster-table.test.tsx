import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, orgToday } from '@domain/dates';
import { formatDate } from '@/lib/format';
import i18n from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import type { RosterEntry } from '../api/coordinator';
import { RosterTable } from './roster-table';

const entry = (province: string | null): RosterEntry => ({
  id: `r-${province}`,
  status: 'approved',
  registration_date: '2026-10-01T14:00:00Z',
  participant: {
    id: 'c1',
    first_name: 'Élodie',
    last_name: 'Côté',
    email: null,
    date_of_birth: '2015-01-01',
    address: '12 rue King',
    city: 'Sherbrooke',
    medical_conditions: null,
    emergency_contacts: [],
    province,
    postal_code: 'J1H1A1',
    gender_identity: null,
    gender_self_description: null,
    visual_classification: 'B3',
    skating_experience: null,
    allergies: null,
  },
  volunteer: null,
  removed_from_sport: null,
  concussion_valid_until: null,
  code_of_conduct: false,
});

// Issue 21 point 8: the roster's address reads the province in full, in the coordinator's language.
describe('RosterTable address', () => {
  it.each([
    ['en', 'QC', '12 rue King, Sherbrooke, Quebec, J1H1A1'],
    ['fr', 'QC', '12 rue King, Sherbrooke, Québec, J1H1A1'],
    ['fr', 'BC', '12 rue King, Sherbrooke, Colombie-Britannique, J1H1A1'],
    ['en', null, '12 rue King, Sherbrooke, J1H1A1'],
  ])('[%s] province %s reads "%s"', async (lng, province, place) => {
    await i18n.changeLanguage(lng);
    renderWithApp(<RosterTable caption="Roster" entries={[entry(province)]} />);
    expect(await screen.findByText(place)).toBeInTheDocument();
  });
});

// Issue 24 points 6-7: the concussion status reads as text, in the coordinator's language.
describe('RosterTable concussion status', () => {
  const today = orgToday(new Date());
  const later = addDays(today, 200);
  const since = addDays(today, -3);
  it.each([
    [
      'en',
      { concussion_valid_until: later, code_of_conduct: true, removed_from_sport: null },
      [`Concussion awareness: valid until ${formatDate(later, 'en')}`, 'Code of Conduct: acknowledged'],
    ],
    [
      'en',
      { concussion_valid_until: null, code_of_conduct: false, removed_from_sport: { since } },
      [
        'Concussion awareness: missing',
        'Code of Conduct: missing',
        `Removed from sport since ${formatDate(since, 'en')}`,
      ],
    ],
    [
      'fr',
      { concussion_valid_until: later, code_of_conduct: false, removed_from_sport: { since } },
      [
        `Sensibilisation aux commotions : valide jusqu’au ${formatDate(later, 'fr')}`,
        'Code de conduite : manquant',
        `Retiré du sport depuis le ${formatDate(since, 'fr')}`,
      ],
    ],
    [
      'fr',
      { concussion_valid_until: null, code_of_conduct: false, removed_from_sport: null },
      ['Sensibilisation aux commotions : manquante'],
    ],
  ] as const)('[%s] %j reads as text', async (lng, fields, lines) => {
    await i18n.changeLanguage(lng);
    renderWithApp(
      <RosterTable caption="Roster" entries={[{ ...entry('QC'), ...fields }]} onRecordConcussion={() => {}} />,
    );
    for (const line of lines) expect(await screen.findByText(line)).toBeInTheDocument();
  });

  it('names the participant on the action, and offers none for a removed participant or a volunteer', async () => {
    await i18n.changeLanguage('en');
    const onRecord = vi.fn();
    const removed = {
      ...entry('ON'),
      id: 'r2',
      removed_from_sport: { since },
      participant: { ...entry('ON').participant!, id: 'c2', first_name: 'Ana', last_name: 'Roy' },
    };
    const volunteer: RosterEntry = {
      ...entry('ON'),
      id: 'r3',
      participant: null,
      volunteer: { ...entry('ON').participant!, id: 'v1', first_name: 'Val', last_name: 'Helper', phone: null },
    };
    renderWithApp(
      <RosterTable caption="Roster" entries={[entry('QC'), removed, volunteer]} onRecordConcussion={onRecord} />,
    );
    const buttons = await screen.findAllByRole('button', { name: /^Record a suspected concussion/ });
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Record a suspected concussion: Élodie Côté']);
    await userEvent.click(buttons[0]);
    expect(onRecord).toHaveBeenCalledWith(expect.objectContaining({ id: 'r-QC' }), 'Élodie Côté');
    expect(screen.getByText('Code of Conduct: not required')).toBeInTheDocument();
  });
});

// Issue 37: Orca read the row header as 'Élodie CôtéParticipant' and the age as '11 yearsJanuary 1, 2015': the
// pieces of a cell shown on lines of their own are apart for a screen reader too.
describe('RosterTable cells, as a screen reader names them', () => {
  it('keeps a space between the pieces of a cell', async () => {
    await i18n.changeLanguage('en');
    renderWithApp(<RosterTable caption="Roster" entries={[entry('QC')]} onRecordConcussion={() => {}} />);
    expect(await screen.findByRole('rowheader', { name: /^Élodie Côté, ?Participant$/ })).toBeInTheDocument();
    const age = screen.getByText(formatDate('2015-01-01')).parentElement!;
    expect(age.textContent).toMatch(/\d+ years, \w/);
  });
});

// Issue 36 point 4: both self-described choices show the words the family wrote; the others their label.
describe('RosterTable gender identity', () => {
  it.each([
    ['self_describe', 'Genderfluid'],
    ['prefer_to_self_describe', 'Genderfluid'],
    ['female', 'Female'],
  ])('%s reads "%s"', async (gender, shown) => {
    await i18n.changeLanguage('en');
    const e = entry('ON');
    const p = { ...e.participant!, gender_identity: gender, gender_self_description: 'Genderfluid' };
    renderWithApp(<RosterTable caption="Roster" entries={[{ ...e, participant: p }]} />);
    expect(await screen.findByText(shown)).toBeInTheDocument();
  });
});

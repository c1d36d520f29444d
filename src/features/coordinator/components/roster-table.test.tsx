import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
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

import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import type { AdminRegistration } from '../api/types';
import { registrationsCsv } from './registrations-csv';
import { toRowView } from './row-view';

const child: AdminRegistration = {
  id: 'r1',
  status: 'approved',
  registration_date: '2026-10-01T14:00:00Z',
  amount_paid: 10000,
  parent_guardian_name: null,
  removed_participant_name: null,
  waiver_agreed: true,
  waiver_agreed_at: '2026-10-01T14:00:00Z',
  media_consent_agreed: false,
  media_consent_agreed_at: null,
  program: { id: 'p1', name: 'Winter League', name_fr: 'Ligue d’hiver', price: 25000 },
  price_tier: { id: 't1', name: 'Early Bird', name_fr: 'Lève-tôt', price: 20000 },
  participant: {
    id: 'c1',
    first_name: 'Élodie',
    last_name: 'Côté',
    email: null,
    date_of_birth: '2015-11-23',
    address: '1 rue Principale',
    city: 'Montréal',
    province: 'QC',
    position: 'goalie',
    visual_classification: 'B2',
    visual_condition: 'other',
    visual_condition_other: 'Nystagmus',
    needs_equipment: true,
    allergies: '=cmd|calc',
    medical_conditions: 'Asthma\nmild',
    guardian: { first_name: 'Pat', last_name: 'Parent', email: 'parent@example.org', phone: '6135550100' },
    emergency_contacts: [
      {
        name: 'Aunt May',
        relationship: 'other_family',
        relationship_other: null,
        phone: '4165550000',
        email: null,
        is_primary: false,
      },
      {
        name: 'Grand-papa',
        relationship: 'other',
        relationship_other: 'Grandfather',
        phone: '4165550001',
        email: 'g@example.org',
        is_primary: true,
      },
    ],
  },
  volunteer: null,
};
const volunteer: AdminRegistration = {
  ...child,
  id: 'r2',
  status: 'pending',
  amount_paid: 0,
  price_tier: null,
  participant: null,
  volunteer: {
    id: 'v1',
    first_name: 'Val',
    last_name: 'Volunteer',
    email: 'volunteer@example.org',
    date_of_birth: null,
    address: null,
    city: 'Ottawa',
    phone: '6135550199',
    medical_conditions: null,
    emergency_contacts: [],
  },
};

function parse(csv: string) {
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const rows = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
  const [header, ...data] = rows;
  return data.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
}

describe('registrationsCsv (EN)', () => {
  const t = i18n.getFixedT('en');
  it('writes the spec columns in order, then the consent and refund columns', () => {
    const header = Papa.parse<string[]>(registrationsCsv([], t, '2026-11-22').slice(1)).data[0];
    expect(header).toEqual([
      'Type',
      'Name',
      'Email',
      'Date of Birth',
      'Age',
      'Position',
      'Visual Classification',
      'Visual Condition',
      'Address',
      'City',
      'Province',
      'Needs Equipment',
      'Program',
      'Price Tier',
      'Expected Amount',
      'Amount Paid',
      'Payment Status',
      'Date Registered',
      'Status',
      'Guardian Name',
      'Guardian Email',
      'Guardian Phone',
      'Emergency Contact Name',
      'Relationship',
      'Phone',
      'Email',
      'Allergies',
      'Medical Conditions',
      'Waiver Agreed',
      'Waiver Agreed At',
      'Media Consent',
      'Media Consent Agreed At',
      'Refund Requested',
      'Amount Refunded',
      'Refund Reason',
      // Ours, after every column of the spec (issue 36): a sheet built on the spec's positions reads the right one.
      'Province Name',
      'Program (French)',
    ]);
  });

  it('fills a participant row: tier price, partial payment, primary contact, escaped formula', () => {
    const [row] = Papa.parse<string[]>(registrationsCsv([toRowView(child)], t, '2026-11-22').slice(1), {
      skipEmptyLines: true,
    }).data.slice(1);
    expect(row.slice(0, 13)).toEqual([
      'Participant',
      'Élodie Côté',
      '',
      '2015-11-23',
      '10',
      'Goalie',
      'B2 (partially sighted)',
      'Nystagmus',
      '1 rue Principale',
      'Montréal',
      'QC',
      'Yes',
      'Winter League',
    ]);
    expect(row.slice(13, 22)).toEqual([
      'Early Bird',
      '200.00',
      '100.00',
      'Partial',
      '2026-10-01',
      'Approved',
      'Pat Parent',
      'parent@example.org',
      '6135550100',
    ]);
    expect(row.slice(22, 28)).toEqual([
      'Grand-papa',
      'Grandfather',
      '4165550001',
      'g@example.org',
      "'=cmd|calc",
      'Asthma\nmild',
    ]);
    expect(row.slice(28, 32)).toEqual(['Yes', '2026-10-01T14:00:00Z', 'No', '']);
    expect(row.slice(-2)).toEqual(['Quebec', 'Ligue d’hiver']);
  });

  it('fills a volunteer row: Standard tier, free, no guardian or contact', () => {
    const [row] = parse(registrationsCsv([toRowView(volunteer)], t, '2026-11-22'));
    expect(row).toMatchObject({
      Type: 'Volunteer',
      Name: 'Val Volunteer',
      'Price Tier': 'Standard',
      'Expected Amount': '0.00',
      'Payment Status': 'Free',
      Status: 'Pending',
      'Guardian Name': '',
      'Emergency Contact Name': '',
      City: 'Ottawa',
      Province: '',
      'Province Name': '',
    });
  });
});

describe('registrationsCsv (FR)', () => {
  it('names a registration kept after its participant was deleted by the name it was made for', () => {
    const kept: AdminRegistration = {
      ...child,
      id: 'r3',
      status: 'cancelled',
      participant: null,
      removed_participant_name: 'Nora Child',
    };
    const [row] = parse(registrationsCsv([toRowView(kept)], i18n.getFixedT('en'), '2026-11-22'));
    expect(row.Name).toBe('Nora Child');
    expect(row.Status).toBe('Cancelled');
  });

  it('translates headers and labels', () => {
    const [row] = parse(registrationsCsv([toRowView(child)], i18n.getFixedT('fr'), '2026-11-22'));
    expect(row).toMatchObject({
      Type: 'Participant',
      Statut: 'Approuvée',
      'Statut du paiement': 'Partiel',
      Province: 'QC',
      'Nom de la province': 'Québec',
    });
  });
});

describe('registrationsCsv program names (issue 22)', () => {
  const withNames = (name_fr: string | null, tier_fr: string | null): AdminRegistration => ({
    ...child,
    program: { ...child.program!, name_fr },
    price_tier: { ...child.price_tier!, name_fr: tier_fr },
  });

  it('French: the program and tier in French, then the program in English', () => {
    const [row] = parse(registrationsCsv([toRowView(child)], i18n.getFixedT('fr'), '2026-11-22'));
    expect(row).toMatchObject({
      Programme: 'Ligue d’hiver',
      'Programme (anglais)': 'Winter League',
      Tarif: 'Lève-tôt',
    });
  });

  it('English: the program and tier in English, then the program in French', () => {
    const [row] = parse(registrationsCsv([toRowView(child)], i18n.getFixedT('en'), '2026-11-22'));
    expect(row).toMatchObject({
      Program: 'Winter League',
      'Program (French)': 'Ligue d’hiver',
      'Price Tier': 'Early Bird',
    });
  });

  it('French missing: the English in both languages, the French column empty', () => {
    const reg = toRowView(withNames(null, null));
    const [fr] = parse(registrationsCsv([reg], i18n.getFixedT('fr'), '2026-11-22'));
    expect(fr).toMatchObject({
      Programme: 'Winter League',
      'Programme (anglais)': 'Winter League',
      Tarif: 'Early Bird',
    });
    const [en] = parse(registrationsCsv([reg], i18n.getFixedT('en'), '2026-11-22'));
    expect(en).toMatchObject({ Program: 'Winter League', 'Program (French)': '', 'Price Tier': 'Early Bird' });
  });

  it('an explicit language wins over the language of t', () => {
    const [row] = parse(registrationsCsv([toRowView(child)], i18n.getFixedT('en'), '2026-11-22', 'fr-CA'));
    expect(row).toMatchObject({ Program: 'Ligue d’hiver', 'Program (French)': 'Winter League' });
  });

  it('escapes a formula in either name', () => {
    const reg = toRowView(withNames('=HYPERLINK("http://x")', '+1 tier'));
    const [en] = parse(registrationsCsv([reg], i18n.getFixedT('en'), '2026-11-22'));
    expect(en['Program (French)']).toBe(`'=HYPERLINK("http://x")`);
    const [fr] = parse(registrationsCsv([reg], i18n.getFixedT('fr'), '2026-11-22'));
    expect(fr.Programme).toBe(`'=HYPERLINK("http://x")`);
    expect(fr.Tarif).toBe("'+1 tier");
  });
});

import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import {
  contactFormValues,
  contactSchema,
  MAX_CONTACTS,
  primaryFirst,
  withContact,
  withoutContact,
  withPrimary,
  type ContactRow,
} from './emergency-contact.schema';
import { stepSummary } from './testing';

const TODAY = '2026-11-25';
const t = i18n.getFixedT('en');
const row = (id: string, is_primary = false): ContactRow => ({
  id,
  name: `Contact ${id}`,
  relationship: 'parent',
  relationship_other: null,
  phone: '6135550123',
  email: null,
  is_primary,
});
const say = (emailRequired: boolean, over: Partial<ReturnType<typeof contactFormValues>>) =>
  stepSummary(contactSchema(emailRequired, TODAY), { ...contactFormValues(row('a')), ...over }, t);

describe('one contact’s form: the completion wizard’s Emergency step', () => {
  it('words blank fields as a list and checks phone and e-mail with the wizard’s messages', async () => {
    expect(await say(false, {})).toEqual([]);
    expect(await say(false, { ec_name: ' ', ec_relationship: '' })).toEqual([
      'Please fill in the following fields: Emergency contact name, Relationship',
    ]);
    expect(await say(false, { ec_phone: '613' })).toEqual(['Emergency contact phone must be at least 10 characters']);
    expect(await say(false, { ec_email: 'jo@' })).toEqual(['Please enter a valid emergency contact email']);
  });

  it('requires the e-mail of a volunteer’s contact only', async () => {
    expect(await say(false, { ec_email: '' })).toEqual([]);
    expect(await say(true, { ec_email: '' })).toEqual(['Please fill in the Emergency contact email field']);
  });
});

describe('the list to save after one change', () => {
  const list = [row('a', true), row('b')];

  it('edits a contact in place, keeping its id and whether it is primary', () => {
    const values = { ...contactFormValues(list[1]), ec_phone: ' 613 555 0199 ', ec_relationship: 'friend' };
    expect(withContact(list, values, 'b')).toEqual([
      { ...list[0] },
      { ...list[1], phone: '613 555 0199', relationship: 'friend', is_primary: false },
    ]);
  });

  it('adds a contact without an id, primary only when it is the first', () => {
    const values = { ...contactFormValues(), ec_name: 'New', ec_relationship: 'other', ec_relationship_other: 'Aunt' };
    expect(withContact(list, values).at(-1)).toEqual({
      name: 'New',
      relationship: 'other',
      relationship_other: 'Aunt',
      phone: '',
      email: null,
      is_primary: false,
    });
    expect(withContact([], values)[0].is_primary).toBe(true);
  });

  it('makes one contact primary and the others not', () => {
    expect(withPrimary(list, 'b').map((c) => [c.id, c.is_primary])).toEqual([
      ['a', false],
      ['b', true],
    ]);
  });

  it('removes a non-primary contact, never the primary', () => {
    expect(withoutContact(list, 'b')).toEqual([list[0]]);
    expect(withoutContact(list, 'a')).toBeNull();
    expect(withoutContact([row('a', true)], 'a')).toBeNull();
  });

  it('lists the primary first and allows three', () => {
    expect(primaryFirst([row('b'), row('a', true)]).map((c) => c.id)).toEqual(['a', 'b']);
    expect(MAX_CONTACTS).toBe(3);
  });
});

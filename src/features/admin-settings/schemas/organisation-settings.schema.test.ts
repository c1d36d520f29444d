import { describe, expect, it } from 'vitest';
import { FRESH_ORGANISATION } from '@domain/organisation';
import { organisationSettingsSchema, toSettingsForm } from './organisation-settings.schema';

const valid = {
  ...toSettingsForm(FRESH_ORGANISATION),
  address_line1: '12 Rink Road',
  city: 'Ottawa',
  province: 'ON',
  postal_code: 'k1a 0b1',
  contact_email: 'info@example.org',
  charity_number: '123456789 RR 0001',
};
const messages = (values: Record<string, string>) => {
  const r = organisationSettingsSchema.safeParse({ ...valid, ...values });
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('organisation settings form', () => {
  it('a fresh project: blank address and e-mails, the names filled; the form asks for the address', () => {
    const form = toSettingsForm(FRESH_ORGANISATION);
    expect(form).toMatchObject({ name_en: 'Canadian Blind Hockey', address_line1: '', contact_email: '' });
    expect(organisationSettingsSchema.safeParse(form).success).toBe(false);
    expect(organisationSettingsSchema.safeParse(valid).success).toBe(true);
  });

  it('shows the stored postal code with its space', () => {
    expect(toSettingsForm({ ...FRESH_ORGANISATION, postal_code: 'K1A0B1' }).postal_code).toBe('K1A 0B1');
  });

  it('accepts a complete record and optional fields left empty', () => {
    expect(messages({})).toEqual([]);
    expect(messages({ accessibility_email: '', charity_number: '', address_line2: '' })).toEqual([]);
  });

  it.each([
    [{ name_en: ' ' }, 'adminSettings:validation.nameEnRequired'],
    [{ name_fr: '' }, 'adminSettings:validation.nameFrRequired'],
    [{ province: 'XX' }, 'adminSettings:validation.provinceInvalid'],
    [{ postal_code: '12345' }, 'adminSettings:validation.postalCodeInvalid'],
    [{ contact_email: 'info' }, 'adminSettings:validation.contactEmailInvalid'],
    [{ accessibility_email: 'a b@c' }, 'adminSettings:validation.accessibilityEmailInvalid'],
    [{ charity_number: '1234' }, 'adminSettings:validation.charityNumberInvalid'],
    [{ city: 'x'.repeat(81) }, 'adminSettings:validation.cityTooLong'],
    [{ address_line1: ' ' }, 'adminSettings:validation.addressLine1Required'],
    [{ city: '' }, 'adminSettings:validation.cityRequired'],
    [{ province: '' }, 'adminSettings:validation.provinceInvalid'],
    [{ postal_code: '' }, 'adminSettings:validation.postalCodeRequired'],
    [{ contact_email: '' }, 'adminSettings:validation.contactEmailRequired'],
  ])('refuses %o with its message', (values, message) => {
    expect(messages(values)).toEqual([message]);
  });
});

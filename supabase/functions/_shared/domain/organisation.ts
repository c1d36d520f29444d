// The organisation's own details (issue 36 point 1), as organisation_details() answers them, and the two ways the
// site and the e-mails show them: the name in a language and the postal address, one line each. Nothing here is a
// stand-in: an address that is not complete is not shown at all.
import { formatPostalCode } from './postal-code.ts';

export type OrganisationDetails = {
  name_en: string;
  name_fr: string;
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  province: string | null;
  postal_code: string | null;
  contact_email: string | null;
  accessibility_email: string | null;
  charity_number: string | null;
  address_complete: boolean;
};

/** The record of a fresh project (the table's defaults): the names, nothing else. */
export const FRESH_ORGANISATION: OrganisationDetails = {
  name_en: 'Canadian Blind Hockey',
  name_fr: 'Hockey canadien pour aveugles',
  address_line1: null,
  address_line2: null,
  city: null,
  province: null,
  postal_code: null,
  contact_email: null,
  accessibility_email: null,
  charity_number: null,
  address_complete: false,
};

export const organisationName = (d: OrganisationDetails, lang: 'en' | 'fr') => (lang === 'fr' ? d.name_fr : d.name_en);

/** Street, [unit,] 'City PR A1A 1A1', 'Canada'; empty until the address is complete. */
export function organisationAddressLines(d: OrganisationDetails): string[] {
  if (!d.address_complete || !d.address_line1 || !d.city || !d.province || !d.postal_code) return [];
  return [
    d.address_line1,
    ...(d.address_line2 ? [d.address_line2] : []),
    `${d.city} ${d.province} ${formatPostalCode(d.postal_code)}`,
    'Canada',
  ];
}

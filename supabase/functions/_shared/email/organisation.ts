// The organisation named in every e-mail's footer and on receipts: what an
// administrator set on /admin/settings (domain/organisation.ts), in the
// e-mail's language. A line that is not set is left out.
import {
  FRESH_ORGANISATION,
  organisationAddressLines,
  organisationName,
  type OrganisationDetails,
} from '../domain/organisation.ts';
import type { Lang } from './format.ts';

export { FRESH_ORGANISATION, type OrganisationDetails };

export type Organisation = {
  name: string;
  /** Postal address, one line each (street, city province postal code, country); empty until it is complete. */
  addressLines: readonly string[];
  /** Contact address shown as "Questions? Write to us at ..."; left out when absent. */
  email?: string | null;
  /** The registered charity number, shown on receipts when set. */
  charityNumber?: string | null;
};

/** The details as an e-mail in `lang` names them. */
export function organisationFor(d: OrganisationDetails, lang: Lang): Organisation {
  return {
    name: organisationName(d, lang),
    addressLines: organisationAddressLines(d),
    email: d.contact_email,
    charityNumber: d.charity_number,
  };
}

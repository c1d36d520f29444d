// The organisation named in every e-mail's footer and on receipts.
// The repository holds no postal address yet: PLACEHOLDER lines below must be
// replaced with the real mailing address (or passed in `options.organisation`).

export type Organisation = {
  name: string;
  /** Postal address, one line each (street, city province postal code, country). */
  addressLines: readonly string[];
  /** Contact address shown as "Questions? Write to us at ..."; left out when absent. */
  email?: string | null;
};

export const DEFAULT_ORGANISATION: Organisation = {
  name: 'Canadian Blind Hockey',
  addressLines: ['PLACEHOLDER street address', 'PLACEHOLDER City, ON A1A 1A1', 'Canada'],
  email: null,
};

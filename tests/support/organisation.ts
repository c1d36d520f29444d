// The organisation's postal address of a project an administrator has set up (issue 36: receipts wait for it).
// The backend tests' stacks (startTestStack) and the browser stories' shared stack have it; a test about a fresh
// project asks for one without it (freshProject).
export const TEST_ORGANISATION_ADDRESS = {
  address_line1: '100 Test Arena Road',
  city: 'Toronto',
  province: 'ON',
  postal_code: 'M5V3L9',
} as const;

/** Superuser SQL giving the organisation that address (the seed leaves it empty, as a fresh project has it). */
export const SET_TEST_ORGANISATION_ADDRESS = `update public.organisation_settings set address_line1 = '${TEST_ORGANISATION_ADDRESS.address_line1}', city = '${TEST_ORGANISATION_ADDRESS.city}', province = '${TEST_ORGANISATION_ADDRESS.province}', postal_code = '${TEST_ORGANISATION_ADDRESS.postal_code}'`;

// The data the e-mail tests render: one of each template's data, and the organisation as an administrator set it.
import { FRESH_ORGANISATION, type OrganisationDetails } from './organisation.ts';
import type { EmailDataMap, EmailTemplate } from './templates.ts';

const common = { recipientFirstName: 'Marie', siteUrl: 'https://register.example.ca/' };
export const registration = {
  ...common,
  personName: 'Alex Tremblay',
  programName: 'Learn to Skate',
  startDate: '2026-03-05',
  endDate: '2026-03-09',
  location: 'Toronto',
  registrationId: 'abcdef12-3456-7890-abcd-ef1234567890',
};

export const FIXTURES: { [T in EmailTemplate]: EmailDataMap[T] } = {
  registration_received: { ...registration, isVolunteer: false, status: 'pending' },
  registration_approved: registration,
  registration_paid: { ...registration, amountPaidCents: 2500, confirmationId: 'cs_test_123' },
  registration_rejected: { ...registration, reason: 'Program is full' },
  payment_receipt: {
    ...common,
    receiptNumber: 'R-2026-0042',
    paidAt: '2026-03-01T03:30:00Z', // Feb 28 in Toronto, 10:30 p.m.
    payerName: 'Marie Tremblay',
    lines: [
      {
        participantName: 'Alex Tremblay',
        programName: 'Learn to Skate',
        priceCents: 5000,
        assistanceCents: 2500,
        amountCents: 2500,
      },
      {
        participantName: 'Sam Tremblay',
        programName: 'Junior Hockey',
        priceCents: 12000,
        assistanceCents: 0,
        amountCents: 12000,
      },
    ],
    totalPaidCents: 14500,
    cardLast4: '4242',
    confirmationId: 'pi_test_456',
  },
  registration_cancelled: { ...registration, refundRequestedCents: 2500 },
  refund_processed: {
    ...registration,
    amountRefundedCents: 2500,
    refundedAt: '2026-03-01T03:30:00Z',
    cardLast4: '4242',
  },
  waitlist_offer: {
    ...common,
    personName: 'Alex Tremblay',
    programName: 'Learn to Skate',
    startDate: '2026-03-05',
    endDate: '2026-03-09',
    location: 'Toronto',
    tierName: 'Early bird',
    offerExpiresAt: '2026-03-01T03:30:00Z', // Feb 28 in Toronto, 10:30 p.m.
    entryId: 'fedcba98-3456-7890-abcd-ef1234567890',
  },
};

// The organisation as an administrator set it on /admin/settings (organisation_details()).
export const ORG: OrganisationDetails = {
  ...FRESH_ORGANISATION,
  name_en: 'Blind Hockey Test',
  name_fr: 'Hockey pour aveugles Test',
  address_line1: '12 Rink Road',
  address_line2: 'Suite 4',
  city: 'Ottawa',
  province: 'ON',
  postal_code: 'K1A0B1',
  contact_email: 'info@example.org',
  charity_number: '123456789RR0001',
  address_complete: true,
};

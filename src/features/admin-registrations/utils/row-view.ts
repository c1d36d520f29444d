import { listPrice } from '@domain/price-rule';
import { paymentStatus, type PaymentStatus } from '@domain/payment-status';
import { primaryContact } from '@domain/registration-search';
import type { AdminRegistration, Contact, Person } from '../api/types';
import { personName } from '@domain/person-name';

/** What one row shows (and what the CSV writes), derived once from the nested data. */
export type RowView = {
  reg: AdminRegistration;
  /** The participant or the volunteer. */
  person: Person | null;
  type: 'participant' | 'volunteer';
  name: string;
  guardianLabel: string;
  guardianEmail: string;
  guardianPhone: string;
  expectedCents: number;
  payment: PaymentStatus | 'free';
  contact: Contact | null;
  moreContacts: number;
};

/** Flattens a registration for the table and the export (one plain object: Export All maps 30,000 rows). */
export function toRowView(reg: AdminRegistration): RowView {
  const person: Person | null = reg.participant ?? reg.volunteer;
  const guardian = reg.participant?.guardian ?? null;
  const expectedCents = reg.volunteer ? 0 : listPrice(reg.price_tier?.price, reg.program?.price);
  const { primary, more } = primaryContact(person?.emergency_contacts ?? []);
  return {
    reg,
    person,
    type: reg.volunteer ? 'volunteer' : 'participant',
    name: personName(person?.first_name, person?.last_name) || reg.removed_participant_name || '',
    guardianLabel: personName(guardian?.first_name, guardian?.last_name) || reg.parent_guardian_name || '',
    guardianEmail: guardian?.email ?? '',
    guardianPhone: guardian?.phone ?? '',
    expectedCents,
    // Nothing to pay (volunteers, free programs): 'Free' instead of a misleading 'Unpaid'.
    payment: expectedCents === 0 && reg.amount_paid === 0 ? 'free' : paymentStatus(reg.amount_paid, expectedCents),
    contact: primary,
    moreContacts: more,
  };
}

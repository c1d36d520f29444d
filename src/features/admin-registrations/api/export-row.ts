import { z } from 'zod';
import type { Tables } from '@/lib/database';
import type { AdminRegistration } from './types';

// admin_registrations_export() (migration 20261123110000) answers with positional
// arrays, programs and tiers given once each; fromExport turns them back into the
// screen's nested shape, checked with zod, so the table, Export Selected and Export
// All share one CSV builder. Export All maps 30,000 rows: positions are read into
// object literals first (one shape each) and checked with zod object schemas, which
// zod compiles (about ten times faster than checking tuples).

const text = z.string().nullable();
const contactSchema = z.object({
  name: z.string(),
  relationship: z.string(),
  relationship_other: text,
  phone: z.string(),
  email: text,
  is_primary: z.boolean(),
});
const personFields = {
  id: z.string(),
  email: text,
  date_of_birth: text,
  address: text,
  city: text,
  medical_conditions: text,
  emergency_contacts: z.array(contactSchema),
};
const participantSchema = z.object({
  ...personFields,
  first_name: z.string(),
  last_name: z.string(),
  province: text,
  position: text,
  visual_classification: text,
  visual_condition: text,
  visual_condition_other: text,
  needs_equipment: z.boolean(),
  allergies: text,
  guardian: z.object({ first_name: text, last_name: text, email: z.string(), phone: text }).nullable(),
});
const volunteerSchema = z.object({ ...personFields, first_name: text, last_name: text, phone: text });
const rowSchema = z.object({
  id: z.string(),
  status: z.string(),
  registration_date: z.string(),
  amount_paid: z.number(),
  parent_guardian_name: text,
  waiver_agreed: z.boolean(),
  waiver_agreed_at: text,
  media_consent_agreed: z.boolean(),
  media_consent_agreed_at: text,
  program_id: text,
  price_tier_id: text,
  participant: participantSchema.nullable(),
  volunteer: volunteerSchema.nullable(),
  removed_participant_name: text,
  refund: z
    .object({ requested: z.number().nullable(), reason: text, refunded: z.number(), refundedAt: text })
    .nullable(),
});
// [name, price, name_fr] (the French name since migration 20261125830000; null: French missing).
const dictionary = z.record(z.string(), z.tuple([z.string(), z.number(), z.string().nullable().optional()]));
/**
 * The registrations part of the answers of admin_registrations_page, _export and _selected: {programs: {id: [name,
 * price, name_fr]}, tiers: {...}, rows: [[...], ...]}. Each answer's schema is this one, extended with what else it
 * holds (registrations.ts). Rows are checked once, as named fields (rowSchema), not twice.
 */
export const payloadSchema = z.object({ programs: dictionary, tiers: dictionary, rows: z.array(z.unknown()) });
const rowsSchema = z.array(rowSchema);
/** What admin_registrations_export() returns, each row a positional array. */
export type ExportPayload = Omit<z.infer<typeof payloadSchema>, 'rows'> & { rows: unknown[][] };

type Named = Pick<Tables<'programs'>, 'id' | 'name' | 'name_fr' | 'price'>;

/** A position that holds an array, or null. */
const list = (v: unknown): readonly unknown[] | null => (Array.isArray(v) ? v : null);
/** A missing position (an older answer without it) reads as null. */
const at = (a: readonly unknown[], i: number): unknown => a[i] ?? null;

function contacts(value: unknown) {
  return (list(value) ?? []).map((item) => {
    const c = list(item) ?? [];
    return {
      name: at(c, 0),
      relationship: at(c, 1),
      relationship_other: at(c, 2),
      phone: at(c, 3),
      email: at(c, 4),
      is_primary: at(c, 5),
    };
  });
}

function participant(value: unknown) {
  const p = list(value);
  if (!p) return null;
  const g = list(p[15]);
  return {
    id: at(p, 0),
    first_name: at(p, 1),
    last_name: at(p, 2),
    email: at(p, 3),
    date_of_birth: at(p, 4),
    address: at(p, 5),
    city: at(p, 6),
    province: at(p, 7),
    position: at(p, 8),
    visual_classification: at(p, 9),
    visual_condition: at(p, 10),
    visual_condition_other: at(p, 11),
    needs_equipment: at(p, 12),
    allergies: at(p, 13),
    medical_conditions: at(p, 14),
    guardian: g ? { first_name: at(g, 0), last_name: at(g, 1), email: at(g, 2), phone: at(g, 3) } : null,
    emergency_contacts: contacts(p[16]),
  };
}

function volunteer(value: unknown) {
  const v = list(value);
  if (!v) return null;
  return {
    id: at(v, 0),
    first_name: at(v, 1),
    last_name: at(v, 2),
    email: at(v, 3),
    date_of_birth: at(v, 4),
    address: at(v, 5),
    city: at(v, 6),
    phone: at(v, 7),
    medical_conditions: at(v, 8),
    emergency_contacts: contacts(v[9]),
  };
}

/** One positional row -> named fields, not yet checked. */
function named(value: unknown) {
  const row = list(value) ?? [];
  return {
    id: at(row, 0),
    status: at(row, 1),
    registration_date: at(row, 2),
    amount_paid: at(row, 3),
    parent_guardian_name: at(row, 4),
    waiver_agreed: at(row, 5),
    waiver_agreed_at: at(row, 6),
    media_consent_agreed: at(row, 7),
    media_consent_agreed_at: at(row, 8),
    program_id: at(row, 9),
    price_tier_id: at(row, 10),
    participant: participant(row[11]),
    volunteer: volunteer(row[12]),
    removed_participant_name: at(row, 13),
    refund: refund(row),
  };
}

/** Positions 14-17 (migration 20261125700000): requested, reason, refunded, refunded at; null when none. */
function refund(row: readonly unknown[]) {
  const requested = at(row, 14);
  const refunded = at(row, 16) ?? 0;
  if (requested === null && refunded === 0) return null;
  return { requested, reason: at(row, 15), refunded, refundedAt: at(row, 17) };
}

/** Programs or tiers by id, each object made once and shared by the rows that name it. */
function lookup(dict: z.infer<typeof dictionary>): Map<string, Named> {
  const out = new Map<string, Named>();
  for (const [id, [name, price, nameFr]] of Object.entries(dict))
    out.set(id, { id, name, name_fr: nameFr ?? null, price });
  return out;
}

/** The whole export answer -> registrations in the screen's shape, in its order (a malformed answer throws). */
export function fromExport(answer: unknown): AdminRegistration[] {
  if (answer === null || answer === undefined) return [];
  return registrationsFrom(payloadSchema.parse(answer));
}

/** An answer already checked with payloadSchema (or an extension of it) -> registrations, in its order. */
export function registrationsFrom(payload: z.infer<typeof payloadSchema>): AdminRegistration[] {
  const programs = lookup(payload.programs);
  const tiers = lookup(payload.tiers);
  const rows = rowsSchema.parse(payload.rows.map(named));
  return rows.map(({ program_id, price_tier_id, ...reg }) => ({
    ...reg,
    program: program_id ? (programs.get(program_id) ?? null) : null,
    price_tier: price_tier_id ? (tiers.get(price_tier_id) ?? null) : null,
  }));
}

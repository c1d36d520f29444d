import type { AdminRegistration, Contact, ParticipantPart, VolunteerPart } from './types';

// One row of admin_registrations_export() (migration 20261123110000): positional
// arrays, in the order below, turned back into the screen's nested shape so the
// table, Export Selected and Export All share one CSV builder.
type Cell = string | number | boolean | null;
type Tuple = readonly unknown[];

const CONTACT = ['name', 'relationship', 'relationship_other', 'phone', 'email', 'is_primary'] as const;
const GUARDIAN = ['first_name', 'last_name', 'email', 'phone'] as const;
const PARTICIPANT = [
  'id', 'first_name', 'last_name', 'email', 'date_of_birth', 'address', 'city', 'province', 'position',
  'visual_classification', 'visual_condition', 'visual_condition_other', 'needs_equipment', 'allergies',
  'medical_conditions',
] as const;
const VOLUNTEER = ['id', 'first_name', 'last_name', 'email', 'date_of_birth', 'address', 'city', 'phone', 'medical_conditions'] as const;
const NAMED = ['id', 'name', 'price'] as const;

function zip<K extends string>(keys: readonly K[], values: Tuple): Record<K, Cell> {
  const out = {} as Record<K, Cell>;
  for (let i = 0; i < keys.length; i++) out[keys[i]] = (values[i] ?? null) as Cell;
  return out;
}

const contacts = (list: unknown) => ((list as Tuple[] | null) ?? []).map((c) => zip(CONTACT, c) as unknown as Contact);

/** A positional export row -> the nested registration the screen's select returns. */
export function fromExportRow(row: Tuple): AdminRegistration {
  const [id, status, date, amountPaid, guardianName, waiver, waiverAt, media, mediaAt, program, tier, participant, volunteer] = row;
  const p = participant as Tuple | null;
  const v = volunteer as Tuple | null;
  return {
    id: id as string,
    status: status as string,
    registration_date: date as string,
    amount_paid: amountPaid as number,
    parent_guardian_name: (guardianName ?? null) as string | null,
    waiver_agreed: waiver as boolean,
    waiver_agreed_at: (waiverAt ?? null) as string | null,
    media_consent_agreed: media as boolean,
    media_consent_agreed_at: (mediaAt ?? null) as string | null,
    program: program ? (zip(NAMED, program as Tuple) as unknown as AdminRegistration['program']) : null,
    price_tier: tier ? (zip(NAMED, tier as Tuple) as unknown as AdminRegistration['price_tier']) : null,
    participant: p
      ? ({
          ...zip(PARTICIPANT, p),
          guardian: p[15] ? zip(GUARDIAN, p[15] as Tuple) : null,
          emergency_contacts: contacts(p[16]),
        } as unknown as ParticipantPart)
      : null,
    volunteer: v ? ({ ...zip(VOLUNTEER, v), emergency_contacts: contacts(v[9]) } as unknown as VolunteerPart) : null,
  };
}

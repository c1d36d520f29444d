import type { AdminRegistration, Contact, ParticipantPart, VolunteerPart } from './types';

// admin_registrations_export() (migration 20261123110000) answers with positional
// arrays, programs and tiers given once each; fromExport turns them back into the
// screen's nested shape so the table, Export Selected and Export All share one CSV
// builder. Objects are written as literals (one shape each): Export All maps 30,000 rows.
type Tuple = readonly unknown[];
type Named = { id: string; name: string; price: number };
type Dictionary = Record<string, readonly [string, number]>;

/** What admin_registrations_export() returns. */
export type ExportPayload = { programs: Dictionary; tiers: Dictionary; rows: Tuple[] };

const s = (v: unknown) => (v ?? null) as string | null;

function contacts(list: unknown): Contact[] {
  return ((list as Tuple[] | null) ?? []).map((c) => ({
    name: c[0] as string,
    relationship: c[1] as string,
    relationship_other: s(c[2]),
    phone: c[3] as string,
    email: s(c[4]),
    is_primary: c[5] as boolean,
  }));
}

function participant(p: Tuple): ParticipantPart {
  const g = p[15] as Tuple | null;
  return {
    id: p[0] as string,
    first_name: s(p[1]),
    last_name: s(p[2]),
    email: s(p[3]),
    date_of_birth: s(p[4]),
    address: s(p[5]),
    city: s(p[6]),
    province: s(p[7]),
    position: s(p[8]),
    visual_classification: s(p[9]),
    visual_condition: s(p[10]),
    visual_condition_other: s(p[11]),
    needs_equipment: p[12] as boolean,
    allergies: s(p[13]),
    medical_conditions: s(p[14]),
    guardian: g ? { first_name: s(g[0]), last_name: s(g[1]), email: s(g[2]), phone: s(g[3]) } : null,
    emergency_contacts: contacts(p[16]),
  };
}

function volunteer(v: Tuple): VolunteerPart {
  return {
    id: v[0] as string,
    first_name: s(v[1]),
    last_name: s(v[2]),
    email: s(v[3]),
    date_of_birth: s(v[4]),
    address: s(v[5]),
    city: s(v[6]),
    phone: s(v[7]),
    medical_conditions: s(v[8]),
    emergency_contacts: contacts(v[9]),
  };
}

/** Programs or tiers by id, each object made once and shared by the rows that name it. */
function lookup(dictionary: Dictionary | null | undefined): Map<string, Named> {
  const out = new Map<string, Named>();
  for (const [id, [name, price]] of Object.entries(dictionary ?? {})) out.set(id, { id, name, price });
  return out;
}

/** One positional row -> the nested registration the screen's select returns. */
export function fromExportRow(row: Tuple, programs: Map<string, Named>, tiers: Map<string, Named>): AdminRegistration {
  const p = row[11] as Tuple | null;
  const v = row[12] as Tuple | null;
  return {
    id: row[0] as string,
    status: row[1] as string,
    registration_date: row[2] as string,
    amount_paid: row[3] as number,
    parent_guardian_name: s(row[4]),
    waiver_agreed: row[5] as boolean,
    waiver_agreed_at: s(row[6]),
    media_consent_agreed: row[7] as boolean,
    media_consent_agreed_at: s(row[8]),
    program: row[9] ? (programs.get(row[9] as string) ?? null) : null,
    price_tier: row[10] ? (tiers.get(row[10] as string) ?? null) : null,
    participant: p ? participant(p) : null,
    volunteer: v ? volunteer(v) : null,
    removed_participant_name: s(row[13]),
  };
}

/** The whole export answer -> registrations in the screen's shape, in its order. */
export function fromExport(payload: ExportPayload | null): AdminRegistration[] {
  if (!payload) return [];
  const programs = lookup(payload.programs);
  const tiers = lookup(payload.tiers);
  return (payload.rows ?? []).map((row) => fromExportRow(row, programs, tiers));
}

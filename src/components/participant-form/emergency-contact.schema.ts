import { RELATIONSHIPS_COMPLETION } from '@domain/participant-rules';
import type { Tables } from '@/lib/database';
import {
  participantDefaults,
  toContactPayload,
  type ParticipantField,
  type ParticipantValues,
} from './participant-form.schema';
import { participantStepSchemas, type ParticipantWizardVariant } from './participant-steps.schema';

// Editing a person's emergency contacts (issue 21 point 3): one contact at a
// time with the completion wizard's Emergency step (same fields, checks and
// 'Please fill in the following fields' wording), and the list rules the
// database enforces (save_emergency_contacts): 1 to 3 contacts, exactly one
// primary, the primary removed only after another is made primary.

export const MAX_CONTACTS = 3;

/** A stored contact as the screens read it. */
export type ContactRow = Pick<
  Tables<'emergency_contacts'>,
  'id' | 'name' | 'relationship' | 'relationship_other' | 'phone' | 'email' | 'is_primary'
>;

/** One contact of the list sent to save_emergency_contacts: a stored one keeps its id. */
export type ContactListItem = Omit<ContactRow, 'id'> & { id?: string };

/** The completion wizard's Emergency step, alone; a volunteer's contact also needs its e-mail. */
export function contactVariant(emailRequired: boolean): ParticipantWizardVariant {
  const required: ParticipantField[] = ['ec_name', 'ec_relationship', 'ec_phone'];
  return {
    steps: ['emergency'],
    titles: 'participants:sections',
    required: emailRequired ? [...required, 'ec_email'] : required,
    blanks: 'list',
    contact: 'phone',
    genders: [],
    classifications: [],
    relationships: RELATIONSHIPS_COMPLETION,
    skatingLevels: [],
  };
}

/** The schema of one contact's form; `today` is the Toronto date ('YYYY-MM-DD'). */
export const contactSchema = (emailRequired: boolean, today: string) =>
  participantStepSchemas(contactVariant(emailRequired), today)[0];

/** Form values of a stored contact (or an empty form), in the wizard's field names. */
export function contactFormValues(row?: ContactRow): ParticipantValues {
  return {
    ...participantDefaults,
    ec_name: row?.name ?? '',
    ec_relationship: row?.relationship ?? '',
    ec_relationship_other: row?.relationship_other ?? '',
    ec_phone: row?.phone ?? '',
    ec_email: row?.email ?? '',
  };
}

const item = (c: ContactRow): ContactListItem => ({
  id: c.id,
  name: c.name,
  relationship: c.relationship,
  relationship_other: c.relationship_other,
  phone: c.phone,
  email: c.email,
  is_primary: c.is_primary,
});

/** The list after saving one contact's form: `id` replaces that contact, no id adds one (primary when it is the first). */
export function withContact(list: ContactRow[], values: ParticipantValues, id?: string): ContactListItem[] {
  const saved = toContactPayload(values);
  if (id) return list.map((c) => (c.id === id ? { ...saved, id, is_primary: c.is_primary } : item(c)));
  return [...list.map(item), { ...saved, is_primary: list.length === 0 }];
}

/** The list with `id` as its one primary contact. */
export const withPrimary = (list: ContactRow[], id: string): ContactListItem[] =>
  list.map((c) => ({ ...item(c), is_primary: c.id === id }));

/**
 * The list without `id`; null when that is the primary contact, which stays
 * until another is made primary (and the last contact always stays).
 */
export function withoutContact(list: ContactRow[], id: string): ContactListItem[] | null {
  const gone = list.find((c) => c.id === id);
  if (!gone || gone.is_primary) return null;
  return list.filter((c) => c.id !== id).map(item);
}

/** Primary first, then in the order they were added (the database's order). */
export const primaryFirst = <T extends ContactRow>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => Number(b.is_primary) - Number(a.is_primary));

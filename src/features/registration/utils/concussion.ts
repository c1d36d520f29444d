import { orgToday } from '@domain/dates';
import type { ConcussionConfirmation } from '@domain/registration-order';
import type { ConcussionStatus } from '@/lib/data/concussion';

/** The status as the data layer reads it (public.concussion_status): the registration uses the confirmations. */
export type { ConcussionStatus } from '@/lib/data/concussion';

/** The key of the volunteer's (or coach's) own confirmation among the participants' ids. */
export const SELF_KEY = 'self';

/** A person the registration must ask to confirm (missing or expired), with the ticks their confirmation needs. */
export type ConcussionNeed = {
  /** participant id, or SELF_KEY for the volunteer themself */
  key: string;
  name: string;
  /** Under 18 (or no birth date): the parent or guardian reviews the resources too. */
  minor: boolean;
  /** The Code of Conduct is acknowledged (athletes and coaches; optional for a volunteer). */
  codeRequired: boolean;
};

/** A confirmation made on Toronto day D is valid while today < valid_until (D + 12 months). */
export function isConfirmationValid(c: { valid_until: string } | null | undefined, today = orgToday(new Date())) {
  return Boolean(c && today < c.valid_until.slice(0, 10));
}

/**
 * Who must confirm before this registration (issue 24 point 5): the chosen
 * participants, or the volunteer themself, whose confirmation is missing or
 * expired. Unknown participants (status not read yet) are asked as minors.
 */
export function concussionNeeds(
  status: ConcussionStatus | undefined,
  input: { selected: string[]; isVolunteer: boolean; selfName: string; nameOf: (id: string) => string },
  today = orgToday(new Date()),
): ConcussionNeed[] {
  if (!status) return [];
  if (input.isVolunteer) {
    if (isConfirmationValid(status.self?.confirmation, today)) return [];
    return [
      { key: SELF_KEY, name: input.selfName, minor: false, codeRequired: status.self?.role_required === 'coach' },
    ];
  }
  return input.selected.flatMap((id) => {
    const row = status.participants.find((p) => p.participant_id === id);
    if (row && isConfirmationValid(row.confirmation, today)) return [];
    return [{ key: id, name: row?.name ?? input.nameOf(id), minor: row?.minor ?? true, codeRequired: true }];
  });
}

/** The valid confirmations of the chosen people, for the 'confirmed on ..., valid until ...' lines. */
export function validConfirmations(
  status: ConcussionStatus | undefined,
  input: { selected: string[]; isVolunteer: boolean; selfName: string },
  today = orgToday(new Date()),
): { key: string; name: string; confirmedAt: string; validUntil: string }[] {
  if (!status) return [];
  if (input.isVolunteer) {
    const c = status.self?.confirmation;
    return c && isConfirmationValid(c, today)
      ? [{ key: SELF_KEY, name: input.selfName, confirmedAt: c.confirmed_at, validUntil: c.valid_until }]
      : [];
  }
  return input.selected.flatMap((id) => {
    const row = status.participants.find((p) => p.participant_id === id);
    const c = row?.confirmation;
    return row && c && isConfirmationValid(c, today)
      ? [{ key: id, name: row.name, confirmedAt: c.confirmed_at, validUntil: c.valid_until }]
      : [];
  });
}

/** The ticks of one person in the form. */
export type ConcussionTicks = { reviewed: boolean; guardian: boolean; code: boolean };
export const NO_TICKS: ConcussionTicks = { reviewed: false, guardian: false, code: false };

/** Which ticks are missing for one person, in page order. */
export function missingTicks(need: ConcussionNeed, ticks: ConcussionTicks | undefined): (keyof ConcussionTicks)[] {
  const t = ticks ?? NO_TICKS;
  const out: (keyof ConcussionTicks)[] = [];
  if (!t.reviewed) out.push('reviewed');
  if (need.minor && !t.guardian) out.push('guardian');
  if (need.codeRequired && !t.code) out.push('code');
  return out;
}

/** The id of a tick's checkbox (the error summary links to it). */
export const concussionTickId = (key: string, tick: keyof ConcussionTicks) => `concussion-${key}-${tick}`;

/**
 * The confirmations to record with this registration (issue 38 point 2), for the people it asked: null when nobody.
 * Refused as `concussion_documents_missing` when the texts to confirm are not published. An athlete's confirmation
 * acknowledges the Code of Conduct; a volunteer's only when they ticked it (a volunteer registers only themself).
 */
export function concussionConfirmation(
  needs: ConcussionNeed[],
  ticks: Record<string, ConcussionTicks | undefined>,
  docs: { awareness: { id: string } | null; code_of_conduct: { id: string } | null } | undefined,
  language: 'en' | 'fr',
): ConcussionConfirmation | null {
  if (needs.length === 0) return null;
  const awareness = docs?.awareness;
  const code = docs?.code_of_conduct;
  if (!awareness || (!code && needs.some((n) => n.codeRequired)))
    throw Object.assign(new Error('Concussion texts not published'), { hint: 'concussion_documents_missing' });
  const athletes = needs.filter((n) => n.key !== SELF_KEY);
  const self = needs.length > athletes.length;
  return {
    awareness_document_id: awareness.id,
    code_of_conduct_document_id: code && (athletes.length > 0 || ticks[SELF_KEY]?.code) ? code.id : null,
    language,
    self,
    participants: athletes.map((n) => ({ participant_id: n.key, guardian_reviewed: n.minor })),
  };
}

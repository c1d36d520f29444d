import { z } from 'zod';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { ORG_TIME_ZONE } from '@domain/dates';

// /admin/events (issue 11): our design, the spec does not show it. Messages are
// i18n keys of the adminEvents namespace. Times are entered in the
// organisation's time zone (ARCHITECTURE section 9).
const V = 'adminEvents:validation.';

export const EVENT_TYPES = ['practice', 'game', 'tournament', 'clinic', 'other'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const EVENT_NAME_MAX = 120;

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** '2026-11-25T19:00' (Toronto wall time) -> ISO instant. */
export function localToIso(local: string): string {
  const [d, t] = local.split('T');
  const [y, m, day] = d.split('-').map(Number);
  const [h, min] = t.split(':').map(Number);
  return new Date(new TZDate(y, m - 1, day, h, min, ORG_TIME_ZONE).getTime()).toISOString();
}

/** ISO instant -> '2026-11-25T19:00' in Toronto (for a datetime-local input). */
export function isoToLocal(iso: string): string {
  return format(new TZDate(new Date(iso).getTime(), ORG_TIME_ZONE), "yyyy-MM-dd'T'HH:mm");
}

export const eventFormSchema = z
  .object({
    name: z.string().trim().min(1, `${V}nameRequired`).max(EVENT_NAME_MAX, `${V}nameTooLong`),
    /** French left empty: families see the English (decision 0044). */
    nameFr: z.string().trim().max(EVENT_NAME_MAX, `${V}nameFrTooLong`),
    programId: z.string(),
    eventType: z.enum(EVENT_TYPES, { message: `${V}typeRequired` }),
    startsAt: z.string().regex(LOCAL_DATE_TIME, `${V}startRequired`),
    endsAt: z.string().refine((v) => v === '' || LOCAL_DATE_TIME.test(v), `${V}endInvalid`),
    location: z.string(),
    description: z.string(),
    descriptionFr: z.string(),
    capacity: z
      .string()
      .refine((v) => v.trim() === '' || (/^\d+$/.test(v.trim()) && Number(v) >= 1), `${V}capacityMin`),
  })
  .refine((v) => v.endsAt === '' || !LOCAL_DATE_TIME.test(v.startsAt) || v.endsAt >= v.startsAt, {
    path: ['endsAt'],
    message: `${V}endBeforeStart`,
  });

export type EventFormValues = z.infer<typeof eventFormSchema>;

export const emptyEvent: EventFormValues = {
  name: '',
  nameFr: '',
  programId: '',
  eventType: 'practice',
  startsAt: '',
  endsAt: '',
  location: '',
  description: '',
  descriptionFr: '',
  capacity: '',
};

export type EventRow = {
  name: string;
  name_fr: string | null;
  program_id: string | null;
  event_type: EventType;
  starts_at: string;
  ends_at: string | null;
  location: string | null;
  description: string | null;
  description_fr: string | null;
  capacity: number | null;
};

const blank = (v: string) => (v.trim() === '' ? null : v.trim());

/** Form values -> the events row to write (a French left empty is null: French missing). */
export function toEventRow(v: EventFormValues): EventRow {
  return {
    name: v.name.trim(),
    name_fr: blank(v.nameFr),
    program_id: v.programId || null,
    event_type: v.eventType,
    starts_at: localToIso(v.startsAt),
    ends_at: v.endsAt ? localToIso(v.endsAt) : null,
    location: blank(v.location),
    description: blank(v.description),
    description_fr: blank(v.descriptionFr),
    capacity: v.capacity.trim() ? Number(v.capacity) : null,
  };
}

/** An events row -> form values (editing). */
export function toEventForm(r: EventRow): EventFormValues {
  return {
    name: r.name,
    nameFr: r.name_fr ?? '',
    programId: r.program_id ?? '',
    eventType: r.event_type,
    startsAt: isoToLocal(r.starts_at),
    endsAt: r.ends_at ? isoToLocal(r.ends_at) : '',
    location: r.location ?? '',
    description: r.description ?? '',
    descriptionFr: r.description_fr ?? '',
    capacity: r.capacity === null ? '' : String(r.capacity),
  };
}

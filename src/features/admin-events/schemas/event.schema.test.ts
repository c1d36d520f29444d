import { describe, expect, it } from 'vitest';
import {
  emptyEvent,
  eventFormSchema,
  isoToLocal,
  localToIso,
  toEventForm,
  toEventRow,
  type EventFormValues,
} from './event.schema';

const V = 'adminEvents:validation.';
const valid: EventFormValues = {
  ...emptyEvent,
  name: 'Practice',
  startsAt: '2026-12-01T19:00',
  endsAt: '2026-12-01T20:30',
};
const firstError = (v: Partial<EventFormValues>) => {
  const r = eventFormSchema.safeParse({ ...valid, ...v });
  return r.success ? null : { path: r.error.issues[0].path.join('.'), message: r.error.issues[0].message };
};

describe('eventFormSchema', () => {
  it('accepts a complete event', () => {
    expect(firstError({})).toBeNull();
    expect(firstError({ endsAt: '', capacity: '40', programId: 'x' })).toBeNull();
  });

  it('leaves the French optional', () => {
    expect(firstError({ nameFr: '', descriptionFr: '' })).toBeNull();
    expect(firstError({ nameFr: 'Pratique', descriptionFr: 'Sur glace' })).toBeNull();
  });

  it.each([
    [{ name: '   ' }, 'name', 'nameRequired'],
    [{ name: 'x'.repeat(121) }, 'name', 'nameTooLong'],
    [{ startsAt: '' }, 'startsAt', 'startRequired'],
    [{ endsAt: 'soon' }, 'endsAt', 'endInvalid'],
    [{ endsAt: '2026-12-01T18:59' }, 'endsAt', 'endBeforeStart'],
    [{ capacity: '0' }, 'capacity', 'capacityMin'],
    [{ capacity: '2.5' }, 'capacity', 'capacityMin'],
    [{ eventType: 'party' as never }, 'eventType', 'typeRequired'],
    [{ nameFr: 'x'.repeat(121) }, 'nameFr', 'nameFrTooLong'],
  ])('%j is refused on %s with %s', (change, path, key) => {
    expect(firstError(change)).toEqual({ path, message: `${V}${key}` });
  });
});

describe('Toronto wall time', () => {
  it.each([
    ['2026-12-01T19:00', '2026-12-02T00:00:00.000Z'], // EST, UTC-5
    ['2026-07-01T19:00', '2026-07-01T23:00:00.000Z'], // EDT, UTC-4
  ])('%s is %s', (local, iso) => {
    expect(localToIso(local)).toBe(iso);
    expect(isoToLocal(iso)).toBe(local);
  });

  it('round-trips a row through the form', () => {
    const row = toEventRow({ ...valid, capacity: ' 12 ', location: ' Ottawa ', description: '' });
    expect(row).toMatchObject({
      name: 'Practice',
      program_id: null,
      capacity: 12,
      location: 'Ottawa',
      description: null,
    });
    expect(toEventForm(row)).toEqual({ ...valid, capacity: '12', location: 'Ottawa' });
  });

  it('writes the French beside the English, and a French left empty as null', () => {
    const row = toEventRow({ ...valid, nameFr: ' Pratique ', descriptionFr: '  ' });
    expect(row).toMatchObject({ name: 'Practice', name_fr: 'Pratique', description_fr: null });
    expect(toEventForm(row)).toMatchObject({ nameFr: 'Pratique', descriptionFr: '' });
  });
});

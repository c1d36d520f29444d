import { describe, expect, it } from 'vitest';
import { filtersSchema } from './filters.schema';

const E = 'accessLog:filters.errors.';
const issues = (v: Record<string, string>) => {
  const r = filtersSchema.safeParse({ participant: '', actor: '', from: '', to: '', ...v });
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('filtersSchema (/admin/access-log filters)', () => {
  it('takes every filter blank, and trims what is typed', () => {
    expect(filtersSchema.parse({ participant: '  Ana ', actor: ' coach@x.org ', from: '', to: '' })).toEqual({
      participant: 'Ana',
      actor: 'coach@x.org',
      from: '',
      to: '',
    });
  });

  it('takes one day, or a range whose last day is the same as or after the first', () => {
    expect(issues({ from: '2026-11-01' })).toEqual([]);
    expect(issues({ to: '2026-11-01' })).toEqual([]);
    expect(issues({ from: '2026-11-01', to: '2026-11-01' })).toEqual([]);
    expect(issues({ from: '2026-11-01', to: '2026-11-30' })).toEqual([]);
  });

  it('refuses a last day before the first, on the last day', () => {
    expect(issues({ from: '2026-11-02', to: '2026-11-01' })).toEqual([['to', `${E}toBeforeFrom`]]);
  });

  it('refuses days that are not dates', () => {
    expect(issues({ from: '2026-02-30' })).toEqual([['from', `${E}fromInvalid`]]);
    expect(issues({ to: 'yesterday' })).toEqual([['to', `${E}toInvalid`]]);
  });

  it('refuses a text over 200 characters', () => {
    expect(issues({ participant: 'a'.repeat(201) })).toEqual([['participant', `${E}tooLong`]]);
    expect(issues({ actor: 'a'.repeat(200) })).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { programAction } from './program-action';

describe('programAction (spec 1 /programs)', () => {
  it.each([
    ['signed out', { is_active: true, end_date: '2026-12-01' }, false, 'login'],
    ['signed out, ended: never offers to register', { is_active: true, end_date: '2026-01-01' }, false, 'ended'],
    ['signed out, ended yesterday', { is_active: true, end_date: '2026-11-21' }, false, 'ended'],
    ['signed out, inactive', { is_active: false, end_date: '2026-12-01' }, false, 'login'],
    ['active, ends later', { is_active: true, end_date: '2026-12-01' }, true, 'register'],
    ['active, ends today', { is_active: true, end_date: '2026-11-22' }, true, 'register'],
    ['active, ended yesterday', { is_active: true, end_date: '2026-11-21' }, true, 'ended'],
    ['inactive, not ended', { is_active: false, end_date: '2026-12-01' }, true, 'closed'],
    ['full', { is_active: true, end_date: '2026-12-01', is_full: true }, true, 'full'],
    ['full, signed out', { is_active: true, end_date: '2026-12-01', is_full: true }, false, 'full'],
    ['not full', { is_active: true, end_date: '2026-12-01', is_full: false }, true, 'register'],
    ['full but ended', { is_active: true, end_date: '2026-01-01', is_full: true }, true, 'ended'],
    ['full but closed', { is_active: false, end_date: '2026-12-01', is_full: true }, true, 'closed'],
  ])('%s', (_n, program, signedIn, expected) => expect(programAction(program, signedIn, '2026-11-22')).toBe(expected));

  it('lets a volunteer register for a full program (they take no place)', () => {
    expect(programAction({ is_active: true, end_date: '2026-12-01', is_full: true }, true, '2026-11-22', true)).toBe(
      'register',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { confirmationState } from './concussion-rules';

describe('confirmationState (Toronto day rules, contract)', () => {
  const today = '2026-11-26';
  it('is missing without a confirmation', () => expect(confirmationState(null, today)).toBe('missing'));
  it('is expired from valid_until on (valid while today < valid_until)', () => {
    expect(confirmationState('2026-11-26', today)).toBe('expired');
    expect(confirmationState('2026-01-01', today)).toBe('expired');
  });
  it('is due when 30 days or fewer are left, valid beyond', () => {
    expect(confirmationState('2026-11-27', today)).toBe('due');
    expect(confirmationState('2026-12-26', today)).toBe('due');
    expect(confirmationState('2026-12-27', today)).toBe('valid');
    expect(confirmationState('2027-11-26', today)).toBe('valid');
  });
});

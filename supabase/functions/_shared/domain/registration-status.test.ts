import { describe, expect, it } from 'vitest';
import { isActiveRegistration, registrationStatusTone } from './registration-status.ts';

describe('registration status', () => {
  it.each([
    ['pending', true],
    ['approved', true],
    ['draft', false],
    ['rejected', false],
    ['cancelled', false],
    ['refunded', false],
  ])('%s holds a place: %s', (status, active) => expect(isActiveRegistration(status)).toBe(active));

  it.each([
    ['pending', 'warning'],
    ['approved', 'success'],
    ['rejected', 'danger'],
    ['cancelled', 'neutral'],
    ['refunded', 'info'],
    ['draft', 'accent'],
    ['something_new', 'neutral'],
  ])('%s is shown %s', (status, tone) => expect(registrationStatusTone(status)).toBe(tone));
});

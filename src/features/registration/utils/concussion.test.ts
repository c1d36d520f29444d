import { describe, expect, it } from 'vitest';
import {
  concussionNeeds,
  isConfirmationValid,
  missingTicks,
  validConfirmations,
  type ConcussionStatus,
} from './concussion';

const TODAY = '2026-11-26';
const conf = (valid_until: string) => ({
  id: `c-${valid_until}`,
  confirmed_at: '2025-11-26T15:00:00Z',
  valid_until,
  guardian_confirmed: true,
});
const status: ConcussionStatus = {
  self: null,
  participants: [
    { participant_id: 'kid', name: 'Kim Kid', minor: true, confirmation: conf('2026-11-26') },
    { participant_id: 'adult', name: 'Ada Adult', minor: false, confirmation: null },
    { participant_id: 'ok', name: 'Oli Ok', minor: false, confirmation: conf('2027-01-10') },
  ],
};
const input = (selected: string[]) => ({ selected, isVolunteer: false, selfName: '', nameOf: (id: string) => id });

describe('yearly concussion confirmation (issue 24 point 5, Toronto days)', () => {
  it('is valid while Toronto today is before valid_until', () => {
    expect(isConfirmationValid({ valid_until: '2026-11-27' }, TODAY)).toBe(true);
    expect(isConfirmationValid({ valid_until: '2026-11-26' }, TODAY)).toBe(false);
    expect(isConfirmationValid(null, TODAY)).toBe(false);
  });

  it('asks only the chosen participants whose confirmation is missing or expired', () => {
    expect(concussionNeeds(status, input(['kid', 'adult', 'ok']), TODAY)).toEqual([
      { key: 'kid', name: 'Kim Kid', minor: true, codeRequired: true },
      { key: 'adult', name: 'Ada Adult', minor: false, codeRequired: true },
    ]);
    expect(concussionNeeds(status, input(['ok']), TODAY)).toEqual([]);
    expect(concussionNeeds(undefined, input(['kid']), TODAY)).toEqual([]);
    expect(validConfirmations(status, input(['kid', 'ok']), TODAY)).toEqual([
      { key: 'ok', name: 'Oli Ok', confirmedAt: '2025-11-26T15:00:00Z', validUntil: '2027-01-10' },
    ]);
  });

  it('asks a volunteer for their own confirmation; the Code of Conduct only of a coach', () => {
    const vol = { selected: [], isVolunteer: true, selfName: 'Val Oh', nameOf: () => '' };
    expect(
      concussionNeeds({ self: { role_required: 'volunteer', confirmation: null }, participants: [] }, vol, TODAY),
    ).toEqual([{ key: 'self', name: 'Val Oh', minor: false, codeRequired: false }]);
    expect(
      concussionNeeds({ self: { role_required: 'coach', confirmation: null }, participants: [] }, vol, TODAY)[0]
        .codeRequired,
    ).toBe(true);
    const valid = { id: 'x', confirmed_at: '2026-01-01T12:00:00Z', valid_until: '2027-01-01', code_of_conduct: false };
    expect(
      concussionNeeds({ self: { role_required: 'volunteer', confirmation: valid }, participants: [] }, vol, TODAY),
    ).toEqual([]);
  });

  it('names the missing ticks: the guardian only for a minor, the Code only when required', () => {
    const minor = { key: 'k', name: 'K', minor: true, codeRequired: true };
    expect(missingTicks(minor, undefined)).toEqual(['reviewed', 'guardian', 'code']);
    expect(missingTicks({ ...minor, minor: false, codeRequired: false }, undefined)).toEqual(['reviewed']);
    expect(missingTicks(minor, { reviewed: true, guardian: true, code: true })).toEqual([]);
  });
});

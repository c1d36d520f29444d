import { describe, expect, it } from 'vitest';
import {
  concussionConfirmation,
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
// No removal from sport and no clearance: what the registration does not read.
const NONE = { removal: null, clearances: [] };
const status: ConcussionStatus = {
  self: null,
  participants: [
    { participant_id: 'kid', name: 'Kim Kid', minor: true, confirmation: conf('2026-11-26'), ...NONE },
    { participant_id: 'adult', name: 'Ada Adult', minor: false, confirmation: null, ...NONE },
    { participant_id: 'ok', name: 'Oli Ok', minor: false, confirmation: conf('2027-01-10'), ...NONE },
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

  it.each([
    [
      'a minor and an adult: the Code, and the guardian review for the minor only',
      [
        { key: 'k', name: 'K', minor: true, codeRequired: true },
        { key: 'a', name: 'A', minor: false, codeRequired: true },
      ],
      {},
      {
        self: false,
        code_of_conduct_document_id: 'code',
        participants: [
          { participant_id: 'k', guardian_reviewed: true },
          { participant_id: 'a', guardian_reviewed: false },
        ],
      },
    ],
    [
      'a volunteer who left the Code unticked',
      [{ key: 'self', name: 'V', minor: false, codeRequired: false }],
      { self: { reviewed: true, guardian: false, code: false } },
      { self: true, code_of_conduct_document_id: null, participants: [] },
    ],
    [
      'a volunteer who ticked the Code',
      [{ key: 'self', name: 'V', minor: false, codeRequired: false }],
      { self: { reviewed: true, guardian: false, code: true } },
      { self: true, code_of_conduct_document_id: 'code', participants: [] },
    ],
  ])('records in one call %s', (_name, needs, ticks, expected) => {
    const docs = { awareness: { id: 'aw' }, code_of_conduct: { id: 'code' } };
    expect(concussionConfirmation(needs, ticks, docs, 'fr')).toEqual({
      awareness_document_id: 'aw',
      language: 'fr',
      ...expected,
    });
  });

  it('records nothing when nobody was asked, and is refused when the texts are not published', () => {
    const docs = { awareness: { id: 'aw' }, code_of_conduct: null };
    expect(concussionConfirmation([], {}, docs, 'en')).toBeNull();
    const athlete = [{ key: 'k', name: 'K', minor: true, codeRequired: true }];
    expect(() => concussionConfirmation(athlete, {}, docs, 'en')).toThrow(
      expect.objectContaining({ hint: 'concussion_documents_missing' }),
    );
    expect(() => concussionConfirmation(athlete, {}, undefined, 'en')).toThrow();
  });
});

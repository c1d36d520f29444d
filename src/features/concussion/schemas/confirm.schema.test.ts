import { describe, expect, it } from 'vitest';
import { participantsConfirmSchema, selfConfirmSchema } from './confirm.schema';

const E = 'concussion:errors.';
const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

// 'ava' is under 18, 'ben' is not.
describe('participantsConfirmSchema', () => {
  const schema = participantsConfirmSchema(new Set(['ava']));
  it.each([
    ['an adult, reviewed', ['ben'], true, false, []],
    ['a minor, reviewed, with the guardian', ['ava'], true, true, []],
    ['nobody chosen', [], true, false, [`${E}noneChosen`]],
    ['not reviewed', ['ben'], false, false, [`${E}reviewedRequired`]],
    ['a minor without the guardian', ['ben', 'ava'], true, false, [`${E}guardianRequired`]],
    ['a minor, nothing ticked', ['ava'], false, false, [`${E}reviewedRequired`, `${E}guardianRequired`]],
    ['nothing at all', [], false, false, [`${E}noneChosen`, `${E}reviewedRequired`]],
  ])('%s', (_, participantIds, reviewed, guardian, expected) => {
    expect(messages(schema.safeParse({ participantIds, reviewed, guardian }))).toEqual(expected);
  });
});

describe('selfConfirmSchema', () => {
  it.each([
    ['a coach, both ticked', true, true, true, []],
    ['a coach without the Code', true, true, false, [`${E}codeRequired`]],
    ['a coach, nothing ticked', true, false, false, [`${E}selfReviewedRequired`, `${E}codeRequired`]],
    ['a volunteer without the Code (optional)', false, true, false, []],
    ['a volunteer, not reviewed', false, false, true, [`${E}selfReviewedRequired`]],
  ])('%s', (_, codeRequired, reviewed, code, expected) => {
    expect(messages(selfConfirmSchema(codeRequired).safeParse({ reviewed, code }))).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { aidRequestSchema } from './request.schema';

const schema = aidRequestSchema((id) => (id === 'p1' ? 20000 : null));
const base = { programId: 'p1', participantIds: ['a'], canPay: '50', note: '' };
const messages = (input: typeof base) => {
  const r = schema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message.split('.').at(-1)}`);
};

describe('aidRequestSchema', () => {
  it('gives the amount in cents and the trimmed note', () => {
    expect(schema.parse({ ...base, canPay: '45,50', note: '  Two children  ' })).toEqual({
      programId: 'p1',
      participantIds: ['a'],
      canPayCents: 4550,
      note: 'Two children',
    });
  });

  it.each([
    ['0', []],
    ['199.99', []],
    ['', ['canPay:canPayRequired']],
    ['abc', ['canPay:canPayInvalid']],
    ['-5', ['canPay:canPayInvalid']],
    ['1.234', ['canPay:canPayInvalid']],
    ['200', ['canPay:canPayTooMuch']],
    ['250.00', ['canPay:canPayTooMuch']],
  ])('what the family can pay %j', (canPay, expected) => {
    expect(messages({ ...base, canPay })).toEqual(expected);
  });

  it('needs a program and one to ten participants', () => {
    expect(messages({ ...base, programId: '' })).toEqual(['programId:programRequired']);
    expect(messages({ ...base, participantIds: [] })).toEqual(['participantIds:participantsRequired']);
    const eleven = Array.from({ length: 11 }, (_, i) => `c${i}`);
    expect(messages({ ...base, participantIds: eleven })).toEqual(['participantIds:participantsTooMany']);
    expect(messages({ ...base, participantIds: eleven.slice(0, 10) })).toEqual([]);
  });

  it('limits the note to 1000 characters', () => {
    expect(messages({ ...base, note: 'x'.repeat(1000) })).toEqual([]);
    expect(messages({ ...base, note: 'x'.repeat(1001) })).toEqual(['note:noteTooLong']);
  });
});

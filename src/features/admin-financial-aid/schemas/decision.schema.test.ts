import { describe, expect, it } from 'vitest';
import { decisionSchema } from './decision.schema';

const issues = (approve: boolean, price: string, note = '') => {
  const r = decisionSchema(approve, 20000).safeParse({ price, note });
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message.split('.').at(-1)}`);
};

describe('decisionSchema', () => {
  it.each([
    ['0', []],
    ['0.00', []],
    ['75,50', []],
    ['200', []],
    ['200.01', ['price:priceTooHigh']],
    ['', ['price:priceRequired']],
    ['free', ['price:priceInvalid']],
    ['-1', ['price:priceInvalid']],
  ])('approving at %j', (price, expected) => {
    expect(issues(true, price)).toEqual(expected);
  });

  it('gives the price in cents when approving and none when rejecting', () => {
    expect(decisionSchema(true, 20000).parse({ price: '75,50', note: ' ok ' })).toEqual({
      priceCents: 7550,
      note: 'ok',
    });
    expect(decisionSchema(false, 20000).parse({ price: '', note: '' })).toEqual({ priceCents: null, note: '' });
    expect(issues(false, 'anything')).toEqual([]);
  });

  it('limits the note to 1000 characters', () => {
    expect(issues(false, '', 'x'.repeat(1000))).toEqual([]);
    expect(issues(false, '', 'x'.repeat(1001))).toEqual(['note:noteTooLong']);
  });
});

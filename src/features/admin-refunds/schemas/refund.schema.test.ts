import { describe, expect, it } from 'vitest';
import { refundSchema } from './refund.schema';

const parse = (amount: string, note = '', left = 12000) => refundSchema(left).safeParse({ amount, note });
const messages = (r: ReturnType<typeof parse>) => (r.success ? [] : r.error.issues.map((i) => i.message));

describe('refundSchema', () => {
  it('gives cents for dollars typed with a point or a comma', () => {
    expect(parse('120').data).toEqual({ amount: 12000, note: '' });
    expect(parse('45.5').data).toEqual({ amount: 4550, note: '' });
    expect(parse(' 45,50 ', '  Fee kept  ').data).toEqual({ amount: 4550, note: 'Fee kept' });
  });

  it('refuses a blank, zero, negative or malformed amount', () => {
    expect(messages(parse(''))).toEqual(['adminRefunds:dialog.errors.amountRequired']);
    for (const bad of ['0', '-5', 'abc', '1.234', '1e3'])
      expect(messages(parse(bad))).toEqual(['adminRefunds:dialog.errors.amountInvalid']);
  });

  it('refuses more than what is left unrefunded', () => {
    expect(messages(parse('120.01'))).toEqual(['adminRefunds:dialog.errors.amountTooLarge']);
    expect(parse('70', '', 7000).success).toBe(true);
    expect(messages(parse('70.01', '', 7000))).toEqual(['adminRefunds:dialog.errors.amountTooLarge']);
  });

  it('limits the note to 500 characters', () => {
    expect(parse('1', 'x'.repeat(500)).success).toBe(true);
    expect(messages(parse('1', 'x'.repeat(501)))).toEqual(['adminRefunds:dialog.errors.noteTooLong']);
  });

  it('requires a note for a refund made outside the site (how and when), and only then', () => {
    const outside = (note: string) => refundSchema(12000, { noteRequired: true }).safeParse({ amount: '10', note });
    expect(messages(outside('   '))).toEqual(['adminRefunds:dialog.errors.noteRequired']);
    expect(outside(' Cheque 123, March 3 ').data).toEqual({ amount: 1000, note: 'Cheque 123, March 3' });
    expect(messages(outside('x'.repeat(501)))).toEqual(['adminRefunds:dialog.errors.noteTooLong']);
    expect(parse('10', '').success).toBe(true);
  });
});

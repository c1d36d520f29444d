// The database's copy of the price rule runs the same table of cases as the
// TypeScript one (supabase/functions/_shared/domain/price-rule.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import cases from '../../supabase/functions/_shared/domain/price-rule.cases.json';
import { startTestStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ seed: false });
});
afterAll(async () => {
  await stack?.stop();
});

describe('private.registration_price: volunteer free, else code beats tier beats program', () => {
  it.each(cases)('$name', async ({ programPrice, tierPrice, codePrice, isVolunteer, expected }) => {
    const [row] = await stack.sql<{ price: number }>(
      'select private.registration_price($1::integer, $2::integer, $3::integer, $4::boolean) as price',
      [programPrice, tierPrice, codePrice, isVolunteer],
    );
    expect(row.price).toBe(expected);
  });
});

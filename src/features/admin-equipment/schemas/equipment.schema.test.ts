import { describe, expect, it } from 'vitest';
import {
  availableQuantity,
  emptyItem,
  itemFormSchema,
  loanFormSchema,
  toItemForm,
  toItemRow,
} from './equipment.schema';

const V = 'adminEquipment:validation.';
const issue = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? null : { path: r.error!.issues[0].path.join('.'), message: r.error!.issues[0].message };

describe('itemFormSchema', () => {
  const valid = { ...emptyItem, itemName: 'Helmet', quantity: '3' };
  it('accepts an item, zero quantity included', () => {
    expect(issue(itemFormSchema.safeParse(valid))).toBeNull();
    expect(issue(itemFormSchema.safeParse({ ...valid, quantity: '0', condition: '' }))).toBeNull();
  });
  it.each([
    [{ itemName: ' ' }, 'itemName', 'nameRequired'],
    [{ itemName: 'x'.repeat(121) }, 'itemName', 'nameTooLong'],
    [{ quantity: '-1' }, 'quantity', 'quantityMin'],
    [{ quantity: '1.5' }, 'quantity', 'quantityMin'],
    [{ quantity: '' }, 'quantity', 'quantityMin'],
  ])('%j is refused on %s', (change, path, key) => {
    expect(issue(itemFormSchema.safeParse({ ...valid, ...change }))).toEqual({ path, message: `${V}${key}` });
  });
  it('round-trips a row', () => {
    const row = toItemRow({ ...valid, size: ' M ', notes: '' });
    expect(row).toEqual({
      item_name: 'Helmet',
      category: null,
      size: 'M',
      quantity: 3,
      condition: 'good',
      notes: null,
    });
    expect(toItemForm(row)).toEqual({ ...valid, size: 'M' });
  });
});

describe('loanFormSchema', () => {
  const schema = loanFormSchema((id) => (id === 'two-left' ? 2 : 0));
  it.each([
    [{ equipmentId: 'two-left', quantity: '2' }, null],
    [
      { equipmentId: 'two-left', quantity: '3' },
      { path: 'quantity', message: `${V}notEnough` },
    ],
    [
      { equipmentId: 'none-left', quantity: '1' },
      { path: 'quantity', message: `${V}notEnough` },
    ],
    [
      { equipmentId: '', quantity: '1' },
      { path: 'equipmentId', message: `${V}itemRequired` },
    ],
    [
      { equipmentId: 'two-left', quantity: '0' },
      { path: 'quantity', message: `${V}loanQuantityMin` },
    ],
  ])('%j -> %j', (values, expected) => {
    expect(issue(schema.safeParse({ notes: '', ...values }))).toEqual(expected);
  });
});

describe('availableQuantity', () => {
  it.each([
    [5, [], 5],
    [5, [{ quantity: 2 }, { quantity: 1 }], 2],
    [2, [{ quantity: 2 }], 0],
    [1, [{ quantity: 2 }], 0],
  ])('%i held with loans %j leaves %i', (held, loans, left) => {
    expect(availableQuantity(held, loans)).toBe(left);
  });
});

import { z } from 'zod';

// /admin/equipment (issue 11): our design. Messages are i18n keys of the
// adminEquipment namespace. The database enforces the same limits (quantity
// >= 0, loan quantity >= 1 and within what is available).
const V = 'adminEquipment:validation.';

export const CONDITIONS = ['new', 'good', 'fair', 'poor', 'retired'] as const;
export type Condition = (typeof CONDITIONS)[number];

const wholeNumber = (min: number) => (v: string) => /^\d+$/.test(v.trim()) && Number(v) >= min;

export const itemFormSchema = z.object({
  itemName: z.string().trim().min(1, `${V}nameRequired`).max(120, `${V}nameTooLong`),
  category: z.string(),
  size: z.string(),
  quantity: z.string().refine(wholeNumber(0), `${V}quantityMin`),
  condition: z.union([z.enum(CONDITIONS), z.literal('')]),
  notes: z.string(),
});
export type ItemFormValues = z.infer<typeof itemFormSchema>;
export const emptyItem: ItemFormValues = {
  itemName: '',
  category: '',
  size: '',
  quantity: '1',
  condition: 'good',
  notes: '',
};

export type ItemRow = {
  item_name: string;
  category: string | null;
  size: string | null;
  quantity: number;
  condition: Condition | null;
  notes: string | null;
};

const blank = (v: string) => (v.trim() === '' ? null : v.trim());

export function toItemRow(v: ItemFormValues): ItemRow {
  return {
    item_name: v.itemName.trim(),
    category: blank(v.category),
    size: blank(v.size),
    quantity: Number(v.quantity),
    condition: v.condition || null,
    notes: blank(v.notes),
  };
}

export function toItemForm(r: ItemRow): ItemFormValues {
  return {
    itemName: r.item_name,
    category: r.category ?? '',
    size: r.size ?? '',
    quantity: String(r.quantity),
    condition: r.condition ?? '',
    notes: r.notes ?? '',
  };
}

/** A loan form; `available` is how many of the chosen item are on the shelf. */
export function loanFormSchema(availableOf: (equipmentId: string) => number) {
  return z
    .object({
      equipmentId: z.string().min(1, `${V}itemRequired`),
      quantity: z.string().refine(wholeNumber(1), `${V}loanQuantityMin`),
      notes: z.string(),
    })
    .refine((v) => !v.equipmentId || !wholeNumber(1)(v.quantity) || Number(v.quantity) <= availableOf(v.equipmentId), {
      path: ['quantity'],
      message: `${V}notEnough`,
    });
}
export type LoanFormValues = { equipmentId: string; quantity: string; notes: string };

/** Items on the shelf: quantity minus the open loans. */
export function availableQuantity(quantity: number, openLoans: ReadonlyArray<{ quantity: number }>): number {
  return Math.max(0, quantity - openLoans.reduce((sum, l) => sum + l.quantity, 0));
}

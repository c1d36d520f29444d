import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { Tables } from '@/lib/database';
import type { ServerErrorOptions } from '@/lib/server-errors';
import { readAll } from '@/lib/read-all';
import { supabase } from '@/lib/supabase';
import { CONDITIONS, type ItemRow } from '../schemas/equipment.schema';
import { adminEquipmentKeys } from './keys';

type Person = Pick<Tables<'participants'>, 'id' | 'first_name' | 'last_name'>;
export type OpenLoan = Pick<Tables<'equipment_loans'>, 'id' | 'quantity' | 'loaned_at' | 'notes'> & {
  participant: Person | null;
};
export type EquipmentItem = ItemRow & Pick<Tables<'equipment_inventory'>, 'id'> & { loans: OpenLoan[] };
export type NeedsEquipment = Person &
  Pick<Tables<'participants'>, 'city'> & {
    loans: (Pick<Tables<'equipment_loans'>, 'id' | 'quantity'> & {
      item: Pick<Tables<'equipment_inventory'>, 'item_name' | 'size'> | null;
    })[];
  };
export type EquipmentData = Awaited<ReturnType<typeof fetchEquipmentData>>;

// equipment_inventory.condition is text checked against these values (migration 20261122030400).
const condition = z.enum(CONDITIONS).nullable();

/**
 * The inventory with its open loans, and the participants who need equipment with what they already hold: two
 * reads sent together, each in pages of MAX_ROWS (PostgREST cuts an answer there; issue 23 expects 120,000
 * participants).
 */
export async function fetchEquipmentData(): Promise<{ items: EquipmentItem[]; needing: NeedsEquipment[] }> {
  const [items, needing] = await Promise.all([
    readAll((from, to) =>
      supabase
        .from('equipment_inventory')
        .select(
          'id, item_name, category, size, quantity, condition, notes, loans:equipment_loans(id, quantity, loaned_at, notes, participant:participants(id, first_name, last_name))',
        )
        .is('loans.returned_at', null)
        .order('item_name')
        .order('size')
        .order('id')
        .range(from, to),
    ),
    readAll((from, to) =>
      supabase
        .from('participants')
        .select(
          'id, first_name, last_name, city, loans:equipment_loans(id, quantity, item:equipment_inventory(item_name, size))',
        )
        .eq('needs_equipment', true)
        .is('loans.returned_at', null)
        .order('last_name')
        .order('first_name')
        .order('id')
        .range(from, to),
    ),
  ]);
  return {
    items: items.map((i) => ({ ...i, condition: condition.parse(i.condition) })),
    needing,
  };
}

export function useEquipmentData() {
  return useQuery({ queryKey: adminEquipmentKeys.data(), queryFn: fetchEquipmentData });
}

function useWrite<V>(write: (v: V) => PromiseLike<{ data: unknown[] | null; error: unknown }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (v: V) => {
      const { data, error } = await write(v);
      if (error) throw error;
      if (!data?.length) throw new Error('not_saved');
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminEquipmentKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['admin-dashboard'] });
    },
  });
}

export const useSaveItem = () =>
  useWrite(({ id, row }: { id?: string; row: ItemRow }) =>
    (id
      ? supabase.from('equipment_inventory').update(row).eq('id', id)
      : supabase.from('equipment_inventory').insert(row)
    ).select('id'),
  );

export const useDeleteItem = () =>
  useWrite((id: string) => supabase.from('equipment_inventory').delete().eq('id', id).select('id'));

export const useLend = () =>
  useWrite((loan: { equipment_id: string; participant_id: string; quantity: number; notes: string | null }) =>
    supabase.from('equipment_loans').insert(loan).select('id'),
  );

export const useReturnLoan = () =>
  useWrite((id: string) =>
    supabase.from('equipment_loans').update({ returned_at: new Date().toISOString() }).eq('id', id).select('id'),
  );

/** How the equipment screen words a refusal: the hints of 20261123070000 become adminEquipment:serverErrors.<hint>. */
export const equipmentServerErrors: ServerErrorOptions = {
  ns: 'adminEquipment',
  fallbackKey: 'adminEquipment:unknownError',
};

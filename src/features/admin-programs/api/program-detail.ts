import { useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database';
import { supabase } from '@/lib/supabase';
import { centsToDollarsInput } from '@domain/money';
import type { ProgramFormValues } from '../schemas/program-form.schema';
import { adminProgramKeys } from './keys';

type TierRow = Pick<
  Tables<'program_price_tiers'>,
  | 'id'
  | 'name'
  | 'name_fr'
  | 'description'
  | 'description_fr'
  | 'price'
  | 'available_from'
  | 'available_until'
  | 'max_spots'
  | 'is_default'
  | 'display_order'
> & { registrations: { count: number }[] };
type CodeRow = Pick<
  Tables<'financial_assistance_codes'>,
  'id' | 'code' | 'description' | 'price' | 'max_uses' | 'current_uses' | 'is_active'
>;
export type ProgramDetailRow = Pick<
  Tables<'programs'>,
  | 'id'
  | 'name'
  | 'name_fr'
  | 'description'
  | 'description_fr'
  | 'start_date'
  | 'end_date'
  | 'location'
  | 'location_fr'
  | 'price'
  | 'max_participants'
  | 'is_active'
  | 'financial_assistance_enabled'
  | 'waitlist_offer_hours'
> & { program_price_tiers: TierRow[]; financial_assistance_codes: CodeRow[] };

/** One request: the program, its tiers (with registrations per tier) in order, its codes by creation. */
export async function fetchProgramDetail(id: string): Promise<ProgramDetailRow | null> {
  const { data, error } = await supabase
    .from('programs')
    .select('*, program_price_tiers(*, registrations(count)), financial_assistance_codes(*)')
    .eq('id', id)
    .order('display_order', { referencedTable: 'program_price_tiers' })
    .order('created_at', { referencedTable: 'financial_assistance_codes' })
    .maybeSingle();
  if (error) throw error;
  return data;
}

export function useProgramDetail(id: string | undefined) {
  return useQuery({
    queryKey: adminProgramKeys.detail(id ?? ''),
    queryFn: () => fetchProgramDetail(id!),
    enabled: Boolean(id),
  });
}

const text = (v: string | null | undefined) => v ?? '';
const int = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** The form's values for an existing program (cents shown as dollars). */
export function programToFormValues(p: ProgramDetailRow): ProgramFormValues {
  return {
    name: p.name,
    nameFr: text(p.name_fr),
    description: text(p.description),
    descriptionFr: text(p.description_fr),
    startDate: p.start_date,
    endDate: p.end_date,
    location: text(p.location),
    locationFr: text(p.location_fr),
    price: centsToDollarsInput(p.price),
    capacity: int(p.max_participants),
    offerHours: String(p.waitlist_offer_hours),
    isActive: p.is_active,
    financialAssistanceEnabled: p.financial_assistance_enabled,
    tiers: p.program_price_tiers.map((t) => ({
      dbId: t.id,
      name: t.name,
      nameFr: text(t.name_fr),
      description: text(t.description),
      descriptionFr: text(t.description_fr),
      price: centsToDollarsInput(t.price),
      availableFrom: text(t.available_from),
      availableUntil: text(t.available_until),
      maxSpots: int(t.max_spots),
      isDefault: t.is_default,
      registrations: t.registrations?.[0]?.count ?? 0,
    })),
    codes: p.financial_assistance_codes.map((c) => ({
      dbId: c.id,
      code: c.code,
      description: text(c.description),
      price: centsToDollarsInput(c.price),
      maxUses: int(c.max_uses),
      isActive: c.is_active,
      currentUses: c.current_uses,
    })),
  };
}

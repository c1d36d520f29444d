import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { adminRegistrationKeys } from './keys';
import type { AdminRegistration, ProgramOption } from './types';

const CONTACTS = 'emergency_contacts(name, relationship, relationship_other, phone, email, is_primary)';

// Spec 2 section 7: registrations with nested participant (and guardian),
// volunteer, program and tier, plus emergency contacts, in ONE request.
const SELECT = `id, status, registration_date, amount_paid, parent_guardian_name,
  waiver_agreed, waiver_agreed_at, media_consent_agreed, media_consent_agreed_at,
  program:programs(id, name, price),
  price_tier:program_price_tiers(id, name, price),
  participant:participants(id, first_name, last_name, email, date_of_birth, address, city, province, position,
    visual_classification, visual_condition, visual_condition_other, needs_equipment, allergies, medical_conditions,
    guardian:user_profiles!parent_guardian_id(first_name, last_name, email, phone), ${CONTACTS}),
  volunteer:volunteer_profiles(id, first_name, last_name, email, date_of_birth, address, city, phone,
    medical_conditions, ${CONTACTS})`;

/** Newest first, optionally one program and one status ('all' = any). */
export async function fetchAdminRegistrations(programId: string | null, status: string): Promise<AdminRegistration[]> {
  let query = supabase.from('registrations').select(SELECT).order('registration_date', { ascending: false });
  if (programId) query = query.eq('program_id', programId);
  if (status !== 'all') query = query.eq('status', status);
  const { data, error } = await query;
  if (error) throw error;
  return (data ?? []) as unknown as AdminRegistration[];
}

export function useAdminRegistrations(programId: string | null, status: string) {
  return useQuery({
    queryKey: adminRegistrationKeys.list(programId, status),
    queryFn: () => fetchAdminRegistrations(programId, status),
  });
}

/** Every program (id, name), for the filter and the scoped title. */
export async function fetchProgramOptions(): Promise<ProgramOption[]> {
  const { data, error } = await supabase
    .from('programs')
    .select('id, name, start_date')
    .order('start_date', { ascending: false });
  if (error) throw error;
  return data ?? [];
}

export function useProgramOptions() {
  return useQuery({ queryKey: adminRegistrationKeys.programs(), queryFn: fetchProgramOptions });
}

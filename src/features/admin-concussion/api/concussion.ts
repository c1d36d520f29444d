import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { ServerErrorOptions } from '@/lib/server-errors';
import { supabase } from '@/lib/supabase';
import { adminConcussionKeys } from './keys';

const text = z.string().nullable();

const reportRowSchema = z.object({
  program_id: z.string(),
  program_name: z.string(),
  program_name_fr: text,
  person_kind: z.enum(['athlete', 'volunteer', 'coordinator']),
  person_id: z.string(),
  person_name: z.string(),
  family_email: text,
  minor: z.boolean().nullable(),
  /** The end of the person's last confirmation (valid while Toronto today is before it); null: never confirmed. */
  confirmation_valid_until: text,
  code_of_conduct: z.boolean().nullable(),
  guardian_confirmed: z.boolean().nullable(),
  /** An open removal from sport (whatever program recorded it). */
  removed_since: text,
  removal_id: text,
});
export type ReportRow = z.infer<typeof reportRowSchema>;

/**
 * admin_concussion_report() (issue 24 point 7, admins only): one row per athlete, volunteer and coordinator of
 * each current or upcoming program; the call is recorded in the data access log.
 */
export async function fetchConcussionReport(): Promise<ReportRow[]> {
  const { data, error } = await supabase.rpc('admin_concussion_report', {});
  if (error) throw error;
  return z.array(reportRowSchema).parse(data ?? []);
}

export function useConcussionReport() {
  return useQuery({ queryKey: adminConcussionKeys.report(), queryFn: fetchConcussionReport });
}

const removalSchema = z.object({
  id: z.string(),
  participant_id: z.string(),
  participant_name: z.string(),
  program_id: text.optional(),
  program_name: text,
  program_name_fr: text.optional(),
  suspected_on: z.string(),
  notes: text,
  recorded_by_name: text,
  recorded_at: z.string(),
  cleared_on: text,
  cleared_note: text.optional(),
  cleared_by_name: text,
  cleared_at: text.optional(),
});
export type Removal = z.infer<typeof removalSchema>;

/** Every removal from sport, open and cleared (admin_concussion_removals, admins only). */
export async function fetchRemovals(): Promise<Removal[]> {
  const { data, error } = await supabase.rpc('admin_concussion_removals', { p_open_only: false });
  if (error) throw error;
  return z.array(removalSchema).parse(data ?? []);
}

export function useRemovals() {
  return useQuery({ queryKey: adminConcussionKeys.removals(), queryFn: fetchRemovals });
}

export type Clearance = { removalId: string; clearedOn: string; note: string };

/** The medical clearance (issue 24 point 6): the participant returns to sport on every roster. */
export async function recordMedicalClearance(input: Clearance): Promise<void> {
  const { error } = await supabase.rpc('record_medical_clearance', {
    p_removal_id: input.removalId,
    p_cleared_on: input.clearedOn,
    p_note: input.note || undefined,
  });
  if (error) throw error;
}

export function useRecordMedicalClearance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordMedicalClearance,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminConcussionKeys.all }),
  });
}

/** record_medical_clearance's hints become adminConcussion:serverErrors.<hint>. */
export const clearanceServerErrors: ServerErrorOptions = {
  ns: 'adminConcussion',
  fallbackKey: 'adminConcussion:serverErrors.fallback',
  unknownKey: 'adminConcussion:serverErrors.unknown',
};

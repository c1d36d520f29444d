// /admin/settings' data (issue 36 point 1): the organisation's details (@/lib/organisation, the one query every page
// shares), their history, the receipts waiting for the address, and the one save (admin_save_organisation_settings).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { ORGANISATION_QUERY_KEY, type OrganisationDetails } from '@/lib/organisation';
import type { ServerErrorOptions } from '@/lib/server-errors';
import type { OrganisationSettingsValues } from '../schemas/organisation-settings.schema';

export const settingsServerErrors: ServerErrorOptions = {
  ns: 'adminSettings',
  fallbackKey: 'adminSettings:unknownError',
};

const keys = {
  history: ['admin-settings', 'history'] as const,
  heldReceipts: ['admin-settings', 'held-receipts'] as const,
};

export type SettingsChange = {
  id: string;
  changed_at: string;
  field: string;
  old_value: string | null;
  new_value: string | null;
  changer: { first_name: string | null; last_name: string | null; email: string } | null;
};

/** The last 50 changes, newest first, with who made them (null: an account since deleted, or the operator). */
export function useSettingsHistory() {
  return useQuery({
    queryKey: keys.history,
    queryFn: async (): Promise<SettingsChange[]> => {
      const { data, error } = await supabase
        .from('organisation_settings_changes')
        .select('id, changed_at, field, old_value, new_value, changer:user_profiles(first_name, last_name, email)')
        .order('changed_at', { ascending: false })
        .order('field')
        .limit(50);
      if (error) throw error;
      return data as SettingsChange[];
    },
  });
}

/** Receipts queued and held until the address is complete (claim_email_batch skips them). */
export function useHeldReceipts() {
  return useQuery({
    queryKey: keys.heldReceipts,
    queryFn: async (): Promise<number> => {
      const { count, error } = await supabase
        .from('email_outbox')
        .select('id', { count: 'exact', head: true })
        .eq('template', 'payment_receipt')
        .eq('status', 'queued');
      if (error) throw error;
      return count ?? 0;
    },
  });
}

const text = z.string().nullable();

/**
 * What admin_save_organisation_settings answers: organisation_details() after the save. (The shared read of
 * organisation_details in @/lib/organisation is not checked with zod: it runs on every page, /login included, whose
 * first load has no zod; decision 0009.)
 */
const savedDetailsSchema = z.object({
  name_en: z.string(),
  name_fr: z.string(),
  address_line1: text,
  address_line2: text,
  city: text,
  province: text,
  postal_code: text,
  contact_email: text,
  accessibility_email: text,
  charity_number: text,
  address_complete: z.boolean(),
}) satisfies z.ZodType<OrganisationDetails>;

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (values: OrganisationSettingsValues): Promise<OrganisationDetails> => {
      const { data, error } = await supabase.rpc('admin_save_organisation_settings', { p_settings: values });
      if (error) throw error;
      return savedDetailsSchema.parse(data);
    },
    onSuccess: (details) => {
      client.setQueryData(ORGANISATION_QUERY_KEY, details);
      void client.invalidateQueries({ queryKey: ['admin-settings'] });
    },
  });
}

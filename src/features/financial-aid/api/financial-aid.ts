import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { orgToday } from '@domain/dates';
import type { Tables } from '@/lib/database';
import type { ServerErrorOptions } from '@/lib/server-errors';
import { invalidateMyAidRequests } from '@/lib/data/financial-aid';
import { supabase } from '@/lib/supabase';
import { financialAidKeys } from './keys';

// my_financial_aid_requests() (issue 25 contract, section D): shared server state (src/lib/data/financial-aid.ts).
export { AID_STATUSES, useMyAidRequests, type AidStatus } from '@/lib/data/financial-aid';
export type { AidRequestRow as AidRequest } from '@/lib/data/financial-aid';

export type AidParticipant = Pick<Tables<'participants'>, 'id' | 'first_name' | 'last_name'>;

/** The family's own participants (the account's own record and its children): names only. */
export async function fetchFamilyParticipants(userId: string): Promise<AidParticipant[]> {
  const { data, error } = await supabase
    .from('participants')
    .select('id, first_name, last_name')
    .or(`user_id.eq.${userId},parent_guardian_id.eq.${userId}`)
    .order('created_at', { ascending: true });
  if (error) throw error;
  return data ?? [];
}

export function useFamilyParticipants(userId: string | undefined) {
  return useQuery({
    queryKey: financialAidKeys.participants(userId ?? ''),
    queryFn: () => fetchFamilyParticipants(userId!),
    enabled: Boolean(userId),
  });
}

export type AidProgram = Pick<Tables<'programs'>, 'id' | 'name' | 'name_fr' | 'start_date' | 'end_date'> & {
  /** What a participant pays without help: the dearest price option, else the program's price (cents). */
  price: number;
};

/** Programs one may ask help for: active, not ended (Toronto day), with a price (as request_financial_aid checks). */
export async function fetchPricedPrograms(): Promise<AidProgram[]> {
  const { data, error } = await supabase
    .from('programs')
    .select('id, name, name_fr, price, start_date, end_date, program_price_tiers(price)')
    .eq('is_active', true)
    .gte('end_date', orgToday(new Date()))
    .order('start_date', { ascending: true })
    .limit(1000);
  if (error) throw error;
  return (data ?? [])
    .map(({ program_price_tiers: tiers, price, ...p }) => ({
      ...p,
      price: tiers.length > 0 ? Math.max(...tiers.map((x) => x.price)) : price,
    }))
    .filter((p) => p.price > 0);
}

export function usePricedPrograms() {
  return useQuery({ queryKey: financialAidKeys.programs(), queryFn: fetchPricedPrograms });
}

export type AidRequestInput = { programId: string; participantIds: string[]; canPayCents: number; note: string };

export async function requestFinancialAid(input: AidRequestInput): Promise<string> {
  const { data, error } = await supabase.rpc('request_financial_aid', {
    p_program_id: input.programId,
    p_participant_ids: input.participantIds,
    p_can_pay_cents: input.canPayCents,
    p_note: input.note.trim() || undefined,
  });
  if (error) throw error;
  return z.string().parse(data);
}

export async function withdrawAidRequest(requestId: string): Promise<void> {
  const { error } = await supabase.rpc('withdraw_financial_aid_request', { p_request_id: requestId });
  if (error) throw error;
}

function useAidMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // Success or refusal, the list is read again: a refusal usually means it was out of date.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: financialAidKeys.all }),
        invalidateMyAidRequests(queryClient),
      ]),
  });
}

export const useRequestFinancialAid = () => useAidMutation(requestFinancialAid);
export const useWithdrawAidRequest = () => useAidMutation(withdrawAidRequest);

/** Refusals worded as financialAid:serverErrors.<hint>, else the server's text inside errors.unknown. */
export const aidServerErrors: ServerErrorOptions = {
  ns: 'financialAid',
  fallbackKey: 'financialAid:errors.fallback',
  unknownKey: 'financialAid:errors.unknown',
};

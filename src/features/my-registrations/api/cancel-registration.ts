import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { announceRegistrationUpdated } from '@/lib/registration-events';
import type { ServerErrorOptions } from '@/lib/server-errors';
import { supabase } from '@/lib/supabase';
import { myRegistrationsKeys } from './keys';

export type CancelInput = { registrationId: string; reason: string; refund: boolean };
// cancel_registration() returns one JSON object (migration 20261123040000).
const cancelResult = z.object({ id: z.string(), status: z.enum(['cancelled', 'refunded']), refund_amount: z.number() });
export type CancelResult = z.infer<typeof cancelResult>;

/** detail.source of the events this feature fires (its own list is refreshed directly). */
export const MY_REGISTRATIONS_SOURCE = 'my-registrations';

/**
 * Cancels through the database's cancel_registration(), which re-checks the
 * owner, the status and the start date and writes refund_logs (spec 2 s. 5, 7).
 */
export async function cancelRegistration(input: CancelInput): Promise<CancelResult> {
  const { data, error } = await supabase.rpc('cancel_registration', {
    p_registration_id: input.registrationId,
    p_reason: input.reason,
    p_refund: input.refund,
  });
  if (error) throw error;
  return cancelResult.parse(data);
}

export function useCancelRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRegistration,
    onSuccess: async () => {
      announceRegistrationUpdated(MY_REGISTRATIONS_SOURCE);
      await queryClient.invalidateQueries({ queryKey: myRegistrationsKeys.all });
    },
    // A refusal often means the list is out of date (cancelled elsewhere, program started): reload it.
    onError: () => void queryClient.invalidateQueries({ queryKey: myRegistrationsKeys.all }),
  });
}

/**
 * How a refusal is worded (spec 2 section 8): the database's hint picks the
 * spec's message (`myRegistrations:serverErrors.<hint>`), anything else is
 * "Failed to update registration: <message>".
 */
export const cancelServerErrors: ServerErrorOptions = {
  ns: 'myRegistrations',
  fallbackKey: 'myRegistrations:cancel.errors.fallback',
  unknownKey: 'myRegistrations:cancel.errors.updateFailed',
};

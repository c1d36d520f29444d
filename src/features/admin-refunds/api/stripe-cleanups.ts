import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { refundKeys } from '@/lib/data/refunds';

/** What this site could not remove at Stripe after five tries (issue 36 point 3, decision 0063). */
export type StripeLeftover = {
  id: string;
  kind: 'detach_payment_method' | 'delete_customer';
  stripe_id: string;
  attempts: number;
  last_error: string | null;
  created_at: string;
};

/** public.stripe_cleanups that failed, oldest first (administrators alone may read them). */
export async function fetchStripeLeftovers(): Promise<StripeLeftover[]> {
  const { data, error } = await supabase
    .from('stripe_cleanups')
    .select('id, kind, stripe_id, attempts, last_error, created_at')
    .eq('status', 'failed')
    .order('created_at')
    .limit(100);
  if (error) throw error;
  return data as StripeLeftover[];
}

export function useStripeLeftovers() {
  return useQuery({ queryKey: [...refundKeys.all, 'stripe-leftovers'], queryFn: fetchStripeLeftovers });
}

import { useQuery } from '@tanstack/react-query';
import { fetchRefundsWaiting, refundKeys } from '@/lib/data/refunds';

/** How many refunds wait for an administrator (src/lib/data/refunds.ts: refreshed by every refund recorded). */
export function useRefundsWaiting() {
  return useQuery({ queryKey: refundKeys.waiting(), queryFn: fetchRefundsWaiting });
}

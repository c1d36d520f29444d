// The launch checklist's one call (issue 36 point 2): the setup-status function, which asks the database (administrators
// only) and reads the server's settings without returning any secret. The dashboard asks the same question.
import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { toPaymentFunctionError } from '@/lib/function-error';

export type CheckStatus = 'ok' | 'test' | 'missing' | 'problem' | 'check';
export type ScheduleJob = { name: string; scheduled: boolean; lastRunAt: string | null; lastStatus: string | null };
export type SetupCheck = { id: string; status: CheckStatus; facts: Record<string, unknown> };
export type SetupStatus = { ready: boolean; checks: SetupCheck[] };

export const setupStatusKey = ['admin-setup', 'status'] as const;

export function useSetupStatus() {
  return useQuery({
    queryKey: setupStatusKey,
    queryFn: async (): Promise<SetupStatus> => {
      const { data, error } = await supabase.functions.invoke<SetupStatus>('setup-status', { body: {} });
      if (error) throw await toPaymentFunctionError(error);
      return data as SetupStatus;
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { SaveProgramPayload } from '../schemas/program-form.schema';
import { adminProgramKeys } from './keys';
import { NoDataError } from './program-errors';

/** save_program(): the whole form in one transaction; returns the program id. */
export function useSaveProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: SaveProgramPayload): Promise<string> => {
      const { data, error } = await supabase.rpc('save_program', { payload });
      if (error) throw error;
      if (!data) throw new NoDataError();
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminProgramKeys.all }),
  });
}

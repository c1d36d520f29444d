import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Tables } from '@/lib/database';
import { supabase } from '@/lib/supabase';
import type { ParticipantPayload } from '@/components/participant-form/participant-form.schema';
import { profileKeys } from './profile-data';

export type ProfileUpdate = {
  userId: string;
  basics: Pick<Tables<'user_profiles'>, 'phone'> & {
    [K in 'first_name' | 'last_name']: NonNullable<Tables<'user_profiles'>[K]>;
  };
  /** The player's own record, when shown (participant role). */
  participant?: { id: string; values: ParticipantPayload };
  /** A volunteer's profile keeps its own copy of the phone. */
  volunteer?: boolean;
};

/** Saves the player's record (where id and user_id match), then the basics (spec 1 section 7). */
export async function updateProfile(input: ProfileUpdate) {
  if (input.participant) {
    const { data, error } = await supabase
      .from('participants')
      .update(input.participant.values)
      .eq('id', input.participant.id)
      .eq('user_id', input.userId)
      .select('id');
    if (error) throw error;
    if (!data?.length) throw Object.assign(new Error('Participant not found'), { code: 'not_found' });
  }
  const { error } = await supabase
    .from('user_profiles')
    .update({ ...input.basics, updated_at: new Date().toISOString() })
    .eq('id', input.userId);
  if (error) throw error;
  if (input.volunteer && input.basics.phone) {
    const res = await supabase
      .from('volunteer_profiles')
      .update({ phone: input.basics.phone })
      .eq('user_id', input.userId);
    if (res.error) throw res.error;
  }
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (_d, input) => client.invalidateQueries({ queryKey: profileKeys.mine(input.userId) }),
  });
}

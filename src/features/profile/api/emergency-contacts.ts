import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { ContactListItem } from '@/components/participant-form/emergency-contact.schema';
import { profileKeys } from './profile-data';

export type ContactOwner = { participantId: string } | { volunteerId: string };

/** Replaces the player's or volunteer's own list in one transaction (RPC save_emergency_contacts: 1 to 3, one primary). */
export async function saveMyContacts(input: { userId: string; owner: ContactOwner; contacts: ContactListItem[] }) {
  const { error } = await supabase.rpc('save_emergency_contacts', {
    ...('participantId' in input.owner
      ? { p_participant_id: input.owner.participantId }
      : { p_volunteer_id: input.owner.volunteerId }),
    p_contacts: input.contacts,
  });
  if (error) throw error;
}

export function useSaveMyContacts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveMyContacts,
    onSuccess: (_d, input) => client.invalidateQueries({ queryKey: profileKeys.mine(input.userId) }),
  });
}

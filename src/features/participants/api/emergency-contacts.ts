import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveEmergencyContacts } from '@/lib/data/emergency-contacts';
import { supabase } from '@/lib/supabase';
import type { ContactListItem, ContactRow } from '@/components/participant-form/emergency-contact.schema';
import { participantKeys } from './keys';

/** One participant's emergency contacts (row security: the family's own, or an admin), primary first. */
export async function fetchParticipantContacts(participantId: string): Promise<ContactRow[]> {
  const { data, error } = await supabase
    .from('emergency_contacts')
    .select('id, name, relationship, relationship_other, phone, email, is_primary')
    .eq('participant_id', participantId)
    .order('is_primary', { ascending: false })
    .order('created_at', { ascending: true });
  if (error) throw error;
  return data ?? [];
}

export function useParticipantContacts(participantId: string) {
  return useQuery({
    queryKey: participantKeys.contacts(participantId),
    queryFn: () => fetchParticipantContacts(participantId),
  });
}

/** Replaces the participant's list in one transaction (RPC save_emergency_contacts: 1 to 3, one primary). */
export const saveParticipantContacts = (input: { participantId: string; contacts: ContactListItem[] }) =>
  saveEmergencyContacts({ participantId: input.participantId }, input.contacts);

export function useSaveParticipantContacts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveParticipantContacts,
    onSuccess: (_d, input) => client.invalidateQueries({ queryKey: participantKeys.contacts(input.participantId) }),
  });
}

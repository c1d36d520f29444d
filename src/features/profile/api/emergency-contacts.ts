import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveEmergencyContacts, type ContactOwner } from '@/lib/data/emergency-contacts';
import type { ContactListItem } from '@/components/participant-form/emergency-contact.schema';
import { profileKeys } from './profile-data';

export type { ContactOwner } from '@/lib/data/emergency-contacts';

/** Replaces the player's or volunteer's own list (the shared writer). */
export const saveMyContacts = (input: { userId: string; owner: ContactOwner; contacts: ContactListItem[] }) =>
  saveEmergencyContacts(input.owner, input.contacts);

export function useSaveMyContacts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveMyContacts,
    onSuccess: (_d, input) => client.invalidateQueries({ queryKey: profileKeys.mine(input.userId) }),
  });
}

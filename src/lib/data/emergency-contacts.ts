// Saving a participant's or a volunteer's emergency contacts (save_emergency_contacts: 1 to 3, one primary, replaced
// in one transaction), the one writer the participants and profile features share (issue 38 point 1). Each feature
// invalidates what it shows afterwards.
import type { ContactListItem } from '@/components/participant-form/emergency-contact.schema';
import { supabase } from '@/lib/supabase';

export type ContactOwner = { participantId: string } | { volunteerId: string };

export async function saveEmergencyContacts(owner: ContactOwner, contacts: ContactListItem[]): Promise<void> {
  const { error } = await supabase.rpc('save_emergency_contacts', {
    ...('participantId' in owner ? { p_participant_id: owner.participantId } : { p_volunteer_id: owner.volunteerId }),
    p_contacts: contacts,
  });
  if (error) throw error;
}

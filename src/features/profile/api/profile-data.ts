import { useQuery } from '@tanstack/react-query';
import type { UserProfile, UserRole } from '@/lib/auth/profile';
import { supabase } from '@/lib/supabase';
import type { ParticipantRow } from '@/features/participants/schemas/participant-form.schema';

export type EmergencyContact = {
  id: string;
  name: string;
  relationship: string;
  relationship_other: string | null;
  phone: string;
  email: string | null;
  is_primary: boolean;
};

export type ProfileData = {
  profile: UserProfile;
  /** The player's own participants record (participant role). */
  participant: ParticipantRow | null;
  contacts: EmergencyContact[];
};

export const profileKeys = { mine: (userId: string) => ['profile', userId] as const };

const CONTACTS = 'emergency_contacts(id, name, relationship, relationship_other, phone, email, is_primary)';
const primaryFirst = (list: EmergencyContact[] | null | undefined) =>
  [...(list ?? [])].sort((a, b) => Number(b.is_primary) - Number(a.is_primary) || a.name.localeCompare(b.name));

/**
 * The profile page's data in two requests: the user_profiles row, then the
 * role's own record (participant or volunteer) with its emergency contacts embedded.
 */
export async function fetchProfileData(userId: string, role: UserRole | null): Promise<ProfileData> {
  const { data: profile, error } = await supabase.from('user_profiles').select('*').eq('id', userId).single();
  if (error) throw error;
  if (role === 'participant') {
    const res = await supabase
      .from('participants')
      .select(`*, ${CONTACTS}`)
      .eq('user_id', userId)
      .order('created_at', { ascending: true })
      .limit(1)
      .maybeSingle();
    if (res.error) throw res.error;
    const row = res.data as (ParticipantRow & { emergency_contacts: EmergencyContact[] }) | null;
    return { profile: profile as UserProfile, participant: row, contacts: primaryFirst(row?.emergency_contacts) };
  }
  if (role === 'volunteer') {
    const res = await supabase.from('volunteer_profiles').select(`id, ${CONTACTS}`).eq('user_id', userId).maybeSingle();
    if (res.error) throw res.error;
    const row = res.data as { emergency_contacts: EmergencyContact[] } | null;
    return { profile: profile as UserProfile, participant: null, contacts: primaryFirst(row?.emergency_contacts) };
  }
  return { profile: profile as UserProfile, participant: null, contacts: [] };
}

export function useProfileData(userId: string | undefined, role: UserRole | null) {
  return useQuery({
    queryKey: profileKeys.mine(userId ?? ''),
    queryFn: () => fetchProfileData(userId!, role),
    enabled: Boolean(userId),
  });
}

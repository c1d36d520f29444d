import { useQuery } from '@tanstack/react-query';
import type { ParticipantRow } from '@/components/participant-form/participant-form.schema';
import { PROFILE_COLUMNS, toUserProfile, type UserProfile, type UserRole } from '@/lib/auth/profile';
import type { Tables } from '@/lib/database';
import { fetchParticipantHealth, withHealth } from '@/lib/data/participant-health';
import { supabase } from '@/lib/supabase';

export type EmergencyContact = Pick<
  Tables<'emergency_contacts'>,
  'id' | 'name' | 'relationship' | 'relationship_other' | 'phone' | 'email' | 'is_primary'
>;

export type ProfileData = {
  profile: UserProfile;
  /** The player's own participants record (participant role). */
  participant: ParticipantRow | null;
  /** The volunteer's own volunteer_profiles id (volunteer role), whose contacts these are. */
  volunteerId?: string | null;
  contacts: EmergencyContact[];
};

export const profileKeys = { mine: (userId: string) => ['profile', userId] as const };

// Literals (not concatenations) so supabase-js types the rows from them. The medical
// fields are not readable from the table (issue 25): my_participant_health gives the
// player their own.
const PARTICIPANT_WITH_CONTACTS = `id, user_id, first_name, last_name, email, date_of_birth, address, city, province, postal_code,
  gender_identity, gender_self_description, visual_classification, played_traditional_hockey,
  first_played_blind_hockey_year, hockey_referral_source, hockey_referral_other, position, social_media_handles,
  skating_experience, is_first_time_participant, needs_equipment, created_at,
  emergency_contacts(id, name, relationship, relationship_other, phone, email, is_primary)`;
const VOLUNTEER_WITH_CONTACTS =
  'id, emergency_contacts(id, name, relationship, relationship_other, phone, email, is_primary)';

const primaryFirst = (list: EmergencyContact[] | null | undefined) =>
  [...(list ?? [])].sort((a, b) => Number(b.is_primary) - Number(a.is_primary) || a.name.localeCompare(b.name));

/**
 * The profile page's data: the user_profiles row, then the role's own record (participant
 * or volunteer) with its emergency contacts embedded (and a player's medical fields).
 */
export async function fetchProfileData(userId: string, role: UserRole | null): Promise<ProfileData> {
  const { data: row, error } = await supabase.from('user_profiles').select(PROFILE_COLUMNS).eq('id', userId).single();
  if (error) throw error;
  const profile = toUserProfile(row);
  if (role === 'participant') {
    const [res, health] = await Promise.all([
      supabase
        .from('participants')
        .select(PARTICIPANT_WITH_CONTACTS)
        .eq('user_id', userId)
        .order('created_at', { ascending: true })
        .limit(1)
        .maybeSingle(),
      fetchParticipantHealth(),
    ]);
    if (res.error) throw res.error;
    if (!res.data) return { profile, participant: null, contacts: [] };
    const { emergency_contacts, ...row } = res.data;
    const participant: ParticipantRow = withHealth(row, health);
    return { profile, participant, contacts: primaryFirst(emergency_contacts) };
  }
  if (role === 'volunteer') {
    const res = await supabase
      .from('volunteer_profiles')
      .select(VOLUNTEER_WITH_CONTACTS)
      .eq('user_id', userId)
      .maybeSingle();
    if (res.error) throw res.error;
    return {
      profile,
      participant: null,
      volunteerId: res.data?.id ?? null,
      contacts: primaryFirst(res.data?.emergency_contacts),
    };
  }
  return { profile, participant: null, contacts: [] };
}

export function useProfileData(userId: string | undefined, role: UserRole | null) {
  return useQuery({
    queryKey: profileKeys.mine(userId ?? ''),
    queryFn: () => fetchProfileData(userId!, role),
    enabled: Boolean(userId),
  });
}

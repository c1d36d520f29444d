import { useMutation } from '@tanstack/react-query';
import type { Tables } from '@/lib/database';
import { supabase } from '@/lib/supabase';
import type { ContactPayload, ParticipantPayload } from '@/components/participant-form/participant-form.schema';
import type { toVolunteerPayload } from '../schemas/volunteer-completion.schema';

type VolunteerPayload = ReturnType<typeof toVolunteerPayload>;

/** The user_profiles columns the completion saves, all filled in. */
export type BasicsPayload = {
  [K in 'first_name' | 'last_name' | 'phone']: NonNullable<Tables<'user_profiles'>[K]>;
};

/**
 * Participant completion in one transaction (RPC complete_participant_profile):
 * user_profiles names and phone, the own participants row, the primary contact.
 */
export async function completeParticipantProfile(input: {
  profile: BasicsPayload;
  participant: ParticipantPayload;
  contact: ContactPayload;
}) {
  const { data, error } = await supabase.rpc('complete_participant_profile', {
    p_profile: input.profile,
    p_participant: input.participant,
    p_contact: input.contact,
  });
  if (error) throw error;
  return data;
}

/** Volunteer completion in one transaction (RPC complete_volunteer_profile). */
export async function completeVolunteerProfile(input: {
  profile: BasicsPayload;
  volunteer: VolunteerPayload;
  contact: ContactPayload;
}) {
  const { data, error } = await supabase.rpc('complete_volunteer_profile', {
    p_profile: input.profile,
    p_volunteer: input.volunteer,
    p_contact: input.contact,
  });
  if (error) throw error;
  return data;
}

export const useCompleteParticipantProfile = () => useMutation({ mutationFn: completeParticipantProfile });
export const useCompleteVolunteerProfile = () => useMutation({ mutationFn: completeVolunteerProfile });

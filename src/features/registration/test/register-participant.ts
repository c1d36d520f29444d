import type { RegisterParticipant } from '../api/participants';

/** A participant as the registration screen reads it, for the feature's component tests: a name and nothing else. */
export const registerParticipant = (id: string, first: string, last = 'Lee'): RegisterParticipant => ({
  id,
  first_name: first,
  last_name: last,
  date_of_birth: null,
  visual_classification: null,
  city: null,
  province: null,
  needs_equipment: false,
  allergies: null,
});

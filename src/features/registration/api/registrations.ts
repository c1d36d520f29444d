import { z } from 'zod';
import {
  createRegistrationsArgs,
  type ConcussionConfirmation,
  type RegistrationOrder,
} from '@domain/registration-order';
import { announceRegistrationUpdated } from '@/lib/registration-events';
import { supabase } from '@/lib/supabase';
import { REGISTRATION_SOURCE } from './keys';

/** create_registrations()'s answer: the rows created, or a wrong code answered as a value (issue 17 point 3). */
const createdSchema = z.array(
  z.object({
    id: z.string(),
    participant_id: z.string().nullable(),
    volunteer_id: z.string().nullable(),
    status: z.string(),
    amount_paid: z.number(),
  }),
);
const refusedSchema = z.object({ error: z.object({ hint: z.string(), message: z.string() }) });
export type CreatedRegistration = z.infer<typeof createdSchema>[number];

/**
 * The free path (total 0 or volunteer). One database transaction does the
 * whole registration: create_registrations() records the concussion
 * confirmations the screen asked for (issue 38 point 2), inserts every row, takes tier
 * spots and code uses under row locks (the registration trigger does what
 * increment_assistance_code_usage does) and saves the non-empty answers
 * (save_registration_response's rule), so a failure part-way leaves nothing.
 * Then one confirmation e-mail per registration is queued (failures only
 * logged, spec 2 section 8) and 'registrationUpdated' is fired.
 */
export async function createFreeRegistration(
  order: RegistrationOrder,
  concussion: ConcussionConfirmation | null = null,
): Promise<CreatedRegistration[]> {
  const { data, error } = await supabase.rpc('create_registrations', createRegistrationsArgs(order, concussion));
  if (error) throw error;
  // A wrong assistance code is answered, not raised, so the database can count
  // it as a failed attempt (issue 17 point 3): nothing was created.
  const refused = refusedSchema.safeParse(data);
  if (refused.success) throw refused.data.error;
  const created = createdSchema.parse(data ?? []);
  await Promise.all(
    created.map(async (r) => {
      const res = await supabase.functions.invoke('queue-registration-email', { body: { registrationId: r.id } });
      if (res.error) console.warn('Queuing the registration e-mail failed', r.id, res.error);
    }),
  );
  announceRegistrationUpdated(REGISTRATION_SOURCE);
  return created;
}

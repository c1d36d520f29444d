// The data a queued e-mail's template needs that its email_outbox row does not
// hold (issue 19): the registration, its program, the participant (or
// volunteer) and the account holder's first name, read with the service role.
import type { Db } from './clients.ts';
import type { OutboxRow } from './email-delivery.ts';

type Payload = Record<string, unknown>;
const text = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** renderEmail()'s data for the row, or null when the row's stored text is sent instead. */
export async function loadEmailData(service: Db, row: OutboxRow, siteUrl: string): Promise<unknown | null> {
  const payload: Payload = row.payload && typeof row.payload === 'object' ? (row.payload as Payload) : {};
  const registrationId = row.registration_id ?? text(payload.registration_id);
  if (!registrationId) return null;
  if (!['registration_received', 'registration_approved', 'registration_paid'].includes(row.template)) return null;
  const { data: reg, error } = await service
    .from('registrations')
    .select(
      'id, status, user_id, volunteer_id, amount_paid, stripe_session_id, checkout_session_id, programs(name, start_date, end_date, location), participants(first_name, last_name), volunteer_profiles(first_name, last_name)',
    )
    .eq('id', registrationId)
    .maybeSingle();
  if (error) throw error;
  if (!reg) return null;
  let recipientFirstName: string | null = null;
  if (reg.user_id) {
    const { data: to, error: toError } = await service
      .from('user_profiles')
      .select('first_name')
      .eq('id', reg.user_id)
      .maybeSingle();
    if (toError) throw toError;
    recipientFirstName = to?.first_name ?? null;
  }
  const person = reg.participants ?? reg.volunteer_profiles ?? { first_name: null, last_name: null };
  const common = {
    recipientFirstName,
    siteUrl,
    programName: reg.programs.name,
    startDate: reg.programs.start_date,
    endDate: reg.programs.end_date,
    location: reg.programs.location,
    personName: [person.first_name, person.last_name].filter(Boolean).join(' ') || text(payload.person_name) || '',
    registrationId: reg.id,
  };
  if (row.template === 'registration_received') {
    return { ...common, isVolunteer: Boolean(reg.volunteer_id), status: text(payload.status) ?? reg.status };
  }
  if (row.template === 'registration_paid') {
    const paid = typeof payload.amount_paid === 'number' ? payload.amount_paid : reg.amount_paid;
    return {
      ...common,
      amountPaidCents: paid ?? 0,
      confirmationId: reg.stripe_session_id ?? reg.checkout_session_id ?? reg.id,
    };
  }
  return common;
}

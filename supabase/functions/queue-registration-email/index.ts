// POST { registrationId } -> { queued: true, id } | { queued: false, reason: 'already_queued' }
// Queues the "registration received" e-mail in email_outbox, in the language the
// user registered in (spec 2 section 7). Only the registration's owner (or an
// admin) may ask: the registration is read with the caller's own token, so RLS
// decides; the outbox row is then written with the service role.
import { createClient } from '@supabase/supabase-js';
import { activeCaller, serviceClient } from '../_shared/clients.ts';
import type { Database } from '../_shared/database.types.ts';
import { triggerEmailDelivery } from '../_shared/email-delivery-trigger.ts';
import { fail, json, postHandler, readJsonObject } from '../_shared/http.ts';
import { REGISTRATION_EMAIL_TEMPLATE, registrationEmail } from '../_shared/registration-email.ts';
import { organisationName } from '../_shared/domain/organisation.ts';
import { loadOrganisation } from '../_shared/organisation-details.ts';
import { personName } from '../_shared/domain/person-name.ts';

const env = (name: string) => Deno.env.get(name);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

Deno.serve(
  postHandler(async (req) => {
    const caller = await activeCaller(req, env);
    if (caller instanceof Response) return caller;
    const body = await readJsonObject(req);
    const registrationId = typeof body?.registrationId === 'string' ? body.registrationId : '';
    if (!UUID.test(registrationId)) return fail(400, 'validation_failed', 'registrationId must be a registration id');

    const asCaller = createClient<Database>(env('SUPABASE_URL')!, env('SUPABASE_ANON_KEY')!, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { headers: { Authorization: req.headers.get('authorization')! } },
    });
    const visible = await asCaller.from('registrations').select('id').eq('id', registrationId).maybeSingle();
    if (visible.error) throw visible.error;
    if (!visible.data) return fail(404, 'not_found', 'Registration not found');

    const service = serviceClient(env);
    const { data: reg, error } = await service
      .from('registrations')
      .select(
        'id, status, language, user_id, volunteer_id, programs(name, name_fr, start_date, end_date, location, location_fr), participants(first_name, last_name), volunteer_profiles(first_name, last_name)',
      )
      .eq('id', registrationId)
      .single();
    if (error) throw error;
    const existing = await service
      .from('email_outbox')
      .select('id')
      .eq('registration_id', registrationId)
      .eq('template', REGISTRATION_EMAIL_TEMPLATE)
      .limit(1);
    if (existing.error) throw existing.error;
    if (existing.data.length) return json(200, { queued: false, reason: 'already_queued' });

    const { data: to, error: toError } = await service
      .from('user_profiles')
      .select('email, first_name, preferred_language')
      .eq('id', reg.user_id ?? caller.id)
      .single();
    if (toError) throw toError;
    const person = reg.participants ?? reg.volunteer_profiles ?? { first_name: null, last_name: null };
    const language: 'en' | 'fr' =
      reg.language === 'fr' || reg.language === 'en' ? reg.language : to.preferred_language === 'fr' ? 'fr' : 'en';
    const message = registrationEmail({
      language,
      recipientFirstName: to.first_name,
      personName: personName(person.first_name, person.last_name),
      programName: reg.programs.name,
      programNameFr: reg.programs.name_fr,
      startDate: reg.programs.start_date,
      endDate: reg.programs.end_date,
      location: reg.programs.location,
      locationFr: reg.programs.location_fr,
      status: reg.status,
      registrationId,
      isVolunteer: Boolean(reg.volunteer_id),
      organisationName: organisationName(await loadOrganisation(service), language),
    });
    const inserted = await service
      .from('email_outbox')
      .insert({
        registration_id: registrationId,
        to_email: to.email,
        language,
        template: REGISTRATION_EMAIL_TEMPLATE,
        subject: message.subject,
        body: message.body,
        payload: {
          registration_id: registrationId,
          program_name: reg.programs.name,
          program_name_fr: reg.programs.name_fr,
          status: reg.status,
        },
      })
      .select('id')
      .single();
    if (inserted.error) throw inserted.error;
    triggerEmailDelivery(env); // in the background: the answer does not wait for the send
    return json(200, { queued: true, id: inserted.data.id });
  }),
);

// Data for the my-registrations stories, made through supabase-js against the
// shared e2e stack: each story gets its own users, programs and registrations
// (never the seed rows other stories read). Paid registrations are created with
// the service role, as the payment fulfilment does.
import { readFileSync } from 'node:fs';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { addDays, orgToday } from '../../supabase/functions/_shared/domain/dates.ts';
import { uniqueEmail, type Lang } from './support/accounts';

export const PASSWORD = 'e2e-password-1';

/** The feature's real strings, so the stories read the page as users do, in either language. */
export function strings(lang: Lang) {
  return JSON.parse(readFileSync(new URL(`../../src/locales/${lang}/myRegistrations.json`, import.meta.url), 'utf8'));
}

function client(key: string): SupabaseClient {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set');
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
  });
}

const service = () => client(process.env.E2E_SERVICE_ROLE_KEY!);
const today = () => orgToday(new Date());
const consents = () => {
  const at = new Date().toISOString();
  return {
    waiver_agreed: true,
    waiver_agreed_at: at,
    media_consent_agreed: true,
    media_consent_agreed_at: at,
    concussion_awareness_agreed: true,
    concussion_awareness_agreed_at: at,
  };
};

function must<T>(result: { data: T | null; error: unknown }): T {
  if (result.error) throw result.error;
  return result.data as T;
}

export type Account = { email: string; id: string; db: SupabaseClient };

/** A new account (role from sign-up metadata), signed in on a Node client. */
export async function newAccount(
  role: 'participant' | 'parent_guardian' | 'coach',
  firstName: string,
  lang: Lang = 'en',
): Promise<Account> {
  const db = client(process.env.E2E_ANON_KEY!);
  const email = uniqueEmail(`myreg-${role}`);
  const { data, error } = await db.auth.signUp({
    email,
    password: PASSWORD,
    options: { data: { role, first_name: firstName, last_name: 'Tester', preferred_language: lang } },
  });
  if (error || !data.user) throw error ?? new Error('sign-up returned no user');
  return { email, id: data.user.id, db };
}

/** A participant of the account: the player themself, or a child of a parent. */
export async function newParticipant(account: Account, firstName: string, child: boolean): Promise<string> {
  const row = {
    user_id: account.id,
    parent_guardian_id: child ? account.id : null,
    first_name: firstName,
    last_name: 'Tester',
  };
  return must(await account.db.from('participants').insert(row).select('id').single<{ id: string }>()).id;
}

/** A program starting `startInDays` from today (Toronto), unique by name. */
export async function newProgram(
  label: string,
  startInDays: number,
  priceCents = 0,
): Promise<{ id: string; name: string }> {
  const name = `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const start = addDays(today(), startInDays);
  const row = {
    name,
    start_date: start,
    end_date: addDays(start, 14),
    price: priceCents,
    location: 'Centre Sportif Gatineau',
    description: 'Skating and puck skills for all levels.',
  };
  return must(await service().from('programs').insert(row).select('id, name').single<{ id: string; name: string }>());
}

/** A free registration made by the account itself through the one gate, as the form makes it (pending). */
export async function freeRegistration(account: Account, participantId: string, programId: string): Promise<string> {
  // The yearly concussion safety confirmation the screen asks for first when missing (issue 24), as the family.
  const docs = must(await account.db.rpc('concussion_documents_in_force', { p_language: 'en' })) as {
    awareness: { id: string };
    code_of_conduct: { id: string };
  };
  must(
    await account.db.rpc('confirm_concussion_safety', {
      p_participant_ids: [participantId],
      p_awareness_document_id: docs.awareness.id,
      p_code_of_conduct_document_id: docs.code_of_conduct.id,
      p_guardian_reviewed: true,
      p_language: 'en',
    }),
  );
  // The database stamps the legal documents in force (issue 22 point 6).
  const agreed = consents();
  const created = must(
    await account.db.rpc('create_registrations', {
      p_program_id: programId,
      p_items: [{ participant_id: participantId }],
      p_answers: {},
      p_consents: agreed,
    }),
  ) as { id: string }[];
  return created[0].id;
}

/** A paid, approved registration as the checkout fulfilment creates it. */
export async function paidRegistration(account: Account, participantId: string, programId: string, amount: number) {
  const row = {
    participant_id: participantId,
    program_id: programId,
    user_id: account.id,
    status: 'approved',
    amount_paid: amount,
    ...consents(),
  };
  return must(await service().from('registrations').insert(row).select('id').single<{ id: string }>()).id;
}

/** The row as the database holds it (to prove the change happened there). */
export async function registrationRow(id: string) {
  return must(
    await service()
      .from('registrations')
      .select('status, refund_amount, refund_reason')
      .eq('id', id)
      .single<{ status: string; refund_amount: number | null; refund_reason: string | null }>(),
  );
}

// Data for the issue 24 family stories (waiting list, concussion safety), made through supabase-js against the
// shared e2e stack: every story gets its own families and programs. A family's own calls go through its
// signed-in client (the same RPCs the screens call); what only a server or staff does uses the service role.
import { readFileSync } from 'node:fs';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { addDays, orgToday } from '../../supabase/functions/_shared/domain/dates.ts';
import { uniqueEmail, type Lang } from './support/accounts';

export const PASSWORD = 'e2e-password-1';

type Json = Record<string, unknown>;
/** A nested string of a namespace's real file, with {{placeholders}} filled (the page read as users read it). */
export function text(ns: string, lang: Lang) {
  const json = JSON.parse(readFileSync(new URL(`../../src/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'));
  return (path: string, values: Record<string, string | number> = {}) => {
    const raw = path.split('.').reduce<unknown>((o, k) => (o as Json)?.[k], json);
    if (typeof raw !== 'string') throw new Error(`missing string ${ns}:${path}`);
    return raw.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k) => String(values[k]));
  };
}

/** A calendar date as the app writes it (src/lib/format.ts formatDate, long style). */
export function longDate(iso: string, lang: Lang): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d, 12)),
  );
}

function client(key: string): SupabaseClient {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set');
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
  });
}
export const service = () => client(process.env.E2E_SERVICE_ROLE_KEY!);
export function must<T>(result: { data: T | null; error: unknown }): T {
  if (result.error) throw result.error;
  return result.data as T;
}
const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e5)}`;
export const today = () => orgToday(new Date());

export type Family = {
  email: string;
  id: string;
  lastName: string;
  /** Signed in as the family (its own RPC calls, under RLS). */
  db: SupabaseClient;
  children: Record<string, string>;
};

/** A parent with a complete profile, children of 11 (minors) and a preferred language, signed in on a Node client. */
export async function newFamily(firstName: string, children: string[], lang: Lang): Promise<Family> {
  const db = client(process.env.E2E_ANON_KEY!);
  const email = uniqueEmail('family24');
  const lastName = `Tester${tag().slice(-4)}`;
  const { data, error } = await db.auth.signUp({
    email,
    password: PASSWORD,
    options: {
      data: { role: 'parent_guardian', first_name: firstName, last_name: lastName, preferred_language: lang },
    },
  });
  if (error || !data.user) throw error ?? new Error('sign-up returned no user');
  const id = data.user.id;
  const svc = service();
  must(await svc.from('user_profiles').update({ phone: '6135550123' }).eq('id', id).select('id'));
  const rows = must(
    await svc
      .from('participants')
      .insert(
        children.map((c) => ({
          user_id: id,
          parent_guardian_id: id,
          first_name: c,
          last_name: lastName,
          date_of_birth: addDays(today(), -365 * 11),
          city: 'Ottawa',
          province: 'ON',
          visual_classification: 'B2',
          needs_equipment: false,
        })),
      )
      .select('id, first_name'),
  ) as { id: string; first_name: string }[];
  return { email, id, lastName, db, children: Object.fromEntries(rows.map((r) => [r.first_name, r.id])) };
}

/** A free program with `places` places starting in 20 days, unique by name, with its one default tier. */
export async function newProgram(
  label: string,
  places: number | null,
): Promise<{ id: string; name: string; tierId: string }> {
  const svc = service();
  const name = `${label} ${tag()}`;
  const start = addDays(today(), 20);
  const program = must(
    await svc
      .from('programs')
      .insert({
        name,
        start_date: start,
        end_date: addDays(start, 2),
        price: 0,
        location: 'Bell Sensplex, Ottawa',
        description: 'Skating, passing and game play.',
        max_participants: places,
      })
      .select('id, name')
      .single<{ id: string; name: string }>(),
  );
  const tier = must(
    await svc
      .from('program_price_tiers')
      .insert({ program_id: program.id, name: 'Regular Registration', price: 0, is_default: true, display_order: 0 })
      .select('id')
      .single<{ id: string }>(),
  );
  return { ...program, tierId: tier.id };
}

/** A registration written by the server (as an admin or the payment fulfilment does). */
export async function serverRegistration(
  family: Family,
  child: string,
  program: { id: string; tierId: string },
): Promise<string> {
  return must(
    await service()
      .from('registrations')
      .insert({
        participant_id: family.children[child],
        program_id: program.id,
        price_tier_id: program.tierId,
        user_id: family.id,
        status: 'pending',
        amount_paid: 0,
        waiver_agreed: true,
        waiver_agreed_at: new Date().toISOString(),
        media_consent_agreed: true,
        media_consent_agreed_at: new Date().toISOString(),
        // A server caller without a yearly confirmation keeps the older per-registration acknowledgment.
        concussion_awareness_agreed: true,
        concussion_awareness_agreed_at: new Date().toISOString(),
      })
      .select('id')
      .single<{ id: string }>(),
  ).id;
}

/** The family joins a full program's waiting list for one child (join_waitlist, as the registration screen calls it). */
export async function joinWaitlist(family: Family, child: string, programId: string) {
  const rows = must(
    await family.db.rpc('join_waitlist', {
      p_program_id: programId,
      p_items: [{ participant_id: family.children[child], price_tier_id: null }],
    }),
  ) as { id: string; status: string; position: number | null }[];
  return rows[0];
}

/** The concussion documents in force (ids and versions), read as the family. */
export async function documentsInForce(family: Family, lang: Lang) {
  return must(await family.db.rpc('concussion_documents_in_force', { p_language: lang })) as {
    awareness: { id: string };
    code_of_conduct: { id: string };
  };
}

/** The family confirms concussion awareness for children (as /concussion-safety does), the guardian reviewing. */
export async function confirmConcussion(family: Family, children: string[], lang: Lang) {
  const docs = await documentsInForce(family, lang);
  must(
    await family.db.rpc('confirm_concussion_safety', {
      p_participant_ids: children.map((c) => family.children[c]),
      p_awareness_document_id: docs.awareness.id,
      p_code_of_conduct_document_id: docs.code_of_conduct.id,
      p_guardian_reviewed: true,
      p_language: lang,
    }),
  );
}

/** A confirmation written with the service role, ending on `validUntil` (a year-old one about to lapse). */
export async function storedConfirmation(family: Family, child: string, validUntil: string, lang: Lang) {
  const docs = await documentsInForce(family, lang);
  must(
    await service()
      .from('concussion_confirmations')
      .insert({
        participant_id: family.children[child],
        role: 'athlete',
        awareness_document_id: docs.awareness.id,
        code_of_conduct_document_id: docs.code_of_conduct.id,
        guardian_id: family.id,
        confirmed_by: family.id,
        language: lang,
        confirmed_at: new Date(Date.now() - 330 * 86_400_000).toISOString(),
        valid_until: validUntil,
      })
      .select('id'),
  );
}

/** A suspected concussion as a coordinator records it (optionally already cleared by an admin). */
export async function storedRemoval(
  family: Family,
  child: string,
  programId: string,
  suspectedOn: string,
  clearedOn: string | null = null,
) {
  must(
    await service()
      .from('concussion_removals')
      .insert({
        participant_id: family.children[child],
        program_id: programId,
        suspected_on: suspectedOn,
        notes: 'Hit to the head during a drill.',
        cleared_on: clearedOn,
        cleared_at: clearedOn ? new Date().toISOString() : null,
      })
      .select('id'),
  );
}

/** The family's waiting-list entries as the database holds them. */
export async function entriesOf(family: Family) {
  return must(
    await service()
      .from('waitlist_entries')
      .select('id, participant_id, status, registration_id')
      .eq('user_id', family.id),
  ) as { id: string; participant_id: string; status: string; registration_id: string | null }[];
}

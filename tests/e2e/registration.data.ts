// Data for the registration and dashboard stories, made through supabase-js
// against the shared e2e stack: every story gets its own accounts and programs
// (unique names), so stories run in parallel without touching seed rows.
import { readFileSync } from 'node:fs';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { addDays, orgToday } from '../../supabase/functions/_shared/domain/dates.ts';
import { uniqueEmail, type Lang } from './support/accounts';

export const PASSWORD = 'e2e-password-1';

type Json = Record<string, unknown>;
/** A namespace's real strings, so stories read the page as users do, in either language. */
export function strings(ns: string, lang: Lang): Json {
  return JSON.parse(readFileSync(new URL(`../../src/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'));
}
/** A nested string of a namespace file, with {{placeholders}} filled. */
export function s(json: Json, path: string, values: Record<string, string | number> = {}): string {
  const raw = path.split('.').reduce<unknown>((o, k) => (o as Json)?.[k], json);
  if (typeof raw !== 'string') throw new Error(`missing string ${path}`);
  return raw.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k) => String(values[k]));
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
function must<T>(result: { data: T | null; error: unknown }): T {
  if (result.error) throw result.error;
  return result.data as T;
}
const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e5)}`;

export type Account = { email: string; id: string; firstName: string; lastName: string };
type Role = 'participant' | 'parent_guardian' | 'volunteer';

/** A new account with a complete profile for its role (player record, children or volunteer profile). */
export async function newAccount(
  role: Role,
  firstName: string,
  children: string[] = [],
): Promise<Account & { participantIds: string[] }> {
  const db = client(process.env.E2E_ANON_KEY!);
  const email = uniqueEmail(`reg-${role}`);
  const lastName = `Tester${tag().slice(-4)}`;
  const { data, error } = await db.auth.signUp({
    email,
    password: PASSWORD,
    options: { data: { role, first_name: firstName, last_name: lastName } },
  });
  if (error || !data.user) throw error ?? new Error('sign-up returned no user');
  const id = data.user.id;
  const svc = service();
  must(await svc.from('user_profiles').update({ phone: '6135550123' }).eq('id', id).select('id'));
  const person = (first: string, child: boolean) => ({
    user_id: id,
    parent_guardian_id: child ? id : null,
    first_name: first,
    last_name: lastName,
    date_of_birth: addDays(orgToday(new Date()), child ? -365 * 11 : -365 * 30),
    city: 'Ottawa',
    province: 'ON',
    visual_classification: 'B2',
    needs_equipment: child,
    allergies: child ? 'Peanuts' : null,
  });
  let participantIds: string[] = [];
  if (role === 'participant') {
    participantIds = [
      must(await svc.from('participants').insert(person(firstName, false)).select('id').single<{ id: string }>()).id,
    ];
  } else if (role === 'parent_guardian') {
    const rows = must(
      await svc
        .from('participants')
        .insert(children.map((c) => person(c, true)))
        .select('id, first_name'),
    );
    participantIds = children.map(
      (c) => (rows as { id: string; first_name: string }[]).find((r) => r.first_name === c)!.id,
    );
  } else {
    must(
      await svc
        .from('volunteer_profiles')
        .insert({ user_id: id, first_name: firstName, last_name: lastName, email, phone: '6135550123' })
        .select('id'),
    );
  }
  return { email, id, firstName, lastName, participantIds };
}

export type ProgramSpec = {
  label: string;
  startInDays?: number;
  price?: number;
  tiers?: { name: string; price: number; is_default?: boolean; max_spots?: number | null; spots_taken?: number }[];
  codes?: { code: string; price: number; max_uses: number | null }[];
  questions?: { text: string; type: 'checkbox' | 'text' | 'select' | 'radio'; required: boolean; options?: string[] }[];
};

/** A program with its tiers, assistance codes and questions, unique by name (and the ids of its tiers, in order). */
export async function newProgram(spec: ProgramSpec): Promise<{ id: string; name: string }> {
  const svc = service();
  const name = `${spec.label} ${tag()}`;
  const start = addDays(orgToday(new Date()), spec.startInDays ?? 20);
  const program = must(
    await svc
      .from('programs')
      .insert({
        name,
        start_date: start,
        end_date: addDays(start, 2),
        price: spec.price ?? 0,
        location: 'Bell Sensplex, Ottawa',
        description: 'Skating, passing and game play.',
        max_participants: 30,
        financial_assistance_enabled: Boolean(spec.codes?.length),
      })
      .select('id, name')
      .single<{ id: string; name: string }>(),
  );
  const tiers = spec.tiers ?? [{ name: 'Regular Registration', price: spec.price ?? 0, is_default: true }];
  must(
    await svc
      .from('program_price_tiers')
      .insert(
        tiers.map((t, i) => ({
          program_id: program.id,
          name: t.name,
          price: t.price,
          is_default: t.is_default ?? false,
          display_order: i,
          max_spots: t.max_spots ?? null,
          spots_taken: t.spots_taken ?? 0,
        })),
      )
      .select('id'),
  );
  if (spec.codes?.length) {
    must(
      await svc
        .from('financial_assistance_codes')
        .insert(spec.codes.map((c) => ({ program_id: program.id, ...c })))
        .select('id'),
    );
  }
  if (spec.questions?.length) {
    must(
      await svc
        .from('registration_questions')
        .insert(
          spec.questions.map((q, i) => ({
            program_id: program.id,
            question_text: q.text,
            question_type: q.type,
            required: q.required,
            options: q.options ?? [],
            display_order: i,
          })),
        )
        .select('id'),
    );
  }
  return program;
}

/** The registrations of a program as the database holds them. */
export async function registrationsOf(programId: string) {
  return must(
    await service()
      .from('registrations')
      .select(
        'participant_id, volunteer_id, status, amount_paid, language, waiver_version, financial_assistance_code_id',
      )
      .eq('program_id', programId),
  ) as {
    participant_id: string | null;
    volunteer_id: string | null;
    status: string;
    amount_paid: number;
    language: string;
    waiver_version: string | null;
    financial_assistance_code_id: string | null;
  }[];
}

/** A registration written by the server (as fulfilment or an admin would), for dashboard stories. */
export async function serverRegistration(
  account: Account,
  participantId: string,
  programId: string,
  status: 'pending' | 'approved',
  amountPaid = 0,
) {
  const at = new Date().toISOString();
  // The program's default tier: a program with tiers needs one (issue 17 point 1).
  const tier = must(
    await service()
      .from('program_price_tiers')
      .select('id')
      .eq('program_id', programId)
      .order('is_default', { ascending: false })
      .order('display_order')
      .limit(1)
      .maybeSingle<{ id: string }>(),
  );
  const row = {
    participant_id: participantId,
    program_id: programId,
    user_id: account.id,
    status,
    amount_paid: amountPaid,
    price_tier_id: tier?.id ?? null,
    waiver_agreed: true,
    waiver_agreed_at: at,
    media_consent_agreed: true,
    media_consent_agreed_at: at,
    concussion_awareness_agreed: true,
    concussion_awareness_agreed_at: at,
  };
  return must(await service().from('registrations').insert(row).select('id').single<{ id: string }>()).id;
}

/** An active program that already ended (for the 'Past' badge). */
export async function endedProgram(label: string): Promise<{ id: string; name: string }> {
  const name = `${label} ${tag()}`;
  const start = addDays(orgToday(new Date()), -30);
  return must(
    await service()
      .from('programs')
      .insert({ name, start_date: start, end_date: addDays(start, 2), price: 1000, max_participants: 12 })
      .select('id, name')
      .single<{ id: string; name: string }>(),
  );
}

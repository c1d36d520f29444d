// Data and page helpers of the payment stories: each story makes its own parent,
// children and paid program through supabase-js (service role) on the shared
// e2e stack, and reads the page with the app's real EN/FR strings.
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { expect, type Page } from '@playwright/test';
import ws from 'ws';
import { uniqueEmail, type Lang } from './support/accounts';
import { confirmConcussionIfAsked, readAndAccept } from './registration-helpers';

export const PASSWORD = 'e2e-payments-1';

type Json = Record<string, unknown>;
/** A string of src/locales/<lang>/<ns>.json by dotted path, with {{placeholders}} filled. */
export function text(ns: string, lang: Lang, path: string, values: Record<string, string | number> = {}): string {
  const json = JSON.parse(
    readFileSync(new URL(`../../src/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'),
  ) as Json;
  const raw = path.split('.').reduce<unknown>((o, k) => (o as Json)?.[k], json);
  if (typeof raw !== 'string') throw new Error(`missing string ${ns}:${path}`);
  return raw.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k) => String(values[k]));
}

function client(key: string): SupabaseClient {
  return createClient(process.env.E2E_BASE_URL!, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
  });
}
const service = () => client(process.env.E2E_SERVICE_ROLE_KEY!);
function must<T>(r: { data: T | null; error: unknown }): T {
  if (r.error) throw r.error;
  return r.data as T;
}

export type Parent = { email: string; id: string; kids: { id: string; first: string }[] };

/** A parent account (complete profile) with two children. */
export async function newParent(lang: Lang): Promise<Parent> {
  const email = uniqueEmail('pay-parent');
  const last = `Payer${randomUUID().slice(0, 5)}`;
  const { data, error } = await client(process.env.E2E_ANON_KEY!).auth.signUp({
    email,
    password: PASSWORD,
    options: { data: { role: 'parent_guardian', first_name: 'Pat', last_name: last, preferred_language: lang } },
  });
  if (error || !data.user) throw error ?? new Error('sign-up returned no user');
  const id = data.user.id;
  const svc = service();
  must(await svc.from('user_profiles').update({ phone: '6135550123' }).eq('id', id).select('id'));
  const firsts = lang === 'fr' ? ['Zoé', 'Félix'] : ['Ava', 'Ben'];
  const rows = must(
    await svc
      .from('participants')
      .insert(
        firsts.map((f) => ({
          user_id: id,
          parent_guardian_id: id,
          first_name: f,
          last_name: last,
          date_of_birth: '2015-03-01',
          city: 'Ottawa',
          province: 'ON',
          visual_classification: 'B2',
        })),
      )
      .select('id, first_name'),
  ) as { id: string; first_name: string }[];
  return { email, id, kids: firsts.map((f) => ({ id: rows.find((r) => r.first_name === f)!.id, first: f })) };
}

/** An active paid program (120.00 per child, one default tier), unique by name. */
export async function newPaidProgram(): Promise<{ id: string; name: string; tierId: string }> {
  const svc = service();
  const start = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + 22 * 86_400_000).toISOString().slice(0, 10);
  const program = must(
    await svc
      .from('programs')
      .insert({
        name: `Paid camp ${randomUUID().slice(0, 6)}`,
        start_date: start,
        end_date: end,
        price: 12000,
        location: 'Bell Sensplex, Ottawa',
        max_participants: 30,
      })
      .select('id, name')
      .single<{ id: string; name: string }>(),
  );
  const tier = must(
    await svc
      .from('program_price_tiers')
      .insert({ program_id: program.id, name: 'Regular Registration', price: 12000, is_default: true })
      .select('id')
      .single<{ id: string }>(),
  );
  return { ...program, tierId: tier.id };
}

export async function registrationsOf(programId: string) {
  return must(
    await service()
      .from('registrations')
      .select('participant_id, status, amount_paid, checkout_session_id')
      .eq('program_id', programId),
  ) as { participant_id: string; status: string; amount_paid: number; checkout_session_id: string | null }[];
}

export async function checkoutSessionsOf(userId: string) {
  return must(await service().from('checkout_sessions').select('id, status, receipt_number').eq('user_id', userId)) as {
    id: string;
    status: string;
    receipt_number: string | null;
  }[];
}

/** Registers both children on the program's screen and proceeds to the test checkout page. */
export async function proceedToCheckout(page: Page, lang: Lang, parent: Parent, program: { id: string; name: string }) {
  const r = (p: string, v = {}) => text('registration', lang, p, v);
  await page.goto(`/programs/${program.id}/register`);
  await expect(
    page.getByRole('heading', { level: 1, name: r('title.register', { name: program.name }) }),
  ).toBeVisible();
  for (const kid of parent.kids) await page.getByRole('checkbox', { name: new RegExp(`^${kid.first} \\S+$`) }).check();
  for (const label of [r('agreements.waiverCheckbox'), r('agreements.mediaCheckbox')]) {
    await readAndAccept(page, label);
  }
  await confirmConcussionIfAsked(page);
  await page.getByRole('button', { name: r('submit.checkout') }).click();
  await expect(page).toHaveURL(/\/_dev\/checkout\/[0-9a-f-]{36}\?lang=/);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

// Helpers for the profiles and participants stories: the feature's real
// strings in either language, and form fillers addressing fields by id
// (language independent), typing and choosing only through the keyboard-able
// controls (fill, selectOption, Enter/Space on buttons).
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { addYears, orgToday } from '../../supabase/functions/_shared/domain/dates.ts';
import type { Lang } from './support/accounts';

// Locale files are nested string maps; the stories index them by key.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
const load = (lang: Lang, ns: string): Json =>
  JSON.parse(readFileSync(new URL(`../../src/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'));

/** participants (p), profileCompletion (pc), profile (pr), dashboard (d), common (c) strings. */
export function strings(lang: Lang) {
  return {
    p: load(lang, 'participants'),
    pc: load(lang, 'profileCompletion'),
    pr: load(lang, 'profile'),
    d: load(lang, 'dashboard'),
    c: load(lang, 'common'),
  };
}

/** Fills {{placeholders}} like i18next. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, k) => String(values[k] ?? ''));

export const yearsAgo = (n: number) => addYears(orgToday(new Date()), -n);

/** Activates a control with the keyboard (focus, then Enter). */
export async function press(locator: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await locator.focus();
  await locator.press(key === 'Space' ? ' ' : 'Enter');
}

export type Personal = {
  dob: string;
  address: string;
  city: string;
  postal: string;
  gender: string;
  classification: string;
  province?: string;
  condition?: string;
  conditionOther?: string;
  selfDescription?: string;
};

export async function fillPersonal(page: Page, prefix: string, v: Personal) {
  await page.locator(`#${prefix}date_of_birth`).fill(v.dob);
  await page.locator(`#${prefix}address`).fill(v.address);
  await page.locator(`#${prefix}city`).fill(v.city);
  if (v.province) await page.locator(`#${prefix}province`).selectOption(v.province);
  await page.locator(`#${prefix}postal_code`).fill(v.postal);
  await page.locator(`#${prefix}gender_identity`).selectOption(v.gender);
  if (v.selfDescription !== undefined) await page.locator(`#${prefix}gender_self_description`).fill(v.selfDescription);
  await page.locator(`#${prefix}visual_classification`).selectOption(v.classification);
  if (v.condition) await page.locator(`#${prefix}visual_condition`).selectOption(v.condition);
  if (v.conditionOther) await page.locator(`#${prefix}visual_condition_other`).fill(v.conditionOther);
}

export async function fillContact(
  page: Page,
  prefix: string,
  v: { name: string; relationship: string; phone: string; email?: string; other?: string },
) {
  await page.locator(`#${prefix}ec_name`).fill(v.name);
  await page.locator(`#${prefix}ec_relationship`).selectOption(v.relationship);
  if (v.other) await page.locator(`#${prefix}ec_relationship_other`).fill(v.other);
  await page.locator(`#${prefix}ec_phone`).fill(v.phone);
  if (v.email !== undefined) await page.locator(`#${prefix}ec_email`).fill(v.email);
}

export async function fillHockey(page: Page, prefix: string, v: { position: string; skating: string; year?: string }) {
  await page.locator(`#${prefix}position`).selectOption(v.position);
  await page.locator(`#${prefix}skating_experience`).selectOption(v.skating);
  if (v.year !== undefined) await page.locator(`#${prefix}first_played_blind_hockey_year`).fill(v.year);
}

/** The wizard's step announcement, e.g. 'Step 2 of 3: Emergency & Medical'. */
export async function expectStep(page: Page, lang: Lang, n: number, title: string) {
  const s = strings(lang);
  await expect(page.getByText(`${fill(s.c.steps.stepOf, { current: n, total: 3 })}: ${title}`)).toBeVisible();
}

/** The error summary ('There is a problem') and its text. */
export function errorSummary(page: Page) {
  return page.getByRole('alert').filter({ has: page.getByRole('heading', { level: 2 }) });
}

/** A tiny valid PNG (1 x 1). */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6360000000020001e221bc330000000049454e44ae426082',
  'hex',
);
/** A tiny valid GIF (1 x 1). */
export const GIF = Buffer.from('474946383961010001000000002c00000000010001000002024401003b', 'hex');

// ---------------------------------------------------------------------------
// Accounts made through supabase-js (the same RPC the completion form calls)
// ---------------------------------------------------------------------------
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { uniqueEmail } from './support/accounts';

export const PASSWORD = 'e2e-password-1';

/** A player whose profile is already complete (own record and primary contact). */
export async function newCompletedPlayer(
  firstName: string,
): Promise<{ email: string; lastName: string; participantId: string }> {
  const db = createClient(process.env.E2E_BASE_URL!, process.env.E2E_ANON_KEY!, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
  });
  const email = uniqueEmail('profile-player');
  const lastName = `Profile${Math.floor(Math.random() * 1e6)}`;
  const { error } = await db.auth.signUp({
    email,
    password: PASSWORD,
    options: { data: { role: 'participant', first_name: firstName, last_name: lastName } },
  });
  if (error) throw error;
  const done = await db.rpc('complete_participant_profile', {
    p_profile: { first_name: firstName, last_name: lastName, phone: '6135550100' },
    p_participant: {
      date_of_birth: yearsAgo(30),
      address: '1 Rideau St',
      city: 'Ottawa',
      province: 'ON',
      postal_code: 'K1N 5Y3',
      gender_identity: 'female',
      visual_classification: 'B3',
      position: 'forward',
      skating_experience: 'intermediate',
    },
    p_contact: { name: 'Casey Contact', relationship: 'sibling', phone: '6135550199', email: 'casey@example.org' },
  });
  if (done.error) throw done.error;
  await db.auth.signOut();
  return { email, lastName, participantId: done.data as string };
}

/** A parent with two children (through create_participant), signed in on a Node client for later changes. */
export async function newParentWithChildren(firsts: string[]) {
  const db = createClient(process.env.E2E_BASE_URL!, process.env.E2E_ANON_KEY!, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
  });
  const email = uniqueEmail('profile-parent');
  const lastName = `Family${Math.floor(Math.random() * 1e6)}`;
  const signUp = await db.auth.signUp({
    email,
    password: PASSWORD,
    options: { data: { role: 'parent_guardian', first_name: 'Pat', last_name: lastName } },
  });
  if (signUp.error) throw signUp.error;
  const ids: string[] = [];
  for (const first of firsts) {
    const { data, error } = await db.rpc('create_participant', {
      p_participant: {
        first_name: first,
        last_name: lastName,
        date_of_birth: yearsAgo(10),
        address: '1 Main St',
        city: 'Ottawa',
        province: 'ON',
        postal_code: 'K1A0A6',
        gender_identity: 'male',
        visual_classification: 'B1',
        position: 'defense',
        skating_experience: 'beginner',
      },
      p_contact: { name: `Pat ${lastName}`, relationship: 'parent', phone: '6135550100' },
    });
    if (error) throw error;
    ids.push(data as string);
  }
  return { email, lastName, ids, userId: signUp.data.user!.id, db };
}

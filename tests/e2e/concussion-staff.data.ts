// Shared by the staff concussion stories (issue 24 points 6-7): the screens' strings, and each story's own
// programs, coordinators, family and registrations made through the service role (no demo data touched).
import { readFileSync } from 'node:fs';
import { addDays, addYears, orgToday } from '../../supabase/functions/_shared/domain/dates.ts';
import { expect, type Page } from '@playwright/test';
import { serviceClient, uniqueEmail, type Lang } from './support/test';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
/** src/locales/<lang>/<ns>.json, as the screens show it. */
export const strings = (lang: Lang, ns: 'coordinator' | 'adminConcussion' | 'adminDashboard' | 'common'): Json =>
  JSON.parse(readFileSync(new URL(`../../src/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'));

/** i18next's {{name}} placeholders filled with the values given. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, k) => String(values[k]));

/** A calendar date as the app writes it (formatDate, long style, en-CA / fr-CA). */
export const longDate = (iso: string, lang: Lang) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d, 12)),
  );
};

export const PASSWORD = 'e2e-password-1';
export const today = () => orgToday(new Date());

export async function must<T>(p: PromiseLike<{ data: T | null; error: unknown }>): Promise<T> {
  const { data, error } = await p;
  if (error) throw error;
  return data as T;
}

const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

export async function createProgram(tag: string): Promise<{ id: string; name: string }> {
  const start = addDays(today(), 20);
  return must(
    serviceClient()
      .from('programs')
      .insert({
        name: `E2E ${tag} ${suffix()}`,
        start_date: start,
        end_date: addDays(start, 30),
        price: 0,
        location: 'Toronto',
      })
      .select('id, name')
      .single(),
  );
}

export async function createUser(role: 'coach' | 'parent_guardian', first: string, last: string) {
  const email = uniqueEmail(`concussion-${role}`);
  const created = await serviceClient().auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { role, first_name: first, last_name: last },
  });
  if (created.error) throw created.error;
  return { id: created.data.user!.id, email, name: `${first} ${last}` };
}

export async function assignCoordinator(programId: string, userId: string) {
  await must(serviceClient().from('program_coordinators').insert({ program_id: programId, user_id: userId }));
}

/** A child of `parentId` (12 years old), registered (approved) in each program given. */
export async function createRegisteredChild(parentId: string, first: string, programIds: string[]) {
  const db = serviceClient();
  const child = await must<{ id: string }>(
    db
      .from('participants')
      .insert({
        user_id: parentId,
        parent_guardian_id: parentId,
        first_name: first,
        last_name: 'Skater',
        date_of_birth: addYears(today(), -12),
        address: '1 Bay St',
        city: 'Toronto',
        province: 'ON',
        visual_classification: 'B2',
      })
      .select('id')
      .single(),
  );
  const at = new Date().toISOString();
  for (const programId of programIds)
    await must(
      db.from('registrations').insert({
        participant_id: child.id,
        program_id: programId,
        user_id: parentId,
        status: 'approved',
        waiver_agreed: true,
        waiver_agreed_at: at,
        media_consent_agreed: true,
        media_consent_agreed_at: at,
        concussion_awareness_agreed: true,
        concussion_awareness_agreed_at: at,
      }),
    );
  return { id: child.id, name: `${first} Skater` };
}

/** A valid athlete confirmation (awareness and Code of Conduct in force, the parent as guardian). */
export async function confirmAthlete(participantId: string, parentId: string): Promise<string> {
  const db = serviceClient();
  const docs = await must<{ id: string; kind: string }[]>(
    db
      .from('legal_documents')
      .select('id, kind')
      .in('kind', ['concussion_awareness', 'concussion_code_of_conduct'])
      .eq('language', 'en')
      .not('published_at', 'is', null)
      .order('version', { ascending: false }),
  );
  const awareness = docs.find((d) => d.kind === 'concussion_awareness')!.id;
  const code = docs.find((d) => d.kind === 'concussion_code_of_conduct')!.id;
  const validUntil = addYears(today(), 1);
  await must(
    db.from('concussion_confirmations').insert({
      participant_id: participantId,
      role: 'athlete',
      awareness_document_id: awareness,
      code_of_conduct_document_id: code,
      guardian_id: parentId,
      language: 'en',
      confirmed_by: parentId,
      valid_until: validUntil,
    }),
  );
  return validUntil;
}

/** At 320 px the page itself never scrolls sideways (wide tables scroll inside their own region). */
export async function expectNoSidewaysScroll(page: Page, what: string) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
      message: `sideways scrolling at 320 px on ${what}`,
    })
    .toBeLessThanOrEqual(0);
  if (process.env.S_SHOTS) await page.screenshot({ path: `${process.env.S_SHOTS}/${what}-320.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
  if (process.env.S_SHOTS) await page.screenshot({ path: `${process.env.S_SHOTS}/${what}-1280.png`, fullPage: true });
}

// The access log story's data (issue 25 point 2): its own program, coordinator (a coach), family and child made
// through the service role, and the screens' strings.
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { serviceClient, type Lang } from './support/test';
import {
  assignCoordinator,
  createProgram,
  createRegisteredChild,
  createUser,
  must,
  PASSWORD,
} from './concussion-staff.data';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** t() over src/locales/<lang>/<ns>.json: a dotted key, {{placeholders}} filled, `_one`/`_other` by count. */
export function strings(lang: Lang, ns: string) {
  const data: Json = JSON.parse(readFileSync(new URL(`../../src/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'));
  return (key: string, values: Record<string, string | number> = {}): string => {
    const plural = typeof values.count === 'number' ? `_${values.count === 1 ? 'one' : 'other'}` : '';
    const path = key.split('.');
    const last = path.pop()!;
    const parent = path.reduce((o: Json, k) => o?.[k], data);
    const template = parent?.[`${last}${plural}`] ?? parent?.[last];
    if (typeof template !== 'string') throw new Error(`no string ${ns}:${key}`);
    return template.replace(/\{\{(\w+)\}\}/g, (_, k) => String(values[k]));
  };
}

/** A program with a coordinator (a coach) and a family whose child is registered in it (approved). */
export async function seedAccessStory(lang: Lang) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const program = await createProgram(`Access log ${lang}`);
  const coach = await createUser('coach', 'Morgan', `Coordo${lang}${tag}`);
  await assignCoordinator(program.id, coach.id);
  const parent = await createUser('parent_guardian', 'Pat', `Parent${lang}${tag}`);
  const child = await createRegisteredChild(parent.id, `Noor${lang}${tag}`, [program.id]);
  // The family writes the allergies itself, as on its own screens: a staff or service-key write of a medical field
  // is logged (issue 33 point 5) and would be a second line in the family's list, while this story is about a read.
  const family = createClient(process.env.E2E_BASE_URL!, process.env.E2E_ANON_KEY!, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
  });
  const signedIn = await family.auth.signInWithPassword({ email: parent.email, password: PASSWORD });
  if (signedIn.error) throw signedIn.error;
  await must(family.from('participants').update({ allergies: 'Peanuts' }).eq('id', child.id).select('id'));
  return { program, coach, parent, child };
}

/** The log's records about `participantId` by `actorId`, as the database holds them. */
export async function logRecords(participantId: string, actorId: string) {
  return must<{ id: number; what: string; reason: string; program_id: string | null }[]>(
    serviceClient()
      .from('data_access_log')
      .select('id, what, reason, program_id')
      .contains('participant_ids', [participantId])
      .eq('actor_id', actorId)
      .order('id', { ascending: false }),
  );
}

/** Focus by script is not a click: the control takes the keyboard focus, then the key is pressed. */
export async function press(target: Locator, key = 'Enter') {
  await target.focus();
  await expect(target).toBeFocused();
  await target.press(key);
}

/** Types into a field from the keyboard (focus, select what is there, type). */
export async function typeInto(page: Page, field: Locator, text: string) {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/** Full-page screenshots at 1280 px and at 320 px (where the page itself must not scroll sideways). */
export async function shoot(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `test-results/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 320, height: 800 });
  // What sticks out, when something does (the innermost elements past the right edge), for the failure message.
  const outside = () =>
    page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth <= width) return '';
      const out = [...document.querySelectorAll('body *')].filter(
        (el) => el.getBoundingClientRect().right > width + 1 && !el.closest('[role="region"][tabindex="0"]'),
      );
      const inner = out.filter((el) => !out.some((o) => o !== el && el.contains(o))).slice(0, 5);
      const said = inner.map(
        (el) => `<${el.tagName.toLowerCase()} class="${el.className}"> ${el.textContent?.slice(0, 40)}`,
      );
      return `page ${document.documentElement.scrollWidth} px wide: ${said.join(' | ')}`;
    });
  await expect.poll(outside, { message: `sideways scrolling at 320 px on ${name}` }).toBe('');
  await page.screenshot({ path: `test-results/${name}-320.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

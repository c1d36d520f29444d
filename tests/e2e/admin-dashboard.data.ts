import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { expect, type Page } from '@playwright/test';
import type { Lang } from './support/test';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const load = (lang: Lang, ns: string): Json =>
  JSON.parse(readFileSync(new URL(`../../src/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'));

/** The screen texts of a namespace, as the app shows them. */
export const texts = (lang: Lang, ns: 'adminDashboard' | 'adminEvents' | 'adminEquipment' | 'common'): Json =>
  load(lang, ns);

/** i18next-style interpolation for assertions. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/{{(\w+)}}/g, (_, k: string) => String(values[k] ?? ''));
}

/** A readable unique suffix for names created by this run. */
export const uniqueName = (tag: string) => `${tag} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Clicks, waits for the download, checks the BOM and returns the parsed CSV. */
export async function parseDownload(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const text = readFileSync((await download.path())!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const rows = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
  return { name: download.suggestedFilename(), header: rows[0], rows: rows.slice(1) };
}

/** The number shown by a stat card, whatever the language's digit grouping. */
export async function statValue(page: Page, key: string): Promise<number> {
  const text = (await page.locator(`[data-stat="${key}"]`).innerText()).replace(/[^\d]/g, '');
  return Number(text);
}

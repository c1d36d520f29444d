// Data for the admin-programs stories through supabase-js against the shared
// e2e stack: every story makes its own programs (unique names), never touching
// the seed rows other stories read. Writes use the service role (a server caller).
import { readFileSync } from 'node:fs';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { addDays, orgToday } from '../../supabase/functions/_shared/domain/dates.ts';
import type { Lang } from './support/accounts';

/** The feature's real strings, so the stories read the page as users do, in either language. */
export function strings(lang: Lang) {
  return JSON.parse(readFileSync(new URL(`../../src/locales/${lang}/adminPrograms.json`, import.meta.url), 'utf8'));
}

/** i18next-style interpolation for the stories' expected texts. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, k) => String(values[k]));
}

export function service(): SupabaseClient {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set');
  return createClient(url, process.env.E2E_SERVICE_ROLE_KEY!, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
  });
}

let counter = 0;
export function uniqueName(tag: string): string {
  counter += 1;
  return `E2E ${tag} ${Date.now().toString(36)}-${process.pid}-${counter}`;
}

/** A program with two tiers (Early Bird, Regular default) through save_program(); returns ids. */
export async function createProgram(name: string, over: Record<string, unknown> = {}) {
  const db = service();
  const start = addDays(orgToday(new Date()), 40);
  const { data: id, error } = await db.rpc('save_program', {
    payload: {
      name,
      start_date: start,
      end_date: addDays(start, 5),
      location: 'Ottawa',
      price: 10000,
      is_active: true,
      tiers: [
        { name: 'Early Bird', price: 8000 },
        { name: 'Regular', price: 10000, is_default: true },
      ],
      ...over,
    },
  });
  if (error) throw error;
  const tiers = await db
    .from('program_price_tiers')
    .select('id, name, price')
    .eq('program_id', id)
    .order('display_order');
  if (tiers.error) throw tiers.error;
  return { id: id as string, tiers: tiers.data as { id: string; name: string; price: number }[] };
}

/** A pending registration of a new child of the demo parent, on the given tier. */
export async function registerOnTier(programId: string, tierId: string): Promise<string> {
  const db = service();
  const parent = 'a0000000-0000-4000-8000-000000000002';
  const child = await db
    .from('participants')
    .insert({
      user_id: parent,
      parent_guardian_id: parent,
      first_name: 'Tier',
      last_name: 'Tester',
      date_of_birth: '2015-01-01',
    })
    .select('id')
    .single();
  if (child.error) throw child.error;
  const at = new Date().toISOString();
  const reg = await db
    .from('registrations')
    .insert({
      participant_id: child.data.id,
      program_id: programId,
      price_tier_id: tierId,
      status: 'pending',
      waiver_agreed: true,
      waiver_agreed_at: at,
      media_consent_agreed: true,
      media_consent_agreed_at: at,
      concussion_awareness_agreed: true,
      concussion_awareness_agreed_at: at,
    })
    .select('id')
    .single();
  if (reg.error) throw reg.error;
  return reg.data.id;
}

// The launch checklist (issue 36 point 2): the setup-status function answers an administrator with each check's
// status, from the database (admin_setup_status(), administrators only) and the server's settings, and never
// returns a secret's value; anyone else is refused, at the function and at the database.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { DEMO_PASSWORD, users } from './seed-ids.ts';

const SECRETS = { STRIPE_SECRET_KEY: 'sk_test_do-not-show-1234', STRIPE_WEBHOOK_SECRET: 'whsec_do-not-show-5678' };

let stack: TestStack;
let admin: SupabaseClient;
let parent: SupabaseClient;
beforeAll(async () => {
  stack = await startTestStack({
    freshProject: true,
    functionsEnv: { ...SECRETS, STRIPE_API_BASE: 'http://127.0.0.1:9' },
  });
  admin = await stack.signIn(users.admin.email, DEMO_PASSWORD);
  parent = await stack.signIn(users.parent.email, DEMO_PASSWORD);
});
afterAll(() => stack?.stop());

type Check = { id: string; status: string; facts: Record<string, unknown> };
const token = async (client: SupabaseClient) => (await client.auth.getSession()).data.session?.access_token;
async function call(client: SupabaseClient | null) {
  const res = await fetch(`${stack.url}/functions/v1/setup-status`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      Authorization: `Bearer ${client ? await token(client) : stack.anonKey}`,
      'Content-Type': 'application/json',
    },
    body: '{}',
  });
  return { status: res.status, text: await res.text() };
}
const byId = (checks: Check[]) => Object.fromEntries(checks.map((c) => [c.id, c]));

describe('setup-status', () => {
  it('answers an administrator with every check, and no secret', async () => {
    const { status, text } = await call(admin);
    expect(status).toBe(200);
    for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret);
    const body = JSON.parse(text) as { ready: boolean; checks: Check[] };
    const c = byId(body.checks);
    expect(Object.keys(c)).toEqual([
      'payments',
      'webhook',
      'mail',
      'authEmail',
      'redirectUrl',
      'schedules',
      'organisation',
      'legal',
    ]);
    expect(c.payments).toMatchObject({ status: 'test', facts: { mode: 'test' } });
    expect(c.webhook).toMatchObject({ status: 'ok', facts: { secretSet: true, lastReceivedAt: null } });
    // local-supabase's mail catcher: works, as a test service.
    expect(c.mail).toMatchObject({ status: 'test', facts: { transport: 'smtp', failed_recently: 0 } });
    // A fresh project has no address: the checklist says what is missing, and the site is not ready.
    expect(c.organisation).toMatchObject({
      status: 'missing',
      facts: { missing: ['address_line1', 'city', 'province', 'postal_code'] },
    });
    expect(body.ready).toBe(false);
    // The stand-in scheduler (local-supabase) holds the migrations' four jobs.
    expect(c.schedules.facts.available).toBe(true);
    expect(
      (c.schedules.facts.jobs as { name: string; scheduled: boolean }[]).map((j) => [j.name, j.scheduled]),
    ).toEqual([
      ['deliver-emails', true],
      ['process-waitlist-offers', true],
      ['purge-expired-records', true],
      ['stripe-cleanup', true],
    ]);
  });

  it('follows what changes: the address typed, an unpublished document, a webhook received', async () => {
    const saved = await admin.rpc('admin_save_organisation_settings', {
      p_settings: {
        name_en: 'Canadian Blind Hockey',
        name_fr: 'Hockey canadien pour aveugles',
        address_line1: '12 Rink Road',
        city: 'Ottawa',
        province: 'ON',
        postal_code: 'K1A 0B1',
        contact_email: 'info@example.org',
      },
    });
    expect(saved.error).toBeNull();
    await stack.sql(`insert into public.stripe_events (id, type) values ('evt_setup_1', 'checkout.session.completed')`);
    const c = byId(JSON.parse((await call(admin)).text).checks as Check[]);
    expect(c.organisation).toMatchObject({ status: 'ok', facts: { missing: [] } });
    expect(c.webhook.facts.lastReceivedAt).not.toBeNull();
    const legal = c.legal.facts.missing as { kind: string; language: string }[];
    // The seed publishes every document in both languages; take one out behind the database's back (a published
    // document cannot be changed: the guard trigger is bypassed for this one statement).
    await stack.sql(`do $$ begin
      set local session_replication_role = replica;
      delete from public.legal_documents where kind = 'privacy' and language = 'fr' and program_id is null;
    end $$`);
    const after = byId(JSON.parse((await call(admin)).text).checks as Check[]);
    expect(after.legal.status).toBe('missing');
    expect(after.legal.facts.missing).toContainEqual({ kind: 'privacy', language: 'fr' });
    expect((after.legal.facts.missing as unknown[]).length).toBe(legal.length + 1);
  });

  it('refuses anyone else, at the function and at the database', async () => {
    expect((await call(parent)).status).toBe(403);
    expect(JSON.parse((await call(parent)).text)).toMatchObject({ code: 'admin_only' });
    expect((await call(null)).status).toBe(401);
    const direct = await parent.rpc('admin_setup_status');
    expect(direct.error?.hint).toBe('admin_only');
    const anon = await stack.anon().rpc('admin_setup_status');
    expect(anon.error).not.toBeNull();
  });
});

// The organisation's own details (issue 36 point 1): one record, changed only by an administrator through
// admin_save_organisation_settings (every changed field logged: who, when, old and new value), read by everyone
// through organisation_details(); receipts wait, queued, while the postal address is incomplete.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { factories } from './db-helpers.ts';
import { DEMO_PASSWORD, users } from './seed-ids.ts';

let stack: TestStack;
let admin: SupabaseClient;
let parent: SupabaseClient;
let anon: SupabaseClient;
beforeAll(async () => {
  stack = await startTestStack({ freshProject: true });
  admin = await stack.signIn(users.admin.email, DEMO_PASSWORD);
  parent = await stack.signIn(users.parent.email, DEMO_PASSWORD);
  anon = stack.anon();
});
afterAll(() => stack?.stop());

const FULL = {
  name_en: 'Canadian Blind Hockey',
  name_fr: 'Hockey canadien pour aveugles',
  address_line1: ' 12 Rink Road ',
  address_line2: '',
  city: 'Ottawa',
  province: 'on',
  postal_code: 'k1a 0b1',
  contact_email: 'info@example.org',
  accessibility_email: 'accessibility@example.org',
  charity_number: '123456789 rr 0001',
};
const save = (client: SupabaseClient, settings: Record<string, unknown>) =>
  client.rpc('admin_save_organisation_settings', { p_settings: settings });
const changes = () =>
  stack.sql<{ field: string; old_value: string | null; new_value: string | null; changed_by: string | null }>(
    `select field, old_value, new_value, changed_by from public.organisation_settings_changes order by changed_at, field`,
  );

describe('organisation settings', () => {
  it('a fresh project has no address: organisation_details says so to anyone, signed in or not', async () => {
    const { data, error } = await anon.rpc('organisation_details');
    expect(error).toBeNull();
    expect(data).toMatchObject({
      name_en: 'Canadian Blind Hockey',
      name_fr: 'Hockey canadien pour aveugles',
      address_line1: null,
      postal_code: null,
      contact_email: 'info@example.org',
      address_complete: false,
    });
    expect(Object.keys(data as object)).not.toContain('updated_by');
  });

  it('an administrator saves it, normalised, and each changed field is logged with who and when', async () => {
    const before = (await changes()).length;
    const { data, error } = await save(admin, FULL);
    expect(error).toBeNull();
    expect(data).toMatchObject({
      address_line1: '12 Rink Road',
      address_line2: null,
      province: 'ON',
      postal_code: 'K1A0B1',
      charity_number: '123456789RR0001',
      address_complete: true,
    });
    const logged = (await changes()).slice(before);
    expect(logged.map((c) => c.field).sort()).toEqual(
      ['address_line1', 'charity_number', 'city', 'postal_code', 'province'].sort(),
    );
    expect(logged.every((c) => c.changed_by === users.admin.id)).toBe(true);
    expect(logged.find((c) => c.field === 'city')).toMatchObject({ old_value: null, new_value: 'Ottawa' });
    // Saving the same again logs nothing.
    expect((await save(admin, FULL)).error).toBeNull();
    expect((await changes()).length).toBe(before + logged.length);
    // Administrators read the history through the API; a family does not.
    expect((await admin.from('organisation_settings_changes').select('field')).data?.length).toBe(
      before + logged.length,
    );
    expect(await parent.from('organisation_settings_changes').select('field')).toMatchObject({ data: [] });
  });

  it('refuses each bad field with its own hint and changes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name_en: ' ' }, 'name_en_required'],
      [{ name_fr: '' }, 'name_fr_required'],
      [{ name_en: 'x'.repeat(121) }, 'name_too_long'],
      [{ city: 'x'.repeat(81) }, 'address_too_long'],
      [{ province: 'XX' }, 'province_invalid'],
      [{ postal_code: '12345' }, 'postal_code_invalid'],
      [{ contact_email: 'not-an-address' }, 'contact_email_invalid'],
      [{ accessibility_email: 'two@@example.org' }, 'accessibility_email_invalid'],
      [{ charity_number: '12345' }, 'charity_number_invalid'],
    ];
    for (const [change, hint] of cases) {
      const { error } = await save(admin, { ...FULL, ...change });
      expect(error?.hint, hint).toBe(hint);
    }
    expect((await anon.rpc('organisation_details')).data).toMatchObject({ city: 'Ottawa', province: 'ON' });
  });

  it('the side doors are shut: no one else saves, and no one writes the record or its history directly', async () => {
    for (const client of [anon, parent]) {
      const { error } = await save(client, { ...FULL, city: 'Elsewhere' });
      expect(error).not.toBeNull();
      await client.from('organisation_settings').update({ city: 'Elsewhere' }).eq('id', true);
      await client.from('organisation_settings_changes').insert({ field: 'city', new_value: 'Elsewhere' });
    }
    expect((await parent.rpc('admin_save_organisation_settings', { p_settings: FULL })).error?.hint).toBe('admin_only');
    // Even an administrator writes only through the function.
    const direct = await admin.from('organisation_settings').update({ city: 'Elsewhere' }).eq('id', true);
    expect(direct.error).not.toBeNull();
    const forged = await admin.from('organisation_settings_changes').insert({ field: 'city', new_value: 'x' });
    expect(forged.error).not.toBeNull();
    expect((await anon.rpc('organisation_details')).data).toMatchObject({ city: 'Ottawa' });
    expect(await changes()).not.toContainEqual(expect.objectContaining({ new_value: 'Elsewhere' }));
  });

  it('the history outlives the administrator who made the change', async () => {
    const f = factories(stack);
    const id = await f.user('admin');
    await stack.sql(`update public.user_profiles set role = 'admin' where id = $1`, [id]);
    await stack.sql(
      `update auth.users set email_confirmed_at = now(),
              encrypted_password = (select encrypted_password from auth.users where id = $1)
       where id = $2`,
      [users.admin.id, id],
    );
    const other = await stack.signIn(`u-${id}@example.test`, DEMO_PASSWORD);
    expect((await save(other, { ...FULL, city: 'Gatineau', province: 'QC' })).error).toBeNull();
    await stack.sql(`delete from public.user_profiles where id = $1`, [id]);
    const kept = (await changes()).filter((c) => c.new_value === 'Gatineau');
    expect(kept).toEqual([{ field: 'city', old_value: 'Ottawa', new_value: 'Gatineau', changed_by: null }]);
  });
});

describe('receipts wait for the address', () => {
  const queue = (template: string) =>
    stack.sql<{ id: string }>(
      `insert into public.email_outbox (to_email, template, subject, body) values ('p@example.org', $1, 'S', 'B')
       returning id`,
      [template],
    );
  const claimed = async () => {
    const { data, error } = await stack.service().rpc('claim_email_batch', { p_limit: 100 });
    expect(error).toBeNull();
    return (data as { id: string }[]).map((r) => r.id);
  };
  const status = async (id: string) =>
    (await stack.sql<{ status: string }>(`select status from public.email_outbox where id = $1`, [id]))[0].status;

  it('a receipt stays queued (not failed) until the address is complete; other messages go', async () => {
    await save(admin, { ...FULL, address_line1: '', postal_code: '' });
    await claimed(); // whatever was already due
    const [receipt] = await queue('payment_receipt');
    const [other] = await queue('registration_received');
    const first = await claimed();
    expect(first).toContain(other.id);
    expect(first).not.toContain(receipt.id);
    expect(await status(receipt.id)).toBe('queued');

    expect((await save(admin, FULL)).error).toBeNull();
    expect(await claimed()).toContain(receipt.id);
    expect(await status(receipt.id)).toBe('sending');
  });
});

// Admin registrations screen (issue 10) through supabase-js: the screen's one
// nested query returns people, guardian, tier and contacts; admins change
// statuses singly and in bulk; approval queues the e-mail in the account
// holder's language; nobody else can change a status. Since issue 25 the
// nested query's medical fields and contacts are readable by the service role
// only (the reference the export is checked against); an admin, like anyone
// signed in, is refused them and reads them through the logging functions.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_REGISTRATIONS_SELECT } from '../../src/features/admin-registrations/api/select.ts';
import { fromExport, type ExportPayload } from '../../src/features/admin-registrations/api/export-row.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { clientsByRole, factories, type Factories, type MatrixRole } from './db-helpers.ts';
import { users, volunteerProfile } from './seed-ids.ts';

// The nested select without what nobody but the family reads directly (issue 25): the
// medical fields and the emergency contacts.
const WITHOUT_MEDICAL = `id, status, registration_date, amount_paid, parent_guardian_name, removed_participant_name,
  waiver_agreed, waiver_agreed_at, media_consent_agreed, media_consent_agreed_at,
  program:programs(id, name, name_fr, price),
  price_tier:program_price_tiers(id, name, name_fr, price),
  participant:participants(id, first_name, last_name, email, date_of_birth, address, city, province, position,
    visual_classification, needs_equipment, guardian:user_profiles!parent_guardian_id(first_name, last_name, email, phone)),
  volunteer:volunteer_profiles(id, first_name, last_name, email, date_of_birth, address, city, phone)`;

let stack: TestStack;
let db: Record<MatrixRole, SupabaseClient>;
let service: SupabaseClient;
let make: Factories;
let program: string;
let tier: string;
let frParent: string;
let frChild: string;
let enChild: string;

beforeAll(async () => {
  stack = await startTestStack();
  db = await clientsByRole(stack);
  service = stack.service();
  make = factories(stack);
  program = await make.program();
  tier = await make.tier(program, null, 12000);
  frParent = await make.user('parent_guardian');
  await stack.sql(`update public.user_profiles set preferred_language = 'fr', first_name = 'Julie' where id = $1`, [
    frParent,
  ]);
  frChild = await make.child(frParent, 'Éloïse');
  enChild = await make.child(users.parent.id, 'Owen');
});
afterAll(async () => stack?.stop());

const outbox = (registrationId: string) =>
  stack.sql<{ template: string; language: string; to_email: string; subject: string }>(
    `select template, language, to_email, subject from public.email_outbox where registration_id = $1 order by created_at, id`,
    [registrationId],
  );

describe('the screen query', () => {
  it('returns tier, program, participant with guardian and contacts, and volunteers, in one request', async () => {
    const reg = await make.registration(frChild, program);
    await stack.sql(`update public.registrations set price_tier_id = $1, amount_paid = 5000 where id = $2`, [
      tier,
      reg,
    ]);
    await make.contact(frChild);
    await stack.sql(
      `insert into public.emergency_contacts (participant_id, name, relationship, phone, is_primary)
       values ($1, 'Main Contact', 'parent', '5145550000', true)`,
      [frChild],
    );
    const vol = await stack.sql<{ id: string }>(
      `insert into public.registrations (volunteer_id, program_id, user_id, status, waiver_agreed, waiver_agreed_at,
         media_consent_agreed, media_consent_agreed_at, concussion_awareness_agreed, concussion_awareness_agreed_at)
       values ($1, $2, $3, 'pending', true, now(), true, now(), true, now()) returning id`,
      [volunteerProfile, program, users.volunteer.id],
    );
    const { data, error } = await service
      .from('registrations')
      .select(ADMIN_REGISTRATIONS_SELECT)
      .eq('program_id', program)
      .order('registration_date', { ascending: false });
    expect(error).toBeNull();
    // An admin's own direct read of the medical fields is refused (issue 25), and no contact is visible.
    const direct = await db.admin.from('registrations').select(ADMIN_REGISTRATIONS_SELECT).eq('program_id', program);
    expect(direct.error?.code).toBe('42501');
    const withoutMedical = await db.admin.from('registrations').select(WITHOUT_MEDICAL).eq('id', reg).single();
    expect(withoutMedical.error).toBeNull();
    expect(JSON.stringify(withoutMedical.data)).not.toMatch(/allergies|medical_conditions|emergency_contacts/);
    const contacts = await db.admin.from('emergency_contacts').select('id').eq('participant_id', frChild);
    expect(contacts.data).toEqual([]);
    const rows = (data ?? []) as unknown as Array<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
    const child = rows.find((r) => r.id === reg)!;
    expect(child.price_tier).toMatchObject({ id: tier, price: 12000 });
    expect(child.program).toMatchObject({ id: program });
    expect(child.amount_paid).toBe(5000);
    expect(child.participant.first_name).toBe('Éloïse');
    expect(child.participant.guardian).toMatchObject({ first_name: 'Julie' });
    expect(child.participant.emergency_contacts).toHaveLength(2);
    expect(child.participant.emergency_contacts.filter((c: { is_primary: boolean }) => c.is_primary)).toHaveLength(1);
    const volunteer = rows.find((r) => r.id === vol[0].id)!;
    expect(volunteer.participant).toBeNull();
    expect(volunteer.volunteer).toMatchObject({ id: volunteerProfile });
  });
});

describe('status changes by an admin', () => {
  it('bulk approve sets both in one request and queues each approval e-mail in the holder language', async () => {
    const a = await make.registration(await make.child(frParent, 'Anaïs'), program);
    const b = await make.registration(await make.child(users.parent.id, 'Ben'), program);
    const { data, error } = await db.admin
      .from('registrations')
      .update({ status: 'approved' })
      .in('id', [a, b])
      .select('id');
    expect(error).toBeNull();
    expect(data).toHaveLength(2);
    const [fa] = await outbox(a);
    expect(fa).toMatchObject({ template: 'registration_approved', language: 'fr' });
    expect(fa.subject).toMatch(/^Inscription approuvée/);
    const [eb] = await outbox(b);
    expect(eb).toMatchObject({ template: 'registration_approved', language: 'en', to_email: users.parent.email });
  });

  it('an inline change to rejected queues the rejection e-mail once; approving twice queues one approval', async () => {
    const r = await make.registration(enChild, program);
    await db.admin.from('registrations').update({ status: 'rejected' }).eq('id', r);
    await db.admin.from('registrations').update({ status: 'rejected' }).eq('id', r);
    expect((await outbox(r)).map((m) => m.template)).toEqual(['registration_rejected']);
    await db.admin.from('registrations').update({ status: 'approved' }).eq('id', r);
    await db.admin.from('registrations').update({ status: 'approved' }).eq('id', r);
    expect((await outbox(r)).map((m) => m.template)).toEqual(['registration_rejected', 'registration_approved']);
  });

  it('any status can be set directly (no transition rules), e.g. refunded back to pending', async () => {
    const r = await make.registration(await make.child(users.parent.id, 'Rory'), program, 'refunded');
    const { data, error } = await db.admin
      .from('registrations')
      .update({ status: 'pending' })
      .eq('id', r)
      .select('status');
    expect(error).toBeNull();
    expect(data).toEqual([{ status: 'pending' }]);
  });

  it('an unknown status is refused by the database', async () => {
    const r = await make.registration(await make.child(users.parent.id, 'Uma'), program);
    const { error } = await db.admin.from('registrations').update({ status: 'paid' }).eq('id', r);
    expect(error?.code).toBe('23514');
  });
});

describe('hostile signed-in users', () => {
  it.each(['player', 'parent', 'coach', 'volunteer', 'coordinator'] as MatrixRole[])(
    'a %s cannot approve a registration, not even their own child’s',
    async (role) => {
      const r = await make.registration(await make.child(users.parent.id, `Own-${role}`), program);
      const { data } = await db[role].from('registrations').update({ status: 'approved' }).in('id', [r]).select('id');
      expect(data ?? []).toEqual([]);
      const [row] = await stack.sql<{ status: string }>('select status from public.registrations where id = $1', [r]);
      expect(row.status).toBe('pending');
      expect(await outbox(r)).toEqual([]);
    },
  );

  it('a parent reading with the admin query gets only their own registrations', async () => {
    const mine = await make.registration(await make.child(users.parent.id, 'Mine'), program);
    const theirs = await make.registration(await make.child(frParent, 'Theirs'), program);
    const { data } = await db.parent.from('registrations').select(WITHOUT_MEDICAL).in('id', [mine, theirs]);
    expect((data ?? []).map((r) => (r as unknown as { id: string }).id)).toEqual([mine]);
  });

  it('the view admin_registration_rows gives a parent only their own rows (and no search text: admins only), anon nothing', async () => {
    const mine = await make.registration(await make.child(users.parent.id, 'ViewMine'), program);
    const theirs = await make.registration(await make.child(frParent, 'ViewTheirs'), program);
    const { data, error } = await db.parent
      .from('admin_registration_rows')
      .select('id, search_text', { count: 'exact' })
      .in('id', [mine, theirs]);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: mine, search_text: null }]);
    const { data: probe } = await db.parent
      .from('admin_registration_rows')
      .select('id')
      .ilike('search_text', '%viewtheirs%');
    expect(probe).toEqual([]);
    const anon = await db.anon.from('admin_registration_rows').select('id').in('id', [mine, theirs]);
    expect(anon.data ?? []).toEqual([]);
  });
});

describe('server-side paging (admin_registration_rows)', () => {
  it('filters by case-insensitive search on names, guardian e-mail and program, counts exactly and pages newest first', async () => {
    const p2 = await make.program();
    const ids: string[] = [];
    for (const name of ['PageAda', 'PageBea', 'PageCy'])
      ids.push(await make.registration(await make.child(frParent, name), p2));
    const base = () =>
      db.admin.from('admin_registration_rows').select(WITHOUT_MEDICAL, { count: 'exact' }).eq('program_id', p2);
    const page1 = await base()
      .order('registration_date', { ascending: false })
      .order('id', { ascending: false })
      .range(0, 1);
    expect(page1.error).toBeNull();
    expect(page1.count).toBe(3);
    expect(page1.data).toHaveLength(2);
    const page2 = await base()
      .order('registration_date', { ascending: false })
      .order('id', { ascending: false })
      .range(2, 3);
    const seen = [...(page1.data ?? []), ...(page2.data ?? [])].map((r) => (r as unknown as { id: string }).id);
    expect(seen.sort()).toEqual([...ids].sort());
    const byName = await base().ilike('search_text', '%pagebea%');
    expect(byName.count).toBe(1);
    expect((byName.data?.[0] as unknown as { participant: { first_name: string } }).participant.first_name).toBe(
      'PageBea',
    );
    const [{ email }] = await stack.sql<{ email: string }>('select email from public.user_profiles where id = $1', [
      frParent,
    ]);
    expect((await base().ilike('search_text', `%${email.toLowerCase()}%`)).count).toBe(3);
    expect((await base().ilike('search_text', '%julie%')).count).toBe(3);
    expect((await base().ilike('search_text', '%no-such-person%')).count).toBe(0);
  });
});

describe('Export All (admin_registrations_export)', () => {
  // Contacts come back in creation order from the function, unordered from the embed.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const normal = (rows: Array<Record<string, any>>) =>
    rows.map((r) => {
      // The embed has no refund (the page and the export carry it; tests/db/registration-search).
      delete r.refund;
      const person = r.participant ?? r.volunteer;
      if (person)
        person.emergency_contacts = [...person.emergency_contacts].sort((a, b) =>
          JSON.stringify(a).localeCompare(JSON.stringify(b)),
        );
      return r;
    });

  it('gives, turned back by fromExport, exactly the rows and order of the screen select, for every registration', async () => {
    const { data: screen, error } = await service
      .from('admin_registration_rows')
      .select(ADMIN_REGISTRATIONS_SELECT)
      .order('registration_date', { ascending: false })
      .order('id', { ascending: false });
    expect(error).toBeNull();
    const exported = await db.admin.rpc('admin_registrations_export', {
      p_program_id: null,
      p_status: 'all',
      p_search: '',
    });
    expect(exported.error).toBeNull();
    const rows = fromExport(exported.data as ExportPayload);
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.some((r) => r.volunteer) && rows.some((r) => r.participant?.guardian)).toBe(true);
    expect(normal(rows as never)).toEqual(normal(screen as never));
  });

  it('filters by program, status and search (literal, case-insensitive) as the screen does', async () => {
    const p3 = await make.program();
    const a = await make.registration(await make.child(frParent, 'ExpoZoé'), p3);
    const b = await make.registration(await make.child(frParent, 'Expo_Yan'), p3);
    await stack.sql(`update public.registrations set status = 'approved' where id = $1`, [b]);
    const ids = async (args: { p_program_id: string | null; p_status: string; p_search: string }) => {
      const { data, error } = await db.admin.rpc('admin_registrations_export', args);
      expect(error).toBeNull();
      return (data as ExportPayload).rows.map((r) => r[0]).sort();
    };
    expect(await ids({ p_program_id: p3, p_status: 'all', p_search: '' })).toEqual([a, b].sort());
    // A program's export names that program (and its tiers) only.
    const scoped = (
      await db.admin.rpc('admin_registrations_export', { p_program_id: p3, p_status: 'all', p_search: '' })
    ).data as ExportPayload;
    expect(Object.keys(scoped.programs)).toEqual([p3]);
    expect(await ids({ p_program_id: p3, p_status: 'approved', p_search: '' })).toEqual([b]);
    expect(await ids({ p_program_id: null, p_status: 'all', p_search: '  EXPOZOÉ ' })).toEqual([a]);
    // '_' is a literal underscore, not a one-character wildcard.
    expect(await ids({ p_program_id: null, p_status: 'all', p_search: 'expo_' })).toEqual([b]);
    expect(await ids({ p_program_id: p3, p_status: 'all', p_search: 'julie' })).toEqual([a, b].sort());
  });

  it.each(['anon', 'player', 'parent', 'coach', 'volunteer', 'coordinator'] as MatrixRole[])(
    'is refused to %s',
    async (role) => {
      const { data, error } = await db[role].rpc('admin_registrations_export', {
        p_program_id: null,
        p_status: 'all',
        p_search: '',
      });
      expect(data).toBeNull();
      expect(error?.code).toMatch(/^(42501|PGRST202)$/);
    },
  );
});

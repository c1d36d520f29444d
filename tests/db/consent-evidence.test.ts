// Consent evidence (issue 17 point 5, issue 22 point 6, decisions 0036 and
// 0045): a registration records the exact legal documents in force, stamped
// by the database in the registration's language (English where that language
// has none), whatever the browser sends; a browser that showed an older text
// is refused (consent_version_outdated); a new version changes no old record;
// the server (fulfilment of a paid checkout) records the checkout's documents;
// nobody rewrites the evidence afterwards.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { consents, factories, SUMMER_WAIVER_DOC, type Factories, registerAs } from './db-helpers.ts';
import { DEMO_PASSWORD, programs, registrations, tiers, users } from './seed-ids.ts';

let stack: TestStack;
let f: Factories;
let admin: SupabaseClient;
let parent: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack();
  f = factories(stack);
  admin = await stack.signIn(users.admin.email, DEMO_PASSWORD);
  parent = await stack.signIn(users.parent.email, DEMO_PASSWORD);
});
afterAll(async () => {
  await stack?.stop();
});

type Docs = { waiver: string; media: string; concussion: string };
type Evidence = {
  waiver_document_id: string | null;
  media_consent_document_id: string | null;
  concussion_document_id: string | null;
  consent_language: string | null;
  waiver_version: string | null;
};

/** The ids in force for a program in a language. */
async function inForce(programId: string | null, language: 'en' | 'fr'): Promise<Docs> {
  const { data, error } = await stack.anon().rpc('consent_documents_in_force', {
    p_program_id: programId,
    p_language: language,
  });
  expect(error).toBeNull();
  return { waiver: data.waiver.id, media: data.media_consent.id, concussion: data.concussion_awareness.id };
}

const evidence = async (id: string): Promise<Evidence> =>
  (
    await stack.sql<Evidence>(
      `select waiver_document_id, media_consent_document_id, concussion_document_id, consent_language, waiver_version
       from public.registrations where id = $1`,
      [id],
    )
  )[0];

/** A family's free registration of a new child at Try It Day. */
async function register(language: 'en' | 'fr', extra: Record<string, unknown> = {}, programId = programs.tryItFree) {
  return registerAs(stack, parent, {
    p_program_id: programId,
    p_items: [
      { participant_id: await f.child(), price_tier_id: programId === programs.tryItFree ? tiers.tryItRegular : null },
    ],
    p_answers: {},
    p_consents: { ...consents(), language, ...extra },
  });
}

/** Publishes a new version (EN and FR) of a kind as the admin; returns the new ids by language. */
async function publish(kind: string, programId: string | null = null, languages: ('en' | 'fr')[] = ['en', 'fr']) {
  const ids: Record<string, string> = {};
  for (const language of languages) {
    const { data, error } = await admin
      .from('legal_documents')
      .insert({ kind, language, program_id: programId, title: `${kind} new`, body: `## New\n\n${kind} ${language}.` })
      .select('id')
      .single();
    expect(error).toBeNull();
    ids[language] = data!.id;
  }
  if (languages.length === 2) {
    const { error } = await admin.rpc('publish_legal_document', { p_kind: kind, p_program_id: programId });
    expect(error).toBeNull();
  } else {
    // One language only (a program waiver migrated from the former English-only text): as the migration did.
    await stack.sql(
      `do $$ begin perform set_config('app.publishing_legal_document', 'on', true);
       update public.legal_documents set version = 1, published_at = now() where id = '${ids[languages[0]]}'; end $$`,
    );
  }
  return ids;
}

describe('a registration records the documents in force', () => {
  it('in English and in French, with the language they were read in and a readable version', async () => {
    for (const language of ['en', 'fr'] as const) {
      const docs = await inForce(programs.tryItFree, language);
      const { data, error } = await register(language);
      expect(error).toBeNull();
      expect(await evidence(data[0].id)).toEqual({
        waiver_document_id: docs.waiver,
        media_consent_document_id: docs.media,
        concussion_document_id: docs.concussion,
        consent_language: language,
        waiver_version: `waiver-v1-${language}`,
      });
    }
  });

  it('the seed’s registrations point at their texts (the Summer Hockey School at its own waiver)', async () => {
    expect(await evidence(registrations.liamSummerPending)).toMatchObject({
      waiver_document_id: SUMMER_WAIVER_DOC.en,
      consent_language: 'en',
      waiver_version: 'program-waiver-v1-en',
    });
    // A draft registration agreed to nothing.
    expect(await evidence(registrations.liamTryItDraft)).toMatchObject({
      waiver_document_id: null,
      consent_language: null,
    });
  });

  it('falls back to English when a program waiver has no French (consent_language en)', async () => {
    const program = await f.program();
    const own = await publish('program_waiver', program, ['en']);
    const fr = await inForce(program, 'fr');
    expect(fr.waiver).toBe(own.en);
    const { data, error } = await register('fr', { waiver_document_id: own.en }, program);
    expect(error).toBeNull();
    const saved = await evidence(data[0].id);
    expect(saved).toMatchObject({
      waiver_document_id: own.en,
      media_consent_document_id: fr.media,
      consent_language: 'en',
      waiver_version: 'program-waiver-v1-en',
    });
    const [media] = await stack.sql(`select language from public.legal_documents where id = $1`, [
      saved.media_consent_document_id,
    ]);
    expect(media.language).toBe('fr');
  });
});

describe('a new version', () => {
  it('changes no earlier record; new registrations get it; a browser still showing the old one is refused', async () => {
    const before = await inForce(programs.tryItFree, 'fr');
    const old = (await register('fr', { waiver_document_id: before.waiver })).data[0].id as string;
    const v2 = await publish('waiver');
    expect(await evidence(old)).toMatchObject({ waiver_document_id: before.waiver, waiver_version: 'waiver-v1-fr' });

    const stale = await register('fr', { waiver_document_id: before.waiver });
    expect(stale.error?.hint).toBe('consent_version_outdated');

    const fresh = await register('fr', { waiver_document_id: v2.fr, media_consent_document_id: before.media });
    expect(fresh.error).toBeNull();
    expect(await evidence(fresh.data[0].id)).toMatchObject({
      waiver_document_id: v2.fr,
      media_consent_document_id: before.media,
      waiver_version: 'waiver-v2-fr',
    });
    // No id sent: the database stamps what is in force (never a version string from the browser).
    const silent = await register('en', { waiver_version: 'waiver-2026-11-v1' });
    expect(await evidence(silent.data[0].id)).toMatchObject({
      waiver_document_id: v2.en,
      waiver_version: 'waiver-v2-en',
    });
  });
});

describe('the server records the checkout’s documents', () => {
  it('keeps the published ids stored at checkout creation, even after a newer version', async () => {
    const [v1] = await stack.sql(
      `select id from public.legal_documents where kind = 'waiver' and language = 'fr' and version = 1`,
    );
    const now = await inForce(programs.tryItFree, 'fr');
    expect(now.waiver).not.toBe(v1.id);
    const kid = await f.child();
    const { data, error } = await stack.service().rpc('create_registrations', {
      p_program_id: programs.tryItFree,
      p_items: [{ participant_id: kid, price_tier_id: tiers.tryItRegular }],
      p_answers: {},
      p_consents: { ...consents(), language: 'fr', waiver_document_id: v1.id },
      p_payment: { user_id: users.parent.id, status: 'approved', amounts: {} },
    });
    expect(error).toBeNull();
    expect(await evidence(data[0].id)).toMatchObject({ waiver_document_id: v1.id, waiver_version: 'waiver-v1-fr' });
  });

  it('stamps the documents in force when the stored ids are not published texts of the right kind', async () => {
    const now = await inForce(programs.tryItFree, 'en');
    const { data: draftRow } = await admin
      .from('legal_documents')
      .insert({ kind: 'media_consent', language: 'en', title: 'Draft', body: 'Draft.' })
      .select('id')
      .single();
    for (const bad of [
      { waiver_document_id: now.media }, // another kind
      { waiver_document_id: SUMMER_WAIVER_DOC.en }, // another program's waiver
      { media_consent_document_id: draftRow!.id }, // a draft
      { concussion_document_id: 'not-a-uuid' },
    ]) {
      const { data, error } = await stack.service().rpc('create_registrations', {
        p_program_id: programs.tryItFree,
        p_items: [{ participant_id: await f.child(), price_tier_id: tiers.tryItRegular }],
        p_answers: {},
        p_consents: { ...consents(), language: 'en', ...bad },
        p_payment: { user_id: users.parent.id, status: 'approved', amounts: {} },
      });
      expect(error).toBeNull();
      expect(await evidence(data[0].id)).toMatchObject({
        waiver_document_id: now.waiver,
        media_consent_document_id: now.media,
        concussion_document_id: now.concussion,
      });
    }
    await admin.from('legal_documents').delete().eq('id', draftRow!.id);
  });
});

describe('side doors', () => {
  it('a family cannot insert a registration directly, with or without document ids', async () => {
    const kid = await f.child();
    const docs = await inForce(programs.tryItFree, 'en');
    const { error } = await parent.from('registrations').insert({
      participant_id: kid,
      program_id: programs.tryItFree,
      price_tier_id: tiers.tryItRegular,
      user_id: users.parent.id,
      waiver_agreed: true,
      media_consent_agreed: true,
      concussion_awareness_agreed: true,
      waiver_document_id: docs.waiver,
      media_consent_document_id: docs.media,
      concussion_document_id: docs.concussion,
      consent_language: 'en',
    });
    expect(error?.message).toMatch(/permission denied/);
    expect(await stack.sql(`select id from public.registrations where participant_id = $1`, [kid])).toEqual([]);
  });

  it('nobody rewrites the evidence: not the family, not an admin, not the server', async () => {
    const { data } = await register('en');
    const id = data[0].id as string;
    const before = await evidence(id);
    const [other] = await stack.sql(
      `select id from public.legal_documents where kind = 'waiver' and language = 'fr' and version = 1`,
    );
    const fam = await parent.from('registrations').update({ waiver_document_id: other.id }).eq('id', id).select('id');
    expect(fam.data ?? []).toEqual([]);
    for (const patch of [{ waiver_document_id: other.id }, { consent_language: 'fr' }, { waiver_version: 'x' }]) {
      const byAdmin = await admin.from('registrations').update(patch).eq('id', id);
      expect(byAdmin.error?.hint).toBe('consent_evidence_immutable');
      const byServer = await stack.service().from('registrations').update(patch).eq('id', id);
      expect(byServer.error?.hint).toBe('consent_evidence_immutable');
    }
    expect(await evidence(id)).toEqual(before);
    // Other columns still change (an admin approves).
    const approve = await admin.from('registrations').update({ status: 'approved' }).eq('id', id);
    expect(approve.error).toBeNull();
  });

  it('a document someone agreed to cannot be deleted', async () => {
    const { data } = await register('en');
    const { waiver_document_id } = await evidence(data[0].id);
    await expect(stack.sql(`delete from public.legal_documents where id = $1`, [waiver_document_id])).rejects.toThrow();
  });
});

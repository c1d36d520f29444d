// Legal documents (issue 22 points 4-7, decision 0045): the texts families
// agree to live in public.legal_documents. Drafts are the admins'; a published
// version is public and never changes; publishing needs both languages; the
// texts in force are read with consent_documents_in_force (anon too). Tried
// as a hostile signed-in family would, with supabase-js.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { SUMMER_WAIVER_DOC } from './db-helpers.ts';
import { DEMO_PASSWORD, programs, users } from './seed-ids.ts';

let stack: TestStack;
let admin: SupabaseClient;
let parent: SupabaseClient;
let coach: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack();
  admin = await stack.signIn(users.admin.email, DEMO_PASSWORD);
  parent = await stack.signIn(users.parent.email, DEMO_PASSWORD);
  coach = await stack.signIn(users.coach.email, DEMO_PASSWORD);
});
afterAll(async () => {
  await stack?.stop();
});

const STANDARD = ['waiver', 'media_consent', 'concussion_awareness', 'concussion_code_of_conduct', 'terms', 'privacy'];

/** An admin's draft (one language); returns its id. */
async function draft(kind: string, language: 'en' | 'fr', body = `Draft ${kind} ${language}.`, programId?: string) {
  const { data, error } = await admin
    .from('legal_documents')
    .insert({ kind, language, title: `${kind} ${language}`, body, program_id: programId ?? null })
    .select('id')
    .single();
  expect(error).toBeNull();
  return data!.id as string;
}

describe('the published texts', () => {
  it('every standard kind has a published version 1 in English and French, without any template notice', async () => {
    const { data, error } = await stack
      .anon()
      .from('legal_documents')
      .select('kind, language, version, title, body, published_at')
      .is('program_id', null)
      .eq('version', 1);
    expect(error).toBeNull();
    expect(data!.map((d) => `${d.kind}:${d.language}`).sort()).toEqual(
      STANDARD.flatMap((k) => [`${k}:en`, `${k}:fr`]).sort(),
    );
    for (const d of data!) {
      expect(d.published_at).not.toBeNull();
      // The body format: '## ' headings and paragraphs, no HTML, no "replace before use" notice.
      expect(d.body).toMatch(/^## \S/);
      expect(d.body).not.toMatch(/<[a-z/]/i);
      expect(`${d.title}\n${d.body}`).not.toMatch(/template|mod[eè]le|replace it before use|remplacer avant/i);
    }
    const privacyFr = data!.find((d) => d.kind === 'privacy' && d.language === 'fr')!;
    expect(privacyFr.body).toContain('Loi 25');
    expect(privacyFr.body).toContain('renseignements de santé');
  });

  it('consent_documents_in_force answers the texts of a program in a language, for anyone', async () => {
    const { data, error } = await stack
      .anon()
      .rpc('consent_documents_in_force', { p_program_id: programs.tryItFree, p_language: 'fr' });
    expect(error).toBeNull();
    expect(Object.keys(data).sort()).toEqual(['concussion_awareness', 'media_consent', 'waiver']);
    for (const [kind, d] of Object.entries(data as Record<string, Record<string, unknown>>)) {
      expect(d).toMatchObject({ kind, language: 'fr', version: 1 });
      expect(Object.keys(d).sort()).toEqual(['body', 'id', 'kind', 'language', 'title', 'version']);
    }
    // A program with its own waiver: that one, in the language asked.
    const summer = await parent.rpc('consent_documents_in_force', {
      p_program_id: programs.summerAssist,
      p_language: 'fr',
    });
    expect(summer.data.waiver).toMatchObject({ id: SUMMER_WAIVER_DOC.fr, kind: 'program_waiver', language: 'fr' });
    const en = await parent.rpc('consent_documents_in_force', {
      p_program_id: programs.summerAssist,
      p_language: 'xx',
    });
    expect(en.data.waiver.id).toBe(SUMMER_WAIVER_DOC.en);
    const missing = await stack.anon().rpc('consent_documents_in_force', {
      p_program_id: '00000000-0000-4000-8000-000000000000',
      p_language: 'en',
    });
    expect(missing.error?.hint).toBe('program_not_found');
  });

  it('the former version strings and the custom waiver column are gone', async () => {
    const [r] = await stack.sql(
      `select to_regprocedure('public.consent_versions_in_force(uuid)') as f,
              exists (select 1 from information_schema.columns where table_schema = 'public'
                      and table_name = 'programs' and column_name = 'custom_waiver_text') as col`,
    );
    expect(r).toEqual({ f: null, col: false });
  });
});

describe('drafts are the admins', () => {
  it('a draft is invisible to families, coaches and anon, and never in force', async () => {
    const id = await draft('media_consent', 'en', 'A secret new media text.');
    for (const client of [stack.anon(), parent, coach]) {
      const { data, error } = await client.from('legal_documents').select('id').eq('id', id);
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
    const { data } = await admin.from('legal_documents').select('id, version, published_at').eq('id', id);
    expect(data).toEqual([{ id, version: null, published_at: null }]);
    const inForce = await stack.anon().rpc('consent_documents_in_force', { p_program_id: null, p_language: 'en' });
    expect(inForce.data.media_consent.id).not.toBe(id);
    expect(inForce.data.media_consent.body).not.toContain('secret');
    await admin.from('legal_documents').delete().eq('id', id);
  });

  it('non-admins cannot insert, update, delete or publish documents', async () => {
    const id = await draft('terms', 'en', 'Terms draft.');
    const [published] = await stack.sql(
      `select id from public.legal_documents where kind = 'terms' and language = 'en' and version = 1`,
    );
    for (const client of [parent, coach]) {
      const ins = await client.from('legal_documents').insert({ kind: 'terms', language: 'fr', title: 'x', body: 'y' });
      expect(ins.error).not.toBeNull();
      for (const target of [id, published.id]) {
        const upd = await client.from('legal_documents').update({ body: 'Hacked.' }).eq('id', target).select('id');
        expect(upd.data ?? []).toEqual([]);
        const del = await client.from('legal_documents').delete().eq('id', target).select('id');
        expect(del.data ?? []).toEqual([]);
      }
      const pub = await client.rpc('publish_legal_document', { p_kind: 'terms' });
      expect(pub.error?.hint).toBe('not_admin');
    }
    expect(await stack.anon().rpc('publish_legal_document', { p_kind: 'terms' })).toMatchObject({
      error: expect.anything(),
    });
    const rows = await stack.sql(`select body from public.legal_documents where id = any($1::uuid[]) order by body`, [
      [id, published.id],
    ]);
    expect(rows.every((r) => r.body !== 'Hacked.')).toBe(true);
    expect(
      (
        await stack.sql(`select count(*)::int as n from public.legal_documents where kind = 'terms' and language = 'fr'
                        and published_at is null`)
      )[0].n,
    ).toBe(0);
    await admin.from('legal_documents').delete().eq('id', id);
  });

  it('an admin cannot insert a document as published: it is a draft until published', async () => {
    const { data, error } = await admin
      .from('legal_documents')
      .insert({
        kind: 'privacy',
        language: 'en',
        title: 'Sneaky',
        body: 'Sneaky.',
        version: 9,
        published_at: new Date().toISOString(),
      })
      .select('id, version, published_at');
    // The columns are not granted: refused outright, or stored as a draft.
    if (error) expect(error.message).toMatch(/permission denied/);
    else expect(data).toEqual([{ id: data![0].id, version: null, published_at: null }]);
    await stack.sql(`delete from public.legal_documents where title = 'Sneaky'`);
  });
});

describe('published versions never change', () => {
  it('an admin can neither update nor delete a published row; not even the database owner', async () => {
    const [v1] = await stack.sql(
      `select id, body from public.legal_documents where kind = 'waiver' and language = 'en' and version = 1`,
    );
    const upd = await admin.from('legal_documents').update({ body: 'Rewritten.' }).eq('id', v1.id).select('id');
    expect(upd.data ?? []).toEqual([]);
    const del = await admin.from('legal_documents').delete().eq('id', v1.id).select('id');
    expect(del.data ?? []).toEqual([]);
    await expect(
      stack.sql(`update public.legal_documents set body = 'Rewritten.' where id = $1`, [v1.id]),
    ).rejects.toThrow(/cannot be changed/);
    await expect(stack.sql(`delete from public.legal_documents where id = $1`, [v1.id])).rejects.toThrow(
      /cannot be changed/,
    );
    const [after] = await stack.sql(`select body from public.legal_documents where id = $1`, [v1.id]);
    expect(after.body).toBe(v1.body);
  });

  it('publishing needs both languages, then publishes them together as the next version', async () => {
    const en = await draft('concussion_awareness', 'en', '## New\n\nConcussion text v2.');
    const alone = await admin.rpc('publish_legal_document', { p_kind: 'concussion_awareness' });
    expect(alone.error?.hint).toBe('legal_document_translation_missing');
    const fr = await draft('concussion_awareness', 'fr', '## Nouveau\n\nTexte sur les commotions v2.');
    const both = await admin.rpc('publish_legal_document', { p_kind: 'concussion_awareness' });
    expect(both.error).toBeNull();
    expect(both.data).toBe(2);
    const rows = await stack.sql(
      `select id, version, published_by from public.legal_documents where id = any($1::uuid[]) order by language`,
      [[en, fr]],
    );
    expect(rows).toEqual([
      { id: en, version: 2, published_by: users.admin.id },
      { id: fr, version: 2, published_by: users.admin.id },
    ]);
    const inForce = await stack.anon().rpc('consent_documents_in_force', { p_program_id: null, p_language: 'fr' });
    expect(inForce.data.concussion_awareness).toMatchObject({ id: fr, version: 2 });
  });
});

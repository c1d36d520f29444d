import { useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database';
import { readAll } from '@/lib/read-all';
import type { ServerErrorOptions } from '@/lib/server-errors';
import { supabase } from '@/lib/supabase';

export type LegalDocumentRow = Pick<
  Tables<'legal_documents'>,
  'id' | 'kind' | 'program_id' | 'language' | 'version' | 'title' | 'body' | 'published_at' | 'updated_at'
>;

export type LegalProgram = { id: string; name: string; name_fr: string | null };

export const adminLegalKeys = {
  all: ['admin-legal'] as const,
  documents: () => ['admin-legal', 'documents'] as const,
  programs: () => ['admin-legal', 'programs'] as const,
};

/**
 * Every legal document row: published versions (anyone) and drafts (admins, by RLS), read in pages of MAX_ROWS
 * (issue 23: with a waiver of their own for many of 2,000 programs, in two languages and several versions, the
 * rows pass the 1000 PostgREST answers at most).
 */
export async function fetchLegalDocuments(): Promise<LegalDocumentRow[]> {
  return readAll((from, to) =>
    supabase
      .from('legal_documents')
      .select('id, kind, program_id, language, version, title, body, published_at, updated_at')
      .order('kind')
      .order('version', { ascending: false, nullsFirst: true })
      .order('id')
      .range(from, to),
  );
}

export function useLegalDocuments() {
  return useQuery({ queryKey: adminLegalKeys.documents(), queryFn: fetchLegalDocuments });
}

/** The programs, for naming program waivers and opening one by ?program=<id>; in pages (2,000 are expected). */
export async function fetchLegalPrograms(): Promise<LegalProgram[]> {
  return readAll((from, to) =>
    supabase.from('programs').select('id, name, name_fr').order('name').order('id').range(from, to),
  );
}

export function useLegalPrograms() {
  return useQuery({ queryKey: adminLegalKeys.programs(), queryFn: fetchLegalPrograms });
}

export type DraftInput = {
  kind: string;
  programId: string | null;
  language: 'en' | 'fr';
  title: string;
  body: string;
};

/** Writes the draft of one language: updates the existing draft, else creates it (admins only, RLS). */
export async function saveDraft(draftId: string | null, input: DraftInput): Promise<void> {
  if (draftId) {
    const { error } = await supabase
      .from('legal_documents')
      .update({ title: input.title, body: input.body })
      .eq('id', draftId);
    if (error) throw error;
    return;
  }
  const { error } = await supabase.from('legal_documents').insert({
    kind: input.kind,
    program_id: input.programId,
    language: input.language,
    title: input.title,
    body: input.body,
  });
  if (error) throw error;
}

/** Publishes both languages' drafts as the next version; returns its number (hint legal_document_translation_missing). */
export async function publishDocument(kind: string, programId: string | null): Promise<number> {
  const { data, error } = await supabase.rpc('publish_legal_document', {
    p_kind: kind,
    ...(programId ? { p_program_id: programId } : {}),
  });
  if (error) throw error;
  return data;
}

/**
 * Refusals of publishing through the one mapper: the hints legal_document_translation_missing and not_admin
 * become adminLegal:serverErrors.<hint>; anything else is the server's words inside 'could not be published'.
 */
export const publishServerErrors: ServerErrorOptions = {
  ns: 'adminLegal',
  unknownKey: 'adminLegal:outcome.publishFailed',
  fallbackKey: 'adminLegal:outcome.publishFailedNoReason',
};

/** Refusals of saving a draft: as publishing's, inside 'could not be saved'. */
export const saveServerErrors: ServerErrorOptions = {
  ns: 'adminLegal',
  unknownKey: 'adminLegal:outcome.saveFailed',
  fallbackKey: 'adminLegal:outcome.saveFailedNoReason',
};

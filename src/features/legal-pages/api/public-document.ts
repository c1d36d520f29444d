import { useQuery } from '@tanstack/react-query';
import { publicSelect } from '@/lib/public-rest';
import type { PublishedLegalDocument } from '@/components/legal/legal-types';

export type PublicDocument = PublishedLegalDocument;

export type PublicKind = 'terms' | 'privacy';

/**
 * The version in force of the terms or the privacy policy in a language, else
 * in English (null when none is published). Published documents are readable
 * by anyone (RLS), so this is a plain anonymous read without supabase-js.
 */
export async function fetchPublicDocument(kind: PublicKind, lang: 'en' | 'fr'): Promise<PublicDocument | null> {
  const rows = await publicSelect<PublicDocument>(
    `legal_documents?select=id,kind,language,version,title,body,published_at&kind=eq.${kind}` +
      `&program_id=is.null&published_at=not.is.null&order=version.desc&limit=4`,
  );
  return rows.find((r) => r.language === lang) ?? rows.find((r) => r.language === 'en') ?? null;
}

export function usePublicDocument(kind: PublicKind, lang: 'en' | 'fr') {
  return useQuery({
    queryKey: ['legal-pages', kind, lang],
    queryFn: () => fetchPublicDocument(kind, lang),
    staleTime: 5 * 60_000,
  });
}

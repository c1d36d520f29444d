import { z } from 'zod';
import type { LegalDocument } from '@/components/legal/legal-types';

/** A published legal text as the database functions answer it (consent_documents_in_force and its kin). */
export const legalDocumentSchema: z.ZodType<LegalDocument> = z.object({
  id: z.string(),
  kind: z.string(),
  language: z.enum(['en', 'fr']),
  version: z.number(),
  title: z.string(),
  body: z.string(),
});

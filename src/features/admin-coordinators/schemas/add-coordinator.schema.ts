import { TEXT_LIMITS } from '@domain/text-limits';
import { z } from 'zod';

// The database's limit on program_coordinators.notes (20261125000600_limit_text_columns.sql).
export const NOTES_MAX = TEXT_LIMITS.freeText;

// Spec 2 section 5: 'Please select both a program and a user' (one message for either).
export const addCoordinatorSchema = z.object({
  program_id: z.string().min(1, 'addForm.errors.bothRequired'),
  user_id: z.string().min(1, 'addForm.errors.bothRequired'),
  notes: z.string().max(NOTES_MAX, 'addForm.errors.notesTooLong'),
});

export type AddCoordinatorValues = z.infer<typeof addCoordinatorSchema>;

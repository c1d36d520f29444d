import { z } from 'zod';

/** Notes stay short enough for the list. */
export const NOTES_MAX = 500;

// Spec 2 section 5: 'Please select both a program and a user' (one message for either).
export const addCoordinatorSchema = z.object({
  program_id: z.string().min(1, 'addForm.errors.bothRequired'),
  user_id: z.string().min(1, 'addForm.errors.bothRequired'),
  notes: z.string().max(NOTES_MAX, 'addForm.errors.notesTooLong'),
});

export type AddCoordinatorValues = z.infer<typeof addCoordinatorSchema>;

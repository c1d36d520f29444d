import { z } from 'zod';

/** The states of a waiting list entry (waitlist_entries.status). */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'accepted', 'declined', 'expired', 'left', 'removed'] as const;
const status = z.enum(WAITLIST_STATUSES);

/**
 * A name the database builds with nullif(trim(concat_ws(...)), ''): null when the person has no name on file;
 * the screens show it as text, so null becomes ''.
 */
const builtName = z
  .string()
  .nullable()
  .transform((v) => v ?? '');

/** One entry as admin_waitlist() answers it (supabase/schemas/604_admin_waitlist.sql, issue 24 contract). */
export const adminWaitlistEntrySchema = z.object({
  id: z.string(),
  /** 1-based place among the waiting entries; null for an offer out or a closed entry. */
  position: z.number().int().nullable(),
  status,
  participant_id: z.string(),
  participant_name: builtName,
  family_name: z.string().nullable(),
  family_email: z.string().nullable(),
  price_tier_id: z.string().nullable(),
  tier_name: z.string().nullable(),
  joined_at: z.string(),
  offered_at: z.string().nullable(),
  offer_expires_at: z.string().nullable(),
  offered_by_name: z.string().nullable(),
});

export const adminWaitlistProgramSchema = z.object({
  id: z.string(),
  name: z.string(),
  name_fr: z.string().nullable(),
  max_participants: z.number().int().nullable(),
  waitlist_offer_hours: z.number(),
  /** Places free now (capacity minus active registrations minus live offers); null without a capacity. */
  places_left: z.number().int().nullable(),
});

/** admin_waitlist(p_program_id): the program and its entries (active in line order, then closed, newest first). */
export const adminWaitlistAnswerSchema = z.object({
  program: adminWaitlistProgramSchema,
  entries: z.array(adminWaitlistEntrySchema),
});

/** A row of admin_waitlist_export(): one entry of a waiting list, ready for the CSV. */
export const waitlistExportRowSchema = z.object({
  program_id: z.string(),
  program_name: z.string(),
  program_name_fr: z.string().nullable(),
  participant_name: builtName,
  family_name: z.string().nullable(),
  family_email: z.string().nullable(),
  tier_name: z.string().nullable(),
  status,
  position: z.number().int().nullable(),
  joined_at: z.string(),
  offer_expires_at: z.string().nullable(),
});

/** admin_waitlist_export(): its rows (null when it answered nothing). */
export const waitlistExportAnswerSchema = z
  .array(waitlistExportRowSchema)
  .nullable()
  .transform((rows) => rows ?? []);

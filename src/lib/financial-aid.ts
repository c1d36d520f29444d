import { z } from 'zod';

// A financial-aid request as the database answers it (issue 25 point 6, migration 20261128200000):
// my_financial_aid_requests (the family's screens and the registration screen's offer) and
// admin_financial_aid_requests (the same fields plus the family's). One schema, so the three
// screens read one shape.

export const AID_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type AidStatus = (typeof AID_STATUSES)[number];

const text = z.string().nullable().optional();

export const aidRequestRowSchema = z.object({
  id: z.string(),
  program_id: z.string(),
  program_name: z.string(),
  program_name_fr: text,
  program_price_cents: z.number().int(),
  /** Names are null once a participant was anonymised by an account deletion. */
  participants: z.array(
    z.object({
      id: z.string(),
      name: z
        .string()
        .nullable()
        .transform((v) => v ?? ''),
    }),
  ),
  can_pay_cents: z.number().int(),
  note: text,
  status: z.enum(AID_STATUSES),
  created_at: z.string(),
  decided_at: text,
  decision_note: text,
  approved_price_cents: z.number().int().nullable().optional(),
  /** The assistance code, only once approved. */
  code: text,
  code_uses_left: z.number().int().nullable().optional(),
});
export type AidRequestRow = z.infer<typeof aidRequestRowSchema>;

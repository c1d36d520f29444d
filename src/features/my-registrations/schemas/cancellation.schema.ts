import { z } from 'zod';
import { CANCELLATION_REASON_MAX, isReasonCode, type CancellationReason } from '@domain/cancellation';

// Spec 2 section 5: a reason is required; 'other' reveals 'Please specify',
// whose text replaces the reason. Messages are i18n keys.
export const cancellationSchema = z
  .object({
    reason: z
      .string()
      .refine(isReasonCode, 'myRegistrations:cancel.errors.reasonRequired')
      .transform((v) => v as CancellationReason),
    otherText: z.string().max(CANCELLATION_REASON_MAX, 'myRegistrations:cancel.errors.reasonTooLong'),
    refund: z.enum(['full', 'none']),
  })
  .superRefine((values, ctx) => {
    if (values.reason === 'other' && !values.otherText.trim()) {
      ctx.addIssue({ code: 'custom', path: ['otherText'], message: 'myRegistrations:cancel.errors.specifyRequired' });
    }
  });

export type CancellationValues = z.output<typeof cancellationSchema>;
/** The form's values before validation: the reason starts blank. */
export type CancellationFormValues = z.input<typeof cancellationSchema>;

import { z } from 'zod';
import { FEEDBACK_EMAIL_PATTERN, FEEDBACK_LIMITS } from './feedback.form';

// Messages are i18n keys of the accessibility namespace; the database checks the same limits.
export const feedbackSchema = z.object({
  name: z.string().trim().max(FEEDBACK_LIMITS.name, 'accessibility:form.errors.nameTooLong'),
  email: z
    .string()
    .trim()
    .min(1, 'accessibility:form.errors.emailRequired')
    .max(FEEDBACK_LIMITS.email, 'accessibility:form.errors.emailInvalid')
    .regex(FEEDBACK_EMAIL_PATTERN, 'accessibility:form.errors.emailInvalid'),
  message: z
    .string()
    .trim()
    .min(1, 'accessibility:form.errors.messageRequired')
    .max(FEEDBACK_LIMITS.message, 'accessibility:form.errors.messageTooLong'),
  page: z.string().trim().max(FEEDBACK_LIMITS.page, 'accessibility:form.errors.pageTooLong'),
});
export type FeedbackValues = z.infer<typeof feedbackSchema>;

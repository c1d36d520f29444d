import { serverErrorDetails, type ServerErrorOptions } from '@/lib/server-errors';

/**
 * How the admin programs screens word a refusal (lib/server-errors): the hints
 * of save_program and save_registration_questions become
 * `adminPrograms:serverErrors.<hint>`, with `{{n}}` the tier, code or question
 * the database names in `details`; anything else is the server's message.
 */
export const programServerErrors: ServerErrorOptions = {
  ns: 'adminPrograms',
  fallbackKey: 'adminPrograms:form.genericError',
  values: (error) => ({ n: serverErrorDetails(error) }),
};

/** save_program() answered nothing (worded as serverErrors.no_data). */
export class NoDataError extends Error {
  readonly code = 'no_data';
  constructor() {
    super('no_data');
  }
}

import type { TFunction } from 'i18next';

/** Database error hints (save_program, save_registration_questions) with a translation. */
const KNOWN = new Set([
  'admin_only',
  'program_not_found',
  'required_fields',
  'end_before_start',
  'price_negative',
  'capacity_min',
  'tier_required',
  'tier_name_price_required',
  'tier_price_negative',
  'tier_window',
  'tier_max_spots',
  'tier_not_in_program',
  'code_required',
  'code_invalid',
  'code_price_negative',
  'code_max_uses',
  'codes_not_unique',
  'code_not_in_program',
  'code_in_use',
  'question_text_required',
  'question_options_required',
  'question_not_in_program',
]);

/** The user's words for a failed call: a known hint translated, else the message, else 'An error occurred'. */
export function serverErrorMessage(error: unknown, t: TFunction): string {
  const e = (error ?? {}) as { hint?: string; details?: string; message?: string };
  if (e.hint && KNOWN.has(e.hint)) return t(`adminPrograms:serverErrors.${e.hint}`, { n: e.details ?? '' });
  if (e.message === 'no_data') return t('adminPrograms:form.noDataReturned');
  return e.message || t('adminPrograms:form.genericError');
}

import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { presentStepErrors } from './step-errors';

/**
 * For tests: the summary messages a step schema gives `values`, through the
 * same path as the forms (zodResolver, then presentStepErrors).
 */
export async function stepSummary<T extends FieldValues>(schema: z.ZodType<T, T>, values: T, t: TFunction) {
  const { errors } = await zodResolver(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return presentStepErrors(errors, t).summary.map((e) => e.message);
}

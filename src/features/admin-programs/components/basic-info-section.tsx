import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, inputClasses } from '@/components/form-field';
import type { ProgramFormValues } from '../schemas/program-form.schema';
import { errorAt } from '../utils/field-helpers';
import { checkboxClasses } from './checkbox-classes';

/** Basic Information: name, description, dates, location, price, capacity, active (spec 2 section 2). */
export function BasicInfoSection({ form }: { form: UseFormReturn<ProgramFormValues> }) {
  const { t } = useTranslation(['adminPrograms', 'common']);
  const { register, formState } = form;
  const err = (path: keyof ProgramFormValues) => errorAt(formState.errors, path, t);
  return (
    <section aria-labelledby="basic-heading" className="mb-8">
      <h2 id="basic-heading" className="mb-4 text-2xl font-bold">
        {t('form.basic.heading')}
      </h2>
      <FormField label={t('form.basic.name')} error={err('name')} required>
        <input id="name" className={inputClasses} {...register('name')} />
      </FormField>
      <FormField label={t('form.basic.description')} error={err('description')}>
        <textarea id="description" rows={3} className={inputClasses} {...register('description')} />
      </FormField>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <FormField label={t('form.basic.startDate')} error={err('startDate')} required>
          <input id="startDate" type="date" className={inputClasses} {...register('startDate')} />
        </FormField>
        <FormField label={t('form.basic.endDate')} error={err('endDate')} required>
          <input id="endDate" type="date" className={inputClasses} {...register('endDate')} />
        </FormField>
      </div>
      <FormField label={t('form.basic.location')} hint={t('form.basic.locationHint')} error={err('location')}>
        <input id="location" className={inputClasses} {...register('location')} />
      </FormField>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <FormField label={t('form.basic.price')} hint={t('form.basic.priceHint')} error={err('price')}>
          <input id="price" inputMode="decimal" autoComplete="off" className={inputClasses} {...register('price')} />
        </FormField>
        <FormField label={t('form.basic.capacity')} hint={t('form.basic.capacityHint')} error={err('capacity')}>
          <input id="capacity" type="number" min={1} step={1} className={inputClasses} {...register('capacity')} />
        </FormField>
      </div>
      <label className="flex min-h-11 items-start gap-3 font-semibold">
        <input
          id="isActive"
          type="checkbox"
          className={checkboxClasses}
          aria-describedby="isActive-hint"
          {...register('isActive')}
        />
        <span>
          {t('form.basic.isActive')}
          <span id="isActive-hint" className="block font-normal text-slate-700">
            {t('form.basic.isActiveHint')}
          </span>
        </span>
      </label>
    </section>
  );
}

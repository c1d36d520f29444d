import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BilingualField } from '@/components/bilingual-field';
import { FormField, inputClasses } from '@/components/form-field';
import { OFFER_HOURS_MAX, OFFER_HOURS_MIN, type ProgramFormValues } from '../schemas/program-form.schema';
import { errorAt } from '../utils/field-helpers';
import { frenchMissing } from '../utils/french-missing';
import { checkboxClasses } from './checkbox-classes';

/** Basic Information: name, description, dates, location, price, capacity, offer period (issue 24), active (spec 2 section 2). */
export function BasicInfoSection({ form }: { form: UseFormReturn<ProgramFormValues> }) {
  const { t } = useTranslation(['adminPrograms', 'common']);
  const { register, formState, watch } = form;
  const err = (path: keyof ProgramFormValues) => errorAt(formState.errors, path, t);
  const v = watch();
  const missing = (en: string, fr: string) => (frenchMissing(en, fr) ? t('lang.frenchMissing') : undefined);
  const labels = (key: string) => ({ en: t('lang.en', { field: t(key) }), fr: t('lang.fr', { field: t(key) }) });
  return (
    <section aria-labelledby="basic-heading" className="mb-8">
      <h2 id="basic-heading" className="mb-4 text-2xl font-bold">
        {t('form.basic.heading')}
      </h2>
      <p className="mb-4 text-slate-700">{t('lang.hint')}</p>
      <BilingualField
        required
        en={{ id: 'name', label: labels('form.basic.name').en, registration: register('name'), error: err('name') }}
        fr={{ id: 'nameFr', label: labels('form.basic.name').fr, registration: register('nameFr') }}
        missingLabel={missing(v.name, v.nameFr)}
      />
      <BilingualField
        rows={3}
        en={{ id: 'description', label: labels('form.basic.description').en, registration: register('description') }}
        fr={{
          id: 'descriptionFr',
          label: labels('form.basic.description').fr,
          registration: register('descriptionFr'),
        }}
        missingLabel={missing(v.description, v.descriptionFr)}
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <FormField label={t('form.basic.startDate')} error={err('startDate')} required>
          <input id="startDate" type="date" className={inputClasses} {...register('startDate')} />
        </FormField>
        <FormField label={t('form.basic.endDate')} error={err('endDate')} required>
          <input id="endDate" type="date" className={inputClasses} {...register('endDate')} />
        </FormField>
      </div>
      <BilingualField
        en={{
          id: 'location',
          label: labels('form.basic.location').en,
          hint: t('form.basic.locationHint'),
          registration: register('location'),
        }}
        fr={{ id: 'locationFr', label: labels('form.basic.location').fr, registration: register('locationFr') }}
        missingLabel={missing(v.location, v.locationFr)}
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <FormField label={t('form.basic.price')} hint={t('form.basic.priceHint')} error={err('price')}>
          <input id="price" inputMode="decimal" autoComplete="off" className={inputClasses} {...register('price')} />
        </FormField>
        <FormField label={t('form.basic.capacity')} hint={t('form.basic.capacityHint')} error={err('capacity')}>
          <input id="capacity" type="number" min={1} step={1} className={inputClasses} {...register('capacity')} />
        </FormField>
        <FormField
          label={t('form.basic.offerHours')}
          hint={t('form.basic.offerHoursHint')}
          error={err('offerHours')}
          required
        >
          <input
            id="offerHours"
            type="number"
            min={OFFER_HOURS_MIN}
            max={OFFER_HOURS_MAX}
            step={1}
            className={inputClasses}
            {...register('offerHours')}
          />
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

import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { BilingualField } from '@/components/bilingual-field';
import { FormField, inputClasses } from '@/components/form-field';
import type { ProgramFormValues } from '../schemas/program-form.schema';
import { errorAt, fid } from '../utils/field-helpers';
import { frenchMissing } from '../utils/french-missing';
import { checkboxClasses } from './checkbox-classes';

type Props = {
  form: UseFormReturn<ProgramFormValues>;
  index: number;
  count: number;
  onMove: (index: number, dir: -1 | 1) => void;
  onRemove: (index: number) => void;
  onDefaultChange: (index: number, on: boolean) => void;
};

/** One price tier: dollars entered (cents stored), optional window and spots, default flag, order and removal. */
export function TierItem({ form, index: i, count, onMove, onRemove, onDefaultChange }: Props) {
  const { t } = useTranslation(['adminPrograms', 'common']);
  const { register, formState, watch } = form;
  const p = (name: string) => `tiers.${i}.${name}`;
  const err = (name: string) => errorAt(formState.errors, p(name), t);
  const registrations = watch(`tiers.${i}.registrations`);
  const tier = watch(`tiers.${i}`);
  const missing = (en: string, fr: string) => (frenchMissing(en, fr) ? t('lang.frenchMissing') : undefined);
  const label = (lang: 'en' | 'fr', key: string) => t(`lang.${lang}`, { field: t(key) });
  const n = i + 1;
  const defaultError = err('isDefault');
  return (
    <li className="rounded-md border-2 border-slate-600 p-4">
      <fieldset>
        <legend id={fid(p('legend'))} className="mb-3 text-xl font-bold">
          {t('tiers.legend', { n })}
        </legend>
        <BilingualField
          required
          en={{
            id: fid(p('name')),
            label: label('en', 'tiers.name'),
            registration: register(`tiers.${i}.name`),
            error: err('name'),
          }}
          fr={{ id: fid(p('nameFr')), label: label('fr', 'tiers.name'), registration: register(`tiers.${i}.nameFr`) }}
          missingLabel={missing(tier.name, tier.nameFr)}
        />
        <BilingualField
          en={{
            id: fid(p('description')),
            label: label('en', 'tiers.description'),
            registration: register(`tiers.${i}.description`),
          }}
          fr={{
            id: fid(p('descriptionFr')),
            label: label('fr', 'tiers.description'),
            registration: register(`tiers.${i}.descriptionFr`),
          }}
          missingLabel={missing(tier.description, tier.descriptionFr)}
        />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <FormField
            id={fid(p('price'))}
            label={t('tiers.price')}
            hint={t('tiers.priceHint')}
            error={err('price')}
            required
          >
            <input inputMode="decimal" autoComplete="off" className={inputClasses} {...register(`tiers.${i}.price`)} />
          </FormField>
          <FormField
            id={fid(p('maxSpots'))}
            label={t('tiers.maxSpots')}
            hint={t('tiers.maxSpotsHint')}
            error={err('maxSpots')}
          >
            <input type="number" min={1} step={1} className={inputClasses} {...register(`tiers.${i}.maxSpots`)} />
          </FormField>
          <FormField id={fid(p('availableFrom'))} label={t('tiers.availableFrom')} error={err('availableFrom')}>
            <input type="date" className={inputClasses} {...register(`tiers.${i}.availableFrom`)} />
          </FormField>
          <FormField id={fid(p('availableUntil'))} label={t('tiers.availableUntil')} error={err('availableUntil')}>
            <input type="date" className={inputClasses} {...register(`tiers.${i}.availableUntil`)} />
          </FormField>
        </div>
        {defaultError ? (
          <p id={fid(p('isDefault-error'))} className="mb-1 font-semibold text-red-800">
            <span className="sr-only">{t('common:errorPrefix')}</span>
            {defaultError}
          </p>
        ) : null}
        <label className="mb-3 flex min-h-11 items-start gap-3 font-semibold">
          <input
            id={fid(p('isDefault'))}
            type="checkbox"
            className={checkboxClasses}
            aria-invalid={defaultError ? true : undefined}
            aria-describedby={defaultError ? fid(p('isDefault-error')) : undefined}
            {...register(`tiers.${i}.isDefault`, { onChange: (e) => onDefaultChange(i, e.target.checked) })}
          />
          <span>{t('tiers.isDefault')}</span>
        </label>
        {registrations > 0 ? <p className="mb-3 text-slate-800">{t('tiers.inUse', { count: registrations })}</p> : null}
        <div className="flex flex-wrap gap-2">
          <Button id={fid(p('up'))} variant="secondary" disabled={i === 0} onClick={() => onMove(i, -1)}>
            {t('moveUp')}
            <span className="sr-only"> {t('tiers.legend', { n })}</span>
          </Button>
          <Button id={fid(p('down'))} variant="secondary" disabled={i === count - 1} onClick={() => onMove(i, 1)}>
            {t('moveDown')}
            <span className="sr-only"> {t('tiers.legend', { n })}</span>
          </Button>
          {registrations > 0 ? null : (
            <Button
              variant="danger"
              aria-disabled={count <= 1 || undefined}
              aria-describedby={count <= 1 ? 'tiers-last-hint' : undefined}
              onClick={() => onRemove(i)}
            >
              {t('tiers.remove')}
              <span className="sr-only"> {t('tiers.legend', { n })}</span>
            </Button>
          )}
        </div>
        {count <= 1 ? (
          <p id="tiers-last-hint" className="mt-2 text-slate-700">
            {t('tiers.lastHint')}
          </p>
        ) : null}
      </fieldset>
    </li>
  );
}

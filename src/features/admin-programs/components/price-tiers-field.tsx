import { useState } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { moveItem, removeTier } from '@domain/price-tiers';
import { blankTier, type ProgramFormValues, type TierValues } from '../schemas/program-form.schema';
import { errorAt, fid, focusSoon } from '../utils/field-helpers';
import { TierItem } from './tier-item';

// The domain rules speak of is_default; the form of isDefault.
const toDomain = (tiers: TierValues[]) => tiers.map((t) => ({ ...t, is_default: t.isDefault }));
const fromDomain = (tiers: (TierValues & { is_default: boolean })[]): TierValues[] =>
  tiers.map(({ is_default, ...t }) => ({ ...t, isDefault: is_default }));

/** Price Tiers: add, remove (never the last), move, one default (spec 2 sections 4, 5). */
export function PriceTiersField({ form }: { form: UseFormReturn<ProgramFormValues> }) {
  const { t } = useTranslation(['adminPrograms', 'common']);
  const { control, getValues, setValue, formState } = form;
  const { fields, append, replace } = useFieldArray({ control, name: 'tiers' });
  const [announcement, setAnnouncement] = useState('');
  const [lastTierAlert, setLastTierAlert] = useState(false);

  const move = (i: number, dir: -1 | 1) => {
    const to = i + dir;
    replace(moveItem(getValues('tiers'), i, dir));
    setAnnouncement(t('tiers.moved', { n: to + 1, total: fields.length }));
    // Keep focus on the same button, or its partner at the end of the list.
    const edge = (dir === -1 && to === 0) || (dir === 1 && to === fields.length - 1);
    focusSoon(fid(`tiers.${to}.${edge ? (dir === -1 ? 'down' : 'up') : dir === -1 ? 'up' : 'down'}`));
  };

  const remove = (i: number) => {
    const next = removeTier(toDomain(getValues('tiers')), i);
    if (!next) {
      setLastTierAlert(true);
      return;
    }
    replace(fromDomain(next));
    setAnnouncement(t('tiers.removed', { n: i + 1 }));
    focusSoon(fid(`tiers.${Math.min(i, next.length - 1)}.legend`));
  };

  const setDefault = (i: number, on: boolean) => {
    if (!on) return;
    getValues('tiers').forEach((_, j) => {
      if (j !== i) setValue(`tiers.${j}.isDefault`, false, { shouldDirty: true });
    });
  };

  const add = () => {
    append(blankTier());
    setAnnouncement(t('tiers.added', { n: fields.length + 1 }));
    focusSoon(fid(`tiers.${fields.length}.name`));
  };

  const rootError = errorAt(formState.errors, 'tiers', t);
  return (
    <section aria-labelledby="tiers-heading" className="mb-8">
      <h2 id="tiers-heading" className="mb-2 text-2xl font-bold">
        {t('tiers.heading')}
      </h2>
      <p id="tiers-hint" className="mb-4 text-slate-700">
        {t('tiers.hint')}
      </p>
      {rootError ? <p className="mb-2 font-semibold text-red-800">{rootError}</p> : null}
      <div role="alert" className="empty:hidden">
        {lastTierAlert ? (
          <p className="mb-4 rounded-md border-l-8 border-red-800 bg-red-50 p-3 font-semibold text-red-900">
            {t('validation.lastTier')}
          </p>
        ) : null}
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <ol className="space-y-4">
        {fields.map((field, i) => (
          <TierItem
            key={field.id}
            form={form}
            index={i}
            count={fields.length}
            onMove={move}
            onRemove={remove}
            onDefaultChange={setDefault}
          />
        ))}
      </ol>
      <Button variant="secondary" className="mt-4" onClick={add} onFocus={() => setLastTierAlert(false)}>
        {t('tiers.add')}
      </Button>
    </section>
  );
}

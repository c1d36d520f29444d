import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ErrorSummary } from '@/components/error-summary';
import { FormField, inputClasses } from '@/components/form-field';
import { focusTarget } from '@/lib/focus-target';
import { useFormShell } from '@/lib/forms/use-form-shell';
import { equipmentServerErrors } from '../api/equipment';
import { CONDITIONS, itemFormSchema, type ItemFormValues } from '../schemas/equipment.schema';

type Props = {
  editing: boolean;
  initial: ItemFormValues;
  busy: boolean;
  onSubmit: (v: ItemFormValues) => void;
  onCancel: () => void;
};
const ORDER: (keyof ItemFormValues & string)[] = ['itemName', 'category', 'size', 'quantity', 'condition', 'notes'];

/** Add or edit an inventory item (the page remounts it per item through `key`). */
export function ItemForm({ editing, initial, busy, onSubmit, onCancel }: Props) {
  const { t } = useTranslation('adminEquipment');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The summary is a snapshot of the last submit (GOV.UK): it does not move focus while the user types.
  // Saving is the page's (its outcome is a flash message), so the shell shows no server refusal here.
  const shell = useFormShell<ItemFormValues>({
    schema: itemFormSchema,
    defaultValues: initial,
    order: ORDER,
    serverErrors: equipmentServerErrors,
  });
  const { register } = shell.form;
  useEffect(() => {
    if (editing) focusTarget(headingRef.current);
  }, [editing]);
  const err = shell.fieldError;
  return (
    <form
      noValidate
      onSubmit={shell.submit(onSubmit)}
      aria-labelledby="item-form-heading"
      className="mb-8 rounded-lg border-2 border-slate-700 p-4"
    >
      <h2 id="item-form-heading" ref={headingRef} className="mb-4 text-2xl font-bold">
        {editing ? t('form.editHeading') : t('form.createHeading')}
      </h2>
      <ErrorSummary key={shell.attempt} errors={shell.summary} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <FormField label={t('form.itemName')} error={err('itemName')} required id="itemName">
          <input className={inputClasses} autoComplete="off" {...register('itemName')} />
        </FormField>
        <FormField label={t('form.category')} hint={t('form.categoryHint')} id="category">
          <input className={inputClasses} {...register('category')} />
        </FormField>
        <FormField label={t('form.size')} id="size">
          <input className={inputClasses} {...register('size')} />
        </FormField>
        <FormField label={t('form.quantity')} error={err('quantity')} required id="quantity">
          <input inputMode="numeric" className={inputClasses} {...register('quantity')} />
        </FormField>
        <FormField label={t('form.condition')} id="condition">
          <select className={inputClasses} {...register('condition')}>
            <option value="">{t('form.conditionUnknown')}</option>
            {CONDITIONS.map((c) => (
              <option key={c} value={c}>
                {t(`conditions.${c}`)}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <FormField label={t('form.notes')} id="notes">
        <textarea rows={2} className={inputClasses} {...register('notes')} />
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={busy} disabled={busy}>
          {editing ? t('form.saveChanges') : t('form.create')}
        </Button>
        {editing ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('form.cancelEdit')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ErrorSummary, type SummaryError } from '@/components/error-summary';
import { FormField, inputClasses } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { summaryErrors } from '@/lib/forms/summary-errors';
import type { EquipmentItem, NeedsEquipment } from '../api/equipment';
import { availableQuantity, loanFormSchema, type LoanFormValues } from '../schemas/equipment.schema';

type Props = {
  person: NeedsEquipment | null;
  items: EquipmentItem[];
  busy: boolean;
  serverError: string | null;
  onLend: (v: LoanFormValues) => void;
  onClose: () => void;
};

/** Lend an item to a participant (only items with some on the shelf are offered). */
export function LendDialog({ person, items, busy, serverError, onLend, onClose }: Props) {
  const { t } = useTranslation(['adminEquipment', 'common']);
  const available = useMemo(() => new Map(items.map((i) => [i.id, availableQuantity(i.quantity, i.loans)])), [items]);
  const schema = useMemo(() => loanFormSchema((id) => available.get(id) ?? 0), [available]);
  const [summary, setSummary] = useState<{ n: number; errors: SummaryError[] }>({ n: 0, errors: [] });
  const { register, handleSubmit, formState } = useForm<LoanFormValues>({
    resolver: zodResolver(schema),
    shouldFocusError: false,
    defaultValues: { equipmentId: '', quantity: '1', notes: '' },
  });
  const err = (name: keyof LoanFormValues) => {
    const m = formState.errors[name]?.message;
    return m ? t(m) : undefined;
  };
  const name = person ? `${person.first_name} ${person.last_name}` : '';
  const errors = serverError ? [...summary.errors, { message: serverError }] : summary.errors;
  return (
    <Modal
      open={person !== null}
      title={t('lend.title', { name })}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" form="lend-form" busy={busy} disabled={busy}>
            {t('lend.confirm')}
          </Button>
        </>
      }
    >
      <form
        id="lend-form"
        noValidate
        onSubmit={handleSubmit(
          (v) => {
            setSummary((x) => ({ n: x.n + 1, errors: [] }));
            onLend(v);
          },
          (e) =>
            setSummary((x) => ({
              n: x.n + 1,
              errors: summaryErrors(e, ['equipmentId', 'quantity'], t, { quantity: 'loanQuantity' }),
            })),
        )}
      >
        <ErrorSummary key={summary.n} errors={errors} />
        <FormField label={t('lend.item')} error={err('equipmentId')} required id="equipmentId">
          <select className={inputClasses} {...register('equipmentId')}>
            <option value="">{t('lend.chooseItem')}</option>
            {items
              .filter((i) => (available.get(i.id) ?? 0) > 0)
              .map((i) => (
                <option key={i.id} value={i.id}>
                  {t('lend.option', {
                    item: i.size ? `${i.item_name} (${i.size})` : i.item_name,
                    count: available.get(i.id),
                  })}
                </option>
              ))}
          </select>
        </FormField>
        <FormField label={t('lend.quantity')} error={err('quantity')} required id="loanQuantity">
          <input inputMode="numeric" className={inputClasses} {...register('quantity')} />
        </FormField>
        <FormField label={t('lend.notes')} id="loanNotes">
          <textarea rows={2} className={inputClasses} {...register('notes')} />
        </FormField>
      </form>
    </Modal>
  );
}

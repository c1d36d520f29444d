import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ErrorSummary } from '@/components/error-summary';
import { FormField, inputClasses } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { useFormShell } from '@/lib/forms/use-form-shell';
import { equipmentServerErrors, type EquipmentItem, type NeedsEquipment } from '../api/equipment';
import { availableQuantity, loanFormSchema, type LoanFormValues } from '../schemas/equipment.schema';
import { personName } from '@domain/person-name';

type Props = {
  person: NeedsEquipment | null;
  items: EquipmentItem[];
  busy: boolean;
  /** Lends; a refusal it throws is shown in the dialog's error summary. */
  onLend: (v: LoanFormValues) => Promise<void>;
  onClose: () => void;
};

/** Lend an item to a participant (only items with some on the shelf are offered). */
export function LendDialog({ person, items, busy, onLend, onClose }: Props) {
  const { t } = useTranslation(['adminEquipment', 'common']);
  const available = useMemo(() => new Map(items.map((i) => [i.id, availableQuantity(i.quantity, i.loans)])), [items]);
  const schema = useMemo(() => loanFormSchema((id) => available.get(id) ?? 0), [available]);
  const shell = useFormShell<LoanFormValues>({
    schema,
    defaultValues: { equipmentId: '', quantity: '1', notes: '' },
    order: ['equipmentId', 'quantity'],
    ids: { quantity: 'loanQuantity' },
    serverErrors: { ...equipmentServerErrors, wrapKey: 'adminEquipment:lend.failed' },
  });
  const { register } = shell.form;
  const err = shell.fieldError;
  const { setServerError } = shell;
  // A refusal belongs to one attempt: opening the dialog (again) starts without it.
  useEffect(() => {
    if (person) setServerError(null);
  }, [person, setServerError]);
  const name = person ? personName(person.first_name, person.last_name) : '';
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
      <form id="lend-form" noValidate onSubmit={shell.submit(onLend)}>
        <ErrorSummary key={shell.attempt} errors={shell.summary} />
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

import { useTranslation } from 'react-i18next';
import { centsToDollarsInput } from '@domain/money';
import { Button } from '@/components/button';
import { ErrorSummary } from '@/components/error-summary';
import { FormField, inputClasses } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { formatMoney } from '@/lib/format';
import { useFormShell } from '@/lib/forms/use-form-shell';
import { adminAidServerErrors, useDecideAidRequest, type AdminAidRow } from '../api/admin-financial-aid';
import {
  DECISION_NOTE_MAX,
  decisionSchema,
  type DecisionFormValues,
  type DecisionValues,
} from '../schemas/decision.schema';

const amountInput = (cents: number, language: string) => {
  const text = centsToDollarsInput(cents);
  return language.startsWith('fr') ? text.replace('.', ',') : text;
};

type Props = {
  row: AdminAidRow;
  approve: boolean;
  /** The program's name as shown in the list (the admin's language). */
  program: string;
  onClose: () => void;
  onDone: (approved: boolean, priceCents: number | null) => void;
};

/**
 * Approve (with the price the family will pay with its code, what the family said it can pay unless changed) or
 * decline (with an optional note the family reads). The database checks the caller and the price again.
 */
export function DecisionModal({ row, approve, program, onClose, onDone }: Props) {
  const { t, i18n } = useTranslation('adminFinancialAid');
  const mutation = useDecideAidRequest();
  const shell = useFormShell<DecisionFormValues, DecisionValues>({
    schema: decisionSchema(approve, row.program_price_cents),
    defaultValues: {
      price: approve ? amountInput(Math.min(row.can_pay_cents, row.program_price_cents), i18n.language) : '',
      note: '',
    },
    idPrefix: 'decision-',
    order: approve ? ['price', 'note'] : ['note'],
    serverErrors: adminAidServerErrors,
  });
  const { register } = shell.form;
  const busy = mutation.isPending;
  const family = row.family_name || row.family_email || '';
  const names = row.participants.map((p) => p.name).join(', ');

  const save = async (values: DecisionValues) => {
    await mutation.mutateAsync({ requestId: row.id, approve, priceCents: values.priceCents, note: values.note });
    onDone(approve, values.priceCents);
  };

  return (
    <Modal
      open
      title={approve ? t('dialog.approveTitle', { family }) : t('dialog.rejectTitle', { family })}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" form="decision-form" variant={approve ? 'primary' : 'danger'} busy={busy}>
            {busy ? t('dialog.saving') : approve ? t('dialog.approve') : t('dialog.reject')}
          </Button>
        </>
      }
    >
      <ErrorSummary key={shell.attempt} errors={shell.summary} />
      <p className="mb-4">
        {t('dialog.summary', {
          program,
          participants: names,
          price: formatMoney(row.program_price_cents),
          canPay: formatMoney(row.can_pay_cents),
        })}
      </p>
      <form
        id="decision-form"
        noValidate
        onSubmit={(e) => {
          if (busy) return e.preventDefault();
          return shell.submit(save)(e);
        }}
      >
        {approve ? (
          <FormField
            label={t('dialog.priceLabel')}
            hint={t('dialog.priceHint', { price: formatMoney(row.program_price_cents) })}
            error={shell.fieldError('price')}
            required
            id="decision-price"
          >
            <input type="text" inputMode="decimal" autoComplete="off" className={inputClasses} {...register('price')} />
          </FormField>
        ) : null}
        <FormField
          label={t('dialog.noteLabel')}
          hint={t('dialog.noteHint')}
          error={shell.fieldError('note')}
          id="decision-note"
        >
          <textarea rows={3} maxLength={DECISION_NOTE_MAX} className={inputClasses} {...register('note')} />
        </FormField>
        <p className="rounded-md border-l-8 border-blue-900 bg-blue-50 p-3">
          {approve ? t('dialog.approveWhat') : t('dialog.rejectWhat')}
        </p>
      </form>
    </Modal>
  );
}

import { useTranslation } from 'react-i18next';
import { centsToDollarsInput } from '@domain/money';
import { Button } from '@/components/button';
import { ErrorSummary } from '@/components/error-summary';
import { FormField, inputClasses } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { formatMoney } from '@/lib/format';
import { useFormShell } from '@/lib/forms/use-form-shell';
import { refundServerErrors, useRefundPayment, type RefundResult, type RefundRow } from '../api/refunds';
import { REFUND_NOTE_MAX, refundSchema, type RefundFormValues, type RefundValues } from '../schemas/refund.schema';

const amountInput = (cents: number, language: string) => {
  const text = centsToDollarsInput(cents);
  return language.startsWith('fr') ? text.replace('.', ',') : text;
};

type Props = {
  row: RefundRow;
  onClose: () => void;
  onDone: (result: RefundResult, row: RefundRow) => void;
};

/**
 * 'Refund' (issue 20 point 2): the amount (what is left, unless changed) and an
 * optional note, with what will happen. The database checks the caller and the
 * amount again; a refusal (Stripe's reason included) is shown in the summary.
 */
export function RefundModal({ row, onClose, onDone }: Props) {
  const { t, i18n } = useTranslation(['adminRefunds', 'common']);
  const mutation = useRefundPayment();
  const shell = useFormShell<RefundFormValues, RefundValues>({
    schema: refundSchema(row.amount_left),
    // Written as the reader writes money: 150.00 in English, 150,00 in French (both are accepted).
    defaultValues: { amount: amountInput(row.amount_left, i18n.language), note: '' },
    idPrefix: 'refund-',
    serverErrors: refundServerErrors,
  });
  const { register } = shell.form;
  const err = shell.fieldError;
  const busy = mutation.isPending;
  const person = row.person_name || row.payer_name || '';
  const program = row.program_name ?? '';

  const save = async (values: RefundValues) => {
    const result = await mutation.mutateAsync({ kind: row.kind, id: row.id, amount: values.amount, note: values.note });
    onDone(result, row);
  };

  return (
    <Modal
      open
      title={t('dialog.title', { person })}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" form="refund-form" variant="danger" busy={busy}>
            {busy ? t('dialog.submitting') : t('dialog.confirm')}
          </Button>
        </>
      }
    >
      <ErrorSummary key={shell.attempt} errors={shell.summary} />
      <p className="mb-4">
        {t('dialog.summary', {
          kind: t(`kinds.${row.kind}`),
          program,
          paid: formatMoney(row.amount_paid),
          refunded: formatMoney(row.amount_refunded),
          left: formatMoney(row.amount_left),
        })}
      </p>
      <form
        id="refund-form"
        noValidate
        onSubmit={(e) => {
          if (busy) return e.preventDefault();
          return shell.submit(save)(e);
        }}
      >
        <FormField
          label={t('dialog.amountLabel')}
          hint={t('dialog.amountHint', { left: formatMoney(row.amount_left) })}
          error={err('amount')}
          required
          id="refund-amount"
        >
          <input type="text" inputMode="decimal" autoComplete="off" className={inputClasses} {...register('amount')} />
        </FormField>
        <FormField label={t('dialog.noteLabel')} hint={t('dialog.noteHint')} error={err('note')} id="refund-note">
          <textarea rows={3} maxLength={REFUND_NOTE_MAX} className={inputClasses} {...register('note')} />
        </FormField>
        <p className="rounded-md border-l-8 border-blue-900 bg-blue-50 p-3">{t('dialog.whatHappens')}</p>
      </form>
    </Modal>
  );
}

import { useTranslation } from 'react-i18next';
import { centsToDollarsInput } from '@domain/money';
import { Button } from '@/components/button';
import { ErrorSummary } from '@/components/error-summary';
import { FormField, inputClasses } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { formatMoney } from '@/lib/format';
import { useFormShell } from '@/lib/forms/use-form-shell';
import { outsideRefundServerErrors, useRecordOutsideRefund } from '../api/outside-refund';
import { refundServerErrors, useRefundPayment, type RefundRow } from '../api/refunds';
import { REFUND_NOTE_MAX, refundSchema, type RefundFormValues, type RefundValues } from '../schemas/refund.schema';

const amountInput = (cents: number, language: string) => {
  const text = centsToDollarsInput(cents);
  return language.startsWith('fr') ? text.replace('.', ',') : text;
};

/** 'card': a refund to the card that paid, through Stripe; 'outside': one made another way, recorded here. */
export type RefundMode = 'card' | 'outside';
/** What was done: the amount, and whether Stripe has still to confirm it. */
export type RefundDone = { mode: RefundMode; amount: number; pending: boolean };

type Props = {
  row: RefundRow;
  mode: RefundMode;
  onClose: () => void;
  onDone: (done: RefundDone, row: RefundRow) => void;
};

/**
 * 'Refund' (issue 20 point 2) and 'Record a refund made outside the site'
 * (issue 36 point 3): the amount (what is left, unless changed) and a note
 * (required for a refund made outside the site: how and when), with what will
 * happen. The database checks the caller and the amount again; a refusal
 * (Stripe's reason included) is shown in the summary.
 */
export function RefundModal({ row, mode, onClose, onDone }: Props) {
  const { t, i18n } = useTranslation(['adminRefunds', 'common']);
  const card = useRefundPayment();
  const outside = useRecordOutsideRefund();
  const isOutside = mode === 'outside';
  const shell = useFormShell<RefundFormValues, RefundValues>({
    schema: refundSchema(row.amount_left, { noteRequired: isOutside }),
    // Written as the reader writes money: 150.00 in English, 150,00 in French (both are accepted).
    defaultValues: { amount: amountInput(row.amount_left, i18n.language), note: '' },
    idPrefix: 'refund-',
    serverErrors: isOutside ? outsideRefundServerErrors : refundServerErrors,
  });
  const { register } = shell.form;
  const err = shell.fieldError;
  const busy = card.isPending || outside.isPending;
  const person = row.person_name || row.payer_name || '';
  const program = row.program_name ?? '';
  const words = (key: string) => t(isOutside ? `outside.${key}` : `dialog.${key}`);

  const save = async (values: RefundValues) => {
    if (isOutside) {
      const result = await outside.mutateAsync({ registrationId: row.id, amount: values.amount, note: values.note });
      return onDone({ mode, amount: result.amount, pending: false }, row);
    }
    const result = await card.mutateAsync({ kind: row.kind, id: row.id, amount: values.amount, note: values.note });
    onDone({ mode, amount: result.amount, pending: result.status === 'pending' }, row);
  };

  return (
    <Modal
      open
      title={t(isOutside ? 'outside.title' : 'dialog.title', { person })}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" form="refund-form" variant="danger" busy={busy}>
            {busy ? words('submitting') : words('confirm')}
          </Button>
        </>
      }
    >
      <ErrorSummary key={shell.attempt} errors={shell.summary} />
      {isOutside ? <p className="mb-2">{t('outside.intro')}</p> : null}
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
        <FormField
          label={words('noteLabel')}
          hint={words('noteHint')}
          error={err('note')}
          required={isOutside}
          id="refund-note"
        >
          <textarea rows={3} maxLength={REFUND_NOTE_MAX} className={inputClasses} {...register('note')} />
        </FormField>
        <p className="rounded-md border-l-8 border-blue-900 bg-blue-50 p-3">{words('whatHappens')}</p>
      </form>
    </Modal>
  );
}

import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { CANCELLATION_REASONS, effectiveReason, refundAmountCents, refundOffered } from '@domain/cancellation';
import { Button } from '@/components/button';
import { ErrorSummary, type SummaryError } from '@/components/error-summary';
import { FormField, inputClasses } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { summaryErrors } from '@/lib/forms/summary-errors';
import { formatMoney } from '@/lib/format';
import { serverErrorMessage } from '@/lib/server-errors';
import { cancelServerErrors, useCancelRegistration, type CancelResult } from '../api/cancel-registration';
import type { MyRegistration } from '../api/my-registrations';
import { personName } from '../api/registration-scope';
import {
  cancellationSchema,
  type CancellationFormValues,
  type CancellationValues,
} from '../schemas/cancellation.schema';

type Props = {
  registration: MyRegistration;
  onClose: () => void;
  onDone: (result: CancelResult, registration: MyRegistration) => void;
};

/** Cancel and refund request (spec 2 sections 2, 5, 8, 9); the database re-checks everything. */
export function CancelRegistrationModal({ registration, onClose, onDone }: Props) {
  const { t } = useTranslation('myRegistrations');
  const mutation = useCancelRegistration();
  const [serverError, setServerError] = useState<string | null>(null);
  const paid = refundOffered(registration.amount_paid);
  const { register, handleSubmit, control, formState } = useForm<CancellationFormValues, unknown, CancellationValues>({
    resolver: zodResolver(cancellationSchema),
    shouldFocusError: false,
    defaultValues: { reason: '', otherText: '', refund: paid ? 'full' : 'none' },
  });
  const [reason, otherText, refund] = useWatch({ control, name: ['reason', 'otherText', 'refund'] });
  const hasReason = effectiveReason(reason, otherText) !== '';
  const { errors } = formState;
  const err = (name: keyof CancellationFormValues) => (errors[name]?.message ? t(errors[name]!.message!) : undefined);

  const onSubmit = async (values: CancellationValues) => {
    setServerError(null);
    try {
      const result = await mutation.mutateAsync({
        registrationId: registration.id,
        reason: effectiveReason(values.reason, values.otherText),
        refund: paid && values.refund === 'full',
      });
      onDone(result, registration);
    } catch (error) {
      setServerError(serverErrorMessage(error, t, cancelServerErrors));
    }
  };

  const summary: SummaryError[] = serverError
    ? [{ message: serverError }]
    : summaryErrors(errors, ['reason', 'otherText'], t, { reason: 'cancel-reason', otherText: 'cancel-other' });
  const programName = registration.program?.name ?? '';
  const refundCents = refundAmountCents(refund, registration.amount_paid);
  const busy = mutation.isPending;

  return (
    <Modal
      open
      title={t('cancel.title')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel.keep')}
          </Button>
          <Button
            type="submit"
            form="cancel-registration-form"
            variant="danger"
            busy={busy}
            aria-disabled={!hasReason || busy}
            aria-describedby={hasReason ? undefined : 'cancel-confirm-hint'}
          >
            {busy ? t('cancel.submitting') : refundCents > 0 ? t('cancel.confirmRefund') : t('cancel.confirm')}
          </Button>
          {hasReason ? null : (
            <p id="cancel-confirm-hint" className="w-full text-right text-slate-700">
              {t('cancel.confirmHint')}
            </p>
          )}
        </>
      }
    >
      <ErrorSummary errors={summary} />
      <p className="mb-4">{t('cancel.intro', { person: personName(registration), program: programName })}</p>
      <form
        id="cancel-registration-form"
        noValidate
        onSubmit={(e) => {
          // Confirm is aria-disabled (still focusable) without a reason: a press shows why instead of doing nothing.
          if (busy) return e.preventDefault();
          return handleSubmit(onSubmit)(e);
        }}
      >
        <FormField label={t('cancel.reasonLabel')} error={err('reason')} required id="cancel-reason">
          <select className={inputClasses} {...register('reason')}>
            <option value="">{t('cancel.reasonPlaceholder')}</option>
            {CANCELLATION_REASONS.map((code) => (
              <option key={code} value={code}>
                {t(`reasons.${code}`)}
              </option>
            ))}
          </select>
        </FormField>
        {reason === 'other' ? (
          <FormField label={t('cancel.specifyLabel')} error={err('otherText')} required id="cancel-other">
            <textarea rows={3} maxLength={500} className={inputClasses} {...register('otherText')} />
          </FormField>
        ) : null}
        {paid ? (
          <fieldset className="mb-4">
            <legend className="mb-1 font-semibold">{t('cancel.refundLegend')}</legend>
            <label className="mb-2 flex min-h-11 items-center gap-3">
              <input type="radio" value="full" className="h-5 w-5" {...register('refund')} />
              {t('cancel.refundFull', { amount: formatMoney(registration.amount_paid) })}
            </label>
            <label className="flex min-h-11 items-center gap-3">
              <input type="radio" value="none" className="h-5 w-5" {...register('refund')} />
              {t('cancel.refundNone')}
            </label>
          </fieldset>
        ) : (
          <p className="mb-4">{t('cancel.nothingToRefund')}</p>
        )}
        {refundCents > 0 ? (
          <p className="rounded-md border-l-8 border-blue-900 bg-blue-50 p-3">{t('cancel.refundMessage')}</p>
        ) : null}
      </form>
    </Modal>
  );
}

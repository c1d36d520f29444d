import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CANCELLATION_REASON_MAX,
  CANCELLATION_REASONS,
  effectiveReason,
  refundAmountCents,
  refundOffered,
} from '@domain/cancellation';
import { Button } from '@/components/button';
import { ErrorSummary } from '@/components/error-summary';
import { FormField, inputClasses } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { formatMoney } from '@/lib/format';
import { localizedText } from '@/lib/localized';
import { useFormShell } from '@/lib/forms/use-form-shell';
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
  const { t, i18n } = useTranslation('myRegistrations');
  const mutation = useCancelRegistration();
  const paid = refundOffered(registration.amount_paid);
  const shell = useFormShell<CancellationFormValues, CancellationValues>({
    schema: cancellationSchema,
    defaultValues: { reason: '', otherText: '', refund: paid ? 'full' : 'none' },
    order: ['reason', 'otherText'],
    ids: { reason: 'cancel-reason', otherText: 'cancel-other' },
    serverErrors: cancelServerErrors,
  });
  const { register, control } = shell.form;
  const [reason, otherText, refund] = useWatch({ control, name: ['reason', 'otherText', 'refund'] });
  const hasReason = effectiveReason(reason, otherText) !== '';
  const err = shell.fieldError;

  const save = async (values: CancellationValues) => {
    const result = await mutation.mutateAsync({
      registrationId: registration.id,
      reason: effectiveReason(values.reason, values.otherText),
      refund: paid && values.refund === 'full',
    });
    onDone(result, registration);
  };

  const programName = registration.program
    ? localizedText(registration.program.name_fr, registration.program.name, i18n.resolvedLanguage ?? i18n.language)
    : '';
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
      <ErrorSummary errors={shell.summary} />
      <p className="mb-4">{t('cancel.intro', { person: personName(registration), program: programName })}</p>
      <form
        id="cancel-registration-form"
        noValidate
        onSubmit={(e) => {
          // Confirm is aria-disabled (still focusable) without a reason: a press shows why instead of doing nothing.
          if (busy) return e.preventDefault();
          return shell.submit(save)(e);
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
            <textarea
              rows={3}
              maxLength={CANCELLATION_REASON_MAX}
              className={inputClasses}
              {...register('otherText')}
            />
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

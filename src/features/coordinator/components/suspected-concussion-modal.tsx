import { useTranslation } from 'react-i18next';
import { orgToday } from '@domain/dates';
import { Button } from '@/components/button';
import { ErrorSummary } from '@/components/error-summary';
import { FormField, inputClasses } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { useFormShell } from '@/lib/forms/use-form-shell';
import { concussionServerErrors, useRecordSuspectedConcussion } from '../api/coordinator';
import {
  CONCUSSION_NOTES_MAX,
  suspectedConcussionSchema,
  type SuspectedConcussionValues,
} from '../schemas/suspected-concussion.schema';

type Props = {
  programId: string;
  participantId: string;
  participantName: string;
  programName: string;
  onClose: () => void;
  onDone: (values: SuspectedConcussionValues) => void;
};

/**
 * 'Record a suspected concussion' (issue 24 point 6): the day (today by default, never in the future) and notes
 * kept to the minimum. The database checks the caller, the registration and the date again.
 */
export function SuspectedConcussionModal({
  programId,
  participantId,
  participantName,
  programName,
  onClose,
  onDone,
}: Props) {
  const { t } = useTranslation('coordinator');
  const today = orgToday(new Date());
  const mutation = useRecordSuspectedConcussion();
  const shell = useFormShell<{ suspectedOn: string; notes: string }, SuspectedConcussionValues>({
    schema: suspectedConcussionSchema(today),
    defaultValues: { suspectedOn: today, notes: '' },
    idPrefix: 'concussion-',
    serverErrors: concussionServerErrors,
  });
  const { register } = shell.form;
  const err = shell.fieldError;
  const busy = mutation.isPending;

  const save = async (values: SuspectedConcussionValues) => {
    await mutation.mutateAsync({ programId, participantId, suspectedOn: values.suspectedOn, notes: values.notes });
    onDone(values);
  };

  return (
    <Modal
      open
      title={t('concussion.dialog.title', { name: participantName })}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('concussion.dialog.cancel')}
          </Button>
          <Button type="submit" form="concussion-form" variant="danger" busy={busy}>
            {busy ? t('concussion.dialog.saving') : t('concussion.dialog.submit')}
          </Button>
        </>
      }
    >
      <ErrorSummary key={shell.attempt} errors={shell.summary} />
      <p className="mb-4">{t('concussion.dialog.intro', { name: participantName, program: programName })}</p>
      <form
        id="concussion-form"
        noValidate
        onSubmit={(e) => {
          if (busy) return e.preventDefault();
          return shell.submit(save)(e);
        }}
      >
        <FormField
          label={t('concussion.dialog.dateLabel')}
          hint={t('concussion.dialog.dateHint')}
          error={err('suspectedOn')}
          required
          id="concussion-suspectedOn"
        >
          <input type="date" max={today} className={inputClasses} {...register('suspectedOn')} />
        </FormField>
        <FormField
          label={t('concussion.dialog.notesLabel')}
          hint={t('concussion.dialog.notesHint', { max: CONCUSSION_NOTES_MAX })}
          error={err('notes')}
          id="concussion-notes"
        >
          <textarea rows={3} maxLength={CONCUSSION_NOTES_MAX} className={inputClasses} {...register('notes')} />
        </FormField>
        <p className="rounded-md border-l-8 border-blue-900 bg-blue-50 p-3">{t('concussion.dialog.whatHappens')}</p>
      </form>
    </Modal>
  );
}

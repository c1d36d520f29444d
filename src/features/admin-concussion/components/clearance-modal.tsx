import { useTranslation } from 'react-i18next';
import { orgToday } from '@domain/dates';
import { Button } from '@/components/button';
import { ErrorSummary } from '@/components/error-summary';
import { FormField, inputClasses } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { formatDate } from '@/lib/format';
import { useFormShell } from '@/lib/forms/use-form-shell';
import { clearanceServerErrors, useRecordMedicalClearance, type Removal } from '../api/concussion';
import { CLEARANCE_NOTE_MAX, clearanceSchema, type ClearanceValues } from '../schemas/clearance.schema';

type Props = {
  removal: Removal;
  programName: string;
  onClose: () => void;
  onDone: (values: ClearanceValues) => void;
};

/** 'Record medical clearance' (issue 24 point 6): the day (today by default) and an optional note. */
export function ClearanceModal({ removal, programName, onClose, onDone }: Props) {
  const { t } = useTranslation('adminConcussion');
  const today = orgToday(new Date());
  const mutation = useRecordMedicalClearance();
  const shell = useFormShell<{ clearedOn: string; note: string }, ClearanceValues>({
    schema: clearanceSchema(removal.suspected_on, today),
    defaultValues: { clearedOn: today, note: '' },
    idPrefix: 'clearance-',
    serverErrors: clearanceServerErrors,
  });
  const { register } = shell.form;
  const err = shell.fieldError;
  const busy = mutation.isPending;
  const name = removal.participant_name;

  const save = async (values: ClearanceValues) => {
    await mutation.mutateAsync({ removalId: removal.id, clearedOn: values.clearedOn, note: values.note });
    onDone(values);
  };

  return (
    <Modal
      open
      title={t('clearance.title', { name })}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('clearance.cancel')}
          </Button>
          <Button type="submit" form="clearance-form" busy={busy}>
            {busy ? t('clearance.saving') : t('clearance.submit')}
          </Button>
        </>
      }
    >
      <ErrorSummary key={shell.attempt} errors={shell.summary} />
      <p className="mb-4">
        {t('clearance.intro', { name, date: formatDate(removal.suspected_on), program: programName })}
      </p>
      <form
        id="clearance-form"
        noValidate
        onSubmit={(e) => {
          if (busy) return e.preventDefault();
          return shell.submit(save)(e);
        }}
      >
        <FormField
          label={t('clearance.dateLabel')}
          hint={t('clearance.dateHint', { date: formatDate(removal.suspected_on) })}
          error={err('clearedOn')}
          required
          id="clearance-clearedOn"
        >
          <input
            type="date"
            min={removal.suspected_on}
            max={today}
            className={inputClasses}
            {...register('clearedOn')}
          />
        </FormField>
        <FormField
          label={t('clearance.noteLabel')}
          hint={t('clearance.noteHint', { max: CLEARANCE_NOTE_MAX })}
          error={err('note')}
          id="clearance-note"
        >
          <textarea rows={3} maxLength={CLEARANCE_NOTE_MAX} className={inputClasses} {...register('note')} />
        </FormField>
      </form>
    </Modal>
  );
}

import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orgToday } from '@domain/dates';
import { useFormShell } from '@/lib/forms/use-form-shell';
import type { ServerErrorOptions } from '@/lib/server-errors';
import type { ParticipantValues } from './participant-form.schema';
import { participantStepSchemas, type ParticipantWizardVariant } from './participant-steps.schema';
import { presentStepErrors } from './step-errors';

export type ParticipantWizardOptions = {
  variant: ParticipantWizardVariant;
  defaultValues: ParticipantValues;
  /** Prefix of the control ids ('edit-' in the edit modal, 'pc-' on the dashboard). */
  idPrefix: string;
  serverErrors: ServerErrorOptions;
  /** Saves the wizard's values (last step); what it throws is shown as the server's refusal. */
  save: (values: ParticipantValues) => Promise<unknown>;
};

/**
 * A participant wizard's state, on the one form shell: react-hook-form with
 * zodResolver on the current step's schema only, so Next validates that step
 * and the last step validates it and saves. The error summary and the
 * inline errors keep the last Next's result (reValidateMode onSubmit); going
 * to another step clears them.
 */
export function useParticipantWizard(o: ParticipantWizardOptions) {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const schemas = useMemo(() => participantStepSchemas(o.variant, orgToday(new Date())), [o.variant]);
  const shell = useFormShell<ParticipantValues>({
    schema: schemas[step],
    defaultValues: o.defaultValues,
    idPrefix: o.idPrefix,
    serverErrors: o.serverErrors,
    reValidateMode: 'onSubmit',
    present: (errors) => presentStepErrors(errors, t, o.idPrefix).summary,
  });
  const inline = presentStepErrors(shell.form.formState.errors, t, o.idPrefix).inline;
  const last = step === schemas.length - 1;

  const go = (next: number) => {
    shell.setServerError(null);
    shell.form.clearErrors();
    setStep(next);
  };
  const onSubmit = shell.submit(async (values) => {
    if (!last) return go(step + 1);
    await o.save(values);
  });
  return { form: shell.form, step, summary: shell.summary, inline, onSubmit, back: () => go(step - 1) };
}

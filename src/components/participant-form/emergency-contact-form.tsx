import { useEffect, useMemo, useRef } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { orgToday } from '@domain/dates';
import { Button } from '@/components/button';
import { ErrorSummary } from '@/components/error-summary';
import { focusTarget } from '@/lib/focus-target';
import { useFormShell } from '@/lib/forms/use-form-shell';
import type { ServerErrorOptions } from '@/lib/server-errors';
import { EmergencyFields } from './emergency-fields';
import { contactFormValues, contactSchema, contactVariant, type ContactRow } from './emergency-contact.schema';
import { FormMetaProvider } from './form-meta';
import type { ParticipantValues } from './participant-form.schema';
import { presentStepErrors } from './step-errors';

type Props = {
  /** The contact being edited; none to add one. */
  contact?: ContactRow;
  emailRequired: boolean;
  idPrefix: string;
  headingLevel: 3 | 4;
  serverErrors: ServerErrorOptions;
  /** Saves the form (the whole list, see withContact); what it throws is shown as the refusal. */
  save: (values: ParticipantValues) => Promise<unknown>;
  onCancel: () => void;
};

/**
 * One emergency contact's form: the completion wizard's Emergency step fields
 * and checks, its error summary, Save and Cancel. Its heading takes focus when
 * it opens.
 */
export function EmergencyContactForm({
  contact,
  emailRequired,
  idPrefix,
  headingLevel,
  serverErrors,
  save,
  onCancel,
}: Props) {
  const { t } = useTranslation(['emergencyContacts', 'participants', 'common']);
  const schema = useMemo(() => contactSchema(emailRequired, orgToday(new Date())), [emailRequired]);
  const shell = useFormShell<ParticipantValues>({
    schema,
    defaultValues: contactFormValues(contact),
    idPrefix,
    serverErrors,
    reValidateMode: 'onSubmit',
    present: (errors) => presentStepErrors(errors, t, idPrefix).summary,
  });
  const inline = presentStepErrors(shell.form.formState.errors, t, idPrefix).inline;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => focusTarget(headingRef.current), []);
  const busy = shell.form.formState.isSubmitting;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <FormProvider {...shell.form}>
      <FormMetaProvider errors={inline} idPrefix={idPrefix}>
        <form noValidate onSubmit={shell.submit(save)} className="rounded-md border-2 border-slate-500 p-3 sm:p-4">
          <Heading
            ref={headingRef}
            className="mb-3 text-lg font-bold break-words text-slate-900 focus:outline-none focus-visible:outline-3"
          >
            {contact ? t('form.editTitle', { name: contact.name }) : t('form.addTitle')}
          </Heading>
          <ErrorSummary key={shell.attempt} errors={shell.summary} />
          <EmergencyFields relationships={contactVariant(emailRequired).relationships} emailRequired={emailRequired} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" busy={busy} disabled={busy}>
              {busy ? t('form.saving') : t('form.save')}
            </Button>
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              {t('common:cancel')}
            </Button>
          </div>
        </form>
      </FormMetaProvider>
    </FormProvider>
  );
}

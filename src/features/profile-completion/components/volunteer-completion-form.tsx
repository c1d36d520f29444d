import { useMemo, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { orgToday } from '@domain/dates';
import { COACHING_LEVELS, RELATIONSHIPS } from '@domain/participant-rules';
import { Button } from '@/components/button';
import { ErrorSummary } from '@/components/error-summary';
import { BirthDateField } from '@/components/participant-form/birth-date-field';
import { EmergencyFields } from '@/components/participant-form/emergency-fields';
import { FormMetaProvider } from '@/components/participant-form/form-meta';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/participant-form/inputs';
import { participantDefaults, toContactPayload } from '@/components/participant-form/participant-form.schema';
import { participantServerErrors } from '@/components/participant-form/server-errors';
import { presentStepErrors } from '@/components/participant-form/step-errors';
import { useFormShell } from '@/lib/forms/use-form-shell';
import { useAuth } from '@/lib/auth/use-auth';
import { useCompleteVolunteerProfile } from '../api/complete-profile';
import {
  toVolunteerPayload,
  volunteerCompletionSchema,
  volunteerDefaults,
  type VolunteerValues,
} from '../schemas/volunteer-completion.schema';
import { VOLUNTEER_COMPLETION_ID } from './complete-profile-banner';
import { useFinishOnce } from '../hooks/use-finish-once';
import { CompletionSuccess } from './completion-success';
import { AccountNames, lacksNames } from './account-names';

type Props = {
  onCompleted(): void;
  /** Told when the profile is saved (the success message shows): the page hides the completion banner. */
  onSaved?(): void;
};
const ID = 'vc-';
const SERVER_ERRORS = participantServerErrors('profileCompletion:volunteer.saveFailed');

/** 'Complete Your Volunteer Profile' (spec 1 sections 2, 5, 8): one form, saved in one transaction. */
export function VolunteerCompletionForm({ onCompleted, onSaved }: Props) {
  const { t } = useTranslation(['profileCompletion', 'participants', 'common']);
  const { user, profile, refreshProfile } = useAuth();
  const askNames = lacksNames(profile);
  const [done, setDone] = useState(false);
  const save = useCompleteVolunteerProfile();
  const schema = useMemo(() => volunteerCompletionSchema(orgToday(new Date()), askNames), [askNames]);
  const { markDone, finish } = useFinishOnce(refreshProfile, onCompleted);
  const shell = useFormShell<VolunteerValues>({
    schema,
    defaultValues: {
      ...volunteerDefaults,
      first_name: profile?.first_name ?? '',
      last_name: profile?.last_name ?? '',
      phone: profile?.phone ?? '',
    },
    idPrefix: ID,
    serverErrors: SERVER_ERRORS,
    reValidateMode: 'onSubmit',
    present: (errors) => presentStepErrors(errors, t, ID).summary,
  });
  const inline = presentStepErrors(shell.form.formState.errors, t, ID).inline;

  const onSubmit = shell.submit(async (v) => {
    await save.mutateAsync({
      profile: {
        first_name: askNames ? v.first_name.trim() : (profile?.first_name ?? ''),
        last_name: askNames ? v.last_name.trim() : (profile?.last_name ?? ''),
        phone: v.phone.trim(),
      },
      volunteer: toVolunteerPayload(v),
      contact: toContactPayload({ ...participantDefaults, ...v }),
    });
    markDone();
    setDone(true);
    onSaved?.();
  });

  return (
    <section
      aria-labelledby={VOLUNTEER_COMPLETION_ID}
      className="rounded-md border-2 border-slate-700 bg-white p-4 sm:p-6"
    >
      <h2
        id={VOLUNTEER_COMPLETION_ID}
        className="mb-2 text-2xl font-bold text-slate-900 focus:outline-none focus-visible:outline-3"
      >
        {t('volunteer.title')}
      </h2>
      <p className="mb-4 text-slate-800">{t('volunteer.intro')}</p>
      {done ? (
        <CompletionSuccess message={t('volunteer.saved')} onContinue={() => void finish()} />
      ) : (
        <FormProvider {...shell.form}>
          <FormMetaProvider errors={inline} idPrefix={ID}>
            <form noValidate onSubmit={onSubmit}>
              <ErrorSummary errors={shell.summary} />
              <AccountNames
                firstName={profile?.first_name}
                lastName={profile?.last_name}
                email={profile?.email ?? user?.email}
              />
              <TextField
                name="phone"
                label={t('participants:fields.phone')}
                type="tel"
                required
                autoComplete="tel"
                hint={t('participants:hints.phone')}
              />
              <BirthDateField minAge={0} />
              <TextField
                name="address"
                label={t('participants:fields.address')}
                required
                autoComplete="street-address"
              />
              <TextField name="city" label={t('participants:fields.city')} required autoComplete="address-level2" />
              <EmergencyFields relationships={RELATIONSHIPS} emailRequired />
              <fieldset className="mb-4">
                <legend className="mb-3 text-xl font-bold text-slate-900">{t('volunteer.experience')}</legend>
                <SelectField
                  name="coaching_experience_level"
                  label={t('participants:fields.coaching_experience_level')}
                  options={COACHING_LEVELS}
                  optionLabel={(c) => t(`participants:coaching.${c}`)}
                  required
                />
                <CheckboxField
                  name="has_hockey_canada_certificate"
                  label={t('participants:fields.has_hockey_canada_certificate')}
                />
                <CheckboxField
                  name="has_first_aid_certificate"
                  label={t('participants:fields.has_first_aid_certificate')}
                />
                <CheckboxField
                  name="has_volunteered_cbh_before"
                  label={t('participants:fields.has_volunteered_cbh_before')}
                />
                <CheckboxField
                  name="has_vulnerable_sector_check"
                  label={t('participants:fields.has_vulnerable_sector_check')}
                  hint={t('participants:hints.vulnerableSectorCheck')}
                />
              </fieldset>
              <TextAreaField
                name="medical_conditions"
                label={t('participants:fields.medical_conditions')}
                hint={t('participants:hints.medical')}
              />
              <Button type="submit" busy={save.isPending} disabled={save.isPending}>
                {save.isPending ? t('volunteer.saving') : t('volunteer.submit')}
              </Button>
            </form>
          </FormMetaProvider>
        </FormProvider>
      )}
    </section>
  );
}

export default VolunteerCompletionForm;

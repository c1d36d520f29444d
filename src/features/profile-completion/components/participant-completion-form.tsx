import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { orgToday } from '@domain/dates';
import { GENDERS, RELATIONSHIPS_COMPLETION, SKATING_LEVELS, VISUAL_CLASSIFICATIONS } from '@domain/participant-rules';
import { useAuth } from '@/lib/auth/use-auth';
import { EmergencyFields, MedicalFields } from '@/features/participants/components/fields/emergency-fields';
import { FormMetaProvider } from '@/features/participants/components/fields/form-meta';
import { HockeyFields } from '@/features/participants/components/fields/hockey-fields';
import { TextAreaField, TextField } from '@/features/participants/components/fields/inputs';
import { PersonalFields } from '@/features/participants/components/fields/personal-fields';
import { serverErrorMessage } from '@/features/participants/components/server-error';
import { NO_ERRORS, presentErrors } from '@/features/participants/components/step-errors';
import { Wizard } from '@/features/participants/components/wizard';
import {
  participantDefaults,
  toContactPayload,
  toParticipantPayload,
  type ParticipantValues,
} from '@/features/participants/schemas/participant-form.schema';
import { checkStep, isClean } from '@/features/participants/schemas/step-check';
import { useCompleteParticipantProfile } from '../api/complete-profile';
import { COMPLETION_REQUIRED, participantCompletionSteps } from '../schemas/participant-completion.schema';
import { PARTICIPANT_COMPLETION_ID } from './complete-profile-banner';
import { CompletionSuccess, useFinishOnce } from './completion-success';
import { AccountNames, lacksNames } from './account-names';

type Props = { onCompleted(): void };
const ID = 'pc-';

/**
 * The participant profile completion wizard, inline on the dashboard
 * (spec 1 sections 2, 4, 5, 8): name and e-mail read-only from the account,
 * saved only on the last step, then the auth state is refreshed.
 */
export function ParticipantCompletionForm({ onCompleted }: Props) {
  const { t } = useTranslation(['profileCompletion', 'participants', 'common']);
  const { user, profile, refreshProfile } = useAuth();
  const askNames = lacksNames(profile);
  const methods = useForm<ParticipantValues>({
    defaultValues: {
      ...participantDefaults,
      first_name: profile?.first_name ?? '',
      last_name: profile?.last_name ?? '',
      phone: profile?.phone ?? '',
    },
  });
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState(NO_ERRORS);
  const [done, setDone] = useState(false);
  const save = useCompleteParticipantProfile();
  const schemas = useMemo(() => participantCompletionSteps(orgToday(new Date()), askNames), [askNames]);
  const { markDone, finish } = useFinishOnce(refreshProfile, onCompleted);

  const validate = (i: number) => () => {
    const check = checkStep(schemas[i], methods.getValues());
    setErrors(presentErrors(check, t, ID));
    return isClean(check);
  };
  const onSubmit = async () => {
    const v = methods.getValues();
    try {
      await save.mutateAsync({
        profile: {
          first_name: askNames ? v.first_name.trim() : (profile?.first_name ?? ''),
          last_name: askNames ? v.last_name.trim() : (profile?.last_name ?? ''),
          phone: v.phone.trim(),
        },
        participant: toParticipantPayload(v),
        contact: toContactPayload(v),
      });
      markDone();
      setDone(true);
    } catch (error) {
      setErrors({
        summary: [{ message: serverErrorMessage(error, t, 'profileCompletion:participant.saveFailed') }],
        inline: {},
      });
    }
  };
  const req = COMPLETION_REQUIRED.flat();
  const steps = [
    {
      title: t('participant.steps.personal'),
      validate: validate(0),
      content: (
        <>
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
          <PersonalFields genders={GENDERS} classifications={VISUAL_CLASSIFICATIONS} required={req} />
        </>
      ),
    },
    {
      title: t('participant.steps.emergency'),
      validate: validate(1),
      content: (
        <>
          <EmergencyFields relationships={RELATIONSHIPS_COMPLETION} />
          <MedicalFields />
        </>
      ),
    },
    {
      title: t('participant.steps.hockey'),
      validate: validate(2),
      content: (
        <>
          <HockeyFields skatingLevels={SKATING_LEVELS} required={req} />
          <TextAreaField name="social_media_handles" label={t('participants:fields.social_media_handles')} />
        </>
      ),
    },
  ];
  return (
    <section
      aria-labelledby={PARTICIPANT_COMPLETION_ID}
      className="rounded-md border-2 border-slate-700 bg-white p-4 sm:p-6"
    >
      <h2
        id={PARTICIPANT_COMPLETION_ID}
        tabIndex={-1}
        className="mb-2 text-2xl font-bold text-slate-900 focus:outline-none focus-visible:outline-3"
      >
        {t('participant.title')}
      </h2>
      <p className="mb-4 text-slate-800">{t('participant.intro')}</p>
      {done ? (
        <CompletionSuccess message={t('participant.saved')} onContinue={() => void finish()} />
      ) : (
        <FormProvider {...methods}>
          <FormMetaProvider errors={errors.inline} idPrefix={ID}>
            <Wizard
              steps={steps}
              step={step}
              onStepChange={setStep}
              errors={errors.summary}
              clearErrors={() => setErrors(NO_ERRORS)}
              submitLabel={save.isPending ? t('participant.saving') : t('participant.submit')}
              busy={save.isPending}
              onSubmit={onSubmit}
              headingLevel={3}
            />
          </FormMetaProvider>
        </FormProvider>
      )}
    </section>
  );
}

export default ParticipantCompletionForm;

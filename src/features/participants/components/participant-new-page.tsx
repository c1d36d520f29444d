import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { orgToday } from '@domain/dates';
import { GENDERS_ADD, RELATIONSHIPS, SKATING_LEVELS, VISUAL_CLASSIFICATIONS_ADD } from '@domain/participant-rules';
import { buttonClasses } from '@/components/button';
import { PageTitle } from '@/components/page-title';
import { useCreateParticipant } from '../api/participants';
import {
  participantDefaults,
  toContactPayload,
  toParticipantPayload,
  type ParticipantValues,
} from '../schemas/participant-form.schema';
import { addParticipantSteps } from '../schemas/participant-steps.schema';
import { checkStep, isClean } from '../schemas/step-check';
import { EmergencyFields, MedicalFields } from './fields/emergency-fields';
import { FormMetaProvider } from './fields/form-meta';
import { HockeyFields } from './fields/hockey-fields';
import { TextAreaField, TextField } from './fields/inputs';
import { PersonalFields } from './fields/personal-fields';
import { serverErrorMessage } from './server-error';
import { NO_ERRORS, presentErrors } from './step-errors';
import { Wizard } from './wizard';

const REQUIRED = [
  'first_name',
  'last_name',
  'date_of_birth',
  'address',
  'city',
  'postal_code',
  'gender_identity',
  'visual_classification',
  'position',
  'skating_experience',
];

/**
 * /participants/new (spec 1 sections 2, 5, 8): Personal Info, Emergency &
 * Medical, Hockey Info; no self-describe gender and no Unknown classification.
 */
export default function ParticipantNewPage() {
  const { t } = useTranslation(['participants', 'common']);
  const navigate = useNavigate();
  const methods = useForm<ParticipantValues>({ defaultValues: participantDefaults });
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState(NO_ERRORS);
  const create = useCreateParticipant();
  const schemas = useMemo(() => addParticipantSteps(orgToday(new Date())), []);

  const validate = (i: number) => () => {
    const check = checkStep(schemas[i], methods.getValues());
    setErrors(presentErrors(check, t));
    return isClean(check);
  };
  const onSubmit = async () => {
    const v = methods.getValues();
    try {
      await create.mutateAsync({ participant: toParticipantPayload(v), contact: toContactPayload(v) });
      navigate('/participants', { state: { added: `${v.first_name.trim()} ${v.last_name.trim()}` } });
    } catch (error) {
      setErrors({ summary: [{ message: serverErrorMessage(error, t, 'participants:add.failed') }], inline: {} });
    }
  };
  const steps = [
    {
      title: t('add.steps.personal'),
      validate: validate(0),
      content: (
        <>
          <TextField name="first_name" label={t('fields.first_name')} required autoComplete="off" />
          <TextField name="last_name" label={t('fields.last_name')} required autoComplete="off" />
          <TextField name="email" label={t('fields.email')} type="email" autoComplete="off" />
          <PersonalFields genders={GENDERS_ADD} classifications={VISUAL_CLASSIFICATIONS_ADD} required={REQUIRED} />
        </>
      ),
    },
    {
      title: t('add.steps.emergency'),
      validate: validate(1),
      content: (
        <>
          <EmergencyFields relationships={RELATIONSHIPS} />
          <MedicalFields />
        </>
      ),
    },
    {
      title: t('add.steps.hockey'),
      validate: validate(2),
      content: (
        <>
          <HockeyFields skatingLevels={SKATING_LEVELS} required={REQUIRED} />
          <TextAreaField name="social_media_handles" label={t('fields.social_media_handles')} />
        </>
      ),
    },
  ];
  return (
    <section className="mx-auto max-w-2xl">
      <PageTitle>{t('add.title')}</PageTitle>
      <FormProvider {...methods}>
        <FormMetaProvider errors={errors.inline} idPrefix="">
          <Wizard
            steps={steps}
            step={step}
            onStepChange={setStep}
            errors={errors.summary}
            clearErrors={() => setErrors(NO_ERRORS)}
            submitLabel={create.isPending ? t('add.saving') : t('add.submit')}
            busy={create.isPending}
            onSubmit={onSubmit}
            cancel={
              <Link to="/participants" className={buttonClasses('secondary')}>
                {t('common:cancel')}
              </Link>
            }
          />
        </FormMetaProvider>
      </FormProvider>
    </section>
  );
}

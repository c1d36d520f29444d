import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { orgToday } from '@domain/dates';
import { GENDERS, SKATING_LEVELS, VISUAL_CLASSIFICATIONS } from '@domain/participant-rules';
import { Button } from '@/components/button';
import { useUpdateParticipant } from '../api/participants';
import {
  fromParticipantRow,
  toParticipantPayload,
  type ParticipantRow,
  type ParticipantValues,
} from '../schemas/participant-form.schema';
import { editParticipantSteps } from '../schemas/participant-steps.schema';
import { checkStep, isClean } from '../schemas/step-check';
import { MedicalFields } from './fields/emergency-fields';
import { FormMetaProvider } from './fields/form-meta';
import { HockeyFields } from './fields/hockey-fields';
import { TextAreaField, TextField } from './fields/inputs';
import { PersonalFields } from './fields/personal-fields';
import { serverErrorMessage } from './server-error';
import { NO_ERRORS, presentErrors } from './step-errors';
import { Wizard } from './wizard';

const REQUIRED = ['first_name', 'last_name', 'date_of_birth', 'city', 'gender_identity', 'visual_classification'];

type Props = {
  participant: ParticipantRow;
  userId: string;
  onSaved: (name: string) => void;
  onCancel: () => void;
  headingLevel?: 2 | 3;
};

/** Edit participant (spec 1 sections 2, 5, 8): Personal Info, Hockey Info, Optional Info. */
export function ParticipantEditForm({ participant, userId, onSaved, onCancel, headingLevel = 3 }: Props) {
  const { t } = useTranslation(['participants', 'common']);
  const methods = useForm<ParticipantValues>({ defaultValues: fromParticipantRow(participant) });
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState(NO_ERRORS);
  const update = useUpdateParticipant();
  const schemas = useMemo(() => editParticipantSteps(orgToday(new Date())), []);
  const idPrefix = 'edit-';

  const validate = (i: number) => () => {
    const check = checkStep(schemas[i], methods.getValues());
    setErrors(presentErrors(check, t, idPrefix));
    return isClean(check);
  };
  const onSubmit = async () => {
    const v = methods.getValues();
    try {
      await update.mutateAsync({ id: participant.id, userId, values: toParticipantPayload(v) });
      onSaved(`${v.first_name.trim()} ${v.last_name.trim()}`);
    } catch (error) {
      const reason = serverErrorMessage(error, t, 'participants:edit.unknownError');
      setErrors({ summary: [{ message: t('edit.failed', { message: reason }) }], inline: {} });
    }
  };
  const steps = [
    {
      title: t('edit.steps.personal'),
      validate: validate(0),
      content: (
        <>
          <TextField name="first_name" label={t('fields.first_name')} required autoComplete="off" />
          <TextField name="last_name" label={t('fields.last_name')} required autoComplete="off" />
          <TextField name="email" label={t('fields.email')} type="email" autoComplete="off" />
          <PersonalFields genders={GENDERS} classifications={VISUAL_CLASSIFICATIONS} required={REQUIRED} />
        </>
      ),
    },
    {
      title: t('edit.steps.hockey'),
      validate: validate(1),
      content: <HockeyFields skatingLevels={SKATING_LEVELS} required={[]} />,
    },
    {
      title: t('edit.steps.optional'),
      validate: validate(2),
      content: (
        <>
          <MedicalFields />
          <TextAreaField name="social_media_handles" label={t('fields.social_media_handles')} />
        </>
      ),
    },
  ];
  return (
    <FormProvider {...methods}>
      <FormMetaProvider errors={errors.inline} idPrefix={idPrefix}>
        <Wizard
          steps={steps}
          step={step}
          onStepChange={setStep}
          errors={errors.summary}
          clearErrors={() => setErrors(NO_ERRORS)}
          submitLabel={update.isPending ? t('edit.saving') : t('edit.submit')}
          busy={update.isPending}
          onSubmit={onSubmit}
          headingLevel={headingLevel}
          cancel={
            <Button variant="secondary" onClick={onCancel}>
              {t('common:cancel')}
            </Button>
          }
        />
      </FormMetaProvider>
    </FormProvider>
  );
}

import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmergencyFields, MedicalFields } from './emergency-fields';
import { FormMetaProvider } from './form-meta';
import { HockeyFields } from './hockey-fields';
import { TextAreaField, TextField } from './inputs';
import type { ParticipantWizardVariant, StepId } from './participant-steps.schema';
import { PersonalFields } from './personal-fields';
import { useParticipantWizard, type ParticipantWizardOptions } from './use-participant-wizard';
import { Wizard } from './wizard';

type Props = ParticipantWizardOptions & {
  submitLabel: string;
  busy?: boolean;
  /** Shown on step 1 instead of Back (e.g. Cancel to /participants). */
  cancel?: ReactNode;
  headingLevel?: 2 | 3;
  /** Who the participant is, when the account says it (completion: names and e-mail read-only); default: name and e-mail fields. */
  identity?: ReactNode;
};

/** A participant wizard (add, edit, profile completion) built from the one step list. */
export function ParticipantWizard({ submitLabel, busy, cancel, headingLevel, identity, ...options }: Props) {
  const { t } = useTranslation('participants');
  const wizard = useParticipantWizard(options);
  const { variant } = options;
  const steps = variant.steps.map((id) => ({
    title: t(`${variant.titles}.${id}`),
    content: <StepContent id={id} variant={variant} identity={identity} />,
  }));
  return (
    <FormProvider {...wizard.form}>
      <FormMetaProvider errors={wizard.inline} idPrefix={options.idPrefix}>
        <Wizard
          steps={steps}
          step={wizard.step}
          errors={wizard.summary}
          onSubmit={wizard.onSubmit}
          onBack={wizard.back}
          submitLabel={submitLabel}
          busy={busy}
          cancel={cancel}
          headingLevel={headingLevel}
        />
      </FormMetaProvider>
    </FormProvider>
  );
}

/** The fields of one step (spec 1 sections 2, 5), as the variant asks for them. */
function StepContent({
  id,
  variant,
  identity,
}: {
  id: StepId;
  variant: ParticipantWizardVariant;
  identity?: ReactNode;
}) {
  const { t } = useTranslation('participants');
  const social = <TextAreaField name="social_media_handles" label={t('fields.social_media_handles')} />;
  switch (id) {
    case 'personal':
      return (
        <>
          {variant.contact === 'email' ? (
            <>
              <TextField name="first_name" label={t('fields.first_name')} required autoComplete="off" />
              <TextField name="last_name" label={t('fields.last_name')} required autoComplete="off" />
              <TextField name="email" label={t('fields.email')} type="email" autoComplete="off" />
            </>
          ) : (
            <>
              {identity}
              <TextField
                name="phone"
                label={t('fields.phone')}
                type="tel"
                required
                autoComplete="tel"
                hint={t('hints.phone')}
              />
            </>
          )}
          <PersonalFields
            genders={variant.genders}
            classifications={variant.classifications}
            required={variant.required}
          />
        </>
      );
    case 'emergency':
      return (
        <>
          <EmergencyFields relationships={variant.relationships} />
          <MedicalFields />
        </>
      );
    case 'hockey':
      // Social media handles close the hockey step unless an optional step follows.
      return (
        <>
          <HockeyFields skatingLevels={variant.skatingLevels} required={variant.required} />
          {variant.steps.includes('optional') ? null : social}
        </>
      );
    case 'optional':
      return (
        <>
          <MedicalFields />
          {social}
        </>
      );
  }
}

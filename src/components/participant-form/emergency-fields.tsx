import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextAreaField, TextField } from './inputs';

type Props = { relationships: readonly string[]; emailRequired?: boolean };

/** The primary emergency contact: name, relationship (+ specify), phone, e-mail. */
export function EmergencyFields({ relationships, emailRequired = false }: Props) {
  const { t } = useTranslation('participants');
  const { control } = useFormContext();
  const relationship = useWatch({ control, name: 'ec_relationship' }) as string;
  return (
    <fieldset className="mb-4">
      <legend className="mb-3 text-xl font-bold text-slate-900">{t('sections.emergencyContact')}</legend>
      <TextField name="ec_name" label={t('fields.ec_name')} required autoComplete="off" />
      <SelectField
        name="ec_relationship"
        label={t('fields.ec_relationship')}
        options={relationships}
        optionLabel={(c) => t(`relationships.${c}`)}
        required
      />
      {relationship === 'other' ? (
        <TextField name="ec_relationship_other" label={t('fields.ec_relationship_other')} />
      ) : null}
      <TextField
        name="ec_phone"
        label={t('fields.ec_phone')}
        type="tel"
        required
        autoComplete="off"
        hint={t('hints.phone')}
      />
      <TextField
        name="ec_email"
        label={t('fields.ec_email')}
        type="email"
        required={emailRequired}
        autoComplete="off"
      />
    </fieldset>
  );
}

/** Allergies and medical conditions (optional). */
export function MedicalFields({ allergies = true }: { allergies?: boolean }) {
  const { t } = useTranslation('participants');
  return (
    <>
      {allergies ? <TextAreaField name="allergies" label={t('fields.allergies')} /> : null}
      <TextAreaField name="medical_conditions" label={t('fields.medical_conditions')} hint={t('hints.medical')} />
    </>
  );
}

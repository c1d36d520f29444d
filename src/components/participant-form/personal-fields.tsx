import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isSelfDescribe, optionsWith, PROVINCES, VISUAL_CONDITIONS } from '@domain/participant-rules';
import { provinceName } from '@/lib/provinces';
import { BirthDateField } from './birth-date-field';
import { SelectField, TextField } from './inputs';

type Props = {
  genders: readonly string[];
  classifications: readonly string[];
  /** Fields shown as required on this screen. */
  required: readonly string[];
};

/**
 * Date of birth (with age), address, city, province, postal code, gender
 * identity (+ self-description), visual classification and condition (+ other).
 */
export function PersonalFields({ genders, classifications, required }: Props) {
  const { t } = useTranslation('participants');
  const { control } = useFormContext();
  const [gender, condition] = useWatch({ control, name: ['gender_identity', 'visual_condition'] }) as [string, string];
  const req = (f: string) => required.includes(f);
  return (
    <>
      <BirthDateField required={req('date_of_birth')} />
      <TextField name="address" label={t('fields.address')} required={req('address')} autoComplete="street-address" />
      <TextField name="city" label={t('fields.city')} required={req('city')} autoComplete="address-level2" />
      <SelectField
        name="province"
        label={t('fields.province')}
        options={PROVINCES}
        optionLabel={(c) => provinceName(c, t)}
        required
        placeholder={false}
      />
      <TextField
        name="postal_code"
        label={t('fields.postal_code')}
        hint={t('hints.postalCode')}
        required={req('postal_code')}
        autoComplete="postal-code"
      />
      <SelectField
        name="gender_identity"
        label={t('fields.gender_identity')}
        options={optionsWith(genders, gender)}
        optionLabel={(c) => t(`genders.${c}`)}
        required={req('gender_identity')}
      />
      {isSelfDescribe(gender) ? (
        <TextField name="gender_self_description" label={t('fields.gender_self_description')} />
      ) : null}
      <SelectField
        name="visual_classification"
        label={t('fields.visual_classification')}
        hint={t('hints.visualClassification')}
        options={optionsWith(classifications, undefined)}
        optionLabel={(c) => t(`classifications.${c}`)}
        required={req('visual_classification')}
      />
      <SelectField
        name="visual_condition"
        label={t('fields.visual_condition')}
        options={VISUAL_CONDITIONS}
        optionLabel={(c) => t(`conditions.${c}`)}
      />
      {condition === 'other' ? (
        <TextField name="visual_condition_other" label={t('fields.visual_condition_other')} />
      ) : null}
    </>
  );
}

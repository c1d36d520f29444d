import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { optionsWith, POSITIONS, REFERRAL_SOURCES } from '@domain/participant-rules';
import { CheckboxField, SelectField, TextField, YesNoField } from './inputs';

type Props = { skatingLevels: readonly string[]; required: readonly string[] };

/** Position, skating experience, hockey history, referral (+ other), first time, equipment. */
export function HockeyFields({ skatingLevels, required }: Props) {
  const { t } = useTranslation('participants');
  const { control } = useFormContext();
  const [referral, skating] = useWatch({ control, name: ['hockey_referral_source', 'skating_experience'] }) as [
    string,
    string,
  ];
  const req = (f: string) => required.includes(f);
  return (
    <>
      <SelectField
        name="position"
        label={t('fields.position')}
        options={POSITIONS}
        optionLabel={(c) => t(`positions.${c}`)}
        required={req('position')}
      />
      <SelectField
        name="skating_experience"
        label={t('fields.skating_experience')}
        options={optionsWith(skatingLevels, skating)}
        optionLabel={(c) => t(`skating.${c}`)}
        required={req('skating_experience')}
      />
      <YesNoField name="played_traditional_hockey" legend={t('fields.played_traditional_hockey')} />
      <TextField
        name="first_played_blind_hockey_year"
        label={t('fields.first_played_blind_hockey_year')}
        inputMode="numeric"
        hint={t('hints.year', { max: new Date().getFullYear() })}
        autoComplete="off"
      />
      <SelectField
        name="hockey_referral_source"
        label={t('fields.hockey_referral_source')}
        options={REFERRAL_SOURCES}
        optionLabel={(c) => t(`referrals.${c}`)}
      />
      {referral === 'other' ? (
        <TextField name="hockey_referral_other" label={t('fields.hockey_referral_other')} />
      ) : null}
      <YesNoField name="is_first_time_participant" legend={t('fields.is_first_time_participant')} />
      <CheckboxField name="needs_equipment" label={t('fields.needs_equipment')} />
    </>
  );
}

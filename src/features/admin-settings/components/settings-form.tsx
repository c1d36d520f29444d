import { useTranslation } from 'react-i18next';
import { PROVINCES } from '@domain/participant-rules';
import { Button } from '@/components/button';
import { ErrorSummary } from '@/components/error-summary';
import { FormField, inputClasses } from '@/components/form-field';
import { useFormShell } from '@/lib/forms/use-form-shell';
import { provinceName } from '@/lib/provinces';
import { settingsServerErrors } from '../api/organisation-settings';
import { organisationSettingsSchema, type OrganisationSettingsValues } from '../schemas/organisation-settings.schema';

type Props = {
  initial: OrganisationSettingsValues;
  busy: boolean;
  /** Saves; a refusal it throws is shown in the summary. */
  onSubmit: (values: OrganisationSettingsValues) => Promise<unknown>;
};

type Field = keyof OrganisationSettingsValues & string;
const ORDER: Field[] = [
  'name_en',
  'name_fr',
  'address_line1',
  'address_line2',
  'city',
  'province',
  'postal_code',
  'contact_email',
  'accessibility_email',
  'charity_number',
];

/** The organisation's details: names, postal address, the two e-mail addresses and the charity number. */
export function SettingsForm({ initial, busy, onSubmit }: Props) {
  const { t } = useTranslation(['adminSettings', 'provinces', 'common']);
  const shell = useFormShell<OrganisationSettingsValues>({
    schema: organisationSettingsSchema,
    defaultValues: initial,
    order: ORDER,
    serverErrors: settingsServerErrors,
  });
  const { register } = shell.form;
  const err = shell.fieldError;
  const text = (name: Field, options: { required?: boolean; hint?: boolean; type?: string; auto?: string } = {}) => (
    <FormField
      label={t(`fields.${name}`)}
      hint={options.hint ? t(`hints.${name}`) : undefined}
      error={err(name)}
      required={options.required}
      id={name}
    >
      <input
        type={options.type ?? 'text'}
        autoComplete={options.auto ?? 'off'}
        className={inputClasses}
        {...register(name)}
      />
    </FormField>
  );
  return (
    <form noValidate onSubmit={shell.submit(onSubmit)} aria-labelledby="settings-form-heading" className="mb-10">
      <h2 id="settings-form-heading" className="mb-4 text-2xl font-bold">
        {t('form.heading')}
      </h2>
      <ErrorSummary key={shell.attempt} errors={shell.summary} />
      <fieldset className="mb-6">
        <legend className="mb-3 text-xl font-bold">{t('form.names')}</legend>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <div lang="en">{text('name_en', { required: true })}</div>
          <div lang="fr">{text('name_fr', { required: true })}</div>
        </div>
      </fieldset>
      <fieldset className="mb-6">
        <legend className="mb-1 text-xl font-bold">{t('form.address')}</legend>
        <p className="mb-3 text-slate-700">{t('form.addressHint')}</p>
        {text('address_line1', { required: true, auto: 'address-line1' })}
        {text('address_line2', { auto: 'address-line2' })}
        <div className="grid gap-x-4 sm:grid-cols-3">
          {text('city', { required: true, auto: 'address-level2' })}
          <FormField label={t('fields.province')} error={err('province')} required id="province">
            <select className={inputClasses} {...register('province')}>
              <option value="">{t('form.chooseProvince')}</option>
              {PROVINCES.map((code) => (
                <option key={code} value={code}>
                  {provinceName(code, t)}
                </option>
              ))}
            </select>
          </FormField>
          {text('postal_code', { required: true, auto: 'postal-code' })}
        </div>
      </fieldset>
      <fieldset className="mb-6">
        <legend className="mb-3 text-xl font-bold">{t('form.contact')}</legend>
        {text('contact_email', { required: true, hint: true, type: 'email' })}
        {text('accessibility_email', { hint: true, type: 'email' })}
        {text('charity_number', { hint: true })}
      </fieldset>
      <Button type="submit" busy={busy} disabled={busy}>
        {t('form.save')}
      </Button>
    </form>
  );
}

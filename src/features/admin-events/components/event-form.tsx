import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ErrorSummary } from '@/components/error-summary';
import { BilingualField } from '@/components/bilingual-field';
import { FormField, inputClasses } from '@/components/form-field';
import { langAttr, useLocalized } from '@/components/localized-text';
import { focusTarget } from '@/lib/focus-target';
import { useFormShell } from '@/lib/forms/use-form-shell';
import { eventServerErrors, type ProgramOption } from '../api/events';
import { EVENT_TYPES, eventFormSchema, type EventFormValues } from '../schemas/event.schema';

type Props = {
  editing: boolean;
  initial: EventFormValues;
  programs: ProgramOption[];
  busy: boolean;
  onSubmit: (values: EventFormValues) => void;
  onCancel: () => void;
};

const ORDER: (keyof EventFormValues & string)[] = [
  'name',
  'nameFr',
  'programId',
  'eventType',
  'startsAt',
  'endsAt',
  'location',
  'capacity',
  'description',
];

/** Create or edit an event; errors in a summary and beside each field (GOV.UK). */
export function EventForm({ editing, initial, programs, busy, onSubmit, onCancel }: Props) {
  const { t } = useTranslation(['adminEvents', 'common']);
  const { localized } = useLocalized();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The summary is a snapshot of the last submit (GOV.UK): it does not move focus while the user types.
  // Saving is the page's (its outcome is a flash message), so the shell shows no server refusal here.
  const shell = useFormShell<EventFormValues>({
    schema: eventFormSchema,
    defaultValues: initial,
    order: ORDER,
    serverErrors: eventServerErrors,
  });
  const { register, watch } = shell.form;
  const v = watch();
  const missing = (en: string, fr: string) =>
    en.trim() !== '' && fr.trim() === '' ? t('lang.frenchMissing') : undefined;
  const label = (lang: 'en' | 'fr', key: string) => t(`lang.${lang}`, { field: t(key) });
  // The page remounts the form (key) for each event edited or after a save.
  useEffect(() => {
    if (editing) focusTarget(headingRef.current);
  }, [editing]);
  const err = shell.fieldError;
  return (
    <form
      noValidate
      onSubmit={shell.submit(onSubmit)}
      className="mb-8 rounded-lg border-2 border-slate-700 p-4"
      aria-labelledby="event-form-heading"
    >
      <h2 id="event-form-heading" ref={headingRef} className="mb-4 text-2xl font-bold">
        {editing ? t('form.editHeading') : t('form.createHeading')}
      </h2>
      <ErrorSummary key={shell.attempt} errors={shell.summary} />
      <p className="mb-4 text-slate-700">{t('lang.hint')}</p>
      <BilingualField
        required
        en={{ id: 'name', label: label('en', 'form.name'), registration: register('name'), error: err('name') }}
        fr={{ id: 'nameFr', label: label('fr', 'form.name'), registration: register('nameFr'), error: err('nameFr') }}
        missingLabel={missing(v.name, v.nameFr)}
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <FormField label={t('form.program')} hint={t('form.programHint')} id="programId">
          <select className={inputClasses} {...register('programId')}>
            <option value="">{t('form.noProgram')}</option>
            {programs.map((p) => {
              const name = localized(p.name_fr, p.name);
              return (
                <option key={p.id} value={p.id} lang={langAttr(name)}>
                  {name.text}
                </option>
              );
            })}
          </select>
        </FormField>
        <FormField label={t('form.type')} error={err('eventType')} required id="eventType">
          <select className={inputClasses} {...register('eventType')}>
            {EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t('form.startsAt')} hint={t('form.timeHint')} error={err('startsAt')} required id="startsAt">
          <input type="datetime-local" className={inputClasses} {...register('startsAt')} />
        </FormField>
        <FormField label={t('form.endsAt')} hint={t('form.timeHint')} error={err('endsAt')} id="endsAt">
          <input type="datetime-local" className={inputClasses} {...register('endsAt')} />
        </FormField>
        <FormField label={t('form.location')} id="location">
          <input className={inputClasses} {...register('location')} />
        </FormField>
        <FormField label={t('form.capacity')} hint={t('form.capacityHint')} error={err('capacity')} id="capacity">
          <input inputMode="numeric" className={inputClasses} {...register('capacity')} />
        </FormField>
      </div>
      <BilingualField
        rows={3}
        en={{ id: 'description', label: label('en', 'form.description'), registration: register('description') }}
        fr={{ id: 'descriptionFr', label: label('fr', 'form.description'), registration: register('descriptionFr') }}
        missingLabel={missing(v.description, v.descriptionFr)}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={busy} disabled={busy}>
          {editing ? t('form.saveChanges') : t('form.create')}
        </Button>
        {editing ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('form.cancelEdit')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

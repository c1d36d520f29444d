import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ErrorSummary, type SummaryError } from '@/components/error-summary';
import { FormField, inputClasses } from '@/components/form-field';
import { summaryErrors } from '@/lib/forms/summary-errors';
import type { ProgramOption } from '../api/events';
import { EVENT_TYPES, eventFormSchema, type EventFormValues } from '../schemas/event.schema';

type Props = {
  editing: boolean;
  initial: EventFormValues;
  programs: ProgramOption[];
  busy: boolean;
  onSubmit: (values: EventFormValues) => void;
  onCancel: () => void;
};

const ORDER: (keyof EventFormValues)[] = [
  'name',
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
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The summary is a snapshot of the last submit (GOV.UK): it does not move focus while the user types.
  const [summary, setSummary] = useState<{ n: number; errors: SummaryError[] }>({ n: 0, errors: [] });
  const { register, handleSubmit, formState } = useForm<EventFormValues>({
    resolver: zodResolver(eventFormSchema),
    shouldFocusError: false,
    defaultValues: initial,
  });
  // The page remounts the form (key) for each event edited or after a save.
  useEffect(() => {
    if (editing) headingRef.current?.focus();
  }, [editing]);
  const err = (name: keyof EventFormValues) => {
    const m = formState.errors[name]?.message;
    return m ? t(m) : undefined;
  };
  return (
    <form
      noValidate
      onSubmit={handleSubmit(
        (v) => {
          setSummary((x) => ({ n: x.n + 1, errors: [] }));
          onSubmit(v);
        },
        (errors) => setSummary((x) => ({ n: x.n + 1, errors: summaryErrors(errors, ORDER, t) })),
      )}
      className="mb-8 rounded-lg border-2 border-slate-700 p-4"
      aria-labelledby="event-form-heading"
    >
      <h2 id="event-form-heading" ref={headingRef} tabIndex={-1} className="mb-4 text-2xl font-bold">
        {editing ? t('form.editHeading') : t('form.createHeading')}
      </h2>
      <ErrorSummary key={summary.n} errors={summary.errors} />
      <FormField label={t('form.name')} error={err('name')} required id="name">
        <input className={inputClasses} autoComplete="off" {...register('name')} />
      </FormField>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <FormField label={t('form.program')} hint={t('form.programHint')} id="programId">
          <select className={inputClasses} {...register('programId')}>
            <option value="">{t('form.noProgram')}</option>
            {programs.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
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
      <FormField label={t('form.description')} id="description">
        <textarea rows={3} className={inputClasses} {...register('description')} />
      </FormField>
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
